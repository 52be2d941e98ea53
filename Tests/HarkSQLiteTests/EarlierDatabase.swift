import CurrencyRates
import Foundation
import Hark
import HarkAccounts
import HarkAssistant
import HarkDialog
import HarkSQLite
import HarkShortcuts

/// `Fixtures/hark-before-records.sqlite`: a database as the stores wrote it when each of their
/// queries was an SQL string, at the last migration they knew (`users`). ``fill(_:)`` wrote it,
/// through the public store API only, so that today's stores can write the same values again and
/// be compared row by row with what the earlier ones wrote.
enum EarlierDatabase {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("hark-before-records.sqlite")

    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    static let listomat = "com.app-o-mat.listomat"
    static let rates = CurrencyRatesApp.manifest.identifier

    /// Two users' conversations, one of them waiting for an answer halfway through a request.
    static var conversations: [Conversation] {
        var waiting = Conversation(id: "c1", user: "ana", locale: "es", now: start)
        waiting.transcript = [
            TranscriptEntry(speaker: .user, text: "muestra la lista de la compra", at: start),
            TranscriptEntry(speaker: .assistant, text: "¿Permites a List-o-Mat?", at: start.addingTimeInterval(0.25)),
        ]
        waiting.request = ActiveRequest(
            intent: Intent(name: "SearchForNotebookItems", parameters: ["title": .speakableString("lista de la compra")]),
            app: listomat, isAuthenticated: true
        )
        waiting.phase = .awaiting(.allowApp(listomat))
        waiting.updatedAt = start.addingTimeInterval(0.25)
        return [waiting, Conversation(id: "c1", user: "ben", locale: "ja", now: start.addingTimeInterval(600))]
    }

    static let authorizations: [(user: String, app: String, status: AuthorizationStatus)] = [
        ("ana", listomat, .allowed),
        ("ben", listomat, .denied),
    ]

    static let vocabulary: [(user: String, app: String, kind: String, values: [SpeakableString])] = [
        (
            "ana", listomat, "TaskList",
            [
                SpeakableString(spokenPhrase: "Grocery Store", identifier: "list-1"),
                SpeakableString(spokenPhrase: "List-o-Mat", pronunciationHint: "list oh mat"),
            ]
        ),
        ("ana", listomat, "Task", ["Milk"]),
        ("ben", listomat, "TaskList", ["買い物リスト"]),
    ]

    /// In the order they were kept; the second is older than the first.
    static var donations: [Donation] {
        let usd = Interaction(
            intent: ShowRateIntent(currency: .usd).intent,
            response: ShowRateIntentResponse.success(currency: .usd, rate: 2).response,
            date: start.addingTimeInterval(600), identifier: "r1", groupIdentifier: "fiat"
        )
        let btc = Interaction(intent: ShowRateIntent(currency: .btc).intent, date: start)
        return [
            Donation(
                usd, app: rates, user: "amira", place: Coordinate(latitude: 48.8566, longitude: 2.3522),
                id: UUID(uuidString: "00000000-0000-4000-8000-000000000001")!
            ),
            Donation(btc, app: rates, user: "amira", id: UUID(uuidString: "00000000-0000-4000-8000-000000000002")!),
            Donation(
                id: UUID(uuidString: "00000000-0000-4000-8000-000000000003")!, user: "amira", app: rates,
                date: start.addingTimeInterval(1200), content: .userActivity(RatesScreen(currencies: [.usd, .jpy]).activity(locale: "ja"))
            ),
            Donation(btc, app: rates, user: "bruno", id: UUID(uuidString: "00000000-0000-4000-8000-000000000004")!),
        ]
    }

    /// In the order they were added.
    static func phrases() throws -> [VoicePhrase] {
        let definitions = [try CurrencyRatesApp.parsedDefinition()]
        let usd = Shortcut(app: rates, intent: ShowRateIntent(currency: .usd).intent)
        return [
            try VoicePhrase(
                "muestra el cambio de {currency}", locale: "es", shortcut: usd, user: "amira", definitions: definitions,
                id: UUID(uuidString: "00000000-0000-4000-8000-0000000000a1")!
            ),
            try VoicePhrase(
                "ドルのレート", locale: "ja", shortcut: usd, user: "amira", id: UUID(uuidString: "00000000-0000-4000-8000-0000000000a2")!),
            try VoicePhrase(
                "Dollar, please", locale: "en", shortcut: usd, user: "bruno", id: UUID(uuidString: "00000000-0000-4000-8000-0000000000a3")!),
        ]
    }

    static let users = [
        UserAccount(name: "bob", tokenDigest: Array(repeating: 2, count: 32), createdAt: start.addingTimeInterval(60)),
        UserAccount(name: "alice", tokenDigest: Array(0..<32), createdAt: start),
    ]

    /// Writes every value above through the stores, in order.
    static func fill(_ database: HarkDatabase) async throws {
        let conversationStore = SQLiteConversationStore(database: database)
        for conversation in conversations { try await conversationStore.save(conversation) }
        let authorizationStore = SQLiteAuthorizationStore(database: database)
        for (user, app, status) in authorizations { try await authorizationStore.setStatus(status, app: app, user: user) }
        let vocabularyStore = SQLiteVocabularyStore(database: database)
        for (user, app, kind, values) in vocabulary { try await vocabularyStore.setVocabulary(values, of: kind, app: app, user: user) }
        let shortcutStore = SQLiteShortcutStore(database: database)
        for donation in donations { try await shortcutStore.add(donation) }
        for phrase in try phrases() { try await shortcutStore.save(phrase) }
        let userStore = SQLiteUserStore(database: database)
        for user in users { try await userStore.add(user) }
    }
}
