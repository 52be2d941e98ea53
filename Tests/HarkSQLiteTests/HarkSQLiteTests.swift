import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkLanguage
import HarkSQLite
import HarkTesting
import Testing

extension TemporaryDirectory {
    /// A fresh data directory per test, removed afterwards.
    static func sqlite() throws -> TemporaryDirectory {
        try TemporaryDirectory(prefix: "hark-sqlite")
    }

    var databaseURL: URL { dataDirectory.url.appendingPathComponent(HarkDatabase.fileName) }
}

@Suite("SQLite stores")
struct HarkSQLiteTests {
    @Test("a file that is not a database is refused with its path and left exactly as it was")
    func corruptFile() throws {
        let directory = try TemporaryDirectory.sqlite()
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
        let directory = try TemporaryDirectory.sqlite()
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
        let directory = try TemporaryDirectory.sqlite()
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
