import CurrencyRates
import Foundation
import Hark
import HarkAssistant
import HarkShortcuts
import PizzaShop
import Testing

/// User activities through the assistant's Swift API: donated, run from a phrase or by shortcut,
/// handed back to the app in the turn's language.
@Suite("user activities")
struct UserActivityTests {
    static let app = CurrencyRatesApp.manifest.identifier
    static let screen = RatesScreen(currencies: [.usd, .btc])

    @Test(
        "a donated activity runs again as the app shows it, in every language",
        arguments: [
            ("en", "Exchange rates: US dollar: 0.92 €, bitcoin: 58,900 €."),
            ("es", "Tipos de cambio: dólar estadounidense: 0,92 €, bitcoin: 58.900 €."),
            ("fr", "Taux de change: dollar américain: 0,92 €, bitcoin: 58 900 €."),
            ("ja", "為替レート：米ドル：0.92 ユーロ、ビットコイン：58,900 ユーロ。"),
            ("ar", "أسعار الصرف: دولار أمريكي: 0.92 €، بيتكوين: 58,900 €."),
        ])
    func continuedInEveryLanguage(locale: String, said: String) async throws {
        let assistant = try await Fixtures.assistant([CurrencyRatesExtension()])
        let shortcut = try await assistant.donate(Self.screen.activity(locale: "en"), app: Self.app)
        let turn = try #require(try await assistant.runShortcut(shortcut.shortIdentifier, locale: locale))
        #expect(turn.say.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ") == said)
        #expect(turn.app == Self.app)
        #expect(turn.intent == RatesScreen.activityType)
        #expect(turn.code == ActivityContinuation.code)
        #expect(turn.parameters["rates"]?.listElements.count == 2)
    }

    @Test("a phrase bound to the activity hands it back to the app")
    func phrase() async throws {
        let assistant = try await Fixtures.assistant([CurrencyRatesExtension()])
        let shortcut = try await assistant.donate(Self.screen.activity(locale: "en"), app: Self.app)
        try await assistant.shortcuts.addPhrase("show my rates", locale: "en", shortcut: shortcut, user: Session.defaultUser)
        let turn = await assistant.respond(to: "Show my rates!", locale: "en")
        #expect(turn.say == "Exchange rates: US dollar: 0.92 €, bitcoin: 58,900 €.")
    }

    @Test("an undeclared activity type is refused and nothing is stored")
    func undeclared() async throws {
        let assistant = try await Fixtures.assistant([CurrencyRatesExtension()])
        let stray = UserActivity(activityType: "com.example.elsewhere.screen", title: "Elsewhere")
        await #expect(throws: ShortcutsError.self) { try await assistant.donate(stray, app: Self.app) }
        await #expect(throws: AssistantError.self) { try await assistant.donate(stray, app: "com.example.none") }
        #expect(try await assistant.shortcuts.shortcuts(user: Session.defaultUser, now: Date()).isEmpty)
    }

    @Test("an app that does not continue activities here leaves the user to it; an app not allowed is not asked")
    func notContinued() async throws {
        let menu = UserActivity(activityType: "com.example.hark.pizzashop.menu", title: "Menu")
        let pizzeria = PizzaShopExtension(pizzeria: Pizzeria(hours: OpeningHours(opens: 0, closes: 24, calendar: .current)))
        let assistant = try await Fixtures.assistant([pizzeria])
        let shortcut = try await assistant.donate(menu, app: pizzeria.manifest.identifier)
        #expect(try await assistant.runShortcut(shortcut.id, locale: "en")?.say == "You can continue in Pizza Shop.")
        #expect(try await assistant.runShortcut("nothing", locale: "en") == nil)

        let refused = try await Fixtures.assistant([CurrencyRatesExtension()], allow: false)
        try await refused.deny(app: Self.app)
        let turn = await refused.continueActivity(Self.screen.activity(locale: "en"), app: Self.app, locale: "en")
        #expect(turn.say == "Currency Rates isn't allowed to work with me. You can allow it in the settings.")
    }
}
