import Foundation
import GRDB
public import Hark
public import HarkAssistant
public import HarkLanguage

/// Vocabulary in ``HarkDatabase``: per user, app and kind, the values in the order the app gave
/// (``VocabularyRecord``).
///
/// Apps in other processes (an app's own command line) register through it too, so the
/// assistant sees a list created there at its next turn.
public struct SQLiteVocabularyStore: VocabularyStore {
    public let database: HarkDatabase

    public init(database: HarkDatabase) {
        self.database = database
    }

    public func setVocabulary(_ values: [SpeakableString], of kind: String, app: String, user: String) async throws {
        // An app registers at every change of its lists: one prepared statement.
        let json = try VocabularyRecord.jsonText(
            values, remembering: DecodedJSONCache.key("vocabulary", user, app, kind), in: database.decoded)
        try await database.write { db in
            let upsert = try db.cachedStatement(
                sql: """
                    INSERT INTO vocabulary (user, app, kind, json) VALUES (?, ?, ?, ?)
                    ON CONFLICT (user, app, kind) DO UPDATE SET json = excluded.json
                    """)
            try upsert.execute(arguments: [user, app, kind, json])
        }
    }

    public func vocabulary(user: String) async throws -> Vocabulary {
        // Asked at every request: one prepared statement.
        try await database.read { db in
            let select = try db.cachedStatement(sql: "SELECT user, app, kind, json FROM vocabulary WHERE user = ? ORDER BY app, kind")
            var vocabulary = Vocabulary()
            for row in try Row.fetchAll(select, arguments: [user]) {
                let record = { VocabularyRecord.description(of: row) }
                let app = try row.value(String.self, "app", record: record())
                let kind = try row.value(String.self, "kind", record: record())
                let json = try row.value(Data.self, "json", record: record())
                let values = try VocabularyRecord.decodeJSON(
                    [SpeakableString].self, from: json, key: DecodedJSONCache.key("vocabulary", user, app, kind), cache: database.decoded,
                    record: record())
                vocabulary.register(values, kind: kind, app: app)
            }
            return vocabulary
        }
    }
}
