import Foundation

/// Numbers written in digits, with the language's decimal and grouping separators.
enum DigitReading {
    /// The value of text that is one number in digits, or nil.
    ///
    /// English reads `,` as a thousands separator and `.` as the decimal point. Spanish and
    /// French read `,` as the decimal point, and `.` or a space before each group of exactly
    /// three digits as thousands separators ("1.000", "1 000 000"); a single `.` that does not
    /// group digits is a decimal point, as in Mexico ("3.5").
    static func decimal(_ text: String, language: String) -> Decimal? {
        let usesDecimalComma = language == "es" || language == "fr"
        var text = text[...]
        if usesDecimalComma, text.contains(" ") {
            let groups = text.split(separator: " ", omittingEmptySubsequences: false)
            let lastGroup = groups.last?.prefix(while: \.isASCIIDigit) ?? ""
            guard isGrouping(groups.dropLast() + [lastGroup]) else { return nil }
            text = Substring(groups.joined())
        }
        guard text.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "," }),
            text.first?.isASCIIDigit == true, text.last?.isASCIIDigit == true
        else { return nil }
        var (grouping, point): (Character, Character) = usesDecimalComma ? (".", ",") : (",", ".")
        if usesDecimalComma, !text.contains(","), text.filter({ $0 == "." }).count == 1,
            !isGrouping(text.split(separator: "."))
        {
            (grouping, point) = (",", ".")  // "3.5"
        }
        let parts = text.split(separator: point, omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.count == 1 || !parts[1].contains(grouping) else { return nil }
        let integerGroups = parts[0].split(separator: grouping, omittingEmptySubsequences: false)
        guard integerGroups.count == 1 || isGrouping(integerGroups) else { return nil }
        let digits = integerGroups.joined() + (parts.count == 2 ? "." + parts[1] : "")
        return Decimal(string: digits, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// Whether digit groups are thousands: 1–3 digits, then groups of exactly three.
    private static func isGrouping(_ groups: [Substring]) -> Bool {
        guard let first = groups.first, groups.count > 1, (1...3).contains(first.count) else { return false }
        return groups.allSatisfy { $0.allSatisfy(\.isASCIIDigit) }
            && groups.dropFirst().allSatisfy { $0.count == 3 }
    }

    /// The user's text ready for reading digits: NFKC, ASCII digits, single spaces, no full stop
    /// at the end, and the minus sign and a leading decimal point (".5" → "0.5") taken care of.
    static func preparing(_ text: String) -> (unsigned: String, isNegative: Bool) {
        let prepared = ScalarFolding.preparing(text)
        // Text made of scalars NFKC leaves alone (``CompatibilityFolding/isStable(_:)``), as
        // nearly all is, skips Foundation's NFKC.
        let compatible =
            prepared.unicodeScalars.allSatisfy(CompatibilityFolding.isStable)
            ? prepared : prepared.precomposedStringWithCompatibilityMapping
        var unsigned = ScalarFolding.collapsingWhitespace(compatible, keepSpaces: true)[...]
        while let last = unsigned.last, sentenceEnds.contains(last) || last.isWhitespace {
            unsigned = unsigned.dropLast()  // "12." at the end of a sentence
        }
        let isNegative = unsigned.first == "-" || unsigned.first == "\u{2212}"
        if isNegative {
            unsigned = unsigned.dropFirst().drop(while: \.isWhitespace)
        }
        if unsigned.first == "." || unsigned.first == "," {
            return ("0" + unsigned, isNegative)
        }
        return (String(unsigned), isNegative)
    }

    static let sentenceEnds: Set<Character> = [".", "!", "?", "。", "！", "？"]

    /// Whether a `.` or `,` comes right before a digit: a decimal that only digits can read.
    static func hasSeparatorBeforeDigit(_ text: String) -> Bool {
        // Bytes first: characters cannot have what the bytes have not.
        let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
        guard zip(text.utf8, text.utf8.dropFirst()).contains(where: { ($0 == 0x2E || $0 == 0x2C) && isDigit($1) }) else {
            return false
        }
        return zip(text, text.dropFirst()).contains { ($0 == "." || $0 == ",") && $1.isASCIIDigit }
    }
}

extension Character {
    /// `0`…`9` and nothing else (not `٣` or `３`, which normalization has already mapped).
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
