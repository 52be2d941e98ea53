public import Foundation
import GRDB
public import HarkAssistant
public import HarkDialog

/// Conversations in ``HarkDatabase``: one row per user and id, the conversation as JSON
/// (``ConversationRecord``).
public struct SQLiteConversationStore: ConversationStore {
    public let database: HarkDatabase

    public init(database: HarkDatabase) {
        self.database = database
    }

    public func conversation(id: String, user: String) async throws -> Conversation? {
        try await database.read { db in
            try ConversationRecord.filter { $0.user == user && $0.id == id }.fetchOne(db)?.conversation
        }
    }

    public func save(_ conversation: Conversation) async throws {
        try await database.write { db in
            try ConversationRecord(conversation).upsert(db)
        }
    }

    @discardableResult
    public func removeConversations(inactiveSince date: Date) async throws -> Int {
        try await database.write { db in
            try ConversationRecord.filter { $0.updatedAt < date.timeIntervalSince1970 }.deleteAll(db)
        }
    }
}
