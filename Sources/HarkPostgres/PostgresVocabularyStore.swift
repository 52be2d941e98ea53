public import Hark
public import HarkAssistant
public import HarkLanguage
import PostgresNIO

/// Vocabulary in a ``PostgresDatabase``: per user, app and kind, the values in the order the app
/// gave. What an app registers on one node, every node's next turn recognizes.
public struct PostgresVocabularyStore: VocabularyStore {
    public let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func setVocabulary(_ values: [SpeakableString], of kind: String, app: String, user: String) async throws {
        let json = try RecordJSON.text(values)
        try await database.writing { client in
            try await client.query(
                """
                INSERT INTO hark_vocabulary (user_name, app, kind, json) VALUES (\(user), \(app), \(kind), \(json))
                ON CONFLICT (user_name, app, kind) DO UPDATE SET json = excluded.json
                """, logger: database.logger)
        }
    }

    public func vocabulary(user: String) async throws -> Vocabulary {
        try await database.reading { client in
            let rows = try await client.query(
                "SELECT app, kind, json FROM hark_vocabulary WHERE user_name = \(user) ORDER BY app, kind", logger: database.logger)
            var vocabulary = Vocabulary()
            for try await (app, kind, json) in rows.decode((String, String, String).self) {
                let values = try RecordJSON.decode(
                    [SpeakableString].self, from: json, record: "the vocabulary '\(kind)' of '\(app)' for user '\(user)'")
                vocabulary.register(values, kind: kind, app: app)
            }
            return vocabulary
        }
    }
}
