/// Arabic letter variants, diacritics and tatweel; see ``TextNormalizer``.
enum ArabicFolding {
    static func folding(_ text: String) -> String {
        var result = UTF8Writer(capacity: text.utf8.count)
        for scalar in text.unicodeScalars {
            if let letter = folded(scalar) { result.append(letter) }
        }
        return result.string
    }

    /// The scalar folded; `nil` for a diacritic or tatweel, which folding drops.
    @inline(__always)
    static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0..<0x0622: scalar  // Latin text, digits and punctuation, and the first Arabic letters
        case 0x064B...0x065F, 0x0670, 0x0640: nil
        case 0x0622, 0x0623, 0x0625, 0x0671, 0x0672, 0x0673: "\u{0627}"  // ا
        case 0x0649, 0x06CC: "\u{064A}"  // ي
        case 0x0629: "\u{0647}"  // ه
        case 0x06A9: "\u{0643}"  // ك
        default: scalar
        }
    }
}
