import ArgumentParser
import Foundation
import Hark
import HarkDefinition
import HarkExtensionHost
import HarkExtensionKit
import HarkLanguage

/// `hark install`: install an app's extension — an executable, a Swift package built first, or a
/// web service at a URL.
struct Install: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install an app: an extension executable, a Swift package (built with `swift build -c release`), or --url.",
        discussion: """
            The extension is asked to describe itself; its definition files are checked as `hark validate` \
            checks them, and an app whose identifier or names are another installed app's is refused. \
            Installing an app again from the same place updates it. Executables run in a Landlock sandbox \
            that lets them use their app group's container and nothing else; --unsandboxed runs one unconfined.
            """
    )

    @OptionGroup var options: CommonOptions

    @Argument(help: "The extension executable, or the folder of a Swift package that builds one.", completion: .file())
    var path: String?

    @Option(help: "The URL of an extension served over HTTP (the extension protocol, signed requests).")
    var url: String?

    @Option(help: "With --url: the secret the service signs with (default: a new one, printed once).")
    var secret: String?

    @Option(help: "With a package: the executable product to install, when it has several.")
    var product: String?

    @Flag(help: "Run the extension without a sandbox.")
    var unsandboxed = false

    func validate() throws {
        guard (path == nil) != (url == nil) else { throw ValidationError("give either PATH or --url URL") }
        if secret != nil, url == nil { throw ValidationError("--secret goes with --url") }
        if product != nil, url != nil { throw ValidationError("--product goes with a package PATH") }
    }

    func run() async throws {
        try await reportingFailures {
            let registry = AppRegistry(dataDirectory: options.dataDirectory)
            // A new data directory gets its demo apps first, as any command gives it.
            try await Installation.installDefaultApps(in: options.dataDirectory)
            let installer = ExtensionInstaller(registry: registry, sandbox: Sandbox.beside())
            let outcome: ExtensionInstaller.Outcome
            do {
                if let url {
                    guard let parsed = URL(string: url) else { throw CommandFailure("'\(url)' is not a URL") }
                    outcome = try await installer.install(url: parsed, secret: secret)
                } else {
                    let executable = try PackageBuild.executable(at: path ?? ".", product: product)
                    outcome = try await installer.install(executable: executable, unsandboxed: unsandboxed)
                }
            } catch let error as ExtensionHostError {
                throw CommandFailure(error.message)
            }
            let app: InstalledApp
            switch outcome {
            case .installed(let installed):
                app = installed
                Terminal.print("Installed \(app.manifest.displayName) \(app.version) (\(app.identifier)).")
            case .updated(let installed, let previous):
                app = installed
                Terminal.print("Updated \(app.manifest.displayName) from \(previous) to \(app.version) (\(app.identifier)).")
            }
            Terminal.print("  runs: \(app.whereItRuns)")
            // The app's sentences are learned now, in every language it has, so that its first
            // request in any of them is understood at once (the built-in domains are learned on
            // first use, or already are).
            var definitions: [DefinitionFile] = []
            for source in app.description.definitions where source.fileName != ListsAndNotes.definition.fileName {
                do {
                    definitions.append(try DefinitionFile(parsing: source.text, path: source.fileName))
                } catch {
                    throw CommandFailure("\(source.fileName): \(error)")
                }
            }
            let models = Installation.trainedModels(for: definitions, in: options.dataDirectory, languages: nil)
            if !models.isEmpty {
                Terminal.print("  learned: \(Set(models.map(\.language)).sorted().joined(separator: ", "))")
            }
            if case .url = app.location, secret == nil, let key = app.secret {
                Terminal.print("  secret: \(key)")
                Terminal.error("Start the extension with HARK_EXTENSION_SECRET set to the secret above: it signs every request.")
            }
        }
    }
}

/// `hark uninstall APP`: remove an installed app.
struct Uninstall: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Remove an installed app. Its users' data stays in its containers."
    )

    @OptionGroup var options: CommonOptions

    @Argument(help: "The app: its identifier or its name.")
    var app: String

    func run() async throws {
        try await reportingFailures {
            let registry = AppRegistry(dataDirectory: options.dataDirectory)
            do {
                let installed = try registry.app(named: app)
                try registry.remove(installed.identifier)
                Terminal.print("Uninstalled \(installed.manifest.displayName) (\(installed.identifier)).")
            } catch let error as ExtensionHostError {
                throw CommandFailure(error.message)
            }
        }
    }
}

/// Finding, or building, the executable `hark install PATH` installs.
enum PackageBuild {
    /// `path` itself when it is an executable file; when it is a Swift package's folder, the
    /// executable product built from it with `swift build -c release` (`product`, or its only one).
    static func executable(at path: String, product: String?) throws -> URL {
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CommandFailure("\(url.path): no such file or folder")
        }
        guard isDirectory.boolValue else {
            if product != nil { throw CommandFailure("--product goes with a package folder, and \(url.path) is a file") }
            return url
        }
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else {
            throw CommandFailure("\(url.path) is a folder without Package.swift: give an extension executable or a Swift package")
        }
        let name = try product ?? onlyExecutable(of: url)
        Terminal.error("Building \(name) in \(url.path) (swift build -c release)…")
        let build = try swift(["build", "-c", "release", "--package-path", url.path, "--product", name], echo: true)
        guard build.status == 0 else { throw CommandFailure("swift build failed in \(url.path) (exit code \(build.status))") }
        let bin = try swift(["build", "-c", "release", "--package-path", url.path, "--show-bin-path"], echo: false)
        let executable = URL(fileURLWithPath: bin.output.trimmingCharacters(in: .whitespacesAndNewlines)).appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw CommandFailure("swift build made no executable \(executable.path)")
        }
        return executable
    }

    /// The package's one executable product.
    static func onlyExecutable(of package: URL) throws -> String {
        let described = try swift(["package", "--package-path", package.path, "describe", "--type", "json"], echo: false)
        guard described.status == 0,
            let json = try? JSONSerialization.jsonObject(with: Data(described.output.utf8)) as? [String: Any],
            let products = json["products"] as? [[String: Any]]
        else {
            throw CommandFailure("`swift package describe` failed in \(package.path)")
        }
        let executables = products.compactMap { product -> String? in
            guard let type = product["type"] as? [String: Any], type["executable"] != nil else { return nil }
            return product["name"] as? String
        }
        switch executables.count {
        case 1: return executables[0]
        case 0: throw CommandFailure("\(package.path) has no executable product: an extension is an executable adopting AppExtensionMain")
        default:
            throw CommandFailure(
                "\(package.path) has several executables (\(executables.joined(separator: ", "))); say which with --product")
        }
    }

    private static func swift(_ arguments: [String], echo: Bool) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let output = Pipe()
        process.standardOutput = echo ? FileHandle.standardError : output
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            throw CommandFailure("cannot run swift: \(error)")
        }
        let data = echo ? Data() : output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
