/// A parameter of an intent, or a property of its response.
public struct ParameterDefinition: Sendable, Hashable {
    /// A lower-camel-case Swift identifier: `targetTaskList`, `taskTitles`.
    public var name: String
    public var type: ValueType
    /// Whether the parameter holds several values, each resolved on its own.
    public var isList: Bool
    /// Whether the dialog must have a value before it confirms.
    public var isRequired: Bool
    /// How the assistant names the parameter, per locale ("list").
    public var displayName: [String: String]
    /// What the assistant says when it asks about the parameter.
    public var prompts: Prompts
    /// Sentences for `unsupported(reason:)` outcomes, by reason code, per locale.
    public var unsupportedReasons: [String: [String: String]]
    public var location: SourceLocation

    public init(
        name: String,
        type: ValueType,
        isList: Bool = false,
        isRequired: Bool = false,
        displayName: [String: String] = [:],
        prompts: Prompts = Prompts(),
        unsupportedReasons: [String: [String: String]] = [:],
        location: SourceLocation
    ) {
        self.name = name
        self.type = type
        self.isList = isList
        self.isRequired = isRequired
        self.displayName = displayName
        self.prompts = prompts
        self.unsupportedReasons = unsupportedReasons
        self.location = location
    }

    /// The questions the assistant asks about a parameter, per locale. Each may use `{name}`
    /// placeholders for the intent's parameters; `disambiguation` may also use `{options}`.
    public struct Prompts: Sendable, Hashable {
        /// For a missing value: "Which list?"
        public var needsValue: [String: String]
        /// For several matches: "Which one: {options}?"
        public var disambiguation: [String: String]
        /// For a likely match: "Did you mean {targetTaskList}?"
        public var confirmation: [String: String]

        public init(
            needsValue: [String: String] = [:],
            disambiguation: [String: String] = [:],
            confirmation: [String: String] = [:]
        ) {
            self.needsValue = needsValue
            self.disambiguation = disambiguation
            self.confirmation = confirmation
        }

        /// Whether no prompt is given at all.
        public var isEmpty: Bool { needsValue.isEmpty && disambiguation.isEmpty && confirmation.isEmpty }
    }
}
