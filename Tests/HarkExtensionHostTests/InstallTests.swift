import Foundation
import Hark
import HarkExtensionHost
import HarkExtensionKit
import HarkLanguage
import Testing

/// What `hark install` checks before an app is recorded, and what a second install does.
@Suite("installing extensions", .serialized)
struct InstallTests {
    @Test("an extension describes itself; the record keeps its manifest, version and a copy of the executable")
    func install() async throws {
        let fixture = try HostFixture()
        let app = try await fixture.install("listomat-extension")
        #expect(app.identifier == "com.app-o-mat.listomat")
        #expect(app.version == "1.0.0")
        #expect(app.manifest.appGroup == "group.com.app-o-mat.listomat")
        #expect(app.description.definitions.map(\.fileName) == ["ListsAndNotes.intents.yaml"])
        #expect(
            app.manifest.examples.map(\.intent) == [
                "SearchForNotebookItems", "AddTasks", "CreateTaskList", "SetTaskAttribute", "DeleteTasks",
            ])
        #expect(app.manifest.examples(in: "ar").first?.sentence == "اعرض قائمة متجر البقالة")
        guard case .executable(let path) = app.location else {
            Issue.record("not an executable")
            return
        }
        #expect(FileManager.default.isExecutableFile(atPath: fixture.dataDirectory.url.appendingPathComponent(path).path))
        let apps = try AppRegistry(dataDirectory: fixture.dataDirectory).installedApps()
        #expect(apps.map(\.description) == [app.description])
        #expect(apps.map(\.source) == [Built.executable("listomat-extension").resolvingSymlinksInPath().path])
    }

    @Test("installing from the same place again updates the app")
    func update() async throws {
        let fixture = try HostFixture()
        try await fixture.install("pizza-shop-extension")
        let outcome = try await fixture.installer.install(executable: Built.executable("pizza-shop-extension"))
        guard case .updated(let app, let previous) = outcome else {
            Issue.record("expected an update, got \(outcome)")
            return
        }
        #expect(previous == "1.0.0")
        #expect(app.identifier == "com.example.hark.pizzashop")
        #expect(try AppRegistry(dataDirectory: fixture.dataDirectory).installedApps().count == 1)
    }

    @Test("an app installed from elsewhere with an installed app's identifier is refused, and nothing changes")
    func identifierClash() async throws {
        let fixture = try HostFixture()
        let original = try await fixture.install("pizza-shop-extension")
        let elsewhere = fixture.root.appendingPathComponent("pizza-shop-extension")
        try FileManager.default.copyItem(at: Built.executable("pizza-shop-extension"), to: elsewhere)
        await #expect {
            try await fixture.installer.install(executable: elsewhere)
        } throws: { error in
            let error = try #require(error as? ExtensionHostError)
            return error.code == .clash && error.message.contains("is installed already, from") && error.message.contains("hark uninstall")
        }
        #expect(try AppRegistry(dataDirectory: fixture.dataDirectory).installedApps().map(\.source) == [original.source])
    }

    @Test("a definition file with errors is refused with located diagnostics")
    func brokenDefinition() async throws {
        let fixture = try HostFixture()
        let broken = fixture.root.appendingPathComponent("broken-extension")
        try FileManager.default.copyItem(at: Built.executable("hostile-extension"), to: broken)
        await #expect {
            try await fixture.installer.install(executable: broken)
        } throws: { error in
            let error = try #require(error as? ExtensionHostError)
            return error.code == .invalidDefinition && !error.diagnostics.isEmpty
                && error.diagnostics.allSatisfy { $0.hasPrefix("Hostile.intents.yaml:") && $0.contains(": error: ") }
                && error.message.contains("Strnig")
        }
        #expect(try AppRegistry(dataDirectory: fixture.dataDirectory).installedApps().isEmpty)
    }

    @Test("an extension speaking another protocol version is refused")
    func protocolVersion() async throws {
        let fixture = try HostFixture()
        let future = fixture.root.appendingPathComponent("future-extension")
        try FileManager.default.copyItem(at: Built.executable("hostile-extension"), to: future)
        await #expect {
            try await fixture.installer.install(executable: future)
        } throws: { error in
            (error as? ExtensionHostError)?.message.contains("speaks extension protocol 99; this Hark speaks 1") == true
        }
    }

    @Test("a file that is not an extension is refused with what it said")
    func notAnExtension() async throws {
        let fixture = try HostFixture()
        await #expect {
            try await fixture.installer.install(executable: URL(fileURLWithPath: "/bin/true"))
        } throws: { error in
            let message = (error as? ExtensionHostError)?.message ?? ""
            return message.contains("true cannot be installed") && message.contains("exited with status 0")
        }
        await #expect {
            try await fixture.installer.install(executable: fixture.root.appendingPathComponent("nothing"))
        } throws: { error in
            (error as? ExtensionHostError)?.message.contains("is not an executable file") == true
        }
    }

    @Test("several extensions installed at once are all installed; when one is refused, none is")
    func severalAtOnce() async throws {
        let fixture = try HostFixture()
        let outcomes = try await fixture.installer.install([
            .init(Built.executable("listomat-extension")), .init(Built.executable("pizza-shop-extension")),
        ])
        #expect(outcomes.count == 2)
        let apps = try AppRegistry(dataDirectory: fixture.dataDirectory).installedApps()
        #expect(Set(apps.map(\.identifier)) == ["com.app-o-mat.listomat", "com.example.hark.pizzashop"])

        let other = try HostFixture()
        let broken = other.root.appendingPathComponent("broken-extension")
        try FileManager.default.copyItem(at: Built.executable("hostile-extension"), to: broken)
        await #expect {
            try await other.installer.install([.init(Built.executable("listomat-extension")), .init(broken)])
        } throws: { error in
            (error as? ExtensionHostError)?.code == .invalidDefinition
        }
        #expect(try AppRegistry(dataDirectory: other.dataDirectory).installedApps().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: other.dataDirectory.url.appendingPathComponent("apps/com.app-o-mat.listomat").path))
    }

    @Test("one app given twice in one install is refused with both places, and nothing is installed")
    func clashWithinOneInstall() async throws {
        let fixture = try HostFixture()
        let elsewhere = fixture.root.appendingPathComponent("pizza-shop-extension")
        try FileManager.default.copyItem(at: Built.executable("pizza-shop-extension"), to: elsewhere)
        await #expect {
            try await fixture.installer.install([.init(Built.executable("pizza-shop-extension")), .init(elsewhere)])
        } throws: { error in
            let error = try #require(error as? ExtensionHostError)
            return error.code == .clash && error.message.contains("com.example.hark.pizzashop is given twice")
                && error.message.contains(elsewhere.resolvingSymlinksInPath().path)
        }
        #expect(try AppRegistry(dataDirectory: fixture.dataDirectory).installedApps().isEmpty)
    }
}
