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
}
