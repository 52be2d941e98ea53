import Testing

@testable import HarkLanguage

/// `ListWords.trimmingPunctuation` returns a slot that begins and ends with an ASCII letter or
/// digit as it is; it must trim what trimming character by character trims.
@Suite struct TrimmingPunctuationTests {
    /// Trimming character by character, as `trimmingPunctuation` does for other text.
    static func trimmedByCharacters(_ item: String) -> String {
        func isTrimmed(_ character: Character) -> Bool {
            if character.isWhitespaceFast { return true }
            guard character.isPunctuationFast else { return false }
            return !TextNormalizer.apostrophes.contains(character)
        }
        guard let first = item.firstIndex(where: { !isTrimmed($0) }), let last = item.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(item[first...last])
    }

    @Test func trimsAsCharactersTrim() {
        // Letters and digits beside marks that combine with them, a prepended sign that joins
        // the digit after it, punctuation, apostrophes and spaces.
        let pieces = [
            "a", "Z", "5", "é", "\u{301}", "\u{0600}", "\u{0600}5", "\u{200D}", ",", ".", "!", "?", "'", "’", " ", "\u{3000}",
            "\r\n", "«", "»", "-", "ー", "牛", "ب", "\u{FE0F}", "ゆ", "ア", "\u{064E}", "،", "؟", "。", "、",
        ]
        var generator = SplitMix64(seed: 2029)
        for _ in 0..<5_000 {
            let length = Int.random(in: 1...6, using: &generator)
            let item = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(ListWords.trimmingPunctuation(item) == Self.trimmedByCharacters(item), "\(item.debugDescription)")
        }
        #expect(ListWords.trimmingPunctuation("milk") == "milk")
        #expect(ListWords.trimmingPunctuation("  milk, ") == "milk")
    }
}
