import Foundation
import Hark
import HarkAssistant
import HarkExtensionHost
import HarkExtensionKit
import HarkLanguage
import Testing

/// A sandboxed extension reads and writes its container and nothing else, whatever it tries.
@Suite("the sandbox", .serialized)
struct SandboxTests {
    @Test("the extension cannot read or write Hark's database, another app's container, another user's container, the home folder or /tmp")
    func escapes() async throws {
        let fixture = try HostFixture()
        let app = try await fixture.install("hostile-extension")
        #expect(app.sandbox == .landlock)
        #expect(app.whereItRuns.contains("sandboxed (Landlock"))
        let (assistant, _) = try await fixture.assistant()

        let data = fixture.dataDirectory.url
        let database = data.appendingPathComponent("hark.sqlite")
        FileManager.default.createFile(atPath: database.path, contents: Data("secret".utf8))
        let lists = try fixture.dataDirectory.container(forGroup: "group.com.app-o-mat.listomat").create().appendingPathComponent(
            "lists.json")
        FileManager.default.createFile(atPath: lists.path, contents: Data("[]".utf8))
        let alices = try fixture.dataDirectory.container(forGroup: "group.org.example.hostile", user: "alice").create()
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        let own = try fixture.dataDirectory.container(forGroup: "group.org.example.hostile").url.path
        // The assistant's own process: its environment is out of reach even though /proc is
        // readable — for an ordinary user; root passes the kernel's ptrace checks (docs/Extensions.md).
        let environ = getuid() == 0 ? [] : ["/proc/\(getpid())/environ"]
        let forbidden =
            environ + [
                database.path, lists.path, lists.deletingLastPathComponent().path, alices.path, home, NSTemporaryDirectory(), data.path,
            ]

        let turn = await assistant.misbehave("escape", paths: [own] + forbidden)
        let report = turn.say
        #expect(report.contains("\(own) exists=true read=true write=true"), "its own container is usable: \(report)")
        for path in forbidden {
            #expect(report.contains("\(path) exists=true read=false write=false"), "\(path) must be out of reach: \(report)")
        }
        #expect(try String(contentsOf: database, encoding: .utf8) == "secret")
        #expect(!FileManager.default.fileExists(atPath: home + "/hostile-was-here"))
        try? FileManager.default.removeItem(atPath: home + "/hostile-was-here")
    }

    @Test("installed --unsandboxed, it runs unconfined, and says so")
    func unsandboxed() async throws {
        let fixture = try HostFixture()
        let app = try await fixture.install("hostile-extension", unsandboxed: true)
        #expect(app.sandbox == .none)
        #expect(app.whereItRuns.contains("NOT sandboxed"))
        let (assistant, _) = try await fixture.assistant()
        let database = fixture.dataDirectory.url.appendingPathComponent("hark.sqlite")
        FileManager.default.createFile(atPath: database.path, contents: Data("secret".utf8))
        let turn = await assistant.misbehave("escape", paths: [database.path])
        #expect(turn.say.contains("\(database.path) exists=true read=true"))
    }

    @Test("the launcher refuses to start anything when Landlock is missing or the rules are wrong")
    func launcherRefuses() throws {
        let process = Process()
        process.executableURL = Built.executable("hark-sandbox")
        process.arguments = ["--bogus", "/", "--", "/bin/true"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 78)
        #expect(Built.sandbox.unavailability() == nil, "this kernel has Landlock")
    }
}
