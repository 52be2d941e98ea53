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
        let record = try await database.read { db in
            try AuthorizationRecord.filter { $0.user == user && $0.app == app }.fetchOne(db)
        }
        return record?.status ?? .notDetermined
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
