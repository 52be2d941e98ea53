public import Foundation
public import HarkAccounts
import PostgresNIO

/// Users in a ``PostgresDatabase``: one row per user, with the SHA-256 digest of their access
/// token. A token made on one node lets its user in on every node.
public struct PostgresUserStore: UserStore {
    public let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func add(_ account: UserAccount) async throws {
        let digest = Data(account.tokenDigest)
        let created = account.createdAt.timeIntervalSince1970
        let expires = account.expiresAt?.timeIntervalSince1970
        // One statement: nobody can take the name between a check and the insertion.
        let added = try await database.writing { client in
            try await client.query(
                """
                INSERT INTO hark_user (name, token_digest, created_at, expires_at)
                VALUES (\(account.name), \(digest), \(created), \(expires))
                ON CONFLICT (name) DO NOTHING RETURNING 1
                """, logger: database.logger
            ).count()
        }
        guard added == 1 else {
            throw AccountError.userExists(account.name)
        }
    }

    public func account(tokenDigest digest: [UInt8]) async throws -> UserAccount? {
        let digest = Data(digest)
        return try await database.reading { client in
            try await Self.accounts(
                client.query(
                    "SELECT name, token_digest, created_at, expires_at FROM hark_user WHERE token_digest = \(digest)",
                    logger: database.logger)
            ).first
        }
    }

    public func accounts() async throws -> [UserAccount] {
        try await database.reading { client in
            try await Self.accounts(
                client.query("SELECT name, token_digest, created_at, expires_at FROM hark_user ORDER BY name", logger: database.logger))
        }
    }

    @discardableResult
    public func remove(named name: String) async throws -> Bool {
        try await database.writing { client in
            try await client.query("DELETE FROM hark_user WHERE name = \(name) RETURNING 1", logger: database.logger).count() > 0
        }
    }

    public func replaceToken(named name: String, digest: [UInt8], expiresAt: Date?) async throws -> Bool {
        let digest = Data(digest)
        let expires = expiresAt?.timeIntervalSince1970
        return try await database.writing { client in
            try await client.query(
                "UPDATE hark_user SET token_digest = \(digest), expires_at = \(expires) WHERE name = \(name) RETURNING 1",
                logger: database.logger
            ).count() > 0
        }
    }

    /// The accounts of rows of name, token digest, creation and expiry.
    private static func accounts(_ rows: PostgresRowSequence) async throws -> [UserAccount] {
        var accounts: [UserAccount] = []
        for try await (name, digest, created, expires) in rows.decode((String, Data, Double, Double?).self) {
            accounts.append(
                UserAccount(
                    name: name, tokenDigest: Array(digest), createdAt: Date(timeIntervalSince1970: created),
                    expiresAt: expires.map(Date.init(timeIntervalSince1970:))))
        }
        return accounts
    }
}
