public import Foundation
public import HarkAccounts

/// The users of the server and their tokens, over a ``UserStore``.
///
/// ```swift
/// let accounts = Accounts(store: SQLiteUserStore(database: database))
/// let token = try await accounts.add(name: "alice")     // shown once, never stored
/// try await accounts.authenticate(token.value)?.name    // "alice"
/// ```
public struct Accounts: Sendable {
    /// Where the users and their token digests are kept.
    public let store: any UserStore

    public init(store: any UserStore) {
        self.store = store
    }

    /// Adds a user called `name` with a new token, and returns the token.
    ///
    /// - Throws: ``ServerError`` with code `invalidUserName` for a name that cannot name a user,
    ///   or ``AccountError`` with code `userExists` when the name is taken.
    public func add(name: String, now: Date = Date()) async throws -> AccessToken {
        guard UserAccount.isValidName(name) else {
            throw ServerError.invalidUserName(name)
        }
        let token = AccessToken.generate()
        try await store.add(UserAccount(name: name, tokenDigest: token.digest, createdAt: now))
        return token
    }

    /// Every user, by name.
    public func list() async throws -> [UserAccount] {
        try await store.accounts()
    }

    /// Removes the user called `name`, whose token stops working at once; returns whether there
    /// was one. Their conversations, permissions and vocabulary stay, for the command line.
    @discardableResult
    public func remove(name: String) async throws -> Bool {
        try await store.remove(named: name)
    }

    /// The user whose token `token` is, or `nil`.
    ///
    /// The store is searched by the token's SHA-256 digest, so how long the search takes says
    /// nothing about the token; the digest found is compared again in constant time.
    public func authenticate(_ token: String) async throws -> UserAccount? {
        guard token.hasPrefix(AccessToken.prefix) else { return nil }
        let digest = AccessToken(token).digest
        guard let account = try await store.account(tokenDigest: digest),
            constantTimeEquals(account.tokenDigest, digest)
        else { return nil }
        return account
    }
}
