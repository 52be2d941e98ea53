public import Foundation
public import HarkAssistant
public import HarkDialog
public import HarkShortcuts
import PostgresNIO

/// Conversations in a ``PostgresDatabase``: one row per user and id, the conversation as JSON.
/// With ``PostgresShortcutStore`` on the same database, a turn's conversation and donation are
/// written in one transaction (``TurnCommitting``).
public struct PostgresConversationStore: TurnCommitting {
    public let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func conversation(id: String, user: String) async throws -> Conversation? {
        try await database.reading { client in
            let rows = try await client.query(
                "SELECT json FROM hark_conversation WHERE user_name = \(user) AND id = \(id)", logger: database.logger)
            guard let json = try await rows.collect(String.self).first else { return nil }
            return try RecordJSON.decode(Conversation.self, from: json, record: "conversation '\(id)' of user '\(user)'")
        }
    }

    public func save(_ conversation: Conversation) async throws {
        let query = try Self.upsert(conversation)
        try await database.writing { client in
            try await client.query(query, logger: database.logger)
        }
    }

    public func save(_ conversation: Conversation, donating donation: Donation, to shortcuts: any ShortcutStore) async throws -> Bool {
        guard let shortcuts = shortcuts as? PostgresShortcutStore, shortcuts.database === database else { return false }
        let upsert = try Self.upsert(conversation)
        let insert = try PostgresShortcutStore.insert(donation)
        try await database.transaction { connection in
            try await connection.query(upsert, logger: database.logger)
            try await connection.query(insert, logger: database.logger)
        }
        return true
    }

    @discardableResult
    public func removeConversations(inactiveSince date: Date) async throws -> Int {
        let seconds = date.timeIntervalSince1970
        return try await database.writing { client in
            try await client.query("DELETE FROM hark_conversation WHERE updated_at < \(seconds) RETURNING 1", logger: database.logger)
                .count()
        }
    }

    /// Inserts `conversation`, or replaces the row of the same user and id.
    static func upsert(_ conversation: Conversation) throws -> PostgresQuery {
        let json = try RecordJSON.text(conversation)
        return """
            INSERT INTO hark_conversation (user_name, id, updated_at, json)
            VALUES (\(conversation.user), \(conversation.id), \(conversation.updatedAt.timeIntervalSince1970), \(json))
            ON CONFLICT (user_name, id) DO UPDATE SET updated_at = excluded.updated_at, json = excluded.json
            """
    }
}
