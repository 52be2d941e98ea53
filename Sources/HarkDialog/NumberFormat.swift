public import Foundation

/// How a language writes numbers in digits: its decimal separator, its thousands separator and
/// from how many digits it groups — CLDR's symbols for the assistant's five languages.
///
/// ```swift
/// NumberFormat(locale: "en").text(of: Decimal(58900))   // "58,900"
/// NumberFormat(locale: "es").text(of: Decimal(5900))    // "5900": Spanish groups from five digits
/// NumberFormat(locale: "es").text(of: Decimal(58900))   // "58.900"
/// NumberFormat(locale: "fr").text(of: Decimal(string: "0.92")!)   // "0,92"
/// ```
///
/// A table rather than Foundation's `NumberFormatter`, whose symbols on Linux depend on the ICU
/// data the system ships. Arabic keeps the Western digits its templates use, with CLDR's
/// separators for Arabic in those digits (`,` and `.`); Japanese writes numbers as English does.
/// Languages outside the table write numbers as English does.
public struct NumberFormat: Sendable, Hashable {
    /// Between the whole part and the decimals: `.` or `,`.
    public var decimalSeparator: String
    /// Between groups of three digits of the whole part.
    public var groupingSeparator: String
    /// The fewest digits a whole part has for it to be grouped: 4 ("1,000"), or 5 in Spanish
    /// ("1000", "10.000"), where CLDR's minimum grouping digits is 2.
    public var minimumGroupedDigits: Int

    public init(decimalSeparator: String, groupingSeparator: String, minimumGroupedDigits: Int = 4) {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.minimumGroupedDigits = minimumGroupedDigits
    }

    /// The format of `locale`'s language (`"fr-CA"` → French), English for another language.
    public init(locale: String) {
        self = Self.table[Wording.language(of: locale)] ?? Self.english
    }

    /// `58,900`, `0.92`.
    public static let english = NumberFormat(decimalSeparator: ".", groupingSeparator: ",")

    /// The five languages'. French groups with U+202F NARROW NO-BREAK SPACE, as CLDR does.
    static let table: [String: NumberFormat] = [
        "en": english,
        "es": NumberFormat(decimalSeparator: ",", groupingSeparator: ".", minimumGroupedDigits: 5),
        "fr": NumberFormat(decimalSeparator: ",", groupingSeparator: "\u{202F}"),
        "ja": english,
        "ar": english,
    ]

    /// `number` in digits, with every decimal it has and none added: `58,900`, `0.0062`, `-1,250.5`.
    public func text(of number: Decimal) -> String {
        // Decimal's description is locale-independent: an optional "-", digits, an optional ".".
        let plain = number.description
        let isNegative = plain.hasPrefix("-")
        let unsigned = isNegative ? plain.dropFirst() : plain[...]
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var text = grouped(parts[0])
        if parts.count == 2 {
            text += decimalSeparator + parts[1]
        }
        return isNegative ? "-" + text : text
    }

    /// `number` in digits, grouped: `58,900`.
    public func text(of number: Int) -> String {
        text(of: Decimal(number))
    }

    /// `digits` with the grouping separator before every third digit from the right, when there
    /// are enough of them to group.
    private func grouped(_ digits: Substring) -> String {
        guard digits.count >= minimumGroupedDigits else { return String(digits) }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.append(digits[start..<end])
            end = start
        }
        return groups.reversed().joined(separator: groupingSeparator)
    }
}
