import Foundation
import GRDB
import HarkShortcuts

/// A row of `phrase`: the whole phrase as its JSON, beside the columns that find it (user, id) and
/// keep two of a user's phrases from reading alike (user, key).
struct PhraseRecord: HarkRecord {
    static let databaseTableName = "phrase"

    /// The order phrases were added in, which editing keeps; `nil` until inserted.
    var seq: Int64?
    var user: String
    /// The phrase's ``VoicePhrase/id``, as `uuidString`.
    var id: String
    /// ``VoicePhrase/key``.
    var key: String
    var phrase: VoicePhrase

    enum CodingKeys: String, CodingKey {
        case seq, user, id, key
        case phrase = "json"
    }

    enum Columns {
        static let seq = Column(CodingKeys.seq)
        static let user = Column(CodingKeys.user)
        static let id = Column(CodingKeys.id)
        static let key = Column(CodingKeys.key)
        static let phrase = Column(CodingKeys.phrase)
    }

    init(_ phrase: VoicePhrase) {
        user = phrase.user
        id = phrase.id.uuidString
        key = phrase.key
        self.phrase = phrase
    }

    static func description(of row: Row) -> String {
        "phrase '\(row.text(Columns.id))' of user '\(row.text(Columns.user))'"
    }
}
