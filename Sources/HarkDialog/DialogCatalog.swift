public import Hark
public import HarkDefinition

/// What the dialog knows about the installed apps and the intents they handle: their manifests
/// and the parsed definition files whose prompts, responses and types it uses.
public struct DialogCatalog: Sendable {
    /// The definition files: built-in domains and the apps' own.
    public let definitions: [DefinitionFile]
    /// The installed apps, in installation order.
    public let apps: [AppManifest]

    public init(definitions: [DefinitionFile], apps: [AppManifest]) {
        self.definitions = definitions
        self.apps = apps
    }

    /// The manifest of the app with this identifier.
    public func manifest(of app: String) -> AppManifest? {
        apps.first { $0.identifier == app }
    }

    /// The name the assistant says for the app: its display name, or the identifier of an unknown app.
    public func displayName(of app: String) -> String {
        manifest(of: app)?.displayName ?? app
    }

    /// The installed apps that handle the intent named `intent`, in installation order.
    public func apps(handling intent: String) -> [String] {
        apps.filter { app in
            app.supports(intent) || definitions.contains { $0.app?.identifier == app.identifier && $0.intent(named: intent) != nil }
        }.map(\.identifier)
    }

    /// The definition of the intent named `name` as `app` knows it: from the app's own file
    /// first, else from a built-in domain.
    public func intent(named name: String, app: String?) -> (intent: IntentDefinition, file: DefinitionFile)? {
        let ordered = definitions.filter { $0.app?.identifier == app && app != nil } + definitions.filter { $0.app == nil }
        for file in ordered {
            if let intent = file.intent(named: name) { return (intent, file) }
        }
        for file in definitions {
            if let intent = file.intent(named: name) { return (intent, file) }
        }
        return nil
    }
}
