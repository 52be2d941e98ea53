import GRDB
import Hark

/// A row of `vocabulary`: one kind of an app's values for a user, as JSON, in the order the app
/// gave them.
struct VocabularyRecord: HarkRecord {
    static let databaseTableName = "vocabulary"

    var user: String
    var app: String
    var kind: String
    var values: [SpeakableString]

    enum CodingKeys: String, CodingKey {
        case user, app, kind
        case values = "json"
    }

    enum Columns {
        static let user = Column(CodingKeys.user)
        static let app = Column(CodingKeys.app)
        static let kind = Column(CodingKeys.kind)
        static let values = Column(CodingKeys.values)
    }

    static func description(of row: Row) -> String {
        "the \(row.text(Columns.kind)) vocabulary of '\(row.text(Columns.app))' for user '\(row.text(Columns.user))'"
    }
}
