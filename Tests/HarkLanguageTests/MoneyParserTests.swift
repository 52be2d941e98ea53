import Foundation
import Hark
import HarkDefinition
import Testing

@testable import HarkLanguage

/// Amounts of money as each language says and writes them, and a money slot in a template that
/// takes only money.
@Suite struct MoneyParserTests {
    @Test(arguments: [
        ("en", "20 euros", "20", "EUR"), ("en", "twenty dollars", "20", "USD"), ("en", "$20", "20", "USD"),
        ("en", "€5.50", "5.5", "EUR"), ("en", "£3", "3", "GBP"), ("en", "1,500 yen", "1500", "JPY"), ("en", "EUR 12", "12", "EUR"),
        ("en", "a hundred and five pounds", "105", "GBP"), ("en", "20 CHF", "20", "CHF"), ("en", "twenty bucks", "20", "USD"),
        ("es", "veinte euros", "20", "EUR"), ("es", "20,50 €", "20.5", "EUR"), ("es", "20,50 euros", "20.5", "EUR"),
        ("es", "cinco libras", "5", "GBP"), ("es", "15 dólares", "15", "USD"), ("es", "1.000 euros", "1000", "EUR"),
        ("fr", "vingt euros", "20", "EUR"), ("fr", "20,50 €", "20.5", "EUR"), ("fr", "quatre-vingts dollars", "80", "USD"),
        ("fr", "12,5 livres", "12.5", "GBP"),
        ("ja", "2000円", "2000", "JPY"), ("ja", "二千円", "2000", "JPY"), ("ja", "20ドル", "20", "USD"), ("ja", "５０ユーロ", "50", "EUR"),
        ("ja", "3千円", "3000", "JPY"),
        ("ar", "عشرين دولارا", "20", "USD"), ("ar", "20 يورو", "20", "EUR"), ("ar", "٢٠ يورو", "20", "EUR"),
        ("ar", "خمسين ريالا", "50", "SAR"), ("ar", "عشرة دولارات", "10", "USD"),
        // The hundredths said after the currency, as people say prices.
        ("en", "3 euros 50", "3.5", "EUR"), ("en", "three dollars and fifty cents", "3.5", "USD"), ("en", "5 pounds 20", "5.2", "GBP"),
        ("en", "2 dollars 5 cents", "2.05", "USD"), ("es", "3 euros con 50", "3.5", "EUR"),
        ("es", "veinte euros con cincuenta céntimos", "20.5", "EUR"), ("es", "3 euros 50", "3.5", "EUR"),
        ("fr", "3 euros 50", "3.5", "EUR"), ("fr", "trois euros cinquante", "3.5", "EUR"),
        ("fr", "douze euros et cinq centimes", "12.05", "EUR"),
        ("ar", "3 يورو و50 سنتا", "3.5", "EUR"), ("ar", "عشرة دولارات و 25 سنتا", "10.25", "USD"),
    ])
    func amountsInEachLanguage(language: String, text: String, amount: String, code: String) {
        let money = MoneyParser(language: language).parse(text)
        #expect(money == CurrencyAmount(amount: Decimal(string: amount)!, currencyCode: code), "\(language): \(text)")
    }

    @Test(arguments: [
        ("en", "20"), ("en", "a message"), ("en", "euros"), ("en", "Anna 20 euros"), ("en", "20 euros for lunch"), ("es", "veinte"),
        ("fr", "un message"), ("ja", "円"), ("ja", "アンナに2000円"), ("ar", "دولار"), ("en", ""), ("en", "$"),
        ("en", "-5 euros"), ("en", String(repeating: "9", count: 200) + " euros"),
        // Hundredths are a whole number under 100, after a whole amount, in a currency that has them.
        ("en", "3 euros 150"), ("en", "3.5 euros 50"), ("en", "3 euros for lunch"), ("en", "1000 yen 50"), ("en", "Anna 3 euros 50"),
        ("en", "3 euros 50 Anna"), ("fr", "3 euros cent"), ("fr", "3 euros et"), ("es", "3 euros con"), ("ja", "3円50"),
    ])
    func whatIsNoAmount(language: String, text: String) {
        #expect(MoneyParser(language: language).parse(text) == nil, "\(language): \(text)")
    }

    /// A definition with one money slot beside a person's free text: the reading whose amount is
    /// money wins, and a sentence with no money in it does not match at all.
    static let payments = """
        locales: [en, ja]
        intents:
          Pay:
            parameters:
              payee: {type: Person}
              currencyAmount: {type: CurrencyAmount}
              note: {type: String}
            sentences:
              en:
                - "send {payee} {currencyAmount} [for {note}]"
                - "send {currencyAmount} to {payee} [for {note}]"
              ja:
                - "{payee}に{currencyAmount}[を]送って"
        """

    static func recognizer() throws -> Recognizer {
        let file = try DefinitionFile(parsing: payments, path: "Pay.intents.yaml")
        let app = AppManifest(identifier: "com.example.pay", displayName: "Pay", supportedIntents: ["Pay"])
        return try Recognizer(definitions: [file], apps: [app])
    }

    @Test(arguments: [
        ("en", "send Anna 20 euros for lunch", "Anna", "20", "EUR", "lunch"),
        ("en", "send Anna Smith twenty dollars", "Anna Smith", "20", "USD", nil),
        ("en", "send €12.50 to Carlos for the tickets", "Carlos", "12.5", "EUR", "the tickets"),
        ("ja", "アンナに2000円送って", "アンナ", "2000", "JPY", nil),
    ])
    func theReadingWithMoneyWins(locale: String, text: String, payee: String, amount: String, code: String, note: String?) throws {
        let best = try #require(try Self.recognizer().recognize(text, locale: locale).best)
        #expect(best.intent == "Pay")
        #expect(
            best.parameters["currencyAmount"]?.value
                == .currencyAmount(CurrencyAmount(amount: Decimal(string: amount)!, currencyCode: code)))
        #expect(best.parameters["payee"]?.heard == payee)
        #expect(best.parameters["note"]?.heard == note)
    }

    @Test(arguments: ["send Anna a message", "send Anna the photos", "send Anna twenty messages"])
    func noMoneyNoMatch(text: String) throws {
        #expect(try Self.recognizer().recognize(text, locale: "en").best == nil, "\(text)")
    }

    @Test(
        "a number said alone is money in the local currency when one is given, and no money without",
        arguments: [
            ("en", "20", "USD", "20"), ("en", "twenty", "GBP", "20"), ("en", "12.50", "USD", "12.5"), ("es", "veinte", "EUR", "20"),
            ("es", "12,50", "EUR", "12.5"), ("fr", "quatre-vingts", "EUR", "80"), ("ja", "2000", "JPY", "2000"),
            ("ja", "二千", "JPY", "2000"), ("ar", "عشرين", "SAR", "20"), ("ar", "٢٠", "EGP", "20"),
        ])
    func aNumberAloneInTheLocalCurrency(language: String, text: String, currency: String, amount: String) {
        let parser = MoneyParser(language: language)
        #expect(parser.parse(text, numberAloneIn: currency) == CurrencyAmount(amount: Decimal(string: amount)!, currencyCode: currency))
        #expect(parser.parse(text) == nil, "without a local currency, \(text) is no amount")
        #expect(parser.parse(text, numberAloneIn: nil) == nil)
    }

    @Test(
        "a currency said wins over the local one; what is no number stays no amount",
        arguments: [("en", "20 euros", "EUR"), ("ja", "20ドル", "USD"), ("ar", "20 يورو", "EUR")])
    func aSaidCurrencyWins(language: String, text: String, code: String) {
        #expect(MoneyParser(language: language).parse(text, numberAloneIn: "GBP")?.currencyCode == code)
    }

    @Test(arguments: ["a message", "-5", "Anna 20", "20 for lunch", ""])
    func stillNoAmountWithALocalCurrency(text: String) {
        #expect(MoneyParser(language: "en").parse(text, numberAloneIn: "USD") == nil, "\(text)")
    }

    @Test(
        "the local currency is the locale's region's, or its language's likely region's",
        arguments: [
            ("en-US", "USD"), ("en-GB", "GBP"), ("en_GB", "GBP"), ("es-MX", "MXN"), ("ar-SA", "SAR"), ("fr-CA", "CAD"),
            ("en", "USD"), ("es", "EUR"), ("fr", "EUR"), ("ja", "JPY"), ("ar", "EGP"),
        ])
    func localCurrency(locale: String, code: String) {
        #expect(LocalCurrency.code(forLocale: locale) == code)
    }

    @Test(
        "a payment with a number alone is read in the currency of the request's region",
        arguments: [
            ("en-US", "send Anna 20", "20", "USD"), ("en-GB", "send twenty to Anna", "20", "GBP"),
            ("en", "send Anna 12.50 for lunch", "12.5", "USD"), ("ja-JP", "アンナに2000送って", "2000", "JPY"),
        ])
    func aNumberAloneIsTheRegionsCurrency(locale: String, text: String, amount: String, code: String) throws {
        let best = try #require(try Self.recognizer().recognize(text, locale: locale).best, "\(text)")
        #expect(best.intent == "Pay")
        #expect(
            best.parameters["currencyAmount"]?.value
                == .currencyAmount(CurrencyAmount(amount: Decimal(string: amount)!, currencyCode: code)))
        #expect(best.parameters["payee"]?.heard == (locale == "ja-JP" ? "アンナ" : "Anna"))
    }

    @Test("the parsers kept per language read as new ones do, a region's locale sharing its language's")
    func keptParsersReadAsNewOnes() {
        for (locale, money, span) in [("es-MX", "veinte euros", "ayer"), ("fr-CA", "vingt euros", "hier"), ("ja", "2000円", "昨日")] {
            let language = String(locale.prefix(2))
            #expect(ParserCache.money(locale).parse(money) == MoneyParser(language: language).parse(money), "\(locale)")
            #expect(ParserCache.money(locale).language == language)
            #expect(ParserCache.dateRange(locale).span(span) == DateRangeParser(language: language).span(span), "\(locale)")
            #expect(ParserCache.dateRange(locale).span(span) == .day(offset: -1), "\(locale)")
        }
        // A language Hark does not speak still gets a parser (digits and currency codes), made for the call.
        #expect(ParserCache.money("xx-YY").parse("EUR 12") == CurrencyAmount(amount: 12, currencyCode: "EUR"))
    }
}
