import CurrencyRates
import Foundation
import Hark
import HarkAssistant
import HarkDefinition
import HarkSQLite
import HarkShortcuts
import HarkTesting
import Testing

@Suite("SQLite shortcut store")
struct SQLiteShortcutStoreTests {
    let rates = CurrencyRatesApp.manifest
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func store(_ directory: TemporaryDirectory) throws -> SQLiteShortcutStore {
        SQLiteShortcutStore(database: try HarkDatabase(dataDirectory: directory.dataDirectory))
    }

    func rate(_ currency: Currency, minutes: Double, identifier: String? = nil, group: String? = nil) -> Interaction {
        Interaction(
            intent: ShowRateIntent(currency: currency).intent,
            response: ShowRateIntentResponse.success(currency: currency, rate: 1).response,
            date: start.addingTimeInterval(minutes * 60), identifier: identifier, groupIdentifier: group
        )
    }

    @Test("donations and phrases come back as they were kept, per user, after reopening the database")
    func roundTripAcrossRestarts() async throws {
        let directory = try TemporaryDirectory.sqlite()
        let paris = Coordinate(latitude: 48.8566, longitude: 2.3522)
        var kept: [Donation] = []
        let phrase: VoicePhrase
        do {
            let center = ShortcutCenter(store: try store(directory), definitions: [try CurrencyRatesApp.parsedDefinition()])
            // Kept out of date order: they come back oldest first.
            kept.append(try await center.donate(rate(.btc, minutes: 10, identifier: "r2"), app: rates, user: "amira", place: paris))
            kept.insert(try await center.donate(rate(.usd, minutes: 0, identifier: "r1"), app: rates, user: "amira"), at: 0)
            let screen = RatesScreen(currencies: [.usd, .jpy]).activity(locale: "ja")
            kept.append(try await center.donate(screen, app: rates, user: "amira", date: start.addingTimeInterval(1200)))
            try await center.donate(rate(.eur, minutes: 5), app: rates, user: "bruno")
            phrase = try await center.addPhrase(
                "muestra el cambio de {currency}", locale: "es",
                shortcut: Shortcut(app: rates.identifier, intent: ShowRateIntent(currency: .usd).intent),
                user: "amira"
            )
        }
        let reopened = try store(directory)
        #expect(try await reopened.donations(user: "amira", app: nil) == kept)
        #expect(try await reopened.donations(user: "amira", app: "com.example.other").isEmpty)
        #expect(try await reopened.donations(user: "bruno", app: rates.identifier).count == 1)
        #expect(try await reopened.phrases(user: "amira") == [phrase])
        #expect(try await reopened.phrases(user: "bruno").isEmpty)

        // The reopened phrase still matches, with its slot.
        let center = ShortcutCenter(store: reopened, definitions: [try CurrencyRatesApp.parsedDefinition()])
        let match = try await center.match("Muestra el cambio de bitcoin", locale: "es", user: "amira")
        #expect(match?.intent?["currency"] == .enumeration("btc"))
    }

    @Test("a shortcut's donations are deleted by their records, and a group in every app")
    func shortcutDeletion() async throws {
        let directory = try TemporaryDirectory.sqlite()
        let center = ShortcutCenter(store: try store(directory))
        let other = AppManifest(identifier: "com.example.other", displayName: "Other", supportedIntents: ["ShowRate"])
        try await center.donate(rate(.usd, minutes: 0, group: "fiat"), app: rates, user: "amira")
        try await center.donate(rate(.usd, minutes: 1), app: rates, user: "amira")
        try await center.donate(rate(.btc, minutes: 2), app: rates, user: "amira")
        try await center.donate(rate(.usd, minutes: 3, group: "fiat"), app: other, user: "amira")
        try await center.donate(rate(.usd, minutes: 4), app: rates, user: "bruno")

        let dollars = Shortcut(app: rates.identifier, intent: ShowRateIntent(currency: .usd).intent)
        #expect(try await center.deleteDonations(of: dollars, user: "amira") == 2)
        #expect(
            Set(try await center.shortcuts(user: "amira", now: start.addingTimeInterval(3600)).map(\.shortcut.app)) == [
                rates.identifier, "com.example.other",
            ])
        #expect(try await center.store.donations(user: "bruno", app: nil).count == 1)
        #expect(try await center.deleteDonations(user: "amira", .group("fiat")) == 1)
        #expect(try await center.store.donations(user: "amira", app: nil).map(\.app) == [rates.identifier])
    }

    @Test("a phrase that reads like one the user has is refused; editing keeps its place; deleting frees it")
    func phrases() async throws {
        let directory = try TemporaryDirectory.sqlite()
        let center = ShortcutCenter(store: try store(directory), definitions: [try CurrencyRatesApp.parsedDefinition()])
        let usd = Shortcut(app: rates.identifier, intent: ShowRateIntent(currency: .usd).intent)
        let btc = Shortcut(app: rates.identifier, intent: ShowRateIntent(currency: .btc).intent)
        let first = try await center.addPhrase("Cambio del dólar", locale: "es", shortcut: usd, user: "amira")
        let second = try await center.addPhrase("ビットコインのレート", locale: "ja", shortcut: btc, user: "amira")

        let error = await #expect(throws: ShortcutsError.self) {
            try await center.addPhrase("¡cambio del DOLAR!", locale: "es", shortcut: btc, user: "amira")
        }
        #expect(error?.code == .phraseInUse)
        #expect(error?.message.contains("'Cambio del dólar'") == true)
        await #expect(throws: ShortcutsError.self) {
            try await center.addPhrase("ビットコイン の レート", locale: "ja", shortcut: usd, user: "amira")
        }
        // Another user may have the same phrase.
        try await center.addPhrase("cambio del dolar", locale: "es", shortcut: usd, user: "bruno")

        try await center.editPhrase(id: first.id, user: "amira", text: "precio del dólar")
        #expect(try await center.phrases(user: "amira").map(\.text) == ["precio del dólar", second.text])
        await #expect(throws: ShortcutsError.self) {
            try await center.editPhrase(id: first.id, user: "amira", text: "ビットコインのレート", locale: "ja")
        }
        #expect(try await center.phrases(user: "amira").map(\.text) == ["precio del dólar", second.text])

        try await center.deletePhrase(id: second.id, user: "amira")
        try await center.addPhrase("ビットコインのレート", locale: "ja", shortcut: usd, user: "amira")
        #expect(try await center.phrases(user: "amira").count == 2)
    }

    @Test("two connections adding phrases that read alike at the same moment: exactly one is kept")
    func concurrentPhrases() async throws {
        let directory = try TemporaryDirectory.sqlite()
        let usd = Shortcut(app: rates.identifier, intent: ShowRateIntent(currency: .usd).intent)
        let first = ShortcutCenter(store: try store(directory))
        let second = ShortcutCenter(store: try store(directory))
        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for round in 0..<20 {
                let center = round.isMultiple(of: 2) ? first : second
                let text = round.isMultiple(of: 2) ? "Dollar, please" : "dollar PLEASE!"
                group.addTask { (try? await center.addPhrase(text, locale: "en", shortcut: usd, user: "amira")) != nil }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 }.count == 1)
        #expect(try await first.phrases(user: "amira").count == 1)
    }

    @Test(
        "a record that does not decode is a clear error naming the file and the record",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "needs the sqlite3 tool to damage a record")
    )
    func damagedRecord() async throws {
        let directory = try TemporaryDirectory.sqlite()
        let center = ShortcutCenter(store: try store(directory))
        let donation = try await center.donate(rate(.usd, minutes: 0), app: rates, user: "amira")

        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [directory.databaseURL.path, "UPDATE donation SET json = X'7B7D'"]
        try sqlite.run()
        sqlite.waitUntilExit()
        #expect(sqlite.terminationStatus == 0)

        let reopened = try store(directory)
        let error = await #expect(throws: StoreError.self) { try await reopened.donations(user: "amira", app: nil) }
        #expect(error?.code == .damagedRecord)
        #expect(error?.description.contains(directory.databaseURL.path) == true)
        #expect(error?.description.contains(donation.id.uuidString) == true)
    }

    @Test("an assistant on the SQLite stores donates what it handled, and the shortcut is there after a restart")
    func assistantDonationsSurviveRestarts() async throws {
        let directory = try TemporaryDirectory.sqlite()
        do {
            let database = try HarkDatabase(dataDirectory: directory.dataDirectory)
            let assistant = try Assistant(
                apps: [CurrencyRatesExtension()], configuration: .init(handlerDeadline: .seconds(60)),
                shortcuts: SQLiteShortcutStore(database: database)
            )
            try await assistant.allow(app: rates.identifier, user: "amira")
            let turn = await assistant.respond(to: "combien vaut le bitcoin", locale: "fr", session: Session(user: "amira"))
            #expect(turn.code == "success")
        }
        let database = try HarkDatabase(dataDirectory: directory.dataDirectory)
        let assistant = try Assistant(apps: [CurrencyRatesExtension()], shortcuts: SQLiteShortcutStore(database: database))
        let shortcuts = try await assistant.shortcuts.shortcuts(user: "amira", now: Date())
        #expect(shortcuts.map(\.shortcut.intent) == [ShowRateIntent(currency: .btc).intent])
        #expect(try await assistant.shortcuts.shortcuts(user: Session.defaultUser, now: Date()).isEmpty)
    }
}

extension CurrencyRatesApp {
    static func parsedDefinition() throws -> DefinitionFile {
        try DefinitionFile(parsing: definition.text, path: definition.fileName)
    }
}
