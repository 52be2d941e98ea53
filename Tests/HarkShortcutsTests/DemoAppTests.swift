import CurrencyRates
import Foundation
import Hark
import HarkDefinition
import HarkLanguage
import HarkShortcuts
import PizzaShop
import Testing

struct DemoAppTests {
    func recognizer() throws -> Recognizer {
        try Recognizer(
            definitions: [try Fixtures.pizzaDefinition(), try Fixtures.currencyDefinition()],
            apps: [PizzaShopApp.manifest, CurrencyRatesApp.manifest]
        )
    }

    @Test(arguments: [
        ("en", "Order two pepperoni pizzas", PizzaKind.pepperoni, 2 as Int?),
        ("en", "I'd like a four cheese pizza", .quattroFormaggi, nil),
        ("es", "Pídeme 3 pizzas de champiñones", .funghi, 3),
        ("fr", "Commande une pizza quatre fromages", .quattroFormaggi, nil),
        ("ja", "マルゲリータピザを2枚注文して", .margherita, 2),
        ("ar", "اطلب بيتزا مارغريتا", .margherita, nil),
    ])
    func pizzaSentencesAreUnderstoodInEveryLanguage(locale: String, text: String, kind: PizzaKind, quantity: Int?) throws {
        let best = try #require(try recognizer().recognize(text, locale: locale).best)
        #expect(best.intent == "OrderPizza")
        #expect(best.app == PizzaShopApp.manifest.identifier)
        #expect(best.parameters["kind"]?.value == .enumeration(kind.rawValue))
        #expect(best.parameters["quantity"]?.value == quantity.map(ParameterValue.integer))
    }

    @Test(arguments: [
        ("en", "What's the exchange rate for bitcoin?", Currency.btc),
        ("en", "How much is a pound worth", .gbp),
        ("es", "¿Cuál es el tipo de cambio del dólar?", .usd),
        ("fr", "Quel est le taux du yen", .jpy),
        ("ja", "ユーロのレートを教えて", .eur),
        ("ar", "ما سعر الدولار", .usd),
    ])
    func rateSentencesAreUnderstoodInEveryLanguage(locale: String, text: String, currency: Currency) throws {
        let best = try #require(try recognizer().recognize(text, locale: locale).best)
        #expect(best.intent == "ShowRate")
        #expect(best.app == CurrencyRatesApp.manifest.identifier)
        #expect(best.parameters["currency"]?.value == .enumeration(currency.rawValue))
    }

    @Test func everyTemplateLanguageIsCovered() throws {
        let recognizer = try recognizer()
        #expect(recognizer.languages == ["ar", "en", "es", "fr", "ja"])
    }

    /// A pizzeria open 11:00 to 23:00 at UTC+1, with the clock at `time` on 2025-01-17.
    func pizzeria(at time: String, soldOut: Set<PizzaKind> = []) -> Pizzeria {
        let now = Fixtures.date("2025-01-17 \(time)")
        return Pizzeria(hours: OpeningHours(opens: 11, closes: 23, calendar: Fixtures.calendar), soldOut: soldOut, clock: { now })
    }

    @Test func aClosedPizzeriaSaysSo() async throws {
        let handler = PizzaShopExtension(pizzeria: pizzeria(at: "23:30")).handler(for: Intent(name: "OrderPizza"))
        let response = try await #require(handler).confirm(intent: OrderPizzaIntent(kind: .margherita).intent)
        #expect(response.code == "failurePizzeriaClosed")
        #expect(response.code.isFailure)
    }

    @Test func aSoldOutPizzaIsNamed() async throws {
        let handler = OrderPizzaIntentHandler(OrderPizzaHandler(pizzeria: pizzeria(at: "19:00", soldOut: [.funghi])))
        let response = try await handler.confirm(intent: OrderPizzaIntent(kind: .funghi).intent)
        #expect(response == IntentResponse(code: "failurePizzaUnavailable", parameters: ["kind": .enumeration("funghi")]))
        #expect(try await handler.confirm(intent: OrderPizzaIntent(kind: .pepperoni).intent).code == .ready)
    }

    @Test func anOrderIsTakenWithItsDetails() async throws {
        let shop = pizzeria(at: "12:15")
        let handler = OrderPizzaIntentHandler(OrderPizzaHandler(pizzeria: shop))
        let order = OrderPizzaIntent(kind: .quattroFormaggi, quantity: 3).intent
        #expect(try await handler.resolve(parameter: "quantity", of: order) == [.success(.integer(3))])
        #expect(try await handler.resolve(parameter: "quantity", of: OrderPizzaIntent(kind: .margherita).intent) == [.success(.integer(1))])
        let tooMany = try await handler.resolve(parameter: "quantity", of: OrderPizzaIntent(kind: .margherita, quantity: 40).intent)
        guard case .unsupported(let reason)? = tooMany.first else {
            Issue.record("expected unsupported, got \(tooMany)")
            return
        }
        #expect(reason?.code == "outOfRange")
        let ready = try OrderPizzaIntentResponse(try await handler.confirm(intent: order))
        #expect(ready == .ready(kind: .quattroFormaggi, quantity: 3))
        let done = try OrderPizzaIntentResponse(try await handler.handle(intent: order))
        #expect(done == .success(kind: .quattroFormaggi, quantity: 3, orderNumber: "P-0001"))
        #expect(try await shop.orders.count == 1)
    }

    @Test func openingHoursMayRunPastMidnight() {
        let late = OpeningHours(opens: 18, closes: 2, calendar: Fixtures.calendar)
        #expect(late.isOpen(at: Fixtures.date("2025-01-17 01:30")))
        #expect(late.isOpen(at: Fixtures.date("2025-01-17 18:00")))
        #expect(!late.isOpen(at: Fixtures.date("2025-01-17 12:00")))
    }

    @Test func theRateComesFromTheTable() async throws {
        let handler = try #require(CurrencyRatesExtension().handler(for: ShowRateIntent(currency: .btc).intent))
        let response = try ShowRateIntentResponse(try await handler.handle(intent: ShowRateIntent(currency: .btc).intent))
        #expect(response == .success(currency: .btc, rate: Decimal(string: "58900")!))
        let partial = CurrencyRatesExtension(rates: RateTable(euros: [.eur: 1], day: "2025-01-15"))
        let missing = try await partial.handler(for: ShowRateIntent(currency: .jpy).intent)?.handle(
            intent: ShowRateIntent(currency: .jpy).intent)
        #expect(missing == IntentResponse(code: "failureNoRate", parameters: ["currency": .enumeration("jpy")]))
    }

    @Test func theCustomCodesHaveTemplatesInEveryLanguage() throws {
        let pizza = try #require(try Fixtures.pizzaDefinition().intent(named: "OrderPizza"))
        let rate = try #require(try Fixtures.currencyDefinition().intent(named: "ShowRate"))
        for (intent, code) in [
            (pizza, "failurePizzeriaClosed"), (pizza, "failurePizzaUnavailable"), (pizza, "success"), (rate, "success"),
            (rate, "failureNoRate"),
        ] {
            let templates = try #require(intent.response.code(named: code)?.templates, "\(code)")
            #expect(Set(templates.keys) == ["en", "es", "fr", "ja", "ar"], "\(code)")
        }
        #expect(PizzaKind.quattroFormaggi.displayName(locale: "ar") == "أربعة أجبان")
        #expect(Currency.usd.displayName(locale: "ja") == "米ドル")
    }

    @Test func theRatesScreenActivityIsDeclared() {
        #expect(CurrencyRatesApp.manifest.userActivityTypes == [RatesScreen.activityType])
        let activity = RatesScreen(currencies: [.gbp]).activity(locale: "fr")
        #expect(activity.title == "Taux de change")
        #expect(RatesScreen(currencies: [.gbp]).rows(from: .standard).first?.euros == Decimal(string: "1.17"))
        #expect(RatesScreen(continuing: UserActivity(activityType: "com.example.other", title: "x")) == nil)
    }
}
