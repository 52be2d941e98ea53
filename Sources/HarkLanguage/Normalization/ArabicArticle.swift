/// The Arabic article ال on item titles; see ``TextNormalizer/strippingLeadingArticle(_:)``.
enum ArabicArticle {
    static func stripping(_ phrase: String) -> String {
        let words = phrase.split(whereSeparator: \.isWhitespace)
        guard let first = words.first, let stripped = strippingArticle(first) else {
            return phrase
        }
        let rest = words.dropFirst()
        let restStripped = rest.compactMap(strippingArticle)
        if restStripped.count == rest.count {
            return ([stripped] + restStripped).joined(separator: " ")
        }
        return ([stripped] + rest.map(String.init)).joined(separator: " ")
    }

    /// The word without its leading ال (and any vowel marks on it), if at least 2 letters remain.
    static func strippingArticle(_ word: Substring) -> String? {
        var scalars = word.unicodeScalars[...]
        guard scalars.first == "\u{0627}" else { return nil }
        scalars = scalars.dropFirst().drop(while: isMark)
        guard scalars.first == "\u{0644}" else { return nil }
        scalars = scalars.dropFirst().drop(while: isMark)
        let letters = scalars.filter { !isMark($0) }
        guard letters.count >= 2 else { return nil }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        (0x064B...0x065F).contains(scalar.value) || scalar.value == 0x0670
            || scalar.value == 0x0640
    }
}
