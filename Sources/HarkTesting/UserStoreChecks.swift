import Foundation
public import HarkAccounts
import Testing

/// What every ``UserStore`` does.
public enum UserStoreChecks {
    static let created = Date(timeIntervalSince1970: 1_800_000_000)

    static func account(_ name: String, digest byte: UInt8) -> UserAccount {
        UserAccount(name: name, tokenDigest: Array(repeating: byte, count: 32), createdAt: created)
    }

    public static let all: [StoreCheck<any UserStore>] = [
        StoreCheck("users come back by name, and by their token's digest, to another opening") { open in
            let writer = try await open()
            try await writer.add(account("bob", digest: 2))
            try await writer.add(account("alice", digest: 1))
            let reader = try await open()
            #expect(try await reader.accounts() == [account("alice", digest: 1), account("bob", digest: 2)])
            #expect(try await reader.account(tokenDigest: Array(repeating: 1, count: 32)) == account("alice", digest: 1))
            #expect(try await reader.account(tokenDigest: Array(repeating: 3, count: 32)) == nil)
        },
        StoreCheck("a taken name is refused and the user keeps their token") { open in
            let store = try await open()
            try await store.add(account("alice", digest: 1))
            let error = await #expect(throws: AccountError.self) {
                try await store.add(account("alice", digest: 3))
            }
            #expect(error?.code == .userExists)
            #expect(try await store.accounts() == [account("alice", digest: 1)])
            #expect(try await store.account(tokenDigest: Array(repeating: 3, count: 32)) == nil)
        },
        StoreCheck("a removed user's token no longer works; removing twice says there was nobody") { open in
            let store = try await open()
            try await store.add(account("alice", digest: 1))
            try await store.add(account("bob", digest: 2))
            #expect(try await store.remove(named: "alice"))
            #expect(try await !store.remove(named: "alice"))
            #expect(try await store.account(tokenDigest: Array(repeating: 1, count: 32)) == nil)
            #expect(try await store.accounts() == [account("bob", digest: 2)])
        },
        StoreCheck("a token's expiry comes back, and a replaced token stops working at once") { open in
            let store = try await open()
            var carol = account("carol", digest: 4)
            carol.expiresAt = created.addingTimeInterval(30 * 86_400)
            try await store.add(carol)
            try await store.add(account("dave", digest: 5))
            #expect(try await open().account(tokenDigest: Array(repeating: 4, count: 32)) == carol)

            let later = created.addingTimeInterval(60 * 86_400)
            #expect(try await store.replaceToken(named: "carol", digest: Array(repeating: 6, count: 32), expiresAt: later))
            let reader = try await open()
            #expect(try await reader.account(tokenDigest: Array(repeating: 4, count: 32)) == nil)
            carol.tokenDigest = Array(repeating: 6, count: 32)
            carol.expiresAt = later
            #expect(try await reader.account(tokenDigest: Array(repeating: 6, count: 32)) == carol)
            #expect(try await reader.accounts() == [carol, account("dave", digest: 5)])
            #expect(try await store.replaceToken(named: "carol", digest: Array(repeating: 8, count: 32), expiresAt: nil))
            #expect(try await open().account(tokenDigest: Array(repeating: 8, count: 32))?.expiresAt == nil)
            #expect(try await !store.replaceToken(named: "erin", digest: Array(repeating: 7, count: 32), expiresAt: nil))
            #expect(try await reader.account(tokenDigest: Array(repeating: 7, count: 32)) == nil)
        },
    ]
}
