/// The `app:` section of a definition file: who the app is and what it supports.
public struct AppDefinition: Sendable, Hashable {
    /// Reverse-DNS identifier: `com.app-o-mat.listomat`.
    public var identifier: String
    /// "List-o-Mat".
    public var displayName: String
    /// Other names, with how to pronounce them.
    public var alternativeNames: [AlternativeName]
    /// Why the app wants the assistant, per locale.
    public var usageDescription: [String: String]
    /// Intents the app handles: its own and those of built-in domains.
    public var supportedIntents: [String]
    /// Intents that need an authenticated session.
    public var restrictedWhileLocked: [String]
    /// User-activity types the app may donate.
    public var userActivityTypes: [String]
    /// The app group whose container the app and its extension share.
    public var appGroup: String?
    /// Requests users can make of the app, each with the intent it claims to be understood as.
    public var examples: [Example]
    public var location: SourceLocation
    /// Where each name of `supportedIntents` and `restrictedWhileLocked` is written, for diagnostics.
    var listedIntentLocations: [String: SourceLocation] = [:]

    public init(
        identifier: String,
        displayName: String,
        alternativeNames: [AlternativeName] = [],
        usageDescription: [String: String] = [:],
        supportedIntents: [String] = [],
        restrictedWhileLocked: [String] = [],
        userActivityTypes: [String] = [],
        appGroup: String? = nil,
        examples: [Example] = [],
        location: SourceLocation
    ) {
        self.identifier = identifier
        self.displayName = displayName
        self.alternativeNames = alternativeNames
        self.usageDescription = usageDescription
        self.supportedIntents = supportedIntents
        self.restrictedWhileLocked = restrictedWhileLocked
        self.userActivityTypes = userActivityTypes
        self.appGroup = appGroup
        self.examples = examples
        self.location = location
    }

    /// An example request (the counterpart of an `AppIntentVocabulary.plist` phrase): the
    /// sentence per locale and the intent each is understood as.
    public struct Example: Sendable, Hashable {
        /// The intent the sentences claim.
        public var intent: String
        /// The sentence, per locale.
        public var sentences: [String: String]
        /// Where the example begins.
        public var location: SourceLocation
        /// Where each locale's sentence is written, for diagnostics about it.
        public var sentenceLocations: [String: SourceLocation]

        public init(
            intent: String, sentences: [String: String], location: SourceLocation, sentenceLocations: [String: SourceLocation] = [:]
        ) {
            self.intent = intent
            self.sentences = sentences
            self.location = location
            self.sentenceLocations = sentenceLocations
        }
    }

    /// Another name of the app.
    public struct AlternativeName: Sendable, Hashable {
        public var name: String
        public var pronunciation: String?

        public init(name: String, pronunciation: String? = nil) {
            self.name = name
            self.pronunciation = pronunciation
        }
    }
}
