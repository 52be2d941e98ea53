public import Foundation
import GRDB
public import HarkAssistant

/// Users in ``HarkDatabase``: one row per user, with the SHA-256 digest of their access token.
public struct SQLiteUserStore: UserStore {
    public let database: HarkDatabase

    public init(database: HarkDatabase) {
        self.database = database
    }

    public func add(_ account: UserAccount) async throws {
        let added = try await database.write { db in
            try db.execute(
                sql: "INSERT INTO user (name, tokenDigest, createdAt) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING",
                arguments: [account.name, Data(account.tokenDigest), account.createdAt.timeIntervalSince1970]
            )
            return db.changesCount == 1
        }
        guard added else {
            throw AssistantError(code: .userExists, message: "a user called '\(account.name)' exists already")
        }
    }

    public func account(tokenDigest digest: [UInt8]) async throws -> UserAccount? {
        try await database.read { db in
            try Row.fetchOne(
                db, sql: "SELECT name, tokenDigest, createdAt FROM user WHERE tokenDigest = ?", arguments: [Data(digest)]
            ).map(Self.account)
        }
    }

    public func accounts() async throws -> [UserAccount] {
        try await database.read { db in
            try Row.fetchAll(db, sql: "SELECT name, tokenDigest, createdAt FROM user ORDER BY name").map(Self.account)
        }
    }

    @discardableResult
    public func remove(named name: String) async throws -> Bool {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM user WHERE name = ?", arguments: [name])
            return db.changesCount == 1
        }
    }

    private static func account(_ row: Row) -> UserAccount {
        let digest: Data = row["tokenDigest"]
        let created: Double = row["createdAt"]
        return UserAccount(name: row["name"], tokenDigest: Array(digest), createdAt: Date(timeIntervalSince1970: created))
    }
}
