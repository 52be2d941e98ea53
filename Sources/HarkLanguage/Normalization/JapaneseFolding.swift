/// Japanese wave dashes and long-vowel marks; see ``TextNormalizer``.
enum JapaneseFolding {
    static func folding(_ text: String) -> String {
        var result = UTF8Writer(capacity: text.utf8.count)
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if waveDashes.contains(scalar) {
                continue
            }
            if longVowelLookalikes.contains(scalar), let previous, isKatakana(previous) {
                result.append("\u{30FC}")  // ー
                continue
            }
            result.append(scalar)
        }
        return result.string
    }

    /// `〜` U+301C, `~` (what NFKC makes of `～`), `〰` and the swung dash.
    static let waveDashes: Set<Unicode.Scalar> = ["\u{301C}", "~", "\u{3030}", "\u{2053}"]

    /// Dashes and minus signs typed in place of `ー`.
    static let longVowelLookalikes: Set<Unicode.Scalar> = [
        "-", "\u{2010}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}", "\u{2212}",
    ]

    /// Katakana letters and the long-vowel mark itself (`ラ`, `ー`).
    static func isKatakana(_ scalar: Unicode.Scalar) -> Bool {
        (0x30A1...0x30FA).contains(scalar.value) || scalar.value == 0x30FC
    }
}
