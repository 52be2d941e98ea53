public import Foundation
import HarkAssistant
public import HarkShortcuts
import PostgresNIO

/// Donations and phrases in a ``PostgresDatabase``, per user: each as its JSON, beside the
/// columns that select it.
///
/// The database enforces that no two phrases of a user read alike, so two nodes adding the same
/// phrase at once cannot both succeed.
public struct PostgresShortcutStore: ShortcutStore {
    public let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    // MARK: Donations

    public func add(_ donation: Donation) async throws {
        let insert = try Self.insert(donation)
        try await database.writing { client in
            try await client.query(insert, logger: database.logger)
        }
    }

    public func donations(user: String, app: String?) async throws -> [Donation] {
        try await database.reading { client in
            let rows =
                if let app {
                    try await client.query(
                        "SELECT id, json FROM hark_donation WHERE user_name = \(user) AND app = \(app) ORDER BY date, seq",
                        logger: database.logger)
                } else {
                    try await client.query(
                        "SELECT id, json FROM hark_donation WHERE user_name = \(user) ORDER BY date, seq", logger: database.logger)
                }
            var donations: [Donation] = []
            for try await (id, json) in rows.decode((String, String).self) {
                donations.append(try RecordJSON.decode(Donation.self, from: json, record: "donation '\(id)' of user '\(user)'"))
            }
            return donations
        }
    }

    @discardableResult
    public func deleteDonations(user: String, app: String, _ deletion: DonationDeletion) async throws -> Int {
        let query: PostgresQuery =
            switch deletion {
            case .identifiers(let identifiers):
                "DELETE FROM hark_donation WHERE user_name = \(user) AND app = \(app) AND identifier = ANY(\(identifiers)) RETURNING 1"
            case .group(let group):
                "DELETE FROM hark_donation WHERE user_name = \(user) AND app = \(app) AND group_identifier = \(group) RETURNING 1"
            case .all:
                "DELETE FROM hark_donation WHERE user_name = \(user) AND app = \(app) RETURNING 1"
            case .records(let ids):
                "DELETE FROM hark_donation WHERE user_name = \(user) AND app = \(app) AND id = ANY(\(ids.map(\.uuidString))) RETURNING 1"
            }
        return try await database.writing { client in
            try await client.query(query, logger: database.logger).count()
        }
    }

    /// Inserts `donation`.
    static func insert(_ donation: Donation) throws -> PostgresQuery {
        let json = try RecordJSON.text(donation)
        return """
            INSERT INTO hark_donation (id, user_name, app, date, identifier, group_identifier, json)
            VALUES (\(donation.id.uuidString), \(donation.user), \(donation.app), \(donation.date.timeIntervalSince1970),
                \(donation.identifier), \(donation.groupIdentifier), \(json))
            """
    }

    // MARK: Phrases

    public func phrases(user: String) async throws -> [VoicePhrase] {
        try await database.reading { client in
            let rows = try await client.query(
                "SELECT id, json FROM hark_phrase WHERE user_name = \(user) ORDER BY seq", logger: database.logger)
            var phrases: [VoicePhrase] = []
            for try await (id, json) in rows.decode((String, String).self) {
                phrases.append(try RecordJSON.decode(VoicePhrase.self, from: json, record: "phrase '\(id)' of user '\(user)'"))
            }
            return phrases
        }
    }

    public func save(_ phrase: VoicePhrase) async throws {
        let id = phrase.id.uuidString
        let json = try RecordJSON.text(phrase)
        // The check and the change in one transaction. Two nodes adding phrases that read alike
        // at once both pass the check; the key's unique index refuses the second, which then
        // looks again and finds the first.
        var existing: String?
        for attempt in 1...2 {
            do {
                existing = try await database.client.withTransaction(logger: database.logger) { connection -> String? in
                    let alike = try await connection.query(
                        "SELECT json FROM hark_phrase WHERE user_name = \(phrase.user) AND key = \(phrase.key) AND id <> \(id)",
                        logger: database.logger
                    ).collect(String.self)
                    if let other = alike.first { return other }
                    // An edited phrase keeps its place (`seq`).
                    try await connection.query(
                        """
                        INSERT INTO hark_phrase (user_name, id, key, json) VALUES (\(phrase.user), \(id), \(phrase.key), \(json))
                        ON CONFLICT (user_name, id) DO UPDATE SET key = excluded.key, json = excluded.json
                        """, logger: database.logger)
                    return nil
                }
                break
            } catch  where (PostgresDatabase.cause(of: error) as? PSQLError)?.isUniqueViolation == true && attempt == 1 {
                continue
            } catch {
                throw database.storeError(error, code: .unwritable, "cannot write")
            }
        }
        if let existing {
            let other = try RecordJSON.decode(VoicePhrase.self, from: existing, record: "a phrase of user '\(phrase.user)'")
            throw ShortcutsError.phraseInUse(phrase.text, existing: other.text, shortcut: other.shortcut.title)
        }
    }

    @discardableResult
    public func deletePhrase(id: UUID, user: String) async throws -> Bool {
        try await database.writing { client in
            try await client.query(
                "DELETE FROM hark_phrase WHERE user_name = \(user) AND id = \(id.uuidString) RETURNING 1", logger: database.logger
            ).count() > 0
        }
    }
}
