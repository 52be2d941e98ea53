/// Arabic letter variants, diacritics and tatweel; see ``TextNormalizer``.
enum ArabicFolding {
    static func folding(_ text: String) -> String {
        var result = UTF8Writer(capacity: text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x064B...0x065F, 0x0670, 0x0640:
                continue
            case 0x0622, 0x0623, 0x0625, 0x0671, 0x0672, 0x0673:
                result.append("\u{0627}")  // ا
            case 0x0649, 0x06CC:
                result.append("\u{064A}")  // ي
            case 0x0629:
                result.append("\u{0647}")  // ه
            case 0x06A9:
                result.append("\u{0643}")  // ك
            default:
                result.append(scalar)
            }
        }
        return result.string
    }
}
