public import Foundation
public import Hark
import HarkAssistant
import HarkDefinition
import HarkExtensionKit

/// Installs extensions into a data directory: asks each to describe itself, checks what it says
/// (protocol version, manifest, definition files with located diagnostics, clashes with the
/// installed apps) and records it. Installing an app that is installed from the same place
/// again updates it.
public struct ExtensionInstaller: Sendable {
    /// What an install did.
    public enum Outcome: Sendable, Hashable {
        case installed(InstalledApp)
        /// The app was installed already, at `previousVersion`; it is now `app`.
        case updated(InstalledApp, previousVersion: String)
    }

    public let registry: AppRegistry
    public let sandbox: Sandbox?
    /// How long an extension may take to start and describe itself.
    public var describeTimeout: Duration = .seconds(15)

    public init(registry: AppRegistry, sandbox: Sandbox?) {
        self.registry = registry
        self.sandbox = sandbox
    }

    // MARK: Executables

    /// Installs the extension executable at `executable`, sandboxed unless `unsandboxed`.
    ///
    /// - Throws: ``ExtensionHostError`` saying why it was refused; nothing is changed then.
    public func install(executable: URL, unsandboxed: Bool = false, isDefault: Bool = false) async throws(ExtensionHostError) -> Outcome {
        try await install([Executable(executable, unsandboxed: unsandboxed)], isDefault: isDefault)[0]
    }

    /// An extension executable to install, and whether it runs unconfined.
    public struct Executable: Sendable {
        public var url: URL
        public var unsandboxed: Bool

        public init(_ url: URL, unsandboxed: Bool = false) {
            self.url = url
            self.unsandboxed = unsandboxed
        }
    }

    /// Installs several extension executables at once: each is described and checked as
    /// ``install(executable:unsandboxed:isDefault:)`` checks one, against the installed apps and
    /// the others of `executables`, and everything is compiled into one assistant once, where
    /// installing them one by one compiles the installed apps again for each.
    ///
    /// - Throws: ``ExtensionHostError`` saying which was refused and why; when one is refused,
    ///   none is installed. (A data directory that cannot be written to can stop the installs
    ///   part way; each app is recorded whole or not at all.)
    public func install(_ executables: [Executable], isDefault: Bool = false) async throws(ExtensionHostError) -> [Outcome] {
        let installed = try registry.installedApps()
        var accepted: [(executable: URL, app: InstalledApp, existing: InstalledApp?)] = []
        for entry in executables {
            let executable = entry.url.standardizedFileURL.resolvingSymlinksInPath()
            guard FileManager.default.isExecutableFile(atPath: executable.path) else {
                throw ExtensionHostError(code: .invalidExtension, message: "\(executable.path) is not an executable file")
            }
            let confinement: InstalledApp.Sandbox = entry.unsandboxed ? .none : .landlock
            if confinement == .landlock {
                guard let sandbox else {
                    throw ExtensionHostError(
                        code: .sandboxUnavailable,
                        message: "hark-sandbox is not installed beside hark; install with --unsandboxed to run the extension unconfined")
                }
                if let reason = sandbox.unavailability() {
                    throw ExtensionHostError(
                        code: .sandboxUnavailable,
                        message: "extensions cannot be sandboxed here (\(reason)); install with --unsandboxed to run it unconfined")
                }
            }
            let description = try await describe(executable: executable, sandboxed: confinement == .landlock)
            let identifier = description.manifest.identifier
            if let twin = accepted.first(where: { $0.app.identifier == identifier }) {
                throw ExtensionHostError(
                    code: .clash, message: "\(identifier) is given twice, from \(twin.executable.path) and from \(executable.path)")
            }
            let existing = try checkAlone(description, source: executable.path, among: installed + accepted.map(\.app))
            let app = InstalledApp(
                description: description,
                location: .executable(path: "apps/\(identifier)/\(executable.lastPathComponent)"),
                source: executable.path,
                sandbox: confinement,
                isDefault: isDefault,
                sourceStamp: Self.stamp(of: executable)
            )
            accepted.append((executable, app, existing))
        }
        let replaced = Set(accepted.map(\.app.identifier))
        try checkTogether(installed.filter { !replaced.contains($0.identifier) }, adding: accepted.map(\.app))
        for (executable, app, _) in accepted {
            let folder = registry.folder(of: app.identifier)
            let copy = folder.appendingPathComponent(executable.lastPathComponent)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let temporary = folder.appendingPathComponent(".\(executable.lastPathComponent).\(UUID().uuidString)")
                // A hard link costs nothing and keeps this build even when the source is rebuilt.
                if link(executable.path, temporary.path) != 0 {
                    try FileManager.default.copyItem(at: executable, to: temporary)
                }
                guard rename(temporary.path, copy.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
            } catch {
                throw ExtensionHostError(
                    code: .unusableDataDirectory, message: "cannot copy \(executable.path) into \(folder.path): \(error)")
            }
            try registry.save(app)
        }
        return accepted.map { entry in
            entry.existing.map { .updated(entry.app, previousVersion: $0.version) } ?? .installed(entry.app)
        }
    }

    /// The size and modification time of `file`, to notice a new build.
    public static func stamp(of file: URL) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            let size = attributes[.size] as? Int, let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return "\(size)@\(modified.timeIntervalSince1970)"
    }

    /// Starts `executable` (sandboxed, with a scratch container) and asks it to describe itself.
    func describe(executable: URL, sandboxed: Bool) async throws(ExtensionHostError) -> ExtensionDescription {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hark-describe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let log: AppLog
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            log = try AppLog(url: scratch.appendingPathComponent("describe.log"))
        } catch {
            throw ExtensionHostError(code: .unusableDataDirectory, message: "cannot make a scratch folder: \(error)")
        }
        var launch = (executable, [String]())
        if let sandbox {
            launch =
                sandboxed
                ? (sandbox.launcher, sandbox.arguments(executable: executable, arguments: [], container: scratch))
                : (sandbox.launcher, ["--unconfined", "--", executable.path])
        }
        let environment = [
            "HARK_USER": HandlerContext.defaultUser, "HARK_LOCALE": "en", "HARK_CONTAINER": scratch.path, "HARK_APP_GROUP": "",
            "HOME": scratch.path, "TMPDIR": scratch.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
        ]
        let reply: ExtensionMessage
        do {
            let process = try ExtensionProcess(
                executable: launch.0, arguments: launch.1, environment: environment, log: log,
                onNotification: { _ in }, onEnd: { _, _ in }
            )
            defer { process.stop(grace: .milliseconds(200)) }
            reply = try await withThrowingTaskGroup(of: ExtensionMessage?.self) { group in
                group.addTask { try await process.request(.describe(id: process.makeID())) }
                group.addTask {
                    try await Task.sleep(for: describeTimeout)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let reply = first else {
                    throw ExtensionFailure("it did not describe itself within \(describeTimeout)")
                }
                return reply
            }
        } catch {
            let said =
                (try? String(contentsOf: scratch.appendingPathComponent("describe.log"), encoding: .utf8))?
                .split(separator: "\n").filter { !$0.hasPrefix("[hark ") }.suffix(5).joined(separator: "\n") ?? ""
            throw ExtensionHostError(
                code: .invalidExtension,
                message: "\(executable.path) cannot be installed: \(error is CancellationError ? "it did not answer" : "\(error)")"
                    + (said.isEmpty ? "" : "\nit said on standard error:\n\(said)")
            )
        }
        guard reply.type == .description, let description = reply.extension else {
            throw ExtensionHostError(
                code: .invalidExtension, message: "\(executable.path) answered describe with \(reply.type.rawValue), not a description")
        }
        guard reply.protocol == ExtensionProtocol.version else {
            throw ExtensionHostError(
                code: .invalidExtension,
                message:
                    "\(executable.path) speaks extension protocol \(reply.protocol.map(String.init) ?? "(none)"); this Hark speaks \(ExtensionProtocol.version)"
            )
        }
        return description
    }

    // MARK: Web services

    /// Installs the extension served at `url`, whose requests are signed with `secret` (a new one
    /// when `nil`; the outcome's app holds it, to give to the service).
    public func install(url: URL, secret: String? = nil) async throws(ExtensionHostError) -> Outcome {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
            throw ExtensionHostError(code: .invalidExtension, message: "\(url.absoluteString) is not an http or https URL")
        }
        let messages: [ExtensionMessage]
        do {
            messages = try await HTTPTransport.post(.describe(id: 1), to: url, secret: nil, timeout: 15)
        } catch {
            throw ExtensionHostError(code: .invalidExtension, message: "\(url.absoluteString) cannot be installed: \(error)")
        }
        guard let reply = messages.last, reply.type == .description, let description = reply.extension else {
            throw ExtensionHostError(code: .invalidExtension, message: "\(url.absoluteString) did not answer describe with a description")
        }
        guard reply.protocol == ExtensionProtocol.version else {
            throw ExtensionHostError(
                code: .invalidExtension,
                message:
                    "\(url.absoluteString) speaks extension protocol \(reply.protocol.map(String.init) ?? "(none)"); this Hark speaks \(ExtensionProtocol.version)"
            )
        }
        let existing = try check(description, source: url.absoluteString)
        let app = InstalledApp(
            description: description, location: .url(url), source: url.absoluteString, sandbox: .none,
            secret: secret ?? existing?.secret ?? RequestSignature.makeSecret()
        )
        try registry.save(app)
        return existing.map { .updated(app, previousVersion: $0.version) } ?? .installed(app)
    }

    // MARK: Checks

    /// Checks a description against the installed apps; returns the installed app it updates.
    ///
    /// - Throws: ``ExtensionHostError`` with located diagnostics for definition files with
    ///   errors, or naming the app it clashes with.
    func check(_ description: ExtensionDescription, source: String) throws(ExtensionHostError) -> InstalledApp? {
        let installed = try registry.installedApps()
        let existing = try checkAlone(description, source: source, among: installed)
        let app = InstalledApp(description: description, location: .url(URL(fileURLWithPath: "/")), source: source, sandbox: .none)
        try checkTogether(installed.filter { $0.identifier != description.manifest.identifier }, adding: [app])
        return existing
    }

    /// Checks a description by itself and against `apps` (the installed apps, and others being
    /// installed with it): its manifest, its definition files, and clashes of identifier, name
    /// and app group. Returns the app of `apps` it updates.
    func checkAlone(
        _ description: ExtensionDescription, source: String, among apps: [InstalledApp]
    ) throws(ExtensionHostError) -> InstalledApp? {
        let manifest = description.manifest
        guard Self.isIdentifier(manifest.identifier) else {
            throw ExtensionHostError(
                code: .invalidExtension,
                message: "'\(manifest.identifier)' is not an app identifier (reverse DNS: letters, digits, '.', '-' and '_')")
        }
        guard !manifest.displayName.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ExtensionHostError(code: .invalidExtension, message: "\(manifest.identifier) has no display name")
        }
        guard !manifest.supportedIntents.isEmpty else {
            throw ExtensionHostError(code: .invalidExtension, message: "\(manifest.displayName) supports no intents")
        }
        if let group = manifest.appGroup, (try? registry.dataDirectory.container(forGroup: group)) == nil {
            throw ExtensionHostError(code: .invalidExtension, message: "'\(group)' is not an app group identifier")
        }
        try checkDefinitions(description)
        let existing = apps.first { $0.identifier == manifest.identifier }
        if let existing, existing.source != source {
            throw ExtensionHostError(
                code: .clash,
                message:
                    "\(existing.manifest.displayName) (\(existing.identifier)) is installed already, from \(existing.source); `hark uninstall \(existing.identifier)` first to install it from \(source)"
            )
        }
        let others = apps.filter { $0.identifier != manifest.identifier }
        let names = [manifest.displayName] + manifest.alternativeNames.map(\.name)
        for other in others {
            if let name = names.first(where: { other.isNamed($0) }) {
                throw ExtensionHostError(
                    code: .clash,
                    message:
                        "\(manifest.identifier) is called '\(name)', which names the installed app \(other.manifest.displayName) (\(other.identifier))"
                )
            }
            if let group = manifest.appGroup, group == other.manifest.appGroup {
                throw ExtensionHostError(
                    code: .clash, message: "\(manifest.identifier) asks for the app group \(group), which is \(other.identifier)'s")
            }
        }
        return existing
    }

    /// Checks that `apps` and the `new` apps still compile into one assistant; a failure names
    /// the new apps.
    func checkTogether(_ apps: [InstalledApp], adding new: [InstalledApp]) throws(ExtensionHostError) {
        let all = (apps + new).map { RemoteExtension(app: $0, transport: NoTransport()) }
        do {
            _ = try Assistant(apps: all)
        } catch {
            let names = new.map(\.manifest.displayName).joined(separator: ", ")
            throw ExtensionHostError(code: .invalidDefinition, message: "\(names): \(error.message)")
        }
    }

    /// Parses every definition file the extension sent, collecting located diagnostics.
    func checkDefinitions(_ description: ExtensionDescription) throws(ExtensionHostError) {
        var diagnostics: [String] = []
        var intents: Set<String> = []
        for source in description.definitions {
            do {
                let file = try DefinitionFile(parsing: source.text, path: source.fileName)
                intents.formUnion(file.intents.map(\.name))
            } catch {
                diagnostics += error.diagnostics.map(\.description)
            }
        }
        guard diagnostics.isEmpty else {
            throw ExtensionHostError(
                code: .invalidDefinition,
                message: "\(description.manifest.displayName)'s definition files have errors:\n" + diagnostics.joined(separator: "\n"),
                diagnostics: diagnostics
            )
        }
        let unknown = description.manifest.supportedIntents.filter { !intents.contains($0) && BuiltInDomain.defining($0) == nil }
        guard unknown.isEmpty else {
            throw ExtensionHostError(
                code: .invalidDefinition,
                message:
                    "\(description.manifest.displayName) supports \(unknown.joined(separator: ", ")), which none of its definition files defines"
            )
        }
        let manifest = description.manifest
        var claimed: [String] = []
        for example in manifest.examples where !manifest.supports(example.intent) && !intents.contains(example.intent) {
            if !claimed.contains(example.intent) { claimed.append(example.intent) }
        }
        guard claimed.isEmpty else {
            throw ExtensionHostError(
                code: .invalidDefinition,
                message:
                    "\(manifest.displayName) gives examples of \(claimed.joined(separator: ", ")), which it does not handle (it handles: \(manifest.supportedIntents.joined(separator: ", ")))"
            )
        }
    }

    static func isIdentifier(_ text: String) -> Bool {
        (try? DataDirectory(url: URL(fileURLWithPath: "/")).container(forGroup: text)) != nil && text.count <= 200
    }
}

/// A transport for checking descriptions, never called.
struct NoTransport: ExtensionTransport {
    func send(_ message: ExtensionMessage, user: String, locale: String) async throws -> ExtensionMessage {
        throw ExtensionFailure("not running")
    }
}
