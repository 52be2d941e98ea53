import CurrencyRates
import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkShortcuts
import HarkTesting
import Synchronization
import Testing

@Suite("The assistant and shortcuts")
struct AssistantShortcutsTests {
    static let ratesID = CurrencyRatesApp.manifest.identifier
    let amira = Session(user: "amira")

    /// Handlers answer at once; a generous deadline keeps a loaded machine from failing them.
    static let configuration = Assistant.Configuration(handlerDeadline: .seconds(60))

    /// An assistant with Currency Rates, allowed for Amira and Bruno, over `store`.
    func assistant(
        store: any ShortcutStore = MemoryShortcutStore(), rates: RateTable = .standard,
        failures: @escaping @Sendable (any Error) -> Void = { Issue.record("unexpected shortcuts failure: \($0)") }
    ) async throws -> Assistant {
        let assistant = try Assistant(
            apps: [CurrencyRatesExtension(rates: rates)], configuration: Self.configuration, shortcuts: store,
            shortcutsFailure: failures, clock: ManualClock()
        )
        try await assistant.allow(app: Self.ratesID, user: "amira")
        try await assistant.allow(app: Self.ratesID, user: "bruno")
        return assistant
    }

    func rateShortcut(_ currency: Currency) -> Shortcut {
        Shortcut(app: Self.ratesID, intent: ShowRateIntent(currency: currency).intent)
    }

    // MARK: - Donations

    @Test(
        "a handled request is donated for its user with the resolved intent and the response",
        arguments: [
            ("en", "what's the rate for bitcoin", Currency.btc),
            ("es", "muéstrame el cambio del dólar", .usd),
            ("ja", "ユーロのレートを教えて", .eur),
        ])
    func handledRequestIsDonated(locale: String, request: String, currency: Currency) async throws {
        let assistant = try await assistant()
        let place = Coordinate(latitude: 35.68, longitude: 139.76)
        let turn = await assistant.respond(to: request, locale: locale, session: Session(user: "amira", place: place))
        // The euro, which the rates are in, is answered without a rate: "One euro is one euro."
        let code = currency == .eur ? "successEuro" : "success"
        #expect(turn.code == code)

        let donations = try await assistant.shortcuts.store.donations(user: "amira", app: Self.ratesID)
        try #require(donations.count == 1)
        guard case .interaction(let intent, let response, _) = donations[0].content else {
            Issue.record("expected an interaction, got \(donations[0].content)")
            return
        }
        #expect(intent == ShowRateIntent(currency: currency).intent)
        #expect(response?.code == IntentResponse.Code(rawValue: code))
        #expect((response?.parameters["rate"] != nil) == (currency != .eur))
        #expect(donations[0].place == place)
        #expect(donations[0].date == ManualClock().now())
        #expect(try await assistant.shortcuts.store.donations(user: Session.defaultUser, app: nil).isEmpty)
    }

    @Test("the same intent with other values makes another shortcut; a failed request makes none")
    func shortcutsFromRequests() async throws {
        var table = RateTable.standard
        table.euros[.gbp] = nil
        let assistant = try await assistant(rates: table)
        for request in [
            "show the rate for the dollar", "how much is a bitcoin worth", "what's the rate for dollars", "show me the rate for pounds",
        ] {
            _ = await assistant.respond(to: request, locale: "en", session: amira)
        }
        #expect(try await assistant.shortcuts.store.donations(user: "amira", app: nil).count == 4)
        let shortcuts = try await assistant.shortcuts.shortcuts(user: "amira", now: ManualClock().now())
        #expect(shortcuts.map(\.shortcut) == [rateShortcut(.usd), rateShortcut(.btc)])
        #expect(shortcuts.map(\.uses.count) == [2, 1])
        #expect(assistant.title(of: rateShortcut(.usd), locale: "en") == "Show rate: US dollar")
    }

    @Test(
        "a shortcut is titled in the user's language with the intent's title and its values as the assistant says them",
        arguments: [
            ("en", Currency.btc, "Show rate: bitcoin"), ("es", .usd, "Ver el cambio: dólar"),
            ("es-MX", .gbp, "Ver el cambio: libra esterlina"),
            ("fr", .usd, "Afficher le taux : dollar"), ("ja", .btc, "レートを表示：ビットコイン"), ("ar", .eur, "عرض السعر: يورو"),
            ("de", .jpy, "Show rate: yen"),
        ])
    func titles(locale: String, currency: Currency, title: String) async throws {
        let assistant = try await assistant()
        #expect(assistant.title(of: rateShortcut(currency), locale: locale) == title)
    }

    @Test("values are titled in the definition's order, numbers as the language writes them; without a title, the intent's name in words")
    func titlesOfSeveralValues() throws {
        let assistant = try Assistant(apps: [ListsApp(lists: []), Untitled()], configuration: Self.configuration)
        let search = Shortcut(
            app: Fixtures.listOMatManifest.identifier,
            intent: Intent(
                name: "SearchForNotebookItems",
                parameters: [
                    "itemType": .enumeration("taskList"), "title": .speakableString(SpeakableString(spokenPhrase: "Grocery Store")),
                ]))
        #expect(assistant.title(of: search, locale: "en") == "Search items: Grocery Store, list")
        #expect(assistant.title(of: search, locale: "es") == "Buscar elementos: Grocery Store, lista")
        #expect(assistant.title(of: search, locale: "ja") == "項目を検索：Grocery Store、リスト")
        #expect(assistant.title(of: search, locale: "ar") == "البحث عن عناصر: Grocery Store، قائمة")

        let count = Shortcut(app: Untitled.identifier, intent: Intent(name: "CountSheep", parameters: ["sheep": .integer(12000)]))
        #expect(assistant.title(of: count, locale: "en") == "Count sheep (sheep: 12,000)")
        #expect(assistant.title(of: count, locale: "es") == "Count sheep (ovejas: 12.000)")
    }

    /// An app whose definition gives its intent no title.
    struct Untitled: AppExtension {
        static let identifier = "org.example.sheep"
        var manifest: AppManifest {
            AppManifest(
                identifier: Self.identifier, displayName: "Sheep", usageDescription: ["en": "Counts sheep."],
                supportedIntents: ["CountSheep"])
        }
        var definitions: [DefinitionSource] {
            [
                DefinitionSource(
                    fileName: "Sheep.intents.yaml",
                    text: """
                        locales: [en, es]
                        intents:
                          CountSheep:
                            parameters:
                              sheep: {type: Integer, displayName: {en: sheep, es: ovejas}}
                            sentences:
                              en: ["count {sheep} sheep"]
                              es: ["cuenta {sheep} ovejas"]
                        """)
            ]
        }
        func handler(for intent: Intent) -> (any IntentHandling)? { nil }
    }

    @Test("a store that fails to keep a donation does not fail the request; the failure is reported")
    func donationFailureIsReportedNotThrown() async throws {
        let reported = Mutex<[String]>([])
        let assistant = try await assistant(
            store: FailingShortcutStore(),
            failures: { error in
                reported.withLock { $0.append("\(error)") }
            })
        let turn = await assistant.respond(to: "combien vaut le bitcoin", locale: "fr", session: amira)
        #expect(turn.code == "success")
        #expect(turn.say.hasPrefix("Un bitcoin vaut"))
        #expect(reported.withLock { $0 }.contains("the disk is full"))
    }

    @Test(
        "a conversation store that cannot write fails the turn: it apologizes in the user's language, says why, and is marked failed",
        arguments: [
            ("en", "show the rate for bitcoin", "Sorry, something went wrong"), ("es", "muéstrame el cambio del dólar", "Lo siento"),
        ]
    )
    func conversationWriteFailureFailsTheTurn(locale: String, request: String, apology: String) async throws {
        let failing = try Assistant(
            apps: [CurrencyRatesExtension()], configuration: Self.configuration, conversations: FailingConversationStore(),
            clock: ManualClock()
        )
        try await failing.allow(app: Self.ratesID, user: "amira")
        let turn = await failing.respond(to: request, locale: locale, session: amira)
        #expect(turn.say.hasPrefix(apology), "\(turn.say)")
        #expect(turn.say.contains("the disk is full"))
        #expect(turn.failure == "the disk is full")
        #expect(turn.code == nil)

        let fine = try await assistant(store: MemoryShortcutStore())
        #expect(await fine.respond(to: request, locale: locale, session: amira).failure == nil)
    }

    @Test("suggestions rank the user's shortcuts for a moment, the most used first")
    func suggestions() async throws {
        let assistant = try await assistant()
        for request in ["rate for bitcoin", "rate for the euro", "what's the rate for bitcoin"] {
            _ = await assistant.respond(to: "show the \(request)", locale: "en", session: amira)
        }
        let suggested = try await assistant.suggestions(for: amira, at: ManualClock().now().addingTimeInterval(3600), limit: 1)
        #expect(suggested.map(\.shortcut) == [rateShortcut(.btc)])
        #expect(suggested.first?.explanation.hasPrefix("score ") == true)
    }

    @Test("the per-app limit on shortcuts is the assistant's to configure; the least relevant are dropped")
    func perAppLimit() async throws {
        #expect(Assistant.Configuration().suggestions.limitPerApp == 20)
        var configuration = Self.configuration
        configuration.suggestions.limitPerApp = 2
        let assistant = try Assistant(apps: [CurrencyRatesExtension()], configuration: configuration, clock: ManualClock())
        try await assistant.allow(app: Self.ratesID, user: "amira")
        for request in ["rate for the euro", "rate for the euro", "rate for bitcoin", "rate for yen", "rate for yen", "rate for yen"] {
            _ = await assistant.respond(to: "show the \(request)", locale: "en", session: amira)
        }
        let kept = try await assistant.shortcuts.shortcuts(user: "amira", now: ManualClock().now())
        #expect(kept.map(\.shortcut) == [rateShortcut(.jpy), rateShortcut(.eur)])
        let suggested = try await assistant.suggestions(for: amira, at: ManualClock().now())
        #expect(suggested.map(\.shortcut) == [rateShortcut(.jpy), rateShortcut(.eur)])
    }

    // MARK: - Phrases

    @Test(
        "a phrase with a parameter runs its shortcut's intent with the value said, in every language",
        arguments: [
            ("en", "rate check {currency}", "Rate check: Bitcoin!", Currency.btc, "One bitcoin is worth 58,900 euros."),
            ("es", "pasta en {currency}", "¿Pasta en DÓLAR?", .usd, "Un dólar vale 0,92 euros."),
            ("ja", "{currency}はおいくら", "ユーロは　おいくら？", .eur, "1ユーロは1ユーロです。"),
            ("fr", "cours {currency} stp", "Cours YEN, stp !", .jpy, "Un yen vaut 0,0062 euros."),
            ("ar", "أخبار {currency} من فضلك", "أخبار البيتكوين من فضلك؟", .btc, "واحد بيتكوين يساوي 58,900 يورو."),
        ])
    func phraseWithParameter(locale: String, phrase: String, said: String, currency: Currency, answer: String) async throws {
        let assistant = try await assistant()
        try await assistant.shortcuts.addPhrase(phrase, locale: locale, shortcut: rateShortcut(.gbp), user: "amira")
        let turn = await assistant.respond(to: said, locale: locale, conversation: "c", session: amira)
        #expect(turn.code == (currency == .eur ? "successEuro" : "success"))
        #expect(turn.intent == "ShowRate")
        #expect(turn.parameters["currency"] == .enumeration(currency.rawValue))
        #expect(turn.say == answer)
        // Said by another user, it is nobody's phrase, and not a request the apps' sentences know.
        let other = await assistant.respond(to: said, locale: locale, session: Session(user: "bruno"))
        #expect(other.intent == nil)
        // The user's words are in the transcript, and the run is donated like any request.
        #expect(try await assistant.transcript(of: "c", user: "amira")?.first?.text == said)
        #expect(
            try await assistant.shortcuts.shortcuts(user: "amira", now: ManualClock().now()).map(\.shortcut) == [rateShortcut(currency)])
    }

    @Test("the user's phrase is recognized before general understanding")
    func phraseBeforeUnderstanding() async throws {
        let assistant = try await assistant()
        try await assistant.shortcuts.addPhrase("what's the rate for the euro", locale: "en", shortcut: rateShortcut(.btc), user: "amira")
        let mine = await assistant.respond(to: "What's the rate for the euro?", locale: "en", session: amira)
        #expect(mine.parameters["currency"] == .enumeration("btc"))
        let theirs = await assistant.respond(to: "What's the rate for the euro?", locale: "en", session: Session(user: "bruno"))
        #expect(theirs.parameters["currency"] == .enumeration("eur"))
    }

    @Test("while the assistant waits for an answer, a phrase is that answer, not a new request")
    func pendingQuestionTakesTheAnswer() async throws {
        let assistant = try await assistant()
        try await assistant.shortcuts.addPhrase("bitcoin please", locale: "en", shortcut: rateShortcut(.usd), user: "amira")
        let asked = await assistant.invoke(ShowRateIntent().intent, app: Self.ratesID, locale: "en", conversation: "q", session: amira)
        #expect(asked.say == "Which currency?")
        let answered = await assistant.respond(to: "bitcoin please", locale: "en", conversation: "q", session: amira)
        #expect(answered.parameters["currency"] != .enumeration("usd"))
        let later = await assistant.respond(to: "bitcoin please", locale: "en", conversation: "q", session: amira)
        #expect(later.parameters["currency"] == .enumeration("usd"))
    }

    @Test(
        "a phrase bound to a user activity hands it back to the app, which answers in the phrase's language",
        arguments: [
            ("en", "Exchange rates: US dollar: 0.92 €, bitcoin: 58,900 €."),
            ("fr", "Taux de change: dollar américain: 0,92 €, bitcoin: 58\u{202F}900 €."),
        ])
    func phraseForUserActivity(locale: String, answer: String) async throws {
        let assistant = try await assistant()
        let screen = RatesScreen(currencies: [.usd, .btc]).activity(locale: locale)
        try await assistant.shortcuts.donate(screen, app: CurrencyRatesApp.manifest, user: "amira", date: ManualClock().now())
        let shortcut = try #require(try await assistant.shortcuts.shortcuts(user: "amira", now: ManualClock().now()).first?.shortcut)
        try await assistant.shortcuts.addPhrase(
            RatesScreen.suggestedPhrase.value(for: locale)!, locale: locale, shortcut: shortcut, user: "amira")
        let turn = await assistant.respond(to: RatesScreen.suggestedPhrase.value(for: locale)!.uppercased(), locale: locale, session: amira)
        #expect(turn.say == answer)
        #expect(turn.app == Self.ratesID)
        #expect(turn.code == "continueActivity")
    }

    @Test(
        "a phrase already in use is refused, compared without case, accents or punctuation",
        arguments: [
            ("en", "Show my rates", "show my RATES!"),
            ("es", "Muestra el cambio del dólar", "muestra el cambio del dolar"),
            ("ja", "ドルのレート", "ドル の レート。"),
        ])
    func phraseInUse(locale: String, phrase: String, again: String) async throws {
        let assistant = try await assistant()
        try await assistant.shortcuts.addPhrase(phrase, locale: locale, shortcut: rateShortcut(.usd), user: "amira")
        let error = await #expect(throws: ShortcutsError.self) {
            try await assistant.shortcuts.addPhrase(again, locale: locale, shortcut: rateShortcut(.btc), user: "amira")
        }
        #expect(error?.code == .phraseInUse)
        #expect(error?.message.contains("'\(phrase)'") == true)
        #expect(try await assistant.shortcuts.phrases(user: "amira").count == 1)
    }
}

/// A store whose writes fail, as a full disk would.
struct FailingShortcutStore: ShortcutStore {
    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "the disk is full" }
    }

    func add(_ donation: Donation) async throws { throw DiskFull() }
    func donations(user: String, app: String?) async throws -> [Donation] { [] }
    func deleteDonations(user: String, app: String, _ deletion: DonationDeletion) async throws -> Int { 0 }
    func phrases(user: String) async throws -> [VoicePhrase] { [] }
    func save(_ phrase: VoicePhrase) async throws { throw DiskFull() }
    func deletePhrase(id: UUID, user: String) async throws -> Bool { false }
}
