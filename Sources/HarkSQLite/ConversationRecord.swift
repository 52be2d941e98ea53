import Foundation
import GRDB
import HarkDialog

/// A row of `conversation`: a conversation as its JSON, beside the columns that find it (user,
/// id) and expire it (when it last changed).
struct ConversationRecord: HarkRecord {
    static let databaseTableName = "conversation"

    var user: String
    var id: String
    var updatedAt: Date
    var conversation: Conversation

    enum CodingKeys: String, CodingKey {
        case user, id, updatedAt
        case conversation = "json"
    }

    enum Columns {
        static let user = Column(CodingKeys.user)
        static let id = Column(CodingKeys.id)
        static let updatedAt = Column(CodingKeys.updatedAt)
        static let conversation = Column(CodingKeys.conversation)
    }

    init(_ conversation: Conversation) {
        user = conversation.user
        id = conversation.id
        updatedAt = conversation.updatedAt
        self.conversation = conversation
    }

    static func description(of row: Row) -> String {
        "conversation '\(row.text(Columns.id))' of user '\(row.text(Columns.user))'"
    }

    /// Inserts `conversation`, or replaces the row of the same user and id: what `upsert`
    /// does, as one prepared statement; `cache` remembers it, for the next turn's read.
    static func upsert(_ conversation: Conversation, in db: Database, cache: DecodedJSONCache) throws {
        let upsert = try db.cachedStatement(
            sql: """
                INSERT INTO conversation (user, id, updatedAt, json) VALUES (?, ?, ?, ?)
                ON CONFLICT (user, id) DO UPDATE SET updatedAt = excluded.updatedAt, json = excluded.json
                """)
        try upsert.execute(arguments: [
            conversation.user, conversation.id, conversation.updatedAt.timeIntervalSince1970,
            try jsonText(conversation, remembering: DecodedJSONCache.key("conversation", conversation.user, conversation.id), in: cache),
        ])
    }
}
