import Foundation
import Hark
import HarkAssistant
import HarkExtensionHost
import HarkExtensionKit
import HarkLanguage
import HarkTesting
import Testing

/// Executables built beside the tests: the demo extensions, the hostile one, the sandbox launcher.
enum Built {
    static func executable(_ name: String) -> URL {
        BuiltExecutable(name).url
    }

    static var sandbox: Sandbox { Sandbox(launcher: executable("hark-sandbox")) }

    /// A fixture file of this test target.
    static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(name)
    }
}

/// A data directory with apps installed in it, and an assistant over them, removed afterwards.
final class HostFixture: @unchecked Sendable {
    let folder: TemporaryDirectory
    let dataDirectory: DataDirectory
    let vocabulary = MemoryVocabularyStore()

    init() throws {
        folder = try TemporaryDirectory(prefix: "hark-host")
        dataDirectory = DataDirectory(url: folder.url("data"))
    }

    /// The fixture's folder, holding the data directory and whatever a test puts beside it.
    var root: URL { folder.url }

    var installer: ExtensionInstaller {
        ExtensionInstaller(registry: AppRegistry(dataDirectory: dataDirectory), sandbox: Built.sandbox)
    }

    /// Installs the executable built as `name` (or at `url`).
    @discardableResult
    func install(_ name: String, at url: URL? = nil, unsandboxed: Bool = false) async throws -> InstalledApp {
        switch try await installer.install(executable: url ?? Built.executable(name), unsandboxed: unsandboxed) {
        case .installed(let app), .updated(let app, _): return app
        }
    }

    /// The host over what is installed, and an assistant over it whose handlers have `deadline`;
    /// every installed app is allowed for `users`. `beforeStoring` runs before each vocabulary an
    /// app registers is stored (a test may make it slow).
    func assistant(
        deadline: Duration = .seconds(5),
        supervision: ExtensionSupervisor.Configuration = ExtensionSupervisor.Configuration(),
        clock: any AssistantClock = SystemClock(),
        allowing users: [String] = [Session.defaultUser],
        beforeStoring: @escaping @Sendable ([SpeakableString]) async -> Void = { _ in }
    ) async throws -> (Assistant, ExtensionHost) {
        let vocabulary = self.vocabulary
        let host = try ExtensionHost(dataDirectory: dataDirectory, sandbox: Built.sandbox, configuration: supervision, clock: clock) {
            values, kind, app, user in
            await beforeStoring(values)
            await vocabulary.setVocabulary(values, of: kind, app: app, user: user)
        }
        let assistant = try Assistant(
            apps: host.extensions, configuration: Assistant.Configuration(handlerDeadline: deadline), vocabulary: vocabulary)
        for user in users {
            for app in host.apps { try await assistant.allow(app: app.identifier, user: user) }
        }
        return (assistant, host)
    }

    /// The app's log in the data directory.
    func log(of identifier: String) -> String {
        (try? String(contentsOf: dataDirectory.url.appendingPathComponent("logs/\(identifier).log"), encoding: .utf8)) ?? ""
    }
}

extension Assistant {
    /// Starts the hostile extension's one intent: misbehave `how`.
    func misbehave(_ how: String, paths: [String] = [], user: String = Session.defaultUser) async -> AssistantTurn {
        var parameters: [String: ParameterValue] = ["how": .string(how)]
        if !paths.isEmpty { parameters["paths"] = .string(paths.joined(separator: "|")) }
        return await invoke(
            Intent(name: "Misbehave", parameters: parameters), app: "org.example.hostile", locale: "en", session: Session(user: user))
    }
}
