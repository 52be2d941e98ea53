import HarkAccounts
import HarkAssistant
import HarkShortcuts
import HarkTesting
import Testing

/// The stores in memory pass the checks every store passes; each opening is the same actor.
@Suite("memory stores")
struct MemoryStoreTests {
    @Test(arguments: ConversationStoreChecks.all)
    func conversations(_ check: StoreCheck<any ConversationStore>) async throws {
        let store = MemoryConversationStore()
        try await check.run { store }
    }

    @Test(arguments: AuthorizationStoreChecks.all)
    func authorizations(_ check: StoreCheck<any AuthorizationStore>) async throws {
        let store = MemoryAuthorizationStore()
        try await check.run { store }
    }

    @Test(arguments: VocabularyStoreChecks.all)
    func vocabulary(_ check: StoreCheck<any VocabularyStore>) async throws {
        let store = MemoryVocabularyStore()
        try await check.run { store }
    }

    @Test(arguments: ShortcutStoreChecks.all)
    func shortcuts(_ check: StoreCheck<any ShortcutStore>) async throws {
        let store = MemoryShortcutStore()
        try await check.run { store }
    }

    @Test(arguments: UserStoreChecks.all)
    func users(_ check: StoreCheck<any UserStore>) async throws {
        let store = MemoryUserStore()
        try await check.run { store }
    }
}
