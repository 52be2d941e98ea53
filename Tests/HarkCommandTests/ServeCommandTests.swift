import Foundation
import HarkTesting
import Testing

/// `hark users` and `hark serve` run as processes: tokens, the API over a real socket with
/// curl as the README shows it, and a graceful stop on SIGTERM that keeps every acknowledged write.
@Suite("hark serve and hark users", .serialized)
struct ServeCommandTests {
    @Test("users add prints a token once, list shows the user, a taken name is refused, remove removes")
    func users() throws {
        let data = try TemporaryDirectory()
        let added = try BuiltExecutable.hark.run(["users", "add", "alice", "--data-dir", data.path])
        #expect(added.status == 0, "\(added.error)")
        #expect(added.lines.count == 1)
        #expect(added.output.hasPrefix("hark_"))
        #expect(added.error.contains("shown only once"))

        let again = try BuiltExecutable.hark.run(["users", "add", "alice", "--data-dir", data.path])
        #expect(again.status == 1)
        #expect(again.error == "hark: a user called 'alice' exists already\n")
        let bad = try BuiltExecutable.hark.run(["users", "add", "no body", "--data-dir", data.path])
        #expect(bad.status == 1)
        #expect(bad.error.contains("'no body' cannot name a user"))

        let list = try BuiltExecutable.hark.run(["users", "list", "--data-dir", data.path])
        #expect(list.lines.count == 1)
        #expect(list.output.hasPrefix("alice\tadded "))

        #expect(try BuiltExecutable.hark.run(["users", "remove", "alice", "--data-dir", data.path]).output == "Removed alice.\n")
        let missing = try BuiltExecutable.hark.run(["users", "remove", "alice", "--data-dir", data.path])
        #expect(missing.status == 1)
        #expect(missing.error == "hark: no user is called 'alice'\n")
        #expect(try BuiltExecutable.hark.run(["users", "list", "--data-dir", data.path]).output.isEmpty)
    }

    @Test("serve answers curl as the README shows, stops on SIGTERM with status 0, and keeps what it acknowledged")
    func serveAndStop() throws {
        let data = try TemporaryDirectory()
        let token = try BuiltExecutable.hark.run(["users", "add", "alice", "--data-dir", data.path]).output.trimmingCharacters(
            in: .newlines)
        var server = try RunningServer(dataDirectory: data.path)

        let health = try curl(["\(server.base)/health"])
        #expect(health.contains(#""status":"ok""#))
        let refused = try curl(["-w", "%{http_code}", "\(server.base)/v1/apps"])
        #expect(refused.hasSuffix("401"))

        // The README's example.
        let turn = try curl([
            "-H", "Authorization: Bearer \(token)", "-H", "Content-Type: application/json",
            "-d", #"{"text": "show the store list", "locale": "en"}"#, "\(server.base)/v1/conversations",
        ])
        #expect(turn.contains(#""expecting":"confirmation""#), "\(turn)")

        let allowed = try curl(["-X", "POST", "-H", "Authorization: Bearer \(token)", "\(server.base)/v1/apps/ListOMat/allow"])
        #expect(allowed.contains(#""authorization":"allowed""#), "\(allowed)")
        let added = try curl([
            "-H", "Authorization: Bearer \(token)", "-H", "Content-Type: application/json",
            "-d",
            #"{"intent": "AddTasks", "app": "com.app-o-mat.listomat", "parameters": {"targetTaskList": {"taskList": {"title": {"spokenPhrase": "Grocery Store"}}}, "taskTitles": {"list": [{"speakableString": {"spokenPhrase": "rice"}}]}}}"#,
            "\(server.base)/v1/invoke",
        ])
        #expect(added.contains(#""code":"success""#), "\(added)")

        let stopped = try server.stop()
        #expect(stopped.status == 0, "\(stopped.error)")
        #expect(stopped.reason == .exit)

        let apps = try BuiltExecutable.hark.run(["apps", "--user", "alice", "--data-dir", data.path])
        #expect(apps.output.contains("com.app-o-mat.listomat — allowed"), "\(apps.output)")
        let list = try BuiltExecutable.hark.run(["ask", "--user", "alice", "--data-dir", data.path, "show the grocery store list"])
        #expect(
            list.output
                == "On Grocery Store: milk, bread, apples and rice.\n  List-o-Mat\n  Grocery Store\n    ○ milk\n    ✓ bread\n    ○ apples\n    ○ rice\n",
            "\(list.output)")

        server = try RunningServer(dataDirectory: data.path)
        let again = try curl(["-H", "Authorization: Bearer \(token)", "\(server.base)/v1/apps"])
        #expect(again.contains(#""authorization":"allowed""#), "\(again)")
        #expect(try server.stop().status == 0)
    }

    @Test("users token gives a new token that works while the old one stops; --expires sets when a token stops working")
    func tokens() throws {
        let data = try TemporaryDirectory()
        let added = try BuiltExecutable.hark.run(["users", "add", "alice", "--expires", "30d", "--data-dir", data.path])
        #expect(added.status == 0, "\(added.error)")
        #expect(added.error.contains("Added alice, whose token works until 20"), "\(added.error)")
        let first = added.output.trimmingCharacters(in: .newlines)
        let list = try BuiltExecutable.hark.run(["users", "list", "--data-dir", data.path])
        let fields = list.output.trimmingCharacters(in: .newlines).split(separator: "\t")
        #expect(fields.count == 3 && fields[2].hasPrefix("expires "), "\(list.output)")
        // Thirty days from now, give or take the seconds the command took.
        let expiry = try #require(fields.last.flatMap { try? Date(String($0.dropFirst(8)), strategy: .iso8601) })
        #expect(abs(expiry.timeIntervalSinceNow - 30 * 86_400) < 120)

        let rotated = try BuiltExecutable.hark.run(["users", "token", "alice", "--data-dir", data.path])
        #expect(rotated.status == 0, "\(rotated.error)")
        #expect(rotated.error.contains("alice has a new token; the previous one no longer works"), "\(rotated.error)")
        let second = rotated.output.trimmingCharacters(in: .newlines)
        #expect(second.hasPrefix("hark_") && second != first)
        #expect(try BuiltExecutable.hark.run(["users", "list", "--data-dir", data.path]).output.split(separator: "\t").count == 2)

        let unknown = try BuiltExecutable.hark.run(["users", "token", "nobody", "--data-dir", data.path])
        #expect(unknown.status == 1)
        #expect(unknown.error == "hark: no user is called 'nobody'\n")
        for bad in ["30", "0d", "-1d", "30y", "d"] {
            let refused = try BuiltExecutable.hark.run(["users", "token", "alice", "--expires", bad, "--data-dir", data.path])
            #expect(refused.status != 0, "\(bad)")
            #expect(refused.error.contains("--expires"), "\(bad): \(refused.error)")
        }

        // A rotated token that expires: two weeks from now, and the token before it stops.
        let expiring = try BuiltExecutable.hark.run(["users", "token", "alice", "--expires", "2w", "--data-dir", data.path])
        #expect(expiring.status == 0, "\(expiring.error)")
        #expect(expiring.error.contains("alice has a new token, whose token works until 20"), "\(expiring.error)")
        let third = expiring.output.trimmingCharacters(in: .newlines)
        #expect(third.hasPrefix("hark_") && third != second)
        let listed = try BuiltExecutable.hark.run(["users", "list", "--data-dir", data.path]).output
        let rotatedExpiry = try #require(
            listed.trimmingCharacters(in: .newlines).split(separator: "\t").last
                .flatMap { try? Date(String($0.dropFirst(8)), strategy: .iso8601) })
        #expect(abs(rotatedExpiry.timeIntervalSinceNow - 14 * 86_400) < 120, "\(listed)")

        let server = try RunningServer(dataDirectory: data.path, arguments: ["--requests-per-minute", "2"])
        #expect(
            try curl(["-w", "%{http_code}", "-o", "/dev/null", "-H", "Authorization: Bearer \(first)", "\(server.base)/v1/me"]) == "401")
        #expect(
            try curl(["-w", "%{http_code}", "-o", "/dev/null", "-H", "Authorization: Bearer \(second)", "\(server.base)/v1/me"]) == "401")
        for _ in 0..<2 {
            #expect(try curl(["-H", "Authorization: Bearer \(third)", "\(server.base)/v1/me"]).contains(#""user":"alice""#))
        }
        let limited = try curl(["-i", "-H", "Authorization: Bearer \(third)", "\(server.base)/v1/me"])
        #expect(limited.hasPrefix("HTTP/1.1 429"), "\(limited)")
        #expect(limited.lowercased().contains("retry-after: "), "\(limited)")
        let stopped = try server.stop()
        #expect(stopped.status == 0)
        // Refusals are logged, never with a token.
        #expect(stopped.error.contains("refused GET /v1/me: 429 tooManyRequests"), "\(stopped.error)")
        #expect(stopped.error.contains("refused GET /v1/me: 401 unauthorized: the token belongs to no user"), "\(stopped.error)")
        #expect(!stopped.error.contains(first) && !stopped.error.contains(second) && !stopped.error.contains(third))
    }

    @Test("serve refuses a port out of range")
    func badPort() throws {
        let result = try BuiltExecutable.hark.run(["serve", "--port", "70000"])
        #expect(result.status != 0)
        #expect(result.error.contains("--port must be between 0 and 65535"))
    }
}

/// Runs curl quietly with `arguments` and returns what it printed.
func curl(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    process.arguments = ["-s", "--max-time", "30"] + arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}
