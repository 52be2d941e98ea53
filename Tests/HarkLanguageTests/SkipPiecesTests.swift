import Testing

@testable import HarkLanguage

/// In Japanese, which has no word spaces, skip words are dropped wherever they stand, the longest
/// first; the text keeps, for each byte left, where it stood.
struct SkipPiecesTests {
    static let skipWords = ["ください", "下さい", "お願い", "お願いします", "して", "ね", "ちょっと"]

    /// Drops the skip words as the rule says, byte by byte: the reference.
    static func removed(from bytes: [UInt8], phrases: [[UInt8]]) -> (bytes: [UInt8], offsets: [Int32], count: Int) {
        let longestFirst = phrases.sorted { $0.count > $1.count }
        var kept: [UInt8] = []
        var offsets: [Int32] = []
        var count = 0
        var offset = 0
        while offset < bytes.count {
            if let phrase = longestFirst.first(where: { bytes[offset...].starts(with: $0) }) {
                count += 1
                offset += phrase.count
                continue
            }
            kept.append(bytes[offset])
            offsets.append(Int32(offset))
            offset += 1
        }
        return (kept, offsets, count)
    }

    @Test func skipWordsAreDroppedWhereverTheyStand() throws {
        let profile = try LanguageProfile.forLocale("ja")
        let skips = SkipWords(Self.skipWords, profile: profile)
        let phrases = Self.skipWords.map { profile.matchingBytes($0) }
        let pieces = ["牛乳", "を", "追加", "して", "ください", "下さい", "お願いします", "お願い", "ね", "ちょっと", "リスト", "ー", "5", "くだ"]
        var generator = SplitMix64(seed: 2034)
        var dropped = 0
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytes = profile.matchingBytes(text)
            let expected = Self.removed(from: bytes, phrases: phrases)
            let input = MatchText(bytes: bytes, sourceOffsets: nil, skippedWords: 0, usesWordSpaces: false)
            if let without = skips.removing(from: input) {
                dropped += 1
                #expect(without.bytes == expected.bytes, "\(text)")
                #expect(without.sourceOffsets == expected.offsets, "\(text)")
                #expect(without.skippedWords == expected.count, "\(text)")
            } else {
                #expect(expected.count == 0, "\(text)")
            }
        }
        #expect(dropped > 500)
    }
}
