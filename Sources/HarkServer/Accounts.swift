public import Foundation
public import HarkAccounts

/// The users of the server and their tokens, over a ``UserStore``.
///
/// ```swift
/// let accounts = Accounts(store: SQLiteUserStore(database: database))
/// let token = try await accounts.add(name: "alice")     // shown once, never stored
/// try await accounts.authenticate(token.value)?.name    // "alice"
/// let next = try await accounts.replaceToken(of: "alice", expiresAt: .now.addingTimeInterval(30 * 86_400))
/// try await accounts.authenticate(token.value)          // nil: the first token stopped working
/// ```
public struct Accounts: Sendable {
    /// Where the users and their token digests are kept.
    public let store: any UserStore

    public init(store: any UserStore) {
        self.store = store
    }

    /// Adds a user called `name` with a new token working until `expiresAt` (for good with
    /// `nil`), and returns the token.
    ///
    /// - Throws: ``ServerError`` with code `invalidUserName` for a name that cannot name a user,
    ///   or ``AccountError`` with code `userExists` when the name is taken.
    public func add(name: String, expiresAt: Date? = nil, now: Date = Date()) async throws -> AccessToken {
        guard UserAccount.isValidName(name) else {
            throw ServerError.invalidUserName(name)
        }
        let token = AccessToken.generate()
        try await store.add(UserAccount(name: name, tokenDigest: token.digest, createdAt: now, expiresAt: expiresAt))
        return token
    }

    /// Gives the user called `name` a new token working until `expiresAt` (for good with
    /// `nil`), and returns it; their previous token stops working at once, on every server
    /// sharing the store.
    ///
    /// - Throws: ``AccountError`` with code `unknownUser` when nobody is called `name`.
    public func replaceToken(of name: String, expiresAt: Date? = nil) async throws -> AccessToken {
        let token = AccessToken.generate()
        guard try await store.replaceToken(named: name, digest: token.digest, expiresAt: expiresAt) else {
            throw AccountError.unknownUser(name)
        }
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

    /// The user whose token `token` is, or `nil` for a token of nobody's or one that expired
    /// by `date`.
    public func authenticate(_ token: String, at date: Date = Date()) async throws -> UserAccount? {
        guard case .user(let account) = try await check(token, at: date) else { return nil }
        return account
    }

    /// What `token` is at `date`: a user's working token, one that expired, or nobody's.
    ///
    /// The store is searched by the token's SHA-256 digest, so how long the search takes says
    /// nothing about the token; the digest found is compared again in constant time.
    public func check(_ token: String, at date: Date = Date()) async throws -> TokenCheck {
        try await check(AccessToken(token), at: date)
    }

    /// What `token` is at `date`, as ``check(_:at:)-(String,_)`` says.
    public func check(_ token: AccessToken, at date: Date = Date()) async throws -> TokenCheck {
        guard token.value.hasPrefix(AccessToken.prefix) else { return .unknown }
        guard let account = try await store.account(tokenDigest: token.digest), token.matches(digest: account.tokenDigest) else {
            return .unknown
        }
        return account.hasExpired(at: date) ? .expired(account) : .user(account)
    }

    /// What a token turned out to be.
    public enum TokenCheck: Sendable, Equatable {
        /// The token of this user, working.
        case user(UserAccount)
        /// The token of this user, past its expiry.
        case expired(UserAccount)
        /// Nobody's token.
        case unknown
    }
}
