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

    public func save(_ conversation: Conversation, donating donation: Donation, to shortcuts: any ShortcutStore) async throws -> Bool {
        guard let shortcuts = shortcuts as? SQLiteShortcutStore, shortcuts.database === database else { return false }
        try await database.write { db in
            try ConversationRecord(conversation).upsert(db)
            try DonationRecord(donation).insert(db)
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
