public import Foundation
import GRDB
public import HarkShortcuts

/// Donations and phrases in ``HarkDatabase``, per user: each record as its JSON, beside the
/// columns that select it (user, app, date, identifier, group; a phrase's normalized key).
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
        let data = try JSONEncoder.hark.encode(donation)
        try await database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO donation (id, user, app, date, identifier, groupIdentifier, json)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    donation.id.uuidString, donation.user, donation.app, donation.date.timeIntervalSince1970,
                    donation.identifier, donation.groupIdentifier, data,
                ]
            )
        }
    }

    public func donations(user: String, app: String?) async throws -> [Donation] {
        let rows = try await database.read { db in
            let sql = "SELECT id, json FROM donation WHERE user = ?" + (app == nil ? "" : " AND app = ?") + " ORDER BY date, seq"
            let arguments: StatementArguments = app.map { [user, $0] } ?? [user]
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map { (id: $0["id"] as String, json: $0["json"] as Data) }
        }
        return try rows.map { row in
            do {
                return try JSONDecoder.hark.decode(Donation.self, from: row.json)
            } catch {
                throw StoreError(
                    code: .damagedRecord, path: database.url.path,
                    message: "donation '\(row.id)' of user '\(user)' does not decode: \(error)"
                )
            }
        }
    }

    @discardableResult
    public func deleteDonations(user: String, app: String, _ deletion: DonationDeletion) async throws -> Int {
        try await database.write { db in
            switch deletion {
            case .identifiers(let identifiers):
                guard !identifiers.isEmpty else { return 0 }
                let marks = Array(repeating: "?", count: identifiers.count).joined(separator: ", ")
                try db.execute(
                    sql: "DELETE FROM donation WHERE user = ? AND app = ? AND identifier IN (\(marks))",
                    arguments: StatementArguments([user, app] + identifiers)
                )
            case .group(let group):
                try db.execute(
                    sql: "DELETE FROM donation WHERE user = ? AND app = ? AND groupIdentifier = ?", arguments: [user, app, group]
                )
            case .all:
                try db.execute(sql: "DELETE FROM donation WHERE user = ? AND app = ?", arguments: [user, app])
            case .records(let ids):
                guard !ids.isEmpty else { return 0 }
                let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
                try db.execute(
                    sql: "DELETE FROM donation WHERE user = ? AND app = ? AND id IN (\(marks))",
                    arguments: StatementArguments([user, app] + ids.map(\.uuidString))
                )
            }
            return db.changesCount
        }
    }

    // MARK: Phrases

    public func phrases(user: String) async throws -> [VoicePhrase] {
        let rows = try await database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, json FROM phrase WHERE user = ? ORDER BY seq", arguments: [user])
                .map { (id: $0["id"] as String, json: $0["json"] as Data) }
        }
        return try rows.map { try decodePhrase($0.json, id: $0.id, user: user) }
    }

    public func save(_ phrase: VoicePhrase) async throws {
        let data = try JSONEncoder.hark.encode(phrase)
        let (user, id, key) = (phrase.user, phrase.id.uuidString, phrase.key)
        // The check and the change in one transaction: nobody can add the same phrase in between.
        let conflict = try await database.write { db -> (id: String, json: Data)? in
            if let row = try Row.fetchOne(
                db, sql: "SELECT id, json FROM phrase WHERE user = ? AND key = ? AND id <> ?", arguments: [user, key, id]
            ) {
                return (row["id"], row["json"])
            }
            try db.execute(
                sql: """
                    INSERT INTO phrase (user, id, key, json) VALUES (?, ?, ?, ?)
                    ON CONFLICT (user, id) DO UPDATE SET key = excluded.key, json = excluded.json
                    """,
                arguments: [user, id, key, data]
            )
            return nil
        }
        if let conflict {
            let existing = try decodePhrase(conflict.json, id: conflict.id, user: user)
            throw ShortcutsError.phraseInUse(phrase.text, existing: existing.text, shortcut: existing.shortcut.title)
        }
    }

    @discardableResult
    public func deletePhrase(id: UUID, user: String) async throws -> Bool {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM phrase WHERE user = ? AND id = ?", arguments: [user, id.uuidString])
            return db.changesCount > 0
        }
    }

    private func decodePhrase(_ data: Data, id: String, user: String) throws(StoreError) -> VoicePhrase {
        do {
            return try JSONDecoder.hark.decode(VoicePhrase.self, from: data)
        } catch {
            throw StoreError(
                code: .damagedRecord, path: database.url.path,
                message: "phrase '\(id)' of user '\(user)' does not decode: \(error)"
            )
        }
    }
}
