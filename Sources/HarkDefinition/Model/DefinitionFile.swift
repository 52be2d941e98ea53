/// A parsed and validated definition file (`Name.intents.yaml`): an app's manifest, its custom
/// types and intents, or a built-in domain.
///
/// ```swift
/// let path = "Examples/PizzaShop/PizzaShopApp.intents.yaml"
/// let file = try DefinitionFile(parsing: String(contentsOfFile: path, encoding: .utf8), path: path)
/// for intent in file.intents { print(intent.name, intent.parameters.map(\.name)) }
/// ```
public struct DefinitionFile: Sendable, Hashable {
    /// The path the file was read from, as given.
    public var path: String
    /// The file's base name: `ListsAndNotes` for `ListsAndNotes.intents.yaml`.
    public var name: String
    /// The file's text, exactly as read.
    public var source: String
    /// The locales every prompt, response template and value synonym must cover.
    public var locales: [String]
    /// The app's manifest, for an app's own file; `nil` for a domain of intents.
    public var app: AppDefinition?
    /// Custom value types (enumerations with localized synonyms), in file order.
    public var types: [CustomTypeDefinition]
    /// The intents, in file order.
    public var intents: [IntentDefinition]
    /// Expansion rules for templates (`<rule>`), per locale, by name.
    public var rules: [String: [String: ExpansionRule]]
    /// Words the matcher may skip anywhere ("please", "por favor"), per locale.
    public var skipWords: [String: [String]]
    /// Warnings found while parsing; errors make parsing throw instead.
    public var warnings: [Diagnostic]

    public init(
        path: String,
        name: String,
        source: String,
        locales: [String],
        app: AppDefinition? = nil,
        types: [CustomTypeDefinition] = [],
        intents: [IntentDefinition] = [],
        rules: [String: [String: ExpansionRule]] = [:],
        skipWords: [String: [String]] = [:],
        warnings: [Diagnostic] = []
    ) {
        self.path = path
        self.name = name
        self.source = source
        self.locales = locales
        self.app = app
        self.types = types
        self.intents = intents
        self.rules = rules
        self.skipWords = skipWords
        self.warnings = warnings
    }

    /// The intent named `name`, if the file defines it.
    public func intent(named name: String) -> IntentDefinition? {
        intents.first { $0.name == name }
    }

    /// The custom type named `name`, if the file defines it.
    public func type(named name: String) -> CustomTypeDefinition? {
        types.first { $0.name == name }
    }

    /// The base name of a definition file's path: `ListsAndNotes` for `a/ListsAndNotes.intents.yaml`.
    public static func baseName(ofPath path: String) -> String {
        DefinitionFileName.baseName(ofPath: path)
    }
}
