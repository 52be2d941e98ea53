import Foundation
import GRDB
import HarkAccounts

/// A row of `user`: a user's name, the SHA-256 digest of their token as a blob, and when they
/// were added, and when the token stops working (NULL: when it is replaced).
struct UserRecord: HarkRecord {
    static let databaseTableName = "user"

    var name: String
    var tokenDigest: Data
    var createdAt: Date
    var expiresAt: Date?

    enum Columns {
        static let name = Column(CodingKeys.name)
        static let tokenDigest = Column(CodingKeys.tokenDigest)
        static let createdAt = Column(CodingKeys.createdAt)
        static let expiresAt = Column(CodingKeys.expiresAt)
    }

    init(_ account: UserAccount) {
        name = account.name
        tokenDigest = Data(account.tokenDigest)
        createdAt = account.createdAt
        expiresAt = account.expiresAt
    }

    var account: UserAccount {
        UserAccount(name: name, tokenDigest: Array(tokenDigest), createdAt: createdAt, expiresAt: expiresAt)
    }

    static func description(of row: Row) -> String {
        "user '\(row.text(Columns.name))'"
    }
}
