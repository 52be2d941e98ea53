import Foundation
import Hark
import HarkDialog
import HarkLanguage
import Testing

/// Numbers in answers, written as each language writes them.
@Suite("numbers in the assistant's languages")
struct NumberFormatTests {
    static let nnbsp = "\u{202F}"

    @Test(
        "whole numbers are grouped by the language's separator, from the language's number of digits",
        arguments: [
            ("en", 58900, "58,900"), ("en", 5900, "5,900"), ("en", 900, "900"), ("en", 1_234_567, "1,234,567"),
            ("es", 58900, "58.900"), ("es", 5900, "5900"), ("es", 1_234_567, "1.234.567"),
            ("fr", 58900, "58\(nnbsp)900"), ("fr", 5900, "5\(nnbsp)900"), ("fr", 1_234_567, "1\(nnbsp)234\(nnbsp)567"),
            ("ja", 58900, "58,900"), ("ja", 5900, "5,900"),
            ("ar", 58900, "58,900"), ("ar", 5900, "5,900"),
            ("es-MX", 58900, "58.900"), ("fr-CA", 1000, "1\(nnbsp)000"), ("de", 58900, "58,900"),
        ])
    func wholeNumbers(locale: String, number: Int, text: String) {
        #expect(NumberFormat(locale: locale).text(of: number) == text)
        #expect(NumberFormat(locale: locale).text(of: Decimal(number)) == text)
    }

    @Test(
        "decimals keep their digits, after the language's decimal separator",
        arguments: [
            ("en", "0.92", "0.92"), ("es", "0.92", "0,92"), ("fr", "0.92", "0,92"), ("ja", "0.92", "0.92"), ("ar", "0.92", "0.92"),
            ("en", "0.0062", "0.0062"), ("fr", "0.0062", "0,0062"),
            ("en", "-12345.678", "-12,345.678"), ("es", "-12345.678", "-12.345,678"), ("es", "1234.5", "1234,5"),
            ("fr", "12345.5", "12\(nnbsp)345,5"), ("ar", "12345.5", "12,345.5"),
        ])
    func decimals(locale: String, number: String, text: String) throws {
        let value = try #require(Decimal(string: number, locale: Locale(identifier: "en_US_POSIX")))
        #expect(NumberFormat(locale: locale).text(of: value) == text)
    }

    @Test(
        "the value renderer says integers, decimals and amounts of money in the language",
        arguments: [
            ("en", "58,900 · 0.92 · €1,250.50"), ("es", "58.900 · 0,92 · 1250,50 €"),
            ("fr", "58\(nnbsp)900 · 0,92 · 1\(nnbsp)250,50\u{00A0}€"), ("ja", "58,900 · 0.92 · 1,250.50ユーロ"),
            ("ar", "58,900 · 0.92 · 1,250.50 يورو"),
        ])
    func renderer(locale: String, text: String) {
        let values: [String: ParameterValue] = [
            "count": .integer(58900), "rate": .decimal(Decimal(string: "0.92")!),
            "price": .currencyAmount(CurrencyAmount(amount: Decimal(string: "1250.5")!, currencyCode: "EUR")),
        ]
        #expect(ValueRenderer(locale: locale).render("{count} · {rate} · {price}", values: values) == text)
    }

    @Test("what the assistant writes, the understanding reads back as the same number", arguments: ["en", "es", "fr", "ja", "ar"])
    func roundTrip(locale: String) throws {
        let format = NumberFormat(locale: locale)
        let parser = NumberParser(language: locale)
        for number in ["58900", "5900", "0.92", "0.0062", "1234567.25", "-12345.5", "7"] {
            let value = try #require(Decimal(string: number, locale: Locale(identifier: "en_US_POSIX")))
            #expect(parser.parse(format.text(of: value)) == value, "\(locale): \(format.text(of: value))")
        }
    }

    @Test("money the assistant writes, the understanding reads back as the same amount", arguments: ["en", "es", "fr", "ja", "ar"])
    func moneyRoundTrip(locale: String) throws {
        let format = MoneyFormat(locale: locale)
        let parser = MoneyParser(language: locale)
        let codes = ["EUR", "USD", "GBP", "JPY"] + (locale == "ar" ? ["SAR", "AED", "EGP"] : [])
        for code in codes {
            for amount in ["20", "1250", "12.5"] where !(code == "JPY" && amount == "12.5") {
                let money = CurrencyAmount(
                    amount: try #require(Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX"))), currencyCode: code)
                #expect(parser.parse(format.text(of: money)) == money, "\(locale): \(format.text(of: money))")
            }
        }
    }

    @Test(
        "money: cents only when there are any, the currency where the language puts it, an ISO code for the rest",
        arguments: [
            ("en", "24", "EUR", "€24"), ("en", "20.5", "USD", "$20.50"), ("en", "2000", "JPY", "¥2,000"),
            ("es", "24", "EUR", "24 €"), ("es", "12000.25", "EUR", "12.000,25 €"),
            ("fr", "7.5", "EUR", "7,50\u{00A0}€"), ("ja", "2000", "JPY", "2,000円"), ("ja", "18.5", "EUR", "18.50ユーロ"),
            ("ar", "20", "USD", "20 دولار"), ("ar", "20", "GBP", "20 جنيه إسترليني"), ("ar", "50", "SAR", "50 ريال"),
            ("ar", "20", "EGP", "20 جنيه مصري"), ("en", "12", "CHF", "12 CHF"), ("en", "0.995", "EUR", "€1"),
        ])
    func money(locale: String, amount: String, code: String, text: String) throws {
        let value = try #require(Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX")))
        #expect(MoneyFormat(locale: locale).text(of: CurrencyAmount(amount: value, currencyCode: code)) == text)
    }
}
