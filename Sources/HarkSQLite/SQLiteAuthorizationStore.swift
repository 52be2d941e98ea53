import GRDB
public import HarkAssistant
public import HarkDialog

/// Authorizations in ``HarkDatabase``: the user's answer per app (``AuthorizationRecord``).
public struct SQLiteAuthorizationStore: AuthorizationStore {
    public let database: HarkDatabase

    public init(database: HarkDatabase) {
        self.database = database
    }

    public func status(app: String, user: String) async throws -> AuthorizationStatus {
        // Asked at every request: one prepared statement.
        try await database.read { db in
            let select = try db.cachedStatement(sql: "SELECT status FROM authorization WHERE user = ? AND app = ?")
            guard let raw = try String.fetchOne(select, arguments: [user, app]) else { return .notDetermined }
            guard let status = AuthorizationStatus(rawValue: raw) else {
                throw DamagedRecord(
                    record: "the authorization of '\(app)' for user '\(user)'", reason: AuthorizationRecord.UnknownStatus(raw: raw))
            }
            return status
        }
    }

    public func setStatus(_ status: AuthorizationStatus, app: String, user: String) async throws {
        try await database.write { db in
            if status == .notDetermined {
                try AuthorizationRecord.filter { $0.user == user && $0.app == app }.deleteAll(db)
            } else {
                try AuthorizationRecord(user: user, app: app, status: status).upsert(db)
            }
        }
    }
}
