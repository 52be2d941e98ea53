import Foundation
import Hark
import HarkAssistant
import HarkSQLite
import Testing

@Suite("SQLite user store")
struct SQLiteUserStoreTests {
    let directory = DataDirectory(url: FileManager.default.temporaryDirectory.appendingPathComponent("hark-users-\(UUID().uuidString)"))

    @Test("users and their token digests survive reopening; a taken name is refused and changes nothing")
    func users() async throws {
        defer { try? FileManager.default.removeItem(at: directory.url) }
        let created = Date(timeIntervalSince1970: 1_800_000_000)
        let alice = UserAccount(name: "alice", tokenDigest: Array(repeating: 1, count: 32), createdAt: created)
        let bob = UserAccount(name: "bob", tokenDigest: Array(repeating: 2, count: 32), createdAt: created)
        do {
            let store = SQLiteUserStore(database: try HarkDatabase(dataDirectory: directory))
            try await store.add(bob)
            try await store.add(alice)
            await #expect(throws: AssistantError.self) {
                try await store.add(UserAccount(name: "alice", tokenDigest: Array(repeating: 3, count: 32), createdAt: created))
            }
        }
        let store = SQLiteUserStore(database: try HarkDatabase(dataDirectory: directory))
        #expect(try await store.accounts() == [alice, bob])
        #expect(try await store.account(tokenDigest: Array(repeating: 1, count: 32)) == alice)
        #expect(try await store.account(tokenDigest: Array(repeating: 3, count: 32)) == nil)
        #expect(try await store.remove(named: "alice"))
        #expect(try await !store.remove(named: "alice"))
        #expect(try await store.account(tokenDigest: Array(repeating: 1, count: 32)) == nil)
        #expect(try await store.accounts() == [bob])
    }
}
