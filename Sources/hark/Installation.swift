import Foundation
import Hark
import HarkAssistant
import HarkDefinition
import HarkExtensionHost
import HarkLanguage
import HarkShortcuts

/// The apps installed in a data directory and the assistant over them, on Hark's database there
/// or on a shared PostgreSQL database (``Stores``): every request the assistant handles is
/// donated to the user's shortcuts in that database.
///
/// Apps are extensions installed with `hark install`, each run in a sandboxed process of its
/// own (or called at a URL) by the ``ExtensionHost``. Opening a data directory for the first time
/// creates it and installs the demo apps whose executables were built beside `hark`
/// (``defaultApps``); a demo app whose build changed since is updated.
struct Installation {
    let dataDirectory: DataDirectory
    /// Where conversations, authorizations, vocabulary, shortcuts and users are kept.
    let stores: Stores
    let host: ExtensionHost
    let assistant: Assistant
    let user: String
    /// Where the user is, when they said so (`--near`).
    let place: Coordinate?

    /// Which of the trained layer's models an installation loads.
    enum Models {
        /// Those of the locale's language: a command answers in one language.
        case locale
        /// Those of every language: a server answers in all of them.
        case everyLanguage
        /// None: the command understands no request (`hark allow`, `hark shortcuts`), or learns
        /// them itself (`hark train`).
        case none
    }

    /// The demo apps a new data directory gets: extension executables built beside `hark`, by
    /// name; `$HARK_DEFAULT_APPS` (names separated by commas, or empty for none) replaces them.
    static func defaultApps(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        if let names = environment["HARK_DEFAULT_APPS"] {
            return names.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        return [
            "listomat-extension", "pizza-shop-extension", "currency-rates-extension", "city-ride-extension", "pacer-extension",
            "purse-extension", "chatter-extension", "forkful-extension",
        ]
    }

    /// Opens `dataDirectory` for `user`, who is at `place` when known, speaking `locale`, with the
    /// stores of `database` (a `postgres://` URL) or else of the data directory.
    ///
    /// The trained layer's models of `locale`'s language (`models`: or of every language, as a
    /// server needs, or none) are loaded from the data directory's `models/`, and those missing
    /// or out of date are learned first (``TrainedModelFolder``).
    ///
    /// - Throws: ``CommandFailure`` naming the path when the data directory or a store in it
    ///   cannot be used.
    init(
        dataDirectory: DataDirectory, database: String? = nil, locale: String, user: String, place: Coordinate? = nil,
        models: Models = .locale
    ) async throws {
        self.dataDirectory = dataDirectory
        self.user = user
        self.place = place
        let stores = try await Stores.open(database: database, dataDirectory: dataDirectory)
        self.stores = stores
        let vocabulary = stores.vocabulary
        do {
            try await Self.installDefaultApps(in: dataDirectory)
        } catch {
            await stores.close()
            throw error
        }
        do {
            host = try ExtensionHost(dataDirectory: dataDirectory) { values, kind, app, user in
                do {
                    try await vocabulary.setVocabulary(values, of: kind, app: app, user: user)
                } catch {
                    Terminal.error("hark: warning: \(app)'s vocabulary was not saved: \(error)")
                }
            }
            assistant = try Assistant(
                apps: host.extensions,
                // Installed apps' definitions were validated when they were installed: one
                // command compiles only the language it is spoken in.
                configuration: Assistant.Configuration(compilation: .onFirstUse),
                conversations: stores.conversations,
                authorizations: stores.authorizations,
                vocabulary: vocabulary,
                shortcuts: stores.shortcuts,
                trainedModels: { definitions in
                    switch models {
                    case .locale:
                        Self.trainedModels(
                            for: definitions, in: dataDirectory, languages: [(try? LanguageProfile.forLocale(locale).language) ?? locale])
                    case .everyLanguage: Self.trainedModels(for: definitions, in: dataDirectory, languages: nil)
                    case .none: []
                    }
                },
                definitionCache: Self.definitionCache(in: dataDirectory)
            )
        } catch let error as ExtensionHostError {
            await stores.close()
            throw CommandFailure(error.message)
        } catch {
            await stores.close()
            throw CommandFailure("\(error)")
        }
    }

    /// What the stores of the installation hold for the user: their vocabulary.
    var vocabulary: any VocabularyStore { stores.vocabulary }

    /// Lets go of the stores' connections.
    func close() async {
        await stores.close()
    }

    /// Installs the demo apps into a data directory that has no apps yet, and updates those it
    /// installed before when their build changed. A demo app that was not built is skipped.
    static func installDefaultApps(in dataDirectory: DataDirectory) async throws {
        let registry = AppRegistry(dataDirectory: dataDirectory)
        let isNew = !registry.exists
        let installed: [InstalledApp]
        do {
            installed = isNew ? [] : try registry.installedApps().filter(\.isDefault)
        } catch {
            throw CommandFailure(error.message)
        }
        guard isNew || !installed.isEmpty else { return }
        let installer = ExtensionInstaller(registry: registry, sandbox: Sandbox.beside())
        var pending: [(name: String, executable: ExtensionInstaller.Executable)] = []
        for name in defaultApps() {
            guard let executable = builtBeside(name) else { continue }
            let previous = installed.first { URL(fileURLWithPath: $0.source).lastPathComponent == name }
            if !isNew {
                guard let previous, previous.sourceStamp != ExtensionInstaller.stamp(of: executable) else { continue }
            }
            pending.append((name, .init(executable, unsandboxed: previous?.sandbox == InstalledApp.Sandbox.none)))
        }
        guard !pending.isEmpty else { return }
        // All at once first: the apps compile together once, not once for each app.
        if (try? await installer.install(pending.map(\.executable), isDefault: true)) != nil { return }
        for (name, executable) in pending {
            do {
                _ = try await installer.install([executable], isDefault: true)
            } catch {
                // Said each time until it works: `apps/` is only made by an install that succeeded.
                Terminal.error("hark: warning: the demo app \(name) was not installed: \(error.message)")
            }
        }
    }

    /// The executable `name` in the folder of the running `hark`, if it is there.
    static func builtBeside(_ name: String) -> URL? {
        let executable = ownExecutable.deletingLastPathComponent().appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: executable.path) ? executable : nil
    }

    /// The running `hark`.
    static var ownExecutable: URL {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).map(URL.init(fileURLWithPath:))
            ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// The parsed definition files of `dataDirectory`'s apps, kept in its `cache/definitions/`
    /// for the build of `hark` that is running (by its size and modification time): a
    /// definition that changed, or another build, parses the definitions again.
    static func definitionCache(in dataDirectory: DataDirectory) -> DefinitionCache? {
        guard let build = ExtensionInstaller.stamp(of: ownExecutable) else { return nil }
        return DefinitionCache(
            folder: dataDirectory.url.appendingPathComponent("cache/definitions"),
            key: "hark \(build), archive format \(DefinitionFile.archiveFormat)")
    }

    /// The installed apps' extensions.
    var extensions: [RemoteExtension] { host.extensions }

    /// The session of the user, authenticated: a person at their own terminal.
    var session: Session { session(locked: false) }

    /// The session of the user, on a locked device (not authenticated) when `locked`.
    func session(locked: Bool) -> Session { Session(user: user, isAuthenticated: !locked, place: place) }

    /// The installed app that `name` names: its identifier, display name or an alternative name,
    /// ignoring case.
    ///
    /// - Throws: ``CommandFailure`` listing the installed apps when none matches.
    func app(named name: String) throws -> AppManifest {
        do {
            return try host.registry.app(named: name).manifest
        } catch {
            throw CommandFailure(error.message)
        }
    }

    /// What the assistant understands with: the installed apps' templates and the trained
    /// layer, for commands that understand without running anything.
    func recognizer() -> Recognizer {
        assistant.recognizer
    }

    /// The folder of the trained layer's models in `dataDirectory`.
    static func modelFolder(in dataDirectory: DataDirectory) -> TrainedModelFolder {
        TrainedModelFolder(url: dataDirectory.url.appendingPathComponent("models"), cache: TrainedModelFolder.userCache())
    }

    /// The trained models of `definitions` in `languages` (all when `nil`), learning those that are
    /// missing or out of date, with a progress bar when standard error is a terminal. A model
    /// that cannot be saved is a warning: the request is understood by the templates alone.
    static func trainedModels(for definitions: [DefinitionFile], in dataDirectory: DataDirectory, languages: Set<String>?) -> [TrainedModel]
    {
        let folder = modelFolder(in: dataDirectory)
        let bar = ProgressBar(title: "Learning the apps' sentences")
        do {
            let models = try folder.models(for: definitions, languages: languages) { job, fraction in
                bar.show(fraction, detail: "\(job.file) (\(job.language))")
            }
            bar.finish()
            return models
        } catch {
            bar.finish()
            Terminal.error("hark: warning: the trained models could not be saved in \(folder.url.path): \(error.localizedDescription)")
            return []
        }
    }
}
