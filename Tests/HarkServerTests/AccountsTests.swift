import Foundation
import HTTPTypes
import HarkAccounts
import HarkAssistant
import HarkDialog
import HarkLanguage
import Testing

@testable import HarkServer

/// Tokens: random, shown once, kept only as a digest, compared in constant time.
@Suite("accounts and tokens")
struct AccountsTests {
    @Test("a token is hark_ and 43 base64url characters, and no two are alike")
    func tokenShape() {
        let tokens = (0..<100).map { _ in AccessToken.generate().value }
        #expect(Set(tokens).count == 100)
        for token in tokens {
            #expect(token.hasPrefix("hark_"))
            #expect(token.count == 5 + 43)
            #expect(token.dropFirst(5).allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        }
    }

    @Test("the store keeps the token's SHA-256 digest, never the token")
    func digestOnly() async throws {
        let store = MemoryUserStore()
        let accounts = Accounts(store: store)
        let token = try await accounts.add(name: "alice")
        let account = try #require(try await store.accounts().first)
        #expect(account.tokenDigest.count == 32)
        #expect(account.tokenDigest == token.digest)
        #expect(!account.tokenDigest.elementsEqual(Array(token.value.utf8)))
        // The digest of "abc", as FIPS 180-2 gives it.
        #expect(
            AccessToken("abc").digest.map { String(format: "%02x", $0) }.joined()
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("authentication finds the token's user, and nobody for any other string")
    func authenticate() async throws {
        let accounts = Accounts(store: MemoryUserStore())
        let alice = try await accounts.add(name: "alice")
        let bob = try await accounts.add(name: "bob")
        #expect(try await accounts.authenticate(alice.value)?.name == "alice")
        #expect(try await accounts.authenticate(bob.value)?.name == "bob")
        #expect(try await accounts.authenticate(alice.value + "x") == nil)
        #expect(try await accounts.authenticate(String(alice.value.dropLast())) == nil)
        #expect(try await accounts.authenticate("") == nil)
    }

    @Test("a taken name or a name that cannot name a user is refused, and the users stay as they were")
    func refusedNames() async throws {
        let store = MemoryUserStore()
        let accounts = Accounts(store: store)
        let first = try await accounts.add(name: "alice")
        await #expect(throws: AccountError.self) { try await accounts.add(name: "alice") }
        for name in ["", "-rf", ".hidden", "a b", "ālice", String(repeating: "a", count: 65), "a/b"] {
            await #expect(throws: ServerError.self, "\(name)") { try await accounts.add(name: name) }
        }
        #expect(try await store.accounts().map(\.name) == ["alice"])
        #expect(try await accounts.authenticate(first.value)?.name == "alice")
    }

    @Test("a token matches its own digest only, compared by swift-crypto")
    func comparison() {
        let token = AccessToken.generate()
        #expect(token.matches(digest: token.digest))
        var changed = token.digest
        changed[31] ^= 1
        #expect(!token.matches(digest: changed))
        #expect(!token.matches(digest: Array(token.digest.dropLast())))
        #expect(!token.matches(digest: []))
    }

    @Test("a token that expired lets nobody in, says whose it was, and a new one works at once while the old stops")
    func expiryAndRotation() async throws {
        let store = MemoryUserStore()
        let accounts = Accounts(store: store)
        let added = Date(timeIntervalSince1970: 1_800_000_000)
        let expiry = added.addingTimeInterval(30 * 86_400)
        let first = try await accounts.add(name: "alice", expiresAt: expiry, now: added)
        #expect(try await accounts.authenticate(first.value, at: expiry.addingTimeInterval(-1))?.name == "alice")
        #expect(try await accounts.authenticate(first.value, at: expiry) == nil)
        guard case .expired(let account) = try await accounts.check(first.value, at: expiry) else {
            Issue.record("an expired token is told apart from nobody's")
            return
        }
        #expect(account.name == "alice")

        let second = try await accounts.replaceToken(of: "alice")
        #expect(try await accounts.check(first.value, at: added) == .unknown)
        #expect(try await accounts.authenticate(second.value, at: expiry.addingTimeInterval(365 * 86_400))?.name == "alice")
        #expect(try await store.accounts().first?.expiresAt == nil)

        let error = await #expect(throws: AccountError.self) { try await accounts.replaceToken(of: "nobody") }
        #expect(error?.code == .unknownUser)
        #expect(await store.accounts().map(\.name) == ["alice"])
    }
}
