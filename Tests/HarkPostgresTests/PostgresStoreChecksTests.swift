import HarkAccounts
import HarkAssistant
import HarkPostgres
import HarkShortcuts
import HarkTesting
import Testing

/// The checks every store passes (HarkTesting's, unchanged), on a real PostgreSQL server: each
/// check on a database of its own, each opening a new connection pool to it, as another node
/// would.
@Suite("The stores on PostgreSQL", .serialized, .disabled(if: PostgresTestServer.isSkipped, "HARK_SKIP_POSTGRES=1"))
struct PostgresStoreChecksTests {
    @Test(arguments: ConversationStoreChecks.all)
    func conversations(_ check: StoreCheck<any ConversationStore>) async throws {
        let url = try await PostgresTestServer.shared().freshDatabase()
        try await check.run { PostgresConversationStore(database: try await PostgresDatabase(url: url)) }
    }

    @Test(arguments: AuthorizationStoreChecks.all)
    func authorizations(_ check: StoreCheck<any AuthorizationStore>) async throws {
        let url = try await PostgresTestServer.shared().freshDatabase()
        try await check.run { PostgresAuthorizationStore(database: try await PostgresDatabase(url: url)) }
    }

    @Test(arguments: VocabularyStoreChecks.all)
    func vocabulary(_ check: StoreCheck<any VocabularyStore>) async throws {
        let url = try await PostgresTestServer.shared().freshDatabase()
        try await check.run { PostgresVocabularyStore(database: try await PostgresDatabase(url: url)) }
    }

    @Test(arguments: ShortcutStoreChecks.all)
    func shortcuts(_ check: StoreCheck<any ShortcutStore>) async throws {
        let url = try await PostgresTestServer.shared().freshDatabase()
        try await check.run { PostgresShortcutStore(database: try await PostgresDatabase(url: url)) }
    }

    @Test(arguments: UserStoreChecks.all)
    func users(_ check: StoreCheck<any UserStore>) async throws {
        let url = try await PostgresTestServer.shared().freshDatabase()
        try await check.run { PostgresUserStore(database: try await PostgresDatabase(url: url)) }
    }
}
