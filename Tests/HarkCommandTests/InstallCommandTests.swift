import Foundation
import HarkTesting
import Testing

/// `hark install`, `hark apps` and `hark uninstall` as a person runs them, and `listomat --user`
/// on the container the extension sees. In the shortcut commands' suite, which runs its processes
/// one at a time.
extension ShortcutCommandTests {
    /// An executable built beside `hark`.
    func builtBeside(_ name: String) -> String {
        BuiltExecutable(name).url.path
    }

    @Test("install an extension, see it in hark apps, talk to it, uninstall it")
    func installTalkUninstall() throws {
        let data = try TemporaryDirectory()
        let installed = try hark(["install", builtBeside("hostile-extension")], data)
        #expect(installed.lines.first == "Installed Hostile 6.6.6 (org.example.hostile).")
        #expect(
            installed.lines.contains { $0.hasPrefix("  runs: process apps/org.example.hostile/hostile-extension, sandboxed (Landlock") })
        // Its sentences are learned at once, in the languages it has.
        #expect(installed.lines.last == "  learned: en")
        #expect(FileManager.default.fileExists(atPath: data.url.appendingPathComponent("models/Hostile.en.model").path))

        let apps = try hark(["apps"], data).lines
        #expect(apps.contains("Hostile 6.6.6 — org.example.hostile — not asked yet"))
        #expect(apps.contains { $0.hasPrefix("List-o-Mat (also ListOMat) 1.0.0 — com.app-o-mat.listomat") })
        try hark(["allow", "Hostile"], data)
        let answer = try hark(["ask", "misbehave ok"], data)
        #expect(answer.output.hasPrefix("Done: ok, pid "))

        let again = try hark(["install", builtBeside("hostile-extension")], data)
        #expect(again.lines.first == "Updated Hostile from 6.6.6 to 6.6.6 (org.example.hostile).")
        #expect(try hark(["uninstall", "Hostile"], data).output == "Uninstalled Hostile (org.example.hostile).\n")
        #expect(try !hark(["apps"], data).output.contains("Hostile"))
        let gone = try BuiltExecutable.hark.run(["uninstall", "Hostile", "--data-dir", data.path])
        #expect(gone.status == 1)
        #expect(gone.error.hasPrefix("hark: no installed app is called 'Hostile'; installed: List-o-Mat"))
    }

    /// The parsed definition files `hark` keeps in the data directory, by name.
    func definitionArchives(_ data: TemporaryDirectory) -> [String: Data] {
        let folder = data.url.appendingPathComponent("cache/definitions")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var archives: [String: Data] = [:]
        for name in names where name.hasSuffix(".definition") {
            archives[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
        }
        return archives
    }

    @Test("an app whose definition changed is understood by it at the next request, though hark keeps parsed definitions")
    func changedDefinitionAtOnce() throws {
        let data = try TemporaryDirectory()
        let scripts = try TemporaryDirectory()
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../HarkExtensionHostTests/Fixtures/echo_extension.py").standardizedFileURL
        let original = try String(contentsOf: fixture, encoding: .utf8)
        try FileManager.default.createDirectory(at: scripts.url, withIntermediateDirectories: true)
        let echo = scripts.url.appendingPathComponent("echo_extension.py")
        func install(_ script: String) throws {
            try script.write(to: echo, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: echo.path)
            try hark(["install", echo.path], data)
        }
        try install(original)
        try hark(["allow", "Echo"], data)
        #expect(try hark(["ask", "echo hello"], data).lines.first == "You said: hello (1).")
        let before = definitionArchives(data)
        #expect(before.count >= 9, "the demo apps' definitions and Echo's: \(before.keys.sorted())")

        // A new version says its answer another way and understands another sentence.
        let changed =
            original
            .replacingOccurrences(of: #"en: "You said: {text} ({times}).""#, with: #"en: "Echoed: {text} ({times}).""#)
            .replacingOccurrences(of: #"en: ["(repeat|echo) {text}""#, with: #"en: ["(repeat|echo|parrot) {text}""#)
        #expect(changed.components(separatedBy: "Echoed").count == 2 && changed.contains("parrot"))
        try install(changed)
        #expect(try hark(["ask", "parrot hello"], data).lines.first == "Echoed: hello (2).")
        let after = definitionArchives(data)
        #expect(after.count == before.count, "the old definition's archive is gone")
        #expect(Set(after.keys).subtracting(before.keys).count == 1, "one new archive: Echo's")

        // Damaged archives are parsed again and rewritten, and the request is answered as ever.
        let folder = data.url.appendingPathComponent("cache/definitions")
        for name in after.keys { try Data("damaged".utf8).write(to: folder.appendingPathComponent(name)) }
        #expect(try hark(["ask", "echo again"], data).lines.first == "Echoed: again (3).")
        #expect(definitionArchives(data) == after)
    }

    @Test("what is not an extension is refused with a line that says why, and nothing is installed")
    func installRefusals() throws {
        let data = try TemporaryDirectory()
        let demoApps = try hark(["apps"], data).lines.filter { $0.contains(" — ") }
        #expect(demoApps.count == 8, "List-o-Mat, Pizza Shop, Currency Rates, CityRide, Pacer, Purse, Chatter and Forkful: \(demoApps)")
        let notExtension = try BuiltExecutable.hark.run(["install", "/bin/true", "--data-dir", data.path])
        #expect(notExtension.status == 1)
        #expect(notExtension.error.contains("true cannot be installed: its process exited with status 0"))
        let folder = try BuiltExecutable.hark.run(["install", data.path, "--data-dir", data.path])
        #expect(folder.status == 1)
        #expect(folder.error.contains("is a folder without Package.swift"))
        let both = try BuiltExecutable.hark.run(["install", "x", "--url", "http://127.0.0.1:1/", "--data-dir", data.path])
        #expect(both.status != 0)
        #expect(try hark(["apps"], data).lines.filter { $0.contains(" — ") } == demoApps, "nothing installed")
    }

    @Test("listomat --user works on the lists the extension sees for that user")
    func listomatPerUser() throws {
        let data = try TemporaryDirectory()
        try hark(["allow", "ListOMat", "--user", "alice"], data)
        #expect(
            try hark(["ask", "show the grocery store list", "--user", "alice"], data).output
                == "On Grocery Store: milk, bread and apples.\n  List-o-Mat\n  Grocery Store\n    ○ milk\n    ✓ bread\n    ○ apples\n")
        let listomat = Process()
        listomat.executableURL = BuiltExecutable("listomat").url
        listomat.arguments = ["add", "Grocery Store", "figs", "--user", "alice", "--data-dir", data.path]
        listomat.standardOutput = FileHandle.nullDevice
        try listomat.run()
        listomat.waitUntilExit()
        #expect(listomat.terminationStatus == 0)
        #expect(
            try hark(["ask", "show the grocery store list", "--user", "alice"], data).output
                == "On Grocery Store: milk, bread, apples and figs.\n  List-o-Mat\n  Grocery Store\n    ○ milk\n    ✓ bread\n    ○ apples\n    ○ figs\n"
        )
        try hark(["allow", "ListOMat"], data)
        #expect(
            try hark(["ask", "show the grocery store list"], data).output
                == "On Grocery Store: milk, bread and apples.\n  List-o-Mat\n  Grocery Store\n    ○ milk\n    ✓ bread\n    ○ apples\n")
    }
}
