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

    @Test("where the launcher cannot confine an app, its first request fails saying why, without a check before every start")
    func noLandlockHere() async throws {
        let fixture = try HostFixture()
        try await fixture.install("hostile-extension")
        // A launcher on a kernel without Landlock: it refuses everything, as hark-sandbox does.
        let launcher = fixture.root.appendingPathComponent("no-landlock-sandbox")
        let script = """
            #!/bin/sh
            echo "$*" >> "$0.calls"
            echo "hark-sandbox: this kernel has no Landlock (Function not implemented)" >&2
            exit 78
            """
        try script.write(to: launcher, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: launcher.path)
        let host = try ExtensionHost(dataDirectory: fixture.dataDirectory, sandbox: Sandbox(launcher: launcher)) { _, _, _, _ in }
        let assistant = try Assistant(apps: host.extensions)
        for app in host.apps { try await assistant.allow(app: app.identifier) }

        let turn = await assistant.misbehave("ok")
        #expect(turn.say == "Hostile ran into a problem.")
        let log = fixture.log(of: "org.example.hostile")
        #expect(log.contains("it cannot be sandboxed here (hark-sandbox: this kernel has no Landlock (Function not implemented))"))
        #expect(log.contains("reinstall it with --unsandboxed to run it anyway"))
        // The launcher was asked why only after it refused: the start itself, then --check.
        let calls = try String(contentsOf: URL(fileURLWithPath: launcher.path + ".calls"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(calls.count == 2)
        #expect(calls.first?.hasPrefix("--rw ") == true)
        #expect(calls.last == "--check")
    }
}
