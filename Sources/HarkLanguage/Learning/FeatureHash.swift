/// The features of the trained layer, named by a 64-bit FNV-1a hash of their kind and their
/// parts, so that looking one up builds no string.
struct FeatureHash: Sendable {
    /// A feature and its value in one example.
    struct Weighted: Sendable, Hashable {
        var hash: UInt64
        var value: Float
    }

    /// What a feature says about the text; part of its hash, so that the word "list" and the
    /// character n-gram "list" are different features.
    enum Kind: UInt8 {
        case word = 1
        case bigram, characters, gazetteer, label, intent, intentWord, prefix, suffix, shape, position
        case previousWord, nextWord, secondPreviousWord, secondNextWord, previousBigram, nextBigram, variant
        case labelWord, bias
    }

    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    init(_ kind: Kind) {
        add(kind.rawValue)
    }

    @inline(__always)
    mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// Adds a part, and a separator so that ("ab", "c") and ("a", "bc") differ.
    mutating func add(_ text: some StringProtocol) {
        for byte in text.utf8 { add(byte) }
        add(0x1F)
    }

    /// The hash of a feature of one part.
    static func hash(_ kind: Kind, _ part: some StringProtocol) -> UInt64 {
        var hasher = FeatureHash(kind)
        hasher.add(part)
        return hasher.value
    }

    /// The hash of a feature of two parts.
    static func hash(_ kind: Kind, _ first: some StringProtocol, _ second: some StringProtocol) -> UInt64 {
        var hasher = FeatureHash(kind)
        hasher.add(first)
        hasher.add(second)
        return hasher.value
    }

    /// The hash of a feature of three parts.
    static func hash(_ kind: Kind, _ first: some StringProtocol, _ second: some StringProtocol, _ third: some StringProtocol) -> UInt64 {
        var hasher = FeatureHash(kind)
        hasher.add(first)
        hasher.add(second)
        hasher.add(third)
        return hasher.value
    }

    /// The features with value 1 each, scaled so that their vector has length 1 (a long request
    /// and a short one weigh alike), repeated ones counted once.
    static func normalized(_ hashes: [UInt64]) -> [Weighted] {
        var unique = hashes
        unique.sortRemovingDuplicates()
        guard !unique.isEmpty else { return [] }
        let value = Float(1 / Double(unique.count).squareRoot())
        return unique.map { Weighted(hash: $0, value: value) }
    }
}
