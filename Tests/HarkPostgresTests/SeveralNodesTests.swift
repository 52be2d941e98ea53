import Foundation
import HarkTesting
import Synchronization
import Testing

/// Two `hark serve` nodes on different ports sharing one PostgreSQL database (and one data
/// directory for the apps' own files, as a shared filesystem would): conversations, tokens and
/// one turn at a time per conversation hold across them, and a node killed in the middle of load
/// loses nothing it acknowledged.
@Suite("Several server nodes", .serialized, .disabled(if: PostgresTestServer.isSkipped, "HARK_SKIP_POSTGRES=1"))
struct SeveralNodesTests {
    /// A database, a data directory, a user and two nodes on them.
    struct Cluster {
        let data: TemporaryDirectory
        let database: String
        let token: String
        let a: ServerNode
        let b: ServerNode

        init() async throws {
            data = try TemporaryDirectory()
            database = try await PostgresTestServer.shared().freshDatabase()
            let added = try await BuiltExecutable.hark.finish(["users", "add", "alice", "--data-dir", data.path, "--database", database])
            #expect(added.status == 0, "\(added.error)")
            token = added.output.trimmingCharacters(in: .whitespacesAndNewlines)
            // One after the other: the first learns the apps' sentences, the second finds them learned.
            a = try ServerNode(dataDirectory: data.path, database: database)
            b = try ServerNode(dataDirectory: data.path, database: database)
        }
    }

    @Test("$HARK_DATABASE_URL chooses the database as --database does; an unreachable one is named, without its password")
    func choosingTheDatabase() async throws {
        let data = try TemporaryDirectory()
        let database = try await PostgresTestServer.shared().freshDatabase()
        let added = try await BuiltExecutable.hark.finish(
            ["users", "add", "bob", "--data-dir", data.path], environment: ["HARK_DATABASE_URL": database])
        #expect(added.status == 0, "\(added.error)")
        let listed = try await BuiltExecutable.hark.finish(["users", "list", "--data-dir", data.path, "--database", database])
        #expect(listed.output.hasPrefix("bob\tadded "), "\(listed.output)\(listed.error)")
        // Not in the data directory's own database.
        #expect(try await BuiltExecutable.hark.finish(["users", "list", "--data-dir", data.path]).output.isEmpty)

        let refused = try await BuiltExecutable.hark.finish([
            "serve", "--port", "0", "--data-dir", data.path, "--database", "postgres://hark:s3cret@127.0.0.1:1/hark?sslmode=disable",
        ])
        #expect(refused.status == 1)
        #expect(refused.error.hasPrefix("hark: postgres://hark@127.0.0.1:1/hark: cannot connect"), "\(refused.error)")
        #expect(!refused.error.contains("s3cret"))
    }

    @Test("a conversation begun on one node goes on on the other, and a token made once works on both")
    func conversationAcrossNodes() async throws {
        let cluster = try await Cluster()
        #expect(try await cluster.a.request("GET", "/v1/me", token: cluster.token)["user"] == "alice")
        #expect(try await cluster.b.request("GET", "/v1/me", token: cluster.token)["user"] == "alice")

        let asked = try await cluster.a.say("show the store list", token: cluster.token)
        #expect(asked["expecting"] == "confirmation", "\(asked.text)")
        let id = try #require(asked["conversation"])
        let allowed = try await cluster.b.say("yes", in: id, token: cluster.token)
        #expect(allowed.status == 200, "\(allowed.text)")
        let listed = try await cluster.a.say("1", in: id, token: cluster.token)
        #expect(listed["say"] == "On Grocery Store: milk, bread and apples.", "\(listed.text)")
        #expect(try await cluster.b.userLines(of: id, token: cluster.token) == ["show the store list", "yes", "1"])

        // What one node allowed, the other knows.
        let apps = try await cluster.b.request("GET", "/v1/apps", token: cluster.token)
        #expect(apps.text.contains(#""authorization":"allowed""#), "\(apps.text)")
    }

    @Test("turns of one conversation sent to both nodes at once run one at a time, and every one is kept")
    func oneTurnAtATimeAcrossNodes() async throws {
        let cluster = try await Cluster()
        let first = try await cluster.a.say("hello", token: cluster.token)
        let id = try #require(first["conversation"], "\(first.text)")
        let texts = (1...10).map { "turn \($0)" }
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for (index, text) in texts.enumerated() {
                let node = index.isMultiple(of: 2) ? cluster.a : cluster.b
                group.addTask { try await node.say(text, in: id, token: cluster.token).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: texts.count))
        let lines = try await cluster.a.userLines(of: id, token: cluster.token)
        #expect(lines.count == texts.count + 1, "\(lines)")
        #expect(Set(lines) == Set(["hello"] + texts))
    }

    @Test("a node killed with SIGKILL in the middle of load loses no acknowledged turn and leaves no conversation stuck")
    func killedNode() async throws {
        let cluster = try await Cluster()
        let acknowledged = Acknowledged()
        let load = Task {
            await withTaskGroup(of: Void.self) { group in
                for client in 1...6 {
                    group.addTask {
                        guard let opened = try? await cluster.a.say("client \(client) says hello", token: cluster.token),
                            opened.status == 200, let id = opened["conversation"]
                        else { return }
                        acknowledged.add("client \(client) says hello", to: id)
                        for turn in 1... {
                            let text = "client \(client) turn \(turn)"
                            guard let answer = try? await cluster.a.say(text, in: id, token: cluster.token, timeout: 10),
                                answer.status == 200
                            else { return }
                            acknowledged.add(text, to: id)
                        }
                    }
                }
            }
        }
        try await Task.sleep(for: .seconds(3))
        try await cluster.a.kill()
        await load.value

        let kept = acknowledged.turns
        #expect(kept.count == 6)
        #expect(kept.values.map(\.count).reduce(0, +) > 12, "the load made too few turns to mean anything: \(kept)")
        for (id, texts) in kept {
            let lines = try await cluster.b.userLines(of: id, token: cluster.token)
            #expect(Set(texts).isSubset(of: Set(lines)), "conversation \(id) lost acknowledged turns: \(texts) against \(lines)")
            let next = try await cluster.b.say("still there?", in: id, token: cluster.token, timeout: 20)
            #expect(next.status == 200, "conversation \(id) is stuck: \(next.text)")
        }
    }
}

/// The turns a node answered, per conversation, from several tasks.
final class Acknowledged: Sendable {
    private let storage = Mutex<[String: [String]]>([:])
    func add(_ text: String, to conversation: String) { storage.withLock { $0[conversation, default: []].append(text) } }
    var turns: [String: [String]] { storage.withLock { $0 } }
}
