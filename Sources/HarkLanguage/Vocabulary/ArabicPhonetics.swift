/// The consonant skeleton of an Arabic word, the way Arabic is often written without its
/// vowels: long vowels and hamza (`ا و ي ء`) are dropped, as is a final `ه` (the feminine
/// ending, after normalization), and consonants that many dialects pronounce alike are folded
/// (`ث` → `ت`, `ذ` → `د`, `ظ` → `ض`). Doubled letters count once. "زيتون" and "زتون" share `زتن`.
enum ArabicPhonetics {
    static func key(_ normalizedWord: String) -> String {
        var scalars = Array(normalizedWord.unicodeScalars)
        if scalars.count > 2, scalars.last == "\u{0647}" { scalars.removeLast() }
        var result = String.UnicodeScalarView()
        for scalar in scalars {
            if dropped.contains(scalar) { continue }
            let folded = folded[scalar] ?? scalar
            if result.last == folded { continue }
            result.append(folded)
        }
        return String(result)
    }

    /// Long vowels and hamza: ا و ي ء (after normalization, أ إ آ ى ؤ ئ are among them).
    private static let dropped: Set<Unicode.Scalar> = ["\u{0627}", "\u{0648}", "\u{064A}", "\u{0621}"]

    /// Consonants folded into the one many dialects say: ث → ت, ذ → د, ظ → ض.
    private static let folded: [Unicode.Scalar: Unicode.Scalar] = [
        "\u{062B}": "\u{062A}", "\u{0630}": "\u{062F}", "\u{0638}": "\u{0636}",
    ]
}
