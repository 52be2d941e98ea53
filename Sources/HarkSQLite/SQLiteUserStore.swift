public import Foundation
import GRDB
public import HarkAccounts

/// Users in ``HarkDatabase``: one row per user, with the SHA-256 digest of their access token
/// (``UserRecord``).
public struct SQLiteUserStore: UserStore {
    public let database: HarkDatabase

    public init(database: HarkDatabase) {
        self.database = database
    }

    public func add(_ account: UserAccount) async throws {
        // The check and the insertion in one transaction: nobody can take the name in between.
        let added = try await database.write { db in
            if try UserRecord.exists(db, key: account.name) { return false }
            try UserRecord(account).insert(db)
            return true
        }
        guard added else {
            throw AccountError.userExists(account.name)
        }
    }

    public func account(tokenDigest digest: [UInt8]) async throws -> UserAccount? {
        try await database.read { db in
            try UserRecord.filter { $0.tokenDigest == Data(digest) }.fetchOne(db)?.account
        }
    }

    public func accounts() async throws -> [UserAccount] {
        try await database.read { db in
            try UserRecord.order(\.name).fetchAll(db).map(\.account)
        }
    }

    @discardableResult
    public func remove(named name: String) async throws -> Bool {
        try await database.write { db in
            try UserRecord.deleteOne(db, key: name)
        }
    }

    public func replaceToken(named name: String, digest: [UInt8], expiresAt: Date?) async throws -> Bool {
        // Seconds since 1970, as the record's dates are written (HarkRecord), not GRDB's date text.
        try await database.write { db in
            try UserRecord.filter(key: name).updateAll(
                db, UserRecord.Columns.tokenDigest.set(to: Data(digest)),
                UserRecord.Columns.expiresAt.set(to: expiresAt?.timeIntervalSince1970)) > 0
        }
    }
}
