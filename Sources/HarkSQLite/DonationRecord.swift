import Foundation
import GRDB
import HarkShortcuts

/// A row of `donation`: the whole donation as its JSON, beside the columns that queries and
/// deletions select by.
struct DonationRecord: HarkRecord {
    static let databaseTableName = "donation"

    /// The order donations were kept in; `nil` until inserted.
    var seq: Int64?
    /// The donation's ``Donation/id``, as `uuidString`.
    var id: String
    var user: String
    var app: String
    var date: Date
    var identifier: String?
    var groupIdentifier: String?
    var donation: Donation

    enum CodingKeys: String, CodingKey {
        case seq, id, user, app, date, identifier, groupIdentifier
        case donation = "json"
    }

    enum Columns {
        static let seq = Column(CodingKeys.seq)
        static let id = Column(CodingKeys.id)
        static let user = Column(CodingKeys.user)
        static let app = Column(CodingKeys.app)
        static let date = Column(CodingKeys.date)
        static let identifier = Column(CodingKeys.identifier)
        static let groupIdentifier = Column(CodingKeys.groupIdentifier)
        static let donation = Column(CodingKeys.donation)
    }

    init(_ donation: Donation) {
        id = donation.id.uuidString
        user = donation.user
        app = donation.app
        date = donation.date
        identifier = donation.identifier
        groupIdentifier = donation.groupIdentifier
        self.donation = donation
    }

    static func description(of row: Row) -> String {
        "donation '\(row.text(Columns.id))' of user '\(row.text(Columns.user))'"
    }

    /// Inserts `donation` as `insert` does, as one prepared statement.
    static func insert(_ donation: Donation, in db: Database) throws {
        let insert = try db.cachedStatement(
            sql: "INSERT INTO donation (id, user, app, date, identifier, groupIdentifier, json) VALUES (?, ?, ?, ?, ?, ?, ?)")
        try insert.execute(arguments: [
            donation.id.uuidString, donation.user, donation.app, donation.date.timeIntervalSince1970, donation.identifier,
            donation.groupIdentifier, try jsonText(donation),
        ])
    }
}
