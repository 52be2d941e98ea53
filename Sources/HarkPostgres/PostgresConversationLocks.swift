public import HarkAssistant
import PostgresNIO

/// One turn at a time per conversation across every node of a ``PostgresDatabase``: a turn holds
/// a PostgreSQL advisory lock named after its user and conversation while it runs.
///
/// The lock belongs to a database session, so a node that dies (even by SIGKILL) loses its
/// connections and with them its locks: no conversation stays locked behind a node that is gone.
/// Within one process, turns of one conversation first queue in memory (``ConversationLocks``),
/// so that a conversation never holds more than one of the database's lock connections.
public struct PostgresConversationLocks: ConversationLocking {
    public let database: PostgresDatabase
    private let local = ConversationLocks()

    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func run<T: Sendable>(user: String, conversation id: String, _ body: @Sendable () async throws -> T) async throws -> T {
        let key = Self.key(user: user, conversation: id)
        let database = database
        return try await local.run(user: user, conversation: id) {
            let outcome: Result<T, any Error>
            do {
                outcome = try await database.lockClient.withConnection { connection in
                    try await connection.query("SELECT pg_advisory_lock(\(key))", logger: database.logger)
                    let outcome: Result<T, any Error>
                    do {
                        outcome = .success(try await body())
                    } catch {
                        outcome = .failure(error)
                    }
                    do {
                        try await connection.query("SELECT pg_advisory_unlock(\(key))", logger: database.logger)
                    } catch {
                        // A connection that cannot unlock is closed, which unlocks too.
                        try? await connection.close()
                    }
                    return outcome
                }
            } catch {
                throw database.storeError(error, code: .unwritable, "cannot lock conversation '\(id)'")
            }
            return try outcome.get()
        }
    }

    /// The advisory lock's key: a 64-bit FNV-1a hash of the user and the conversation. Two
    /// conversations whose keys collide only take turns; they never share state.
    static func key(user: String, conversation id: String) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "conversation\u{0}\(user)\u{0}\(id)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0100_0000_01b3
        }
        return Int64(bitPattern: hash)
    }
}
