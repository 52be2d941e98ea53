import HarkAccounts
import HarkAssistant
import HarkSQLite
import HarkShortcuts
import HarkTesting
import Testing

/// The SQLite stores pass the checks every store passes; each opening is a new connection to the
/// same database file, as another process's would be.
@Suite("SQLite stores pass the store checks")
struct SQLiteStoreChecksTests {
    @Test(arguments: ConversationStoreChecks.all)
    func conversations(_ check: StoreCheck<any ConversationStore>) async throws {
        let folder = try TemporaryDirectory(prefix: "hark-sqlite")
        try await check.run { SQLiteConversationStore(database: try HarkDatabase(dataDirectory: folder.dataDirectory)) }
    }

    @Test(arguments: AuthorizationStoreChecks.all)
    func authorizations(_ check: StoreCheck<any AuthorizationStore>) async throws {
        let folder = try TemporaryDirectory(prefix: "hark-sqlite")
        try await check.run { SQLiteAuthorizationStore(database: try HarkDatabase(dataDirectory: folder.dataDirectory)) }
    }

    @Test(arguments: VocabularyStoreChecks.all)
    func vocabulary(_ check: StoreCheck<any VocabularyStore>) async throws {
        let folder = try TemporaryDirectory(prefix: "hark-sqlite")
        try await check.run { SQLiteVocabularyStore(database: try HarkDatabase(dataDirectory: folder.dataDirectory)) }
    }

    @Test(arguments: ShortcutStoreChecks.all)
    func shortcuts(_ check: StoreCheck<any ShortcutStore>) async throws {
        let folder = try TemporaryDirectory(prefix: "hark-sqlite")
        try await check.run { SQLiteShortcutStore(database: try HarkDatabase(dataDirectory: folder.dataDirectory)) }
    }

    @Test(arguments: UserStoreChecks.all)
    func users(_ check: StoreCheck<any UserStore>) async throws {
        let folder = try TemporaryDirectory(prefix: "hark-sqlite")
        try await check.run { SQLiteUserStore(database: try HarkDatabase(dataDirectory: folder.dataDirectory)) }
    }
}
