public import Foundation
public import Hark
public import HarkAssistant
import HarkExtensionKit

/// The assistant's side of the extension protocol, for one data directory: the installed apps
/// as ``AppExtension``s the assistant drives like any other, with their processes supervised
/// and sandboxed, or their web services called with signed requests.
///
/// ```swift
/// let host = try ExtensionHost(dataDirectory: dataDirectory, vocabulary: { values, kind, app, user in
///     try? await vocabularyStore.setVocabulary(values, of: kind, app: app, user: user)
/// })
/// let assistant = try Assistant(apps: host.extensions, vocabulary: vocabularyStore)
/// ```
public struct ExtensionHost: Sendable {
    /// The installed apps' records.
    public let registry: AppRegistry
    /// The processes of the installed executables.
    public let supervisor: ExtensionSupervisor
    /// The installed apps, as the assistant drives them.
    public let extensions: [RemoteExtension]

    /// The host of the apps installed in `dataDirectory`.
    ///
    /// - Parameters:
    ///   - sandbox: The launcher that confines extensions; by default `hark-sandbox` beside the
    ///     running executable.
    ///   - clock: The time restarts back off on.
    ///   - vocabulary: Where the words extensions register for a user go.
    /// - Throws: ``ExtensionHostError`` when an app record cannot be read.
    public init(
        dataDirectory: DataDirectory,
        sandbox: Sandbox? = Sandbox.beside(),
        configuration: ExtensionSupervisor.Configuration = ExtensionSupervisor.Configuration(),
        clock: any AssistantClock = SystemClock(),
        vocabulary: @escaping ExtensionSupervisor.VocabularySink
    ) throws(ExtensionHostError) {
        registry = AppRegistry(dataDirectory: dataDirectory)
        let supervisor = ExtensionSupervisor(
            dataDirectory: dataDirectory, sandbox: sandbox, configuration: configuration, clock: clock, vocabulary: vocabulary
        )
        self.supervisor = supervisor
        extensions = try registry.installedApps().map { app in
            switch app.location {
            case .executable:
                RemoteExtension(app: app, transport: ProcessTransport(supervisor: supervisor, app: app))
            case .url(let url):
                RemoteExtension(
                    app: app,
                    transport: HTTPTransport(url: url, secret: app.secret ?? "", identifier: app.identifier, vocabulary: vocabulary))
            }
        }
    }

    /// The installed apps' records.
    public var apps: [InstalledApp] { extensions.map(\.app) }
}
