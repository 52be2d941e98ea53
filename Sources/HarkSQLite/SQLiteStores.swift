public import Foundation
import GRDB
public import Hark
public import HarkAssistant
public import HarkDialog
public import HarkLanguage

/// Conversations in ``HarkDatabase``: one row per user and id, the conversation as JSON.
public struct SQLiteConversationStore: ConversationStore {
    public let database: HarkDatabase

    public init(database: HarkDatabase) {
        self.database = database
    }

    public func conversation(id: String, user: String) async throws -> Conversation? {
        let data = try await database.read { db in
            try Data.fetchOne(db, sql: "SELECT json FROM conversation WHERE user = ? AND id = ?", arguments: [user, id])
        }
        guard let data else { return nil }
        do {
            return try JSONDecoder.hark.decode(Conversation.self, from: data)
        } catch {
            throw StoreError(
                code: .damagedRecord, path: database.url.path,
                message: "conversation '\(id)' of user '\(user)' does not decode: \(error)"
            )
        }
    }

    public func save(_ conversation: Conversation) async throws {
        let data = try JSONEncoder.hark.encode(conversation)
        try await database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO conversation (user, id, updatedAt, json) VALUES (?, ?, ?, ?)
                    ON CONFLICT (user, id) DO UPDATE SET updatedAt = excluded.updatedAt, json = excluded.json
                    """,
                arguments: [conversation.user, conversation.id, conversation.updatedAt.timeIntervalSince1970, data]
            )
        }
    }

    @discardableResult
    public func removeConversations(inactiveSince date: Date) async throws -> Int {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM conversation WHERE updatedAt < ?", arguments: [date.timeIntervalSince1970])
            return db.changesCount
        }
    }
}

/// Authorizations in ``HarkDatabase``: the user's answer per app.
public struct SQLiteAuthorizationStore: AuthorizationStore {
    public let database: HarkDatabase

    public init(database: HarkDatabase) {
        self.database = database
    }

    public func status(app: String, user: String) async throws -> AuthorizationStatus {
        let raw = try await database.read { db in
            try String.fetchOne(db, sql: "SELECT status FROM authorization WHERE user = ? AND app = ?", arguments: [user, app])
        }
        guard let raw else { return .notDetermined }
        guard let status = AuthorizationStatus(rawValue: raw) else {
            throw StoreError(
                code: .damagedRecord, path: database.url.path,
                message: "the authorization of '\(app)' for user '\(user)' is '\(raw)', which is no status"
            )
        }
        return status
    }

    public func setStatus(_ status: AuthorizationStatus, app: String, user: String) async throws {
        try await database.write { db in
            if status == .notDetermined {
                try db.execute(sql: "DELETE FROM authorization WHERE user = ? AND app = ?", arguments: [user, app])
            } else {
                try db.execute(
                    sql: """
                        INSERT INTO authorization (user, app, status) VALUES (?, ?, ?)
                        ON CONFLICT (user, app) DO UPDATE SET status = excluded.status
                        """,
                    arguments: [user, app, status.rawValue]
                )
            }
        }
    }
}

/// Vocabulary in ``HarkDatabase``: per user, app and kind, the values in the order the app gave.
///
/// Apps in other processes (an app's own command line) register through it too, so the
/// assistant sees a list created there at its next turn.
public struct SQLiteVocabularyStore: VocabularyStore {
    public let database: HarkDatabase

    public init(database: HarkDatabase) {
        self.database = database
    }

    public func setVocabulary(_ values: [SpeakableString], of kind: String, app: String, user: String) async throws {
        let data = try JSONEncoder.hark.encode(values)
        try await database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO vocabulary (user, app, kind, json) VALUES (?, ?, ?, ?)
                    ON CONFLICT (user, app, kind) DO UPDATE SET json = excluded.json
                    """,
                arguments: [user, app, kind, data]
            )
        }
    }

    public func vocabulary(user: String) async throws -> Vocabulary {
        let rows = try await database.read { db in
            try Row.fetchAll(db, sql: "SELECT app, kind, json FROM vocabulary WHERE user = ? ORDER BY app, kind", arguments: [user])
                .map { (app: $0["app"] as String, kind: $0["kind"] as String, json: $0["json"] as Data) }
        }
        var vocabulary = Vocabulary()
        for row in rows {
            do {
                vocabulary.register(try JSONDecoder.hark.decode([SpeakableString].self, from: row.json), kind: row.kind, app: row.app)
            } catch {
                throw StoreError(
                    code: .damagedRecord, path: database.url.path,
                    message: "the \(row.kind) vocabulary of '\(row.app)' for user '\(user)' does not decode: \(error)"
                )
            }
        }
        return vocabulary
    }
}

extension JSONEncoder {
    /// Stable output: sorted keys, dates as seconds since 1970.
    static var hark: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }
}

extension JSONDecoder {
    static var hark: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}
