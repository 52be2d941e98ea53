public import Foundation
public import Hark

/// A person who may use the assistant over the network, and the digest of their access token.
///
/// The token itself is never kept: only its SHA-256 digest, from which it cannot be recovered.
/// The name is the user every conversation, authorization and vocabulary is kept for
/// (``Session/user``).
public struct UserAccount: Sendable, Hashable, Codable {
    /// The user's name: letters, digits, `.`, `_` and `-`.
    public var name: String
    /// The SHA-256 digest of the user's access token, 32 bytes.
    public var tokenDigest: [UInt8]
    /// When the user was added.
    public var createdAt: Date
    /// When the token stops working, or `nil` for a token that works until it is replaced or
    /// its user removed.
    public var expiresAt: Date?

    public init(name: String, tokenDigest: [UInt8], createdAt: Date, expiresAt: Date? = nil) {
        self.name = name
        self.tokenDigest = tokenDigest
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }

    /// Whether the token no longer works at `date`.
    public func hasExpired(at date: Date) -> Bool {
        expiresAt.map { $0 <= date } ?? false
    }
}

/// The users of an assistant served over the network.
public protocol UserStore: Sendable {
    /// Adds `account`.
    ///
    /// - Throws: ``AccountError`` with code `userExists` when the name is taken, leaving the
    ///   existing user as it is.
    func add(_ account: UserAccount) async throws
    /// The user whose token has `digest`, or `nil`.
    func account(tokenDigest digest: [UInt8]) async throws -> UserAccount?
    /// Every user, by name.
    func accounts() async throws -> [UserAccount]
    /// Removes the user called `name`; returns whether there was one.
    @discardableResult
    func remove(named name: String) async throws -> Bool
    /// Gives the user called `name` the token whose digest is `digest`, working until
    /// `expiresAt` (or for good with `nil`): their previous token stops working at once.
    /// Returns whether there was such a user.
    func replaceToken(named name: String, digest: [UInt8], expiresAt: Date?) async throws -> Bool
}

/// Users in memory: the test double and the default of a single process.
public actor MemoryUserStore: UserStore {
    private var byName: [String: UserAccount] = [:]

    public init() {}

    public func add(_ account: UserAccount) throws {
        guard byName[account.name] == nil else { throw AccountError.userExists(account.name) }
        byName[account.name] = account
    }

    public func account(tokenDigest digest: [UInt8]) -> UserAccount? {
        byName.values.first { $0.tokenDigest == digest }
    }

    public func accounts() -> [UserAccount] {
        byName.values.sorted { $0.name < $1.name }
    }

    public func remove(named name: String) -> Bool {
        byName.removeValue(forKey: name) != nil
    }

    public func replaceToken(named name: String, digest: [UInt8], expiresAt: Date?) -> Bool {
        guard byName[name] != nil else { return false }
        byName[name]?.tokenDigest = digest
        byName[name]?.expiresAt = expiresAt
        return true
    }
}

extension UserAccount {
    /// Whether `name` can name a user: 1 to 64 ASCII letters, digits, `.`, `_` or `-`, not
    /// starting with `.` or `-`.
    public static func isValidName(_ name: String) -> Bool {
        guard (1...64).contains(name.utf8.count), let first = name.first, first != ".", first != "-" else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
        }
    }
}
