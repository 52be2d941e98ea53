import GRDB
import HarkDialog

/// A row of `authorization`: a user's answer about an app, by its raw value (`allowed`,
/// `denied`). A user who was never asked has no row.
struct AuthorizationRecord: HarkRecord {
    static let databaseTableName = "authorization"

    var user: String
    var app: String
    var status: AuthorizationStatus

    enum Columns {
        static let user = Column(CodingKeys.user)
        static let app = Column(CodingKeys.app)
        static let status = Column(CodingKeys.status)
    }

    /// A status no version of Hark wrote.
    struct UnknownStatus: Error, CustomStringConvertible {
        var raw: String
        var description: String { "unknown status '\(raw)'" }
    }

    static func description(of row: Row) -> String {
        "the authorization of '\(row.text(Columns.app))' for user '\(row.text(Columns.user))'"
    }
}
