import CurrencyRates
import Foundation
import Hark
import HarkDefinition
import HarkShortcuts
import PizzaShop
import Testing

struct PhraseTests {
    func center() throws -> ShortcutCenter {
        ShortcutCenter(store: MemoryShortcutStore(), definitions: [try Fixtures.currencyDefinition(), try Fixtures.pizzaDefinition()])
    }

    let pizza = Shortcut(app: PizzaShopApp.manifest.identifier, intent: OrderPizzaIntent(kind: .pepperoni, quantity: 2).intent)

    @Test(arguments: [
        ("en", "Pizza time!", "pizza TIME"),
        ("es", "Hora de la pizza", "hora de la PIZZA!"),
        ("ja", "ピザの時間", "ピザの時間！"),
        ("ar", "وقت البيتزا", "وقت البيتزا!"),
        ("fr", "C'est l'heure de la pizza", "c’est l’heure de la pizza"),
    ])
    func aPhraseRunsItsShortcutWhateverTheCaseAndPunctuation(locale: String, phrase: String, said: String) async throws {
        let center = try center()
        try await center.addPhrase(phrase, locale: locale, shortcut: pizza, user: "amira")
        let match = try #require(try await center.match(said, locale: locale, user: "amira"))
        #expect(match.intent == pizza.intent)
        #expect(match.app == PizzaShopApp.manifest.identifier)
        #expect(match.values.isEmpty)
        // Whole sentences only, and only the user's own phrases.
        #expect(try await center.match(said + " " + said, locale: locale, user: "amira") == nil)
        #expect(try await center.match(said, locale: locale, user: "bruno") == nil)
    }

    @Test func accentsFoldInLatinScripts() async throws {
        let center = try center()
        try await center.addPhrase("Pídeme lo de siempre", locale: "es", shortcut: pizza, user: "amira")
        #expect(try await center.match("pideme lo de siempre", locale: "es-MX", user: "amira")?.intent == pizza.intent)
    }

    @Test(arguments: [
        ("en", "show rate for {currency}", "Show rate for bitcoin", Currency.btc),
        ("en", "show rate for {currency}", "show rate for pound sterling", Currency.gbp),
        ("es", "muestra el cambio de {currency}", "Muestra el cambio de dólar", Currency.usd),
        ("ja", "{currency}の相場", "ユーロの相場", Currency.eur),
        ("ar", "سعر {currency} الآن", "سعر الين الآن", Currency.jpy),
    ])
    func aPhraseWithAParameterServesEveryValue(locale: String, phrase: String, said: String, expected: Currency) async throws {
        let center = try center()
        try await center.addPhrase(phrase, locale: locale, shortcut: Fixtures.rateShortcut(.usd), user: "amira")
        let match = try #require(try await center.match(said, locale: locale, user: "amira"))
        #expect(match.values == ["currency": .enumeration(expected.rawValue)])
        #expect(try ShowRateIntent(#require(match.intent)).currency == expected)
        #expect(
            try await center.match(
                said.replacingOccurrences(of: expected.displayName(locale: locale), with: "zorkmid"), locale: locale, user: "amira") == nil)
    }

    @Test func aSlotOfAFreeTextParameterTakesWhatWasSaid() async throws {
        let list = Shortcut(
            app: "com.app-o-mat.listomat", intent: Intent(name: "CreateTaskList", parameters: ["title": .speakableString("groceries")]))
        let center = ShortcutCenter(store: MemoryShortcutStore())
        try await center.addPhrase("new list called {title}", locale: "en", shortcut: list, user: "amira")
        let match = try #require(try await center.match("New list called summer trip", locale: "en", user: "amira"))
        #expect(match.intent?["title"] == .speakableString("summer trip"))
        let count = Shortcut(
            app: PizzaShopApp.manifest.identifier,
            intent: Intent(name: "OrderPizza", parameters: ["kind": .enumeration("funghi"), "quantity": .integer(1)]))
        try await center.addPhrase("make it {quantity}", locale: "en", shortcut: count, user: "amira")
        #expect(try await center.match("make it three", locale: "en", user: "amira")?.intent?["quantity"] == .integer(3))
    }

    @Test func aPhraseInUseAfterNormalizationIsRefused() async throws {
        let center = try center()
        try await center.addPhrase("Pizza time", locale: "en", shortcut: pizza, user: "amira")
        let error = await #expect(throws: ShortcutsError.self) {
            try await center.addPhrase("pizza, TIME!", locale: "en", shortcut: Fixtures.rateShortcut(.usd), user: "amira")
        }
        #expect(error?.code == .phraseInUse)
        #expect(error?.message.contains("'Pizza time'") == true)
        // Slots compare by position, not name; another user may use the same words.
        try await center.addPhrase("rate of {currency}", locale: "en", shortcut: Fixtures.rateShortcut(.usd), user: "amira")
        await #expect(throws: ShortcutsError.self) {
            try await center.addPhrase("Rate of {currency}?", locale: "en", shortcut: Fixtures.rateShortcut(.eur), user: "amira")
        }
        try await center.addPhrase("pizza time", locale: "en", shortcut: pizza, user: "bruno")
        #expect(try await center.phrases(user: "amira").count == 2)
        #expect(try await center.phrases(user: "bruno").count == 1)
    }

    @Test func phrasesAreListedEditedAndDeleted() async throws {
        let center = try center()
        let first = try await center.addPhrase("pizza time", locale: "en", shortcut: pizza, user: "amira")
        let second = try await center.addPhrase("dollar check", locale: "en", shortcut: Fixtures.rateShortcut(.usd), user: "amira")
        #expect(try await center.phrases(user: "amira").map(\.text) == ["pizza time", "dollar check"])

        let edited = try await center.editPhrase(id: first.id, user: "amira", text: "hora de pizza", locale: "es")
        #expect(edited.id == first.id)
        #expect(try await center.match("pizza time", locale: "en", user: "amira") == nil)
        #expect(try await center.match("Hora de pizza", locale: "es", user: "amira")?.intent == pizza.intent)
        await #expect(throws: ShortcutsError.self) {
            try await center.editPhrase(id: first.id, user: "amira", text: "Dollar check!", locale: "en")
        }
        // Editing a phrase into its own text is no conflict.
        try await center.editPhrase(id: second.id, user: "amira", text: "Dollar check!")

        try await center.deletePhrase(id: second.id, user: "amira")
        #expect(try await center.phrases(user: "amira").map(\.text) == ["hora de pizza"])
        let error = await #expect(throws: ShortcutsError.self) { try await center.deletePhrase(id: second.id, user: "amira") }
        #expect(error?.code == .unknownPhrase)
    }

    @Test func badPhrasesAreRefusedWithTheReason() throws {
        let definitions = [try Fixtures.currencyDefinition()]
        let rate = Fixtures.rateShortcut(.usd)
        func code(_ text: String, locale: String = "en", shortcut: Shortcut? = nil) -> ShortcutsError.Code? {
            do {
                _ = try VoicePhrase(text, locale: locale, shortcut: shortcut ?? rate, user: "amira", definitions: definitions)
                return nil
            } catch { return error.code }
        }
        #expect(code("   !  ") == .invalidPhrase)
        #expect(code("{currency}") == .invalidPhrase)
        #expect(code("rate of {currency") == .invalidPhrase)
        #expect(code("rate of {currency} and {currency}") == .invalidPhrase)
        #expect(code("rate of {colour}") == .invalidSlot)
        #expect(
            code(
                "rates {currency}",
                shortcut: Shortcut(app: "com.example.hark.currencyrates", activity: RatesScreen(currencies: []).activity(locale: "en")))
                == .invalidSlot)
        #expect(code("wie ist der Kurs", locale: "de") == .unsupportedLocale)
        #expect(code("rate of {currency}") == nil)
    }

    @Test func theMatcherReadsPhrasesLiterally() throws {
        // Template syntax typed in a phrase is just punctuation.
        let phrase = try VoicePhrase("(rates) [now] please", locale: "en", shortcut: Fixtures.rateShortcut(.usd), user: "amira")
        let book = PhraseBook(phrases: [phrase])
        #expect(book.match("rates now please", locale: "en")?.phrase == phrase)
        #expect(book.match("rates please", locale: "en") == nil)
        #expect(book.match("rates now please", locale: "es") == nil)
    }
}
