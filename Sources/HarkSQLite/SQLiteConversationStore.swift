public import Foundation
import GRDB
public import HarkAssistant
public import HarkDialog
public import HarkShortcuts

/// Conversations in ``HarkDatabase``: one row per user and id, the conversation as JSON
/// (``ConversationRecord``). With ``SQLiteShortcutStore`` on the same database, a turn's
/// conversation and donation are written in one transaction (``TurnCommitting``).
public struct SQLiteConversationStore: TurnCommitting {
    public let database: HarkDatabase

    public init(database: HarkDatabase) {
        self.database = database
    }

    // A turn reads its conversation and writes it back with the donation: statements written
    // by hand and prepared once per connection, the JSON coded as HarkRecord says.

    public func conversation(id: String, user: String) async throws -> Conversation? {
        try await database.read { db in
            let select = try db.cachedStatement(sql: "SELECT json FROM conversation WHERE user = ? AND id = ?")
            guard let json = try Data.fetchOne(select, arguments: [user, id]) else { return nil }
            return try ConversationRecord.decodeJSON(
                Conversation.self, from: json, key: DecodedJSONCache.key("conversation", user, id), cache: database.decoded,
                record: "conversation '\(id)' of user '\(user)'")
        }
    }

    public func save(_ conversation: Conversation) async throws {
        try await database.write { db in
            try ConversationRecord.upsert(conversation, in: db, cache: database.decoded)
        }
    }

    public func save(_ conversation: Conversation, donating donation: Donation, to shortcuts: any ShortcutStore) async throws -> Bool {
        guard let shortcuts = shortcuts as? SQLiteShortcutStore, shortcuts.database === database else { return false }
        try await database.write { db in
            try ConversationRecord.upsert(conversation, in: db, cache: database.decoded)
            try DonationRecord.insert(donation, in: db)
        }
        return true
    }

    @discardableResult
    public func removeConversations(inactiveSince date: Date) async throws -> Int {
        try await database.write { db in
            try ConversationRecord.filter { $0.updatedAt < date.timeIntervalSince1970 }.deleteAll(db)
        }
    }
}
