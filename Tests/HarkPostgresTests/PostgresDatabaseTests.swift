import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkShortcuts
import HarkTesting
import Synchronization
import Testing

@testable import HarkPostgres

/// Opening a PostgreSQL database: its schema, its errors, one transaction per turn, and the
/// advisory locks that hold one turn at a time per conversation across nodes.
@Suite("PostgreSQL database", .serialized, .disabled(if: PostgresTestServer.isSkipped, "HARK_SKIP_POSTGRES=1"))
struct PostgresDatabaseTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("a database whose schema a newer Hark wrote is refused, named, and left as it is")
    func newerSchema() async throws {
        let server = try await PostgresTestServer.shared()
        let url = try await server.freshDatabase()
        let database = try await PostgresDatabase(url: url)
        try await PostgresConversationStore(database: database).save(Conversation(id: "c1", user: "ana", locale: "es", now: start))
        await database.close()
        let name = try #require(URLComponents(string: url)?.path.dropFirst()).description
        try await server.psql("INSERT INTO hark_migration (name, applied_at) VALUES ('v99-future', 0)", database: name)

        let error = await #expect(throws: StoreError.self) { try await PostgresDatabase(url: url) }
        #expect(error?.code == .newerVersion)
        #expect(error?.path.hasSuffix("/\(name)") == true)
        #expect(error?.message.contains("'v99-future'") == true)
        #expect(try await server.psql("SELECT count(*) FROM hark_conversation", database: name) == "1\n")
        // Today's migrations (v1, tokenExpiry) and the future one, and nothing more.
        #expect(try await server.psql("SELECT count(*) FROM hark_migration", database: name) == "3\n")
    }

    @Test("opening twice migrates once; a second node opens the same schema")
    func migratesOnce() async throws {
        let server = try await PostgresTestServer.shared()
        let url = try await server.freshDatabase()
        async let first = PostgresDatabase(url: url)
        async let second = PostgresDatabase(url: url)
        let (a, b) = try await (first, second)
        let name = try #require(URLComponents(string: url)?.path.dropFirst()).description
        #expect(
            try await server.psql("SELECT string_agg(name, ',' ORDER BY name) FROM hark_migration", database: name) == "tokenExpiry,v1\n")
        await a.close()
        await b.close()
    }

    @Test("a server that cannot be reached is refused with its URL, never its password")
    func unreachable() async throws {
        let error = await #expect(throws: StoreError.self) {
            try await PostgresDatabase(url: "postgres://hark:s3cret@127.0.0.1:1/hark?sslmode=disable")
        }
        #expect(error?.code == .unreadable)
        #expect(error?.path == "postgres://hark@127.0.0.1:1/hark")
        #expect(error?.message.hasPrefix("cannot connect") == true)
        #expect(error.map { "\($0)" }?.contains("s3cret") == false)
    }

    @Test("a URL that is not PostgreSQL's, or has an unknown option, is refused with what to write")
    func malformed() async throws {
        let scheme = await #expect(throws: StoreError.self) { try await PostgresDatabase(url: "mysql://root:pw@db/hark") }
        #expect(scheme?.message == "'mysql' is not a database Hark can use; expected a postgres:// URL")
        #expect(scheme?.path.contains("pw") == false)
        let option = await #expect(throws: StoreError.self) { try await PostgresDatabase(url: "postgres://db/hark?pool=3") }
        #expect(option?.message == "the option 'pool' is not known; the only one is sslmode")
        let mode = await #expect(throws: StoreError.self) { try await PostgresDatabase(url: "postgres://db/hark?sslmode=maybe") }
        #expect(mode?.message == "sslmode 'maybe' is not one of disable, prefer or require")
    }

    @Test("a row that does not decode is named, and the others still read")
    func damagedRow() async throws {
        let server = try await PostgresTestServer.shared()
        let url = try await server.freshDatabase()
        let store = PostgresConversationStore(database: try await PostgresDatabase(url: url))
        try await store.save(Conversation(id: "good", user: "ana", now: start))
        let name = try #require(URLComponents(string: url)?.path.dropFirst()).description
        try await server.psql("INSERT INTO hark_conversation VALUES ('ana', 'bad', 0, '{\"not\": \"a conversation\"}')", database: name)
        let error = await #expect(throws: StoreError.self) { try await store.conversation(id: "bad", user: "ana") }
        #expect(error?.code == .damagedRecord)
        #expect(error?.message.hasPrefix("conversation 'bad' of user 'ana' does not decode") == true)
        #expect(try await store.conversation(id: "good", user: "ana") != nil)
    }

    @Test("a turn's conversation and donation are written in one transaction: both or neither")
    func oneTransactionPerTurn() async throws {
        let url = try await PostgresTestServer.shared().freshDatabase()
        let database = try await PostgresDatabase(url: url)
        let conversations = PostgresConversationStore(database: database)
        let shortcuts = PostgresShortcutStore(database: database)
        let donation = Donation(
            user: "ana", app: "com.app-o-mat.listomat", date: start,
            content: .interaction(Intent(name: "AddTasks", parameters: [:]), response: nil, suggestedInvocationPhrase: nil))
        let first = Conversation(id: "c1", user: "ana", now: start)
        #expect(try await conversations.save(first, donating: donation, to: shortcuts))
        #expect(try await conversations.conversation(id: "c1", user: "ana") == first)
        #expect(try await shortcuts.donations(user: "ana", app: nil).map(\.id) == [donation.id])

        // The same donation again breaks its unique id: the conversation is not written either.
        var second = first
        second.transcript.append(TranscriptEntry(speaker: .user, text: "añade leche", at: start))
        await #expect(throws: (any Error).self) { try await conversations.save(second, donating: donation, to: shortcuts) }
        #expect(try await conversations.conversation(id: "c1", user: "ana") == first)

        // Shortcuts kept elsewhere: nothing written, and the assistant writes them one by one.
        #expect(try await conversations.save(second, donating: donation, to: MemoryShortcutStore()) == false)
        let otherNode = PostgresShortcutStore(database: try await PostgresDatabase(url: url))
        #expect(try await conversations.save(second, donating: donation, to: otherNode) == false)
        #expect(try await conversations.conversation(id: "c1", user: "ana") == first)
    }

    @Test("two nodes run one turn at a time per conversation, and turns of different conversations side by side")
    func locksAcrossNodes() async throws {
        let url = try await PostgresTestServer.shared().freshDatabase()
        let nodeA = PostgresConversationLocks(database: try await PostgresDatabase(url: url))
        let nodeB = PostgresConversationLocks(database: try await PostgresDatabase(url: url))
        let log = Log()
        func turn(_ locks: PostgresConversationLocks, _ conversation: String, _ name: String) async throws {
            try await locks.run(user: "ana", conversation: conversation) {
                log.append("\(name) in")
                try await Task.sleep(for: .milliseconds(300))
                log.append("\(name) out")
            }
        }
        async let a = turn(nodeA, "c1", "A")
        async let b = turn(nodeB, "c1", "B")
        _ = try await (a, b)
        let events = log.events
        #expect(events == ["A in", "A out", "B in", "B out"] || events == ["B in", "B out", "A in", "A out"], "\(events)")

        let other = Log()
        func overlapping(_ locks: PostgresConversationLocks, _ conversation: String) async throws {
            try await locks.run(user: "ana", conversation: conversation) {
                other.append("in")
                try await Task.sleep(for: .milliseconds(300))
                other.append("out")
            }
        }
        async let c = overlapping(nodeA, "c2")
        async let d = overlapping(nodeB, "c3")
        _ = try await (c, d)
        #expect(other.events == ["in", "in", "out", "out"])
    }

    @Test("a turn that throws lets the next one in")
    func throwingTurnUnlocks() async throws {
        let url = try await PostgresTestServer.shared().freshDatabase()
        let locks = PostgresConversationLocks(database: try await PostgresDatabase(url: url))
        struct Refused: Error {}
        await #expect(throws: Refused.self) {
            try await locks.run(user: "ana", conversation: "c1") { throw Refused() }
        }
        let other = PostgresConversationLocks(database: try await PostgresDatabase(url: url))
        let answer = try await other.run(user: "ana", conversation: "c1") { "next" }
        #expect(answer == "next")
    }

    @Test("a lock held by a node that was killed is let go, so the conversation goes on")
    func killedHolder() async throws {
        let server = try await PostgresTestServer.shared()
        let url = try await server.freshDatabase()
        let key = PostgresConversationLocks.key(user: "ana", conversation: "c1")
        // A process that takes the lock, then is killed while holding it.
        let holder = Process()
        holder.executableURL = URL(filePath: "/usr/bin/psql")
        holder.arguments = ["-X", "-q", url]
        let input = Pipe()
        let output = Pipe()
        holder.standardInput = input
        holder.standardOutput = output
        try holder.run()
        input.fileHandleForWriting.write(Data("SELECT pg_advisory_lock(\(key));\n\\echo locked\n".utf8))
        var said = ""
        while !said.contains("locked") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said += String(decoding: chunk, as: UTF8.self)
        }
        #expect(said.contains("locked"))
        let locks = PostgresConversationLocks(database: try await PostgresDatabase(url: url))
        let waited = Task { try await locks.run(user: "ana", conversation: "c1") { "in" } }
        try await Task.sleep(for: .milliseconds(300))
        kill(holder.processIdentifier, SIGKILL)
        #expect(try await waited.value == "in")
    }
}

/// Events in the order they happened, from several tasks.
final class Log: Sendable {
    private let storage = Mutex<[String]>([])
    func append(_ event: String) { storage.withLock { $0.append(event) } }
    var events: [String] { storage.withLock { $0 } }
}
