public import Foundation
import GRDB
public import HarkShortcuts

/// Donations and phrases in ``HarkDatabase``, per user: each as its JSON, beside the columns that
/// select it (``DonationRecord``, ``PhraseRecord``).
///
/// The database enforces that no two phrases of a user read alike, so two processes adding the
/// same phrase at once cannot both succeed.
public struct SQLiteShortcutStore: ShortcutStore {
    public let database: HarkDatabase

    public init(database: HarkDatabase) {
        self.database = database
    }

    // MARK: Donations

    public func add(_ donation: Donation) async throws {
        try await database.write { db in
            try DonationRecord.insert(donation, in: db)
        }
    }

    public func donations(user: String, app: String?) async throws -> [Donation] {
        try await database.read { db in
            var request = DonationRecord.filter { $0.user == user }
            if let app {
                request = request.filter { $0.app == app }
            }
            return try request.order { [$0.date, $0.seq] }.fetchAll(db).map(\.donation)
        }
    }

    @discardableResult
    public func deleteDonations(user: String, app: String, _ deletion: DonationDeletion) async throws -> Int {
        try await database.write { db in
            let donations = DonationRecord.filter { $0.user == user && $0.app == app }
            return switch deletion {
            case .identifiers(let identifiers): try donations.filter { identifiers.contains($0.identifier) }.deleteAll(db)
            case .group(let group): try donations.filter { $0.groupIdentifier == group }.deleteAll(db)
            case .all: try donations.deleteAll(db)
            case .records(let ids): try donations.filter { ids.map(\.uuidString).contains($0.id) }.deleteAll(db)
            }
        }
    }

    // MARK: Phrases

    public func phrases(user: String) async throws -> [VoicePhrase] {
        // Asked at every request: one prepared statement.
        try await database.read { db in
            let select = try db.cachedStatement(sql: "SELECT seq, user, id, json FROM phrase WHERE user = ? ORDER BY seq")
            return try Row.fetchAll(select, arguments: [user]).map { row in
                let json = try row.value(Data.self, "json", record: PhraseRecord.description(of: row))
                return try PhraseRecord.decodeJSON(VoicePhrase.self, from: json, record: PhraseRecord.description(of: row))
            }
        }
    }

    public func save(_ phrase: VoicePhrase) async throws {
        let id = phrase.id.uuidString
        // The check and the change in one transaction: nobody can add the same phrase in between.
        let existing = try await database.write { db -> VoicePhrase? in
            let phrases = PhraseRecord.filter { $0.user == phrase.user }
            let alike = phrases.filter { $0.key == phrase.key && $0.id != id }
            if let other = try alike.fetchOne(db) {
                return other.phrase
            }
            var record = PhraseRecord(phrase)
            // An edited phrase keeps its place.
            record.seq = try phrases.filter { $0.id == id }.select({ $0.seq }, as: Int64.self).fetchOne(db)
            try record.save(db)
            return nil
        }
        if let existing {
            throw ShortcutsError.phraseInUse(phrase.text, existing: existing.text, shortcut: existing.shortcut.title)
        }
    }

    @discardableResult
    public func deletePhrase(id: UUID, user: String) async throws -> Bool {
        try await database.write { db in
            try PhraseRecord.filter { $0.user == user && $0.id == id.uuidString }.deleteAll(db) > 0
        }
    }
}
