import CurrencyRates
import Foundation
import Hark
import HarkLanguage
import PizzaShop
import Testing

/// The demo apps understood as people say them: an order without a pizza's name (the dialog then
/// asks which), wishes rather than commands, numbers in words, currencies by code.
struct DemoAppPhrasingTests {
    func recognizer() throws -> Recognizer {
        try Recognizer(
            definitions: [try Fixtures.pizzaDefinition(), try Fixtures.currencyDefinition()],
            apps: [PizzaShopApp.manifest, CurrencyRatesApp.manifest]
        )
    }

    @Test(
        "an order without a kind is an order, in every language",
        arguments: [
            ("en", "order a pizza", nil as Int?),
            ("en", "I want to order a pizza", nil),
            ("en", "I'd like to order 3 pizzas", 3),
            ("es", "quiero pedir una pizza", nil),
            ("es", "pide dos pizzas", 2),
            ("fr", "je voudrais commander une pizza", nil),
            ("fr", "commande une pizza", nil),
            ("ja", "ピザを注文したい", nil),
            ("ja", "ピザを注文して", nil),
            ("ar", "أريد أن أطلب بيتزا", nil),
            ("ar", "اطلب بيتزا", nil),
        ])
    func anOrderWithoutAKind(locale: String, text: String, quantity: Int?) throws {
        let best = try #require(try recognizer().recognize(text, locale: locale).best, "\(text)")
        #expect(best.intent == "OrderPizza")
        #expect(best.parameters["kind"] == nil, "\(text)")
        #expect(best.parameters["quantity"]?.value == quantity.map(ParameterValue.integer), "\(text)")
    }

    @Test(
        "natural orders name the pizza and how many, in every language",
        arguments: [
            ("en", "get me two pepperoni pizzas", PizzaKind.pepperoni, 2 as Int?),
            ("en", "I'd like a margherita", .margherita, nil),
            ("en", "can I get a mushroom pizza", .funghi, nil),
            ("en", "I want to order 2 four cheese pizzas", .quattroFormaggi, 2),
            ("es", "quiero pedir dos pizzas de pepperoni", .pepperoni, 2),
            ("es", "me gustaría una pizza margarita", .margherita, nil),
            ("fr", "je voudrais commander deux pizzas margherita", .margherita, 2),
            ("fr", "j'aimerais une pizza quatre fromages", .quattroFormaggi, nil),
            ("ja", "マルゲリータを2枚注文したい", .margherita, 2),
            ("ja", "ペパロニのピザをください", .pepperoni, nil),
            ("ar", "أريد بيتزا مارغريتا", .margherita, nil),
            ("ar", "أريد أن أطلب 2 بيتزا بيبروني", .pepperoni, 2),
        ])
    func naturalOrders(locale: String, text: String, kind: PizzaKind, quantity: Int?) throws {
        let best = try #require(try recognizer().recognize(text, locale: locale).best, "\(text)")
        #expect(best.intent == "OrderPizza")
        #expect(best.parameters["kind"]?.value == .enumeration(kind.rawValue), "\(text)")
        #expect(best.parameters["quantity"]?.value == quantity.map(ParameterValue.integer), "\(text)")
    }

    @Test(
        "rates are asked for as people ask, by name or by code, in every language",
        arguments: [
            ("en", "what's the dollar rate", Currency.usd),
            ("en", "show me the USD rate", .usd),
            ("en", "exchange rate of the yen", .jpy),
            ("en", "how much is a euro worth", .eur),
            ("en", "what is the GBP exchange rate", .gbp),
            ("en", "BTC rate", .btc),
            ("en", "what's a bitcoin worth today", .btc),
            ("en", "how many euros is a US dollar", .usd),
            ("es", "cuál es el tipo de cambio del dólar", .usd),
            ("es", "a cuánto está el yen", .jpy),
            ("es", "cuánto vale un BTC", .btc),
            ("es", "cotización de la libra", .gbp),
            ("fr", "quel est le taux de change du dollar", .usd),
            ("fr", "à combien est la livre", .gbp),
            ("fr", "combien vaut un JPY", .jpy),
            ("fr", "le cours du bitcoin aujourd'hui", .btc),
            ("ja", "ドルのレートを教えて", .usd),
            ("ja", "USDの為替レートは", .usd),
            ("ja", "ユーロは今いくら", .eur),
            ("ja", "ビットコインの相場を見せて", .btc),
            ("ar", "ما هو سعر صرف الدولار", .usd),
            ("ar", "كم سعر الين اليوم", .jpy),
            ("ar", "سعر EUR", .eur),
            ("ar", "كم يساوي البيتكوين", .btc),
        ])
    func rateQuestions(locale: String, text: String, currency: Currency) throws {
        let best = try #require(try recognizer().recognize(text, locale: locale).best, "\(text)")
        #expect(best.intent == "ShowRate")
        #expect(best.parameters["currency"]?.value == .enumeration(currency.rawValue), "\(text)")
    }

    @Test("a currency's first word is still how it is said: codes are synonyms, not names")
    func codesAreSynonyms() {
        for locale in ["en", "es", "fr", "ja", "ar"] {
            for currency in Currency.allCases {
                let name = currency.displayName(locale: locale)
                #expect(name != name.uppercased() || name.allSatisfy { !$0.isLetter || !$0.isASCII }, "\(currency) in \(locale)")
            }
        }
    }
}
