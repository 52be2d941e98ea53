public import Hark

/// What an extension says of itself when asked to `describe`: its manifest, the definition files
/// of the intents it handles, the cards it draws results with, and its version.
public struct ExtensionDescription: Sendable, Hashable, Codable {
    /// Who the app is and what it supports.
    public var manifest: AppManifest
    /// The definition files of its intents, built-in domains included, as generated code embeds them.
    public var definitions: [DefinitionSource]
    /// Its snippet templates.
    public var snippetTemplates: [SnippetTemplate]
    /// The extension's own version, as its author numbers releases: `1.2.0`.
    public var version: String

    public init(manifest: AppManifest, definitions: [DefinitionSource], snippetTemplates: [SnippetTemplate] = [], version: String) {
        self.manifest = manifest
        self.definitions = definitions
        self.snippetTemplates = snippetTemplates
        self.version = version
    }

    /// The description of `app` at `version`.
    public init(_ app: some AppExtension, version: String) {
        self.init(manifest: app.manifest, definitions: app.definitions, snippetTemplates: app.snippetTemplates, version: version)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        manifest = try container.decode(AppManifest.self, forKey: .manifest)
        definitions = try container.decodeIfPresent([DefinitionSource].self, forKey: .definitions) ?? []
        snippetTemplates = try container.decodeIfPresent([SnippetTemplate].self, forKey: .snippetTemplates) ?? []
        version = try container.decodeIfPresent(String.self, forKey: .version) ?? "0"
    }
}
