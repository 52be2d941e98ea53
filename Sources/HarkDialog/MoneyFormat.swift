public import Foundation
public import Hark

/// How a language writes an amount of money: its number format (``NumberFormat``), cents when
/// there are any ("€24.50", never "€24.5"), and the currency where the language puts it — "€24",
/// "$20.50" in English; "24 €", "20,50 US$" in Spanish; "24 €", "20,50 $US" in French; "24ユーロ",
/// "2,000円" in Japanese; "24 يورو" in Arabic. A currency without a word of its own in the
/// language is written with its ISO code after the number: "12 CHF".
///
/// ```swift
/// MoneyFormat(locale: "en").text(of: CurrencyAmount(amount: Decimal(string: "24.5")!, currencyCode: "EUR"))  // "€24.50"
/// MoneyFormat(locale: "fr").text(of: CurrencyAmount(amount: 24, currencyCode: "EUR"))   // "24 €"
/// MoneyFormat(locale: "ja").text(of: CurrencyAmount(amount: 2000, currencyCode: "JPY")) // "2,000円"
/// ```
public struct MoneyFormat: Sendable {
    /// The language: `en`, `es`, `fr`, `ja`, `ar`.
    public var language: String

    public init(locale: String) {
        language = Wording.language(of: locale)
    }

    /// `money` as the language writes it.
    public func text(of money: CurrencyAmount) -> String {
        let code = money.currencyCode.uppercased()
        let number = amountText(money.amount, decimals: Self.zeroDecimalCurrencies.contains(code) ? 0 : 2)
        guard let mark = Self.marks[language]?[code] else { return "\(number) \(code)" }
        switch mark.position {
        case .before: return mark.text + number
        case .after: return number + mark.text
        }
    }

    /// The amount with no decimals when it is whole, else with `decimals` of them.
    private func amountText(_ amount: Decimal, decimals: Int) -> String {
        var value = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, decimals, .bankers)
        var whole = Decimal()
        var copy = rounded
        NSDecimalRound(&whole, &copy, 0, .down)
        let format = NumberFormat(locale: language)
        guard whole != rounded else { return format.text(of: whole) }
        let cents = (rounded - whole) * Decimal(sign: .plus, exponent: decimals, significand: 1)
        let digits = String(NSDecimalNumber(decimal: cents.magnitude).intValue)
        let padded = String(repeating: "0", count: max(0, decimals - digits.count)) + digits
        return format.text(of: whole) + format.decimalSeparator + padded
    }

    private struct Mark {
        enum Position { case before, after }
        var text: String
        var position: Position
    }

    /// Currencies written without cents.
    private static let zeroDecimalCurrencies: Set<String> = ["JPY", "KRW"]

    private static func before(_ text: String) -> Mark { Mark(text: text, position: .before) }
    private static func after(_ text: String) -> Mark { Mark(text: text, position: .after) }

    /// How each language marks the currencies its speakers name most, after CLDR's symbols.
    private static let marks: [String: [String: Mark]] = [
        "en": ["EUR": before("€"), "USD": before("$"), "GBP": before("£"), "JPY": before("¥")],
        "es": ["EUR": after(" €"), "USD": after(" US$"), "GBP": after(" £"), "JPY": after(" JPY")],
        "fr": ["EUR": after("\u{00A0}€"), "USD": after("\u{00A0}$US"), "GBP": after("\u{00A0}£GB"), "JPY": after("\u{00A0}JPY")],
        "ja": ["EUR": after("ユーロ"), "USD": after("ドル"), "GBP": after("ポンド"), "JPY": after("円")],
        "ar": [
            "EUR": after(" يورو"), "USD": after(" دولار"), "GBP": after(" جنيه إسترليني"), "JPY": after(" ين"),
            "SAR": after(" ريال"), "AED": after(" درهم"), "EGP": after(" جنيه مصري"),
        ],
    ]
}
