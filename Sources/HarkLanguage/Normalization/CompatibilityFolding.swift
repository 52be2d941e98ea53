import Foundation

/// Unicode compatibility normalization (NFKC) and lowercasing: the first step of
/// ``TextNormalizer``, and the slowest one when it goes through Foundation.
///
/// Most requests need no normalization at all: Latin letters with their accents precomposed,
/// Arabic letters without diacritics, kana and kanji are already in NFKC, alone and lowercased,
/// and never combine with the letters beside them. Text made only of such *stable* scalars is
/// just lowercased; any other text (full-width Latin, half-width kana, ligatures, combining
/// marks, compatibility spaces) takes the full Unicode path.
enum CompatibilityFolding {
    /// `text` in NFKC, lowercased, and in NFKC again (lowercasing can decompose: `İ` → `i̇`).
    static func folding(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy(isStable) {
            // Japanese and Arabic have no case: lowercasing them would only copy them.
            return text.unicodeScalars.allSatisfy(isCaseless) ? text : text.lowercased()
        }
        return foldingByUnicode(text)
    }

    /// The full path, for any text.
    static func foldingByUnicode(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping
            .lowercased()
            .precomposedStringWithCompatibilityMapping
    }

    /// Whether NFKC leaves the scalar as it is, alone and lowercased, and no neighbour can
    /// combine with it: it is a starter (canonical combining class 0), not a mark, and has no
    /// compatibility mapping. `CompatibilityFoldingTests` checks every scalar of the table
    /// against Foundation.
    static func isStable(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            return true
        // Latin letters with a compatibility mapping (`ĳ`, `ŀ`, `ŉ`, `ſ`, `ǆ`…), whose lowercase
        // is two scalars (`İ`) or lies outside the table (`Ⱥ` → `ⱥ`); Arabic letters with a
        // compatibility mapping (the high hamza forms `ٵ ٶ ٷ ٸ`).
        case 0x0130, 0x0132, 0x0133, 0x013F, 0x0140, 0x0149, 0x017F, 0x01C4...0x01CC, 0x01F1...0x01F3,
            0x023A, 0x023E, 0x0675...0x0678:
            return false
        case _ where ScalarFolding.isPlainLetter(scalar):
            return true
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0, 0x00B1, 0x00B6, 0x00B7, 0x00BB,
            0x00BF...0x02AF:
            return true
        case 0x0600...0x06FF:
            return !isMark(scalar)
        case 0x2010, 0x2012...0x2016, 0x2018...0x2023, 0x2027, 0x2030, 0x2039, 0x203A:
            return true
        case 0x3001...0x3035, 0x3041...0x3096, 0x309D, 0x309E, 0x30A0...0x30FE:
            return !isMark(scalar)
        // The replacement character, which bytes that are not UTF-8 become on the way in.
        case 0xFFFD:
            return true
        default:
            return false
        }
    }

    /// Whether lowercasing leaves the scalar as it is, known from its code point: ASCII other
    /// than `A`–`Z`, Arabic, kana, CJK punctuation and the common kanji
    /// (`NormalizationFastPathTests` checks each).
    static func isCaseless(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A: false
        case 0..<0x80, 0x0600...0x06FF, 0x3000...0x30FF, 0x4E00...0x9FFF: true
        default: false
        }
    }

    /// A mark, or any scalar that canonical ordering moves: either can combine with its neighbour.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.canonicalCombiningClass != .notReordered || ScalarFolding.isMark(scalar)
    }
}
