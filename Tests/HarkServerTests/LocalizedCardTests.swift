import CurrencyRates
import Foundation
import Hark
import HarkAssistant
import HarkServer
import PizzaShop
import Synchronization
import Testing

/// Cards in the turn's language: an app's template for the locale, and a default card that shows
/// no identifiers — labels from the definition, values as the assistant says them.
@Suite("localized cards")
struct LocalizedCardTests {
    /// An app as another would be: Pizza Shop's and Currency Rates' definitions, no cards.
    struct Cardless<App: AppExtension>: AppExtension {
        var app: App
        var manifest: AppManifest {
            var manifest = app.manifest
            manifest.identifier += ".cardless"
            manifest.displayName += " Plain"
            manifest.alternativeNames = []
            return manifest
        }
        var definitions: [DefinitionSource] { app.definitions }
        func handler(for intent: Intent) -> (any IntentHandling)? { app.handler(for: intent) }
    }

    /// Pizza Shop with a card template that does not compile, for orders in French.
    struct BrokenCard: AppExtension {
        var app: PizzaShopExtension
        var manifest: AppManifest { app.manifest }
        var definitions: [DefinitionSource] { app.definitions }
        var snippetTemplates: [SnippetTemplate] {
            app.snippetTemplates + [
                SnippetTemplate(intent: "OrderPizza", code: "success", locale: "fr", html: "<div>{{#kind}}{{kind}}</div>")
            ]
        }
        func handler(for intent: Intent) -> (any IntentHandling)? { app.handler(for: intent) }
    }

    @Test("compiled eagerly, a card that does not compile is an error; on first use, it is drawn plainly with one warning")
    func brokenCard() throws {
        let assistant = try Assistant(apps: [BrokenCard(app: PizzaShopExtension(pizzeria: Self.pizzeria))])
        do {
            _ = try SnippetRenderer(assistant: assistant)
            Issue.record("a card that does not compile was accepted")
        } catch let error as ServerError {
            #expect(error.message.hasPrefix("com.example.hark.pizzashop: the card of OrderPizza (success) in fr does not compile: "))
        }

        let warnings = Mutex<[String]>([])
        let cards = try SnippetRenderer(
            assistant: assistant, compiling: .onFirstUse { warning in warnings.withLock { $0.append(warning) } })
        let turn = AssistantTurn(
            conversation: "c", say: "…", app: "com.example.hark.pizzashop", intent: "OrderPizza", code: "success", parameters: Self.order)
        #expect(try #require(cards.snippet(for: turn, locale: "en")).source == .app, "English has a card that compiles")
        #expect(warnings.withLock { $0 }.isEmpty, "nothing compiled but what was drawn")
        for _ in 0..<2 {
            let french = try #require(cards.snippet(for: turn, locale: "fr"))
            #expect(french.source == .default)
            #expect(french.lines(locale: "fr").contains("quantité : 3"))
        }
        #expect(warnings.withLock { $0 }.count == 1)
        #expect(warnings.withLock { $0 }.first?.contains("the card of OrderPizza (success) in fr does not compile") == true)
    }

    static let pizzeria = Pizzeria(hours: OpeningHours(opens: 0, closes: 24, calendar: .current))

    func cards(_ apps: [any AppExtension]) throws -> SnippetRenderer {
        try SnippetRenderer(assistant: try Assistant(apps: apps))
    }

    func lines(_ cards: SnippetRenderer, _ turn: AssistantTurn, _ locale: String) throws -> [String] {
        try #require(cards.snippet(for: turn, locale: locale)).lines(locale: locale)
    }

    static let order = ["kind": ParameterValue.enumeration("quattroFormaggi"), "quantity": .integer(3), "orderNumber": .string("P-0042")]

    @Test(
        "the default card labels values from the definition and says them in the turn's language",
        arguments: [
            ("en", ["Pizza Shop Plain", "pizza: four cheese", "quantity: 3", "order number: P-0042"]),
            ("es", ["Pizza Shop Plain", "pizza: cuatro quesos", "cantidad: 3", "número de pedido: P-0042"]),
            ("fr", ["Pizza Shop Plain", "pizza : quatre fromages", "quantité : 3", "numéro de commande : P-0042"]),
            ("ja", ["Pizza Shop Plain", "ピザ：クアトロフォルマッジ", "枚数：3", "注文番号：P-0042"]),
            ("ar", ["Pizza Shop Plain", "البيتزا: أربعة أجبان", "العدد: 3", "رقم الطلب: P-0042"]),
        ])
    func defaultCard(locale: String, expected: [String]) throws {
        let cards = try cards([Cardless(app: PizzaShopExtension(pizzeria: Self.pizzeria))])
        let turn = AssistantTurn(
            conversation: "c", say: "…", app: "com.example.hark.pizzashop.cardless", intent: "OrderPizza", code: "success",
            parameters: Self.order)
        let card = try #require(cards.snippet(for: turn, locale: locale))
        #expect(card.source == .default)
        #expect(!card.html.contains("quattroFormaggi"))
        #expect(!card.html.contains("orderNumber"))
        #expect(card.lines(locale: locale) == expected)
    }

    @Test(
        "numbers on a default card have the language's separators",
        arguments: [("en", "in euros: 58,900"), ("es", "en euros: 58.900"), ("fr", "en euros : 58\u{202F}900"), ("ja", "ユーロ換算：58,900")])
    func defaultCardNumbers(locale: String, row: String) throws {
        let cards = try cards([Cardless(app: CurrencyRatesExtension())])
        let turn = AssistantTurn(
            conversation: "c", say: "…", app: "com.example.hark.currencyrates.cardless", intent: "ShowRate", code: "success",
            parameters: ["currency": .enumeration("btc"), "rate": .decimal(58900)])
        #expect(try lines(cards, turn, locale).last == row)
    }

    @Test("a response without values to show has no default card")
    func nothingToShow() throws {
        let cards = try cards([Cardless(app: PizzaShopExtension(pizzeria: Self.pizzeria))])
        let turn = AssistantTurn(
            conversation: "c", say: "…", app: "com.example.hark.pizzashop.cardless", intent: "OrderPizza", code: "failurePizzeriaClosed")
        #expect(cards.snippet(for: turn, locale: "en") == nil)
    }

    @Test(
        "Pizza Shop's own card, in each language; a regional locale uses its language's",
        arguments: [
            ("en-GB", ["Pizza Shop", "Order P-0042", "Pizza: four cheese", "Quantity: 3", "Status: On its way"]),
            ("es", ["Pizza Shop", "Pedido P-0042", "Pizza: cuatro quesos", "Cantidad: 3", "Estado: En camino"]),
            ("fr-CA", ["Pizza Shop", "Commande P-0042", "Pizza : quatre fromages", "Quantité : 3", "État : En route"]),
            ("ja", ["Pizza Shop", "注文 P-0042", "ピザ：クアトロフォルマッジ", "枚数：3枚", "状況：お届け中"]),
            ("ar", ["Pizza Shop", "الطلب P-0042", "البيتزا: أربعة أجبان", "العدد: 3", "الحالة: في الطريق"]),
        ])
    func pizzaShopCard(locale: String, expected: [String]) throws {
        let cards = try cards([PizzaShopExtension(pizzeria: Self.pizzeria)])
        let turn = AssistantTurn(
            conversation: "c", say: "…", app: PizzaShopApp.manifest.identifier, intent: "OrderPizza", code: "success",
            parameters: Self.order)
        let card = try #require(cards.snippet(for: turn, locale: locale))
        #expect(card.source == .app)
        #expect(card.lines(locale: locale) == expected)
    }

    @Test(
        "Currency Rates' own card: the rate in euros as the language writes it; the euro is one euro",
        arguments: [
            ("en", "btc", "success", ["Currency Rates", "bitcoin", "1 bitcoin: €58,900"]),
            ("es", "usd", "success", ["Currency Rates", "dólar", "1 dólar: 0,92 €"]),
            ("fr", "btc", "success", ["Currency Rates", "bitcoin", "1 bitcoin : 58\u{202F}900 €"]),
            ("ja", "jpy", "success", ["Currency Rates", "円", "1円：0.0062ユーロ"]),
            ("ar", "usd", "success", ["Currency Rates", "دولار", "1 دولار: 0.92 يورو"]),
            ("en", "eur", "successEuro", ["Currency Rates", "euro", "1 euro: €1"]),
            ("ja", "gbp", "failureNoRate", ["Currency Rates", "英ポンド", "今日のレートはありません"]),
        ])
    func currencyRatesCard(locale: String, currency: String, code: String, expected: [String]) throws {
        let cards = try cards([CurrencyRatesExtension()])
        let rates = ["btc": "58900", "usd": "0.92", "jpy": "0.0062"]
        var parameters = ["currency": ParameterValue.enumeration(currency)]
        if code == "success" { parameters["rate"] = .decimal(Decimal(string: rates[currency]!)!) }
        let turn = AssistantTurn(
            conversation: "c", say: "…", app: CurrencyRatesApp.manifest.identifier, intent: "ShowRate", code: code, parameters: parameters)
        #expect(try lines(cards, turn, locale) == expected)
    }
}
