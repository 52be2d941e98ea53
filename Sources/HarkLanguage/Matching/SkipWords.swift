/// The skip words of a grammar ("please", "can you"), normalized, and their removal from text.
///
/// As in hassil, a skip word is dropped wherever it stands as whole words (anywhere in Japanese,
/// which has no word spaces), longest phrases first.
struct SkipWords: Sendable {
    /// Each phrase as its normalized words, longest first.
    private let phrases: [[[UInt8]]]
    /// The first word of every phrase: a text with none of them has no skip word. Looked up for
    /// every word of every request, by slices of its bytes, without hashing them the way a
    /// `Set` does.
    private let firstWords: WordTable
    private let usesWordSpaces: Bool

    init(_ skipWords: [String], profile: LanguageProfile) {
        usesWordSpaces = profile.usesWordSpaces
        var phrases: [[[UInt8]]] = []
        for word in skipWords {
            let bytes = profile.matchingBytes(word)
            guard !bytes.isEmpty else { continue }
            let words = profile.usesWordSpaces ? bytes.split(separator: MatchText.space).map(Array.init) : [bytes]
            if !phrases.contains(words) { phrases.append(words) }
        }
        var firstWords = WordTable()
        for phrase in phrases { if let first = phrase.first { firstWords.insert(first) } }
        self.firstWords = firstWords
        self.phrases = phrases.sorted { lhs, rhs in
            lhs.count != rhs.count ? lhs.count > rhs.count : lhs.joined().count > rhs.joined().count
        }
    }

    var isEmpty: Bool { phrases.isEmpty }

    /// `text` without its skip words, or `nil` when it has none.
    func removing(from text: MatchText) -> MatchText? {
        guard !phrases.isEmpty else { return nil }
        return usesWordSpaces ? removingWords(from: text.bytes) : removingPieces(from: text.bytes)
    }

    private func removingWords(from bytes: [UInt8]) -> MatchText? {
        var words: [Range<Int>] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == MatchText.space {
            words.append(start..<offset)
            start = offset + 1
        }
        if start < bytes.count { words.append(start..<bytes.count) }
        guard words.contains(where: { firstWords.id(of: bytes[$0]) != nil }) else { return nil }

        var kept: [UInt8] = []
        var offsets: [Int32] = []
        kept.reserveCapacity(bytes.count)
        offsets.reserveCapacity(bytes.count)
        var removed = 0
        var index = 0
        while index < words.count {
            if firstWords.id(of: bytes[words[index]]) != nil,
                let phrase = phrases.first(where: { phrase in
                    index + phrase.count <= words.count
                        && phrase.indices.allSatisfy { bytes[words[index + $0]].elementsEqual(phrase[$0]) }
                })
            {
                removed += 1
                index += phrase.count
                continue
            }
            let word = words[index]
            if !kept.isEmpty {
                kept.append(MatchText.space)
                offsets.append(Int32(word.lowerBound - 1))
            }
            kept += bytes[word]
            for offset in word { offsets.append(Int32(offset)) }
            index += 1
        }
        guard removed > 0 else { return nil }
        return MatchText(bytes: kept, sourceOffsets: offsets, skippedWords: removed, usesWordSpaces: true)
    }

    private func removingPieces(from bytes: [UInt8]) -> MatchText? {
        // The phrase, longest first, that stands at `offset`: only where a character begins,
        // and compared only once its first two bytes are there.
        func phrase(at offset: Int) -> [UInt8]? {
            guard bytes[offset] & 0xC0 != 0x80 else { return nil }
            let second: UInt8? = offset + 1 < bytes.count ? bytes[offset + 1] : nil
            for phrase in phrases {
                let piece = phrase[0]
                guard piece[0] == bytes[offset], piece.count == 1 || piece[1] == second else { continue }
                if bytes[offset...].starts(with: piece) { return piece }
            }
            return nil
        }
        guard bytes.indices.contains(where: { phrase(at: $0) != nil }) else { return nil }
        var kept: [UInt8] = []
        var offsets: [Int32] = []
        var removed = 0
        var offset = 0
        while offset < bytes.count {
            if let phrase = phrase(at: offset) {
                removed += 1
                offset += phrase.count
                continue
            }
            kept.append(bytes[offset])
            offsets.append(Int32(offset))
            offset += 1
        }
        guard removed > 0 else { return nil }
        return MatchText(bytes: kept, sourceOffsets: offsets, skippedWords: removed, usesWordSpaces: false)
    }
}
