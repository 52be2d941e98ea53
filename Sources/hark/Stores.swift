import Foundation
import Hark
import HarkAccounts
import HarkAssistant
import HarkPostgres
import HarkSQLite
import HarkShortcuts

/// Where the assistant keeps what it remembers — conversations, authorizations, vocabulary,
/// donations, phrases and the server's users: Hark's SQLite database in the data directory (the
/// default, nothing to set up), or a PostgreSQL database that several `hark serve` nodes share
/// (`--database postgres://…` or `$HARK_DATABASE_URL`).
struct Stores {
    let conversations: any ConversationStore
    let authorizations: any AuthorizationStore
    let vocabulary: any VocabularyStore
    let shortcuts: any ShortcutStore
    let users: any UserStore
    /// One turn at a time per conversation: in this process on SQLite (one process serves a
    /// data directory), across every node on PostgreSQL.
    let locks: any ConversationLocking
    private let postgres: PostgresDatabase?

    /// The stores `database` names (a `postgres://` URL), else those of Hark's database in
    /// `dataDirectory`.
    ///
    /// - Throws: ``CommandFailure`` naming the file or database that cannot be used.
    static func open(database: String?, dataDirectory: DataDirectory) async throws -> Stores {
        if let database {
            let postgres: PostgresDatabase
            do {
                postgres = try await PostgresDatabase(url: database)
            } catch {
                throw CommandFailure(error.description)
            }
            return Stores(
                conversations: PostgresConversationStore(database: postgres),
                authorizations: PostgresAuthorizationStore(database: postgres),
                vocabulary: PostgresVocabularyStore(database: postgres), shortcuts: PostgresShortcutStore(database: postgres),
                users: PostgresUserStore(database: postgres), locks: PostgresConversationLocks(database: postgres),
                postgres: postgres)
        }
        let sqlite: HarkDatabase
        do {
            sqlite = try HarkDatabase(dataDirectory: dataDirectory)
        } catch {
            throw CommandFailure(error.description)
        }
        return Stores(
            conversations: SQLiteConversationStore(database: sqlite), authorizations: SQLiteAuthorizationStore(database: sqlite),
            vocabulary: SQLiteVocabularyStore(database: sqlite), shortcuts: SQLiteShortcutStore(database: sqlite),
            users: SQLiteUserStore(database: sqlite), locks: ConversationLocks(), postgres: nil)
    }

    /// Closes the connections to a shared database; nothing to do for SQLite.
    func close() async {
        await postgres?.close()
    }
}
