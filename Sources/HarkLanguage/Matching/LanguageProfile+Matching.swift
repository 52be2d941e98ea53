extension LanguageProfile {
    /// The words of a piece of template text, and whether a word boundary comes before or after it.
    struct TemplateWords {
        var leadingGap: Bool
        var words: [[UInt8]]
        var trailingGap: Bool
    }

    /// Text normalized for matching, as UTF-8: words separated by single spaces (no spaces at
    /// all in Japanese), no leading or trailing space.
    func matchingBytes(_ text: String) -> [UInt8] {
        Array(normalizer.normalize(text).utf8)
    }

    /// A piece of template text as normalized words.
    ///
    /// The piece is normalized on its own, which trims it; whitespace or punctuation at either
    /// end (`"turn "`, `" light"`, French `"l'"`) is a word boundary there, as it is in the
    /// user's normalized text.
    func templateWords(_ text: String) -> TemplateWords {
        let bytes = normalizedInContext(text)
        let words: [[UInt8]]
        if usesWordSpaces {
            words = bytes.split(separator: 0x20).map(Array.init)
        } else {
            words = bytes.isEmpty ? [] : [bytes]
        }
        guard let first = text.first, let last = text.last else {
            return TemplateWords(leadingGap: false, words: [], trailingGap: false)
        }
        return TemplateWords(
            leadingGap: bytes.first == 0x20 || (!Self.isApostrophe(first) && isBoundary(first)),
            words: words,
            trailingGap: bytes.last == 0x20 || (!Self.isApostrophe(last) && isBoundary(last))
        )
    }

    /// `text` normalized as it reads between letters: an apostrophe at either end (`'s`, French `l'`)
    /// is normalized as in the user's text, where a letter surrounds it (`sensor's` keeps it;
    /// `l'entrée` splits it off), with a leading or trailing space for a word boundary.
    private func normalizedInContext(_ text: String) -> [UInt8] {
        let leads = text.first.map(Self.isApostrophe) ?? false
        let trails = text.last.map(Self.isApostrophe) ?? false
        guard leads || trails else { return matchingBytes(text) }
        let letter = UInt8(ascii: "x")
        var bytes = Array(normalizer.normalize((leads ? "x" : "") + text + (trails ? "x" : "")).utf8)
        if leads, bytes.first == letter { bytes.removeFirst() }
        if trails, bytes.last == letter { bytes.removeLast() }
        return bytes
    }

    private static func isApostrophe(_ character: Character) -> Bool {
        ["'", "\u{2019}", "\u{2018}", "\u{02BC}"].contains(character)
    }

    /// Whether a character at the edge of template text stands for a word boundary: whitespace, or
    /// punctuation that normalization turns into a space.
    private func isBoundary(_ character: Character) -> Bool {
        if character.isWhitespace { return true }
        guard character.isPunctuation || character.isSymbol else { return false }
        return normalizer.normalize(String(character)).isEmpty
    }
}
