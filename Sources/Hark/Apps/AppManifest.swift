/// What an app tells the assistant about itself: who it is, what it can do, what it asks of the user.
///
/// The counterpart of an Intents extension's Info.plist (`IntentsSupported`,
/// `IntentsRestrictedWhileLocked`, `NSSiriUsageDescription`, `NSUserActivityTypes`) and of the
/// app's `AppIntentVocabulary.plist` (its example requests). Generated from the `app:` section of
/// a definition file.
public struct AppManifest: Sendable, Hashable, Codable {
    /// A reverse-DNS identifier: `com.app-o-mat.listomat`.
    public var identifier: String
    /// The name the assistant shows and says: "List-o-Mat".
    public var displayName: String
    /// Other names users call the app by, with how to pronounce them.
    public var alternativeNames: [AlternativeName]
    /// Why the app wants to be used by the assistant, per locale; shown when the user is first asked.
    public var usageDescription: LocalizedString
    /// The intents the app handles, by name.
    public var supportedIntents: [String]
    /// The intents that need an authenticated (unlocked) session.
    public var intentsRestrictedWhileLocked: [String]
    /// The user-activity types the app may donate.
    public var userActivityTypes: [String]
    /// The app group whose container the app and its extension share, if any.
    public var appGroup: String?
    /// Requests the user can make of the app, per locale, in the order the app gives them: what
    /// the assistant answers to "what can List-o-Mat do?".
    public var examples: [Example]

    public init(
        identifier: String,
        displayName: String,
        alternativeNames: [AlternativeName] = [],
        usageDescription: LocalizedString = [:],
        supportedIntents: [String],
        intentsRestrictedWhileLocked: [String] = [],
        userActivityTypes: [String] = [],
        appGroup: String? = nil,
        examples: [Example] = []
    ) {
        self.identifier = identifier
        self.displayName = displayName
        self.alternativeNames = alternativeNames
        self.usageDescription = usageDescription
        self.supportedIntents = supportedIntents
        self.intentsRestrictedWhileLocked = intentsRestrictedWhileLocked
        self.userActivityTypes = userActivityTypes
        self.appGroup = appGroup
        self.examples = examples
    }

    /// Whether the app handles the intent named `intentName`.
    public func supports(_ intentName: String) -> Bool {
        supportedIntents.contains(intentName)
    }

    /// The example requests written in `locale`'s language (or in `locale` itself), in order.
    public func examples(in locale: String) -> [(intent: String, sentence: String)] {
        examples.compactMap { example in
            guard example.sentence.hasValue(for: locale), let sentence = example.sentence.value(for: locale) else { return nil }
            return (example.intent, sentence)
        }
    }

    /// Whether the intent named `intentName` needs an authenticated session.
    public func isRestrictedWhileLocked(_ intentName: String) -> Bool {
        intentsRestrictedWhileLocked.contains(intentName)
    }

    public init(from decoder: any Decoder) throws {
        // Only the identifier, the display name and the supported intents are required, so that
        // an extension written in any language describes itself without listing empty fields,
        // and a manifest from before examples existed still reads.
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            identifier: try container.decode(String.self, forKey: .identifier),
            displayName: try container.decode(String.self, forKey: .displayName),
            alternativeNames: try container.decodeIfPresent([AlternativeName].self, forKey: .alternativeNames) ?? [],
            usageDescription: try container.decodeIfPresent(LocalizedString.self, forKey: .usageDescription) ?? [:],
            supportedIntents: try container.decode([String].self, forKey: .supportedIntents),
            intentsRestrictedWhileLocked: try container.decodeIfPresent([String].self, forKey: .intentsRestrictedWhileLocked) ?? [],
            userActivityTypes: try container.decodeIfPresent([String].self, forKey: .userActivityTypes) ?? [],
            appGroup: try container.decodeIfPresent(String.self, forKey: .appGroup),
            examples: try container.decodeIfPresent([Example].self, forKey: .examples) ?? []
        )
    }

    /// A request the user can make of the app, with the intent it is understood as:
    /// `{"intent": "AddTasks", "sentence": {"en": "add milk to the grocery list", "es": …}}`.
    public struct Example: Sendable, Hashable, Codable {
        /// The intent the request is understood as.
        public var intent: String
        /// The request, per locale.
        public var sentence: LocalizedString

        public init(intent: String, sentence: LocalizedString) {
            self.intent = intent
            self.sentence = sentence
        }
    }

    /// Another name of an app, as users say it.
    public struct AlternativeName: Sendable, Hashable, Codable {
        /// The name as written: "ListOMat".
        public var name: String
        /// How it sounds when that is not obvious: "list oh mat".
        public var pronunciation: String?

        public init(name: String, pronunciation: String? = nil) {
            self.name = name
            self.pronunciation = pronunciation
        }
    }
}
