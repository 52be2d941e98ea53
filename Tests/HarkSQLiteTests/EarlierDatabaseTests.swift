import CurrencyRates
import Foundation
import Hark
import HarkAccounts
import HarkAssistant
import HarkDialog
import HarkLanguage
import HarkSQLite
import HarkShortcuts
import HarkTesting
import Testing

@Suite("A database written by an earlier Hark")
struct EarlierDatabaseTests {
    /// The fixture, copied to be `directory`'s database: opening a file in write-ahead-log mode,
    /// even to read it, writes beside it.
    func copyFixture(to directory: TemporaryDirectory) throws {
        try FileManager.default.createDirectory(at: directory.dataDirectory.url, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: EarlierDatabase.url, to: directory.databaseURL)
    }

    func copyOfFixture(in directory: TemporaryDirectory) throws -> HarkDatabase {
        try copyFixture(to: directory)
        return try HarkDatabase(dataDirectory: directory.dataDirectory)
    }

    @Test("every record it holds reads back as it was written")
    func readsEveryRecord() async throws {
        let directory = try TemporaryDirectory.sqlite()
        let database = try copyOfFixture(in: directory)

        let conversations = SQLiteConversationStore(database: database)
        for conversation in EarlierDatabase.conversations {
            #expect(try await conversations.conversation(id: conversation.id, user: conversation.user) == conversation)
        }
        let authorizations = SQLiteAuthorizationStore(database: database)
        for (user, app, status) in EarlierDatabase.authorizations {
            #expect(try await authorizations.status(app: app, user: user) == status)
        }
        let vocabulary = SQLiteVocabularyStore(database: database)
        for (user, app, kind, values) in EarlierDatabase.vocabulary {
            #expect(try await vocabulary.vocabulary(user: user).values(kind: kind, app: app) == values)
        }
        let shortcuts = SQLiteShortcutStore(database: database)
        let donations = EarlierDatabase.donations
        #expect(try await shortcuts.donations(user: "amira", app: nil) == [donations[1], donations[0], donations[2]])
        #expect(try await shortcuts.donations(user: "bruno", app: EarlierDatabase.rates) == [donations[3]])
        let phrases = try EarlierDatabase.phrases()
        #expect(try await shortcuts.phrases(user: "amira") == Array(phrases[0...1]))
        #expect(try await shortcuts.phrases(user: "bruno") == [phrases[2]])
        let users = SQLiteUserStore(database: database)
        #expect(try await users.accounts() == EarlierDatabase.users.sorted { $0.name < $1.name })
        #expect(try await users.account(tokenDigest: Array(0..<32))?.name == "alice")
    }

    @Test("it takes changes: an edited phrase keeps its place, expired conversations go, a new user is added, a token expires")
    func takesChanges() async throws {
        let directory = try TemporaryDirectory.sqlite()
        let database = try copyOfFixture(in: directory)

        let shortcuts = SQLiteShortcutStore(database: database)
        var phrases = try EarlierDatabase.phrases()
        phrases[0] = try VoicePhrase(
            "cambio del {currency}", locale: "es", shortcut: phrases[0].shortcut, user: "amira",
            definitions: [try CurrencyRatesApp.parsedDefinition()], id: phrases[0].id
        )
        try await shortcuts.save(phrases[0])
        #expect(try await shortcuts.phrases(user: "amira") == Array(phrases[0...1]))
        #expect(try await shortcuts.deleteDonations(user: "amira", app: EarlierDatabase.rates, .group("fiat")) == 1)

        let conversations = SQLiteConversationStore(database: database)
        #expect(try await conversations.removeConversations(inactiveSince: EarlierDatabase.start.addingTimeInterval(300)) == 1)
        #expect(try await conversations.conversation(id: "c1", user: "ana") == nil)
        #expect(try await conversations.conversation(id: "c1", user: "ben") != nil)

        let users = SQLiteUserStore(database: database)
        let carol = UserAccount(name: "carol", tokenDigest: Array(repeating: 3, count: 32), createdAt: EarlierDatabase.start)
        try await users.add(carol)
        await #expect(throws: AccountError.self) { try await users.add(EarlierDatabase.users[0]) }
        #expect(try await users.accounts().map(\.name) == ["alice", "bob", "carol"])
        // Its users' tokens can now expire (the tokenExpiry migration).
        let expiry = EarlierDatabase.start.addingTimeInterval(86_400)
        #expect(try await users.replaceToken(named: "alice", digest: Array(repeating: 9, count: 32), expiresAt: expiry))
        #expect(try await users.account(tokenDigest: Array(repeating: 9, count: 32))?.expiresAt == expiry)
    }

    @Test(
        "today's stores write the same values as the same rows, column for column",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "needs the sqlite3 tool to read the rows")
    )
    func writesTheSameRows() async throws {
        let earlier = try TemporaryDirectory.sqlite()
        try copyFixture(to: earlier)
        let directory = try TemporaryDirectory.sqlite()
        try await EarlierDatabase.fill(try HarkDatabase(dataDirectory: directory.dataDirectory))

        // JSON is compared as text: the earlier stores bound it as a blob, GRDB's records bind text.
        let tables = [
            // The migrations the earlier stores knew; today's add to them (tokenExpiry).
            "SELECT identifier FROM grdb_migrations WHERE identifier IN ('v1', 'shortcuts', 'users') ORDER BY identifier",
            "SELECT user, id, updatedAt, CAST(json AS TEXT) FROM conversation ORDER BY user, id",
            "SELECT user, app, status FROM authorization ORDER BY user, app",
            "SELECT user, app, kind, CAST(json AS TEXT) FROM vocabulary ORDER BY user, app, kind",
            "SELECT seq, id, user, app, date, identifier, groupIdentifier, CAST(json AS TEXT) FROM donation ORDER BY seq",
            "SELECT seq, user, id, key, CAST(json AS TEXT) FROM phrase ORDER BY seq",
            "SELECT name, hex(tokenDigest), createdAt FROM user ORDER BY name",
        ]
        for query in tables {
            let written = try Self.rows(of: earlier.databaseURL, query)
            #expect(!written.isEmpty, "\(query)")
            #expect(try Self.rows(of: directory.databaseURL, query) == written, "\(query)")
        }
    }

    /// What `query` prints in the sqlite3 tool, reading `database` without changing it.
    static func rows(of database: URL, _ query: String) throws -> String {
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = ["-readonly", database.path, query]
        let output = Pipe()
        sqlite.standardOutput = output
        try sqlite.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        sqlite.waitUntilExit()
        #expect(sqlite.terminationStatus == 0, "\(query)")
        return String(decoding: data, as: UTF8.self)
    }
}
