/// A request cut into the tokens the trained layer reads, each with its place in the text as
/// written (so that a tagged span gives the user's own words) and its normalized form (as the
/// templates compare text, Arabic letter forms and Latin accents folded).
///
/// In languages written with spaces a token is a run of letters, digits and marks ("l'eau" is
/// "l" and "eau"); in Japanese, which has no spaces, each character is a token, except that a
/// run of Latin letters or digits ("USD", "2000") stays one.
struct LearningTokens: Sendable {
    struct Token: Sendable, Hashable {
        var range: Range<String.Index>
        var normalized: String
        /// Whether the token was written with a capital letter ("Stani", "ListOMat"): names
        /// often are.
        var isCapitalized: Bool
    }

    let text: String
    let tokens: [Token]

    init(_ text: String, normalizer: TextNormalizer) {
        self.text = text
        let splitsCharacters = normalizer.language == "ja"
        var tokens: [Token] = []
        var start: String.Index?
        var runIsLatin = false

        func close(at end: String.Index) {
            guard let begin = start else { return }
            start = nil
            var normalized = normalizer.normalize(String(text[begin..<end]))
            if normalized.contains(" ") { normalized.removeAll { $0 == " " } }
            if !normalized.isEmpty {
                tokens.append(Token(range: begin..<end, normalized: normalized, isCapitalized: text[begin].isUppercase))
            }
        }

        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let isWordCharacter = character.isLetter || character.isNumber
            if !isWordCharacter {
                close(at: index)
            } else if splitsCharacters {
                let isLatin = character.isASCII || (character.isNumber && !character.isLetter)
                if start != nil, !(isLatin && runIsLatin) { close(at: index) }
                if start == nil {
                    start = index
                    runIsLatin = isLatin
                }
            } else if start == nil {
                start = index
            }
            index = text.index(after: index)
        }
        close(at: text.endIndex)
        self.tokens = tokens
    }

    var count: Int { tokens.count }

    /// The words of tokens `range` as the user wrote them, from the first one's start to the
    /// last one's end.
    func text(of range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return String(text[tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound])
    }

    /// The normalized forms of tokens `range`, joined as the language writes words: with spaces,
    /// or in Japanese without.
    func normalized(_ range: Range<Int>, language: String) -> String {
        tokens[range].map(\.normalized).joined(separator: language == "ja" ? "" : " ")
    }

    /// Where the normalized tokens of `phrase` first occur among these tokens from `start` on,
    /// not overlapping `taken`.
    func find(_ phrase: LearningTokens, from start: Int = 0, avoiding taken: [Bool]) -> Range<Int>? {
        let needle = phrase.tokens.map(\.normalized)
        guard !needle.isEmpty, needle.count <= count else { return nil }
        var position = start
        while position + needle.count <= count {
            var matches = true
            for offset in needle.indices where taken[position + offset] || tokens[position + offset].normalized != needle[offset] {
                matches = false
                break
            }
            if matches { return position..<(position + needle.count) }
            position += 1
        }
        return nil
    }
}
