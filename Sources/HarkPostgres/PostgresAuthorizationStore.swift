public import HarkAssistant
public import HarkDialog
import PostgresNIO

/// Authorizations in a ``PostgresDatabase``: the user's answer per app.
public struct PostgresAuthorizationStore: AuthorizationStore {
    public let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func status(app: String, user: String) async throws -> AuthorizationStatus {
        try await database.reading { client in
            let rows = try await client.query(
                "SELECT status FROM hark_authorization WHERE user_name = \(user) AND app = \(app)", logger: database.logger)
            guard let raw = try await rows.collect(String.self).first else { return .notDetermined }
            guard let status = AuthorizationStatus(rawValue: raw) else {
                throw DamagedRecord(record: "the authorization of '\(app)' for user '\(user)'", reason: UnknownStatus(raw: raw))
            }
            return status
        }
    }

    public func setStatus(_ status: AuthorizationStatus, app: String, user: String) async throws {
        try await database.writing { client in
            if status == .notDetermined {
                try await client.query("DELETE FROM hark_authorization WHERE user_name = \(user) AND app = \(app)", logger: database.logger)
            } else {
                try await client.query(
                    """
                    INSERT INTO hark_authorization (user_name, app, status) VALUES (\(user), \(app), \(status.rawValue))
                    ON CONFLICT (user_name, app) DO UPDATE SET status = excluded.status
                    """, logger: database.logger)
            }
        }
    }

    /// A status this version does not know.
    struct UnknownStatus: Error, CustomStringConvertible {
        var raw: String
        var description: String { "'\(raw)' is not an authorization status" }
    }
}
