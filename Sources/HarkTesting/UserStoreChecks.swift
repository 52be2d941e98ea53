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
    ]
}
