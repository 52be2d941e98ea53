import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkLanguage
import HarkSQLite
import Testing

/// A fresh data directory per test, removed afterwards.
struct TemporaryDataDirectory: ~Copyable {
    let dataDirectory: DataDirectory

    init() {
        dataDirectory = DataDirectory(url: FileManager.default.temporaryDirectory.appendingPathComponent("hark-sqlite-\(UUID().uuidString)"))
    }

    var databaseURL: URL { dataDirectory.url.appendingPathComponent(HarkDatabase.fileName) }

    deinit { try? FileManager.default.removeItem(at: dataDirectory.url) }
}

@Suite("SQLite stores")
struct HarkSQLiteTests {
    @Test("conversations survive reopening the database, per user and id, and expire")
    func conversations() async throws {
        let directory = TemporaryDataDirectory()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        var conversation = Conversation(id: "c1", user: "ana", locale: "es", now: start)
        conversation.transcript.append(TranscriptEntry(speaker: .user, text: "muestra la lista de la compra", at: start))
        do {
            let store = SQLiteConversationStore(database: try HarkDatabase(dataDirectory: directory.dataDirectory))
            try await store.save(conversation)
            try await store.save(Conversation(id: "c1", user: "ben", locale: "en", now: start.addingTimeInterval(600)))
        }
        let reopened = SQLiteConversationStore(database: try HarkDatabase(dataDirectory: directory.dataDirectory))
        #expect(try await reopened.conversation(id: "c1", user: "ana") == conversation)
        #expect(try await reopened.conversation(id: "c1", user: "ben")?.locale == "en")
        #expect(try await reopened.conversation(id: "c2", user: "ana") == nil)

        #expect(try await reopened.removeConversations(inactiveSince: start.addingTimeInterval(300)) == 1)
        #expect(try await reopened.conversation(id: "c1", user: "ana") == nil)
        #expect(try await reopened.conversation(id: "c1", user: "ben") != nil)
    }

    @Test("an authorization is remembered, per user, and can be changed or forgotten")
    func authorizations() async throws {
        let directory = TemporaryDataDirectory()
        let store = SQLiteAuthorizationStore(database: try HarkDatabase(dataDirectory: directory.dataDirectory))
        #expect(try await store.status(app: "com.app-o-mat.listomat", user: "ana") == .notDetermined)
        try await store.setStatus(.allowed, app: "com.app-o-mat.listomat", user: "ana")
        try await store.setStatus(.denied, app: "com.app-o-mat.listomat", user: "ben")

        let reopened = SQLiteAuthorizationStore(database: try HarkDatabase(dataDirectory: directory.dataDirectory))
        #expect(try await reopened.status(app: "com.app-o-mat.listomat", user: "ana") == .allowed)
        #expect(try await reopened.status(app: "com.app-o-mat.listomat", user: "ben") == .denied)
        try await reopened.setStatus(.denied, app: "com.app-o-mat.listomat", user: "ana")
        #expect(try await reopened.status(app: "com.app-o-mat.listomat", user: "ana") == .denied)
        try await reopened.setStatus(.notDetermined, app: "com.app-o-mat.listomat", user: "ana")
        #expect(try await reopened.status(app: "com.app-o-mat.listomat", user: "ana") == .notDetermined)
    }

    @Test("vocabulary registered by one process is read by another, per user, a kind replacing its old set")
    func vocabulary() async throws {
        let directory = TemporaryDataDirectory()
        let app = "com.app-o-mat.listomat"
        let writer = SQLiteVocabularyStore(database: try HarkDatabase(dataDirectory: directory.dataDirectory))
        try await writer.setVocabulary(["Grocery Store", "Hardware Store"], of: "TaskList", app: app, user: "ana")
        try await writer.setVocabulary(["買い物リスト"], of: "TaskList", app: app, user: "ben")
        try await writer.setVocabulary(["Lista de la compra"], of: "TaskList", app: app)

        let reader = SQLiteVocabularyStore(database: try HarkDatabase(dataDirectory: directory.dataDirectory))
        #expect(try await reader.vocabulary(user: "ana").values(kind: "TaskList", app: app).map(\.spokenPhrase) == ["Grocery Store", "Hardware Store"])
        #expect(try await reader.vocabulary(user: "ben").values(kind: "TaskList", app: app).map(\.spokenPhrase) == ["買い物リスト"])
        #expect(try await reader.vocabulary(user: Session.defaultUser).values(kind: "TaskList", app: app).map(\.spokenPhrase) == ["Lista de la compra"])

        try await writer.setVocabulary(["Grocery Store"], of: "TaskList", app: app, user: "ana")
        #expect(try await reader.vocabulary(user: "ana").values(kind: "TaskList", app: app).map(\.spokenPhrase) == ["Grocery Store"])
    }

    @Test("a file that is not a database is refused with its path and left exactly as it was")
    func corruptFile() throws {
        let directory = TemporaryDataDirectory()
        try FileManager.default.createDirectory(at: directory.dataDirectory.url, withIntermediateDirectories: true)
        let garbage = Data("these are my notes, not a database\n".utf8)
        try garbage.write(to: directory.databaseURL)

        do {
            _ = try HarkDatabase(dataDirectory: directory.dataDirectory)
            Issue.record("a text file opened as a database")
        } catch {
            #expect(error.code == .unreadable)
            #expect(error.description.contains(directory.databaseURL.path))
        }
        #expect(try Data(contentsOf: directory.databaseURL) == garbage)
    }

    @Test("a database written by a newer version is refused and not migrated")
    func newerVersion() throws {
        let directory = TemporaryDataDirectory()
        _ = try HarkDatabase(dataDirectory: directory.dataDirectory)
        // A newer Hark would have recorded a migration this one does not know.
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [directory.databaseURL.path, "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')"]
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else { return }
        try sqlite.run()
        sqlite.waitUntilExit()
        #expect(sqlite.terminationStatus == 0)

        do {
            _ = try HarkDatabase(dataDirectory: directory.dataDirectory)
            Issue.record("a newer database opened")
        } catch {
            #expect(error.code == .newerVersion)
            #expect(error.description.contains(directory.databaseURL.path))
        }
    }

    /// An installed app that handles nothing: enough to be allowed or denied.
    private struct QuietApp: AppExtension {
        let manifest = AppManifest(identifier: "com.example.quiet", displayName: "Quiet", supportedIntents: [])
        func handler(for intent: Intent) -> (any IntentHandling)? { nil }
    }

    @Test("an assistant on the SQLite stores remembers the user's permission across restarts")
    func assistantRemembersPermission() async throws {
        let directory = TemporaryDataDirectory()
        let app = "com.example.quiet"
        do {
            let database = try HarkDatabase(dataDirectory: directory.dataDirectory)
            let assistant = try Assistant(
                apps: [QuietApp()],
                conversations: SQLiteConversationStore(database: database),
                authorizations: SQLiteAuthorizationStore(database: database),
                vocabulary: SQLiteVocabularyStore(database: database)
            )
            try await assistant.allow(app: app, user: "ana")
            try await assistant.deny(app: app, user: "ben")
        }
        let database = try HarkDatabase(dataDirectory: directory.dataDirectory)
        let assistant = try Assistant(
            apps: [QuietApp()],
            conversations: SQLiteConversationStore(database: database),
            authorizations: SQLiteAuthorizationStore(database: database),
            vocabulary: SQLiteVocabularyStore(database: database)
        )
        #expect(try await assistant.authorization(of: app, user: "ana") == .allowed)
        #expect(try await assistant.authorization(of: app, user: "ben") == .denied)
    }
}
