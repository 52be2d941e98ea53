/// The user's text as a program reads it: normalized UTF-8 with single spaces, and, in Arabic, the
/// ways a word's attached clitics may be skipped.
struct MatchText: Sendable {
    /// A way to read a word without its attached clitics (Arabic `و`, `ف`, `ال`, `بال`, `لل`…).
    struct CliticSkip: Sendable {
        /// How many bytes of the word the clitics take.
        var length: Int32
        /// Whether the rest stands for the word with the article `ال` (`للقائمه` → `القائمه`).
        var restoresArticle: Bool
    }

    static let space: UInt8 = 0x20
    /// The article `ال` in UTF-8.
    static let article: [UInt8] = Array("ال".utf8)

    var bytes: [UInt8]
    /// For each byte, its offset in the normalized text before skip words were dropped; `nil`
    /// when nothing was dropped.
    var sourceOffsets: [Int32]?
    /// How many skip words (or phrases) were dropped.
    var skippedWords: Int
    var usesWordSpaces: Bool
    /// The offsets of the numbers the user wrote with a minus sign, which normalization turned
    /// into a space (`-5`); usually none.
    var negativeNumbers: [Int32] = []
    /// Clitic skips by the byte offset of the word they belong to; empty but in Arabic.
    var clitics = Clitics()

    /// The clitic skips of a text's words: the words that have any, in order, and where each
    /// begins, looked up at every word start a literal fails at.
    struct Clitics: Sendable {
        /// The byte offsets of the words, ascending.
        private(set) var offsets: [Int32] = []
        /// The skips of each word of `offsets`.
        private(set) var skips: [[CliticSkip]] = []
        /// By byte offset, the word's place in `offsets`, or -1; empty while no word has skips.
        private var places: [Int32] = []

        var isEmpty: Bool { offsets.isEmpty }

        /// Whether a word with skips begins at `offset`.
        @inline(__always)
        func hasSkips(at offset: Int) -> Bool {
            offset < places.count && places[offset] >= 0
        }

        /// The skips of the word at `offset`; none when it has none.
        @inline(__always)
        func skips(at offset: Int) -> [CliticSkip] {
            guard offset < places.count else { return [] }
            let place = Int(places[offset])
            return place < 0 ? [] : skips[place]
        }

        /// Adds the skips of the word at `offset` of a text of `length` bytes, after every word
        /// added before.
        mutating func append(_ wordSkips: [CliticSkip], at offset: Int, length: Int) {
            if places.isEmpty { places = Array(repeating: -1, count: length) }
            places[offset] = Int32(offsets.count)
            offsets.append(Int32(offset))
            skips.append(wordSkips)
        }
    }

    /// The offset in the normalized text of the byte at `offset` here.
    func sourceOffset(_ offset: Int) -> Int {
        guard let sourceOffsets else { return offset }
        if offset < sourceOffsets.count { return Int(sourceOffsets[offset]) }
        return (sourceOffsets.last.map { Int($0) + 1 }) ?? 0
    }

    /// Whether `offset` starts a word (the text's start or just after a space).
    @inline(__always)
    func isWordStart(_ offset: Int) -> Bool {
        offset == 0 || bytes[offset - 1] == Self.space
    }

    /// Works out the clitic skips of every word (for Arabic normalizers).
    mutating func findClitics(normalizer: TextNormalizer, cache: NormalizationCache) {
        clitics = Clitics()
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != Self.space { end += 1 }
            if Self.mayCarryClitic(bytes[start..<end]) {
                let word = Array(bytes[start..<end])
                let skips = cache.cliticSkips(of: word) { Self.cliticSkips(of: word, normalizer: normalizer) }
                if !skips.isEmpty { clitics.append(skips, at: start, length: bytes.count) }
            }
            start = end + 1
        }
    }

    /// Whether a word begins with a letter a clitic begins with: و ف ب ك ل ا.
    private static func mayCarryClitic(_ word: ArraySlice<UInt8>) -> Bool {
        guard word.count >= 4, let lead = word.first else { return false }
        let second = word[word.startIndex + 1]
        switch (lead, second) {
        case (0xD9, 0x88), (0xD9, 0x81), (0xD8, 0xA8), (0xD9, 0x83), (0xD9, 0x84), (0xD8, 0xA7): return true
        default: return false
        }
    }

    private static func cliticSkips(of word: [UInt8], normalizer: TextNormalizer) -> [CliticSkip] {
        var skips: [CliticSkip] = []
        for variant in normalizer.variants(of: String(decoding: word, as: UTF8.self)).dropFirst() {
            let bytes = Array(variant.utf8)
            if bytes.count < word.count, word.ends(with: bytes) {
                skips.append(CliticSkip(length: Int32(word.count - bytes.count), restoresArticle: false))
            } else if bytes.starts(with: article) {
                let stem = bytes.dropFirst(article.count)
                if stem.count < word.count, word.ends(with: stem) {
                    skips.append(CliticSkip(length: Int32(word.count - stem.count), restoresArticle: true))
                }
            }
        }
        return skips
    }
}

extension Array where Element == UInt8 {
    func ends(with suffix: some Collection<UInt8>) -> Bool {
        suffix.count <= count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
