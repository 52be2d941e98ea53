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
        self.location = location
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
