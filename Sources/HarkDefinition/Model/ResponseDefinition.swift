/// What an intent answers: its properties and the codes it may answer with.
public struct ResponseDefinition: Sendable, Hashable {
    /// Values the response carries (`addedTasks`, `modifiedTaskList`), in declaration order.
    public var properties: [ParameterDefinition]
    /// The codes, standard and custom, in declaration order.
    public var codes: [ResponseCodeDefinition]

    public init(properties: [ParameterDefinition] = [], codes: [ResponseCodeDefinition] = []) {
        self.properties = properties
        self.codes = codes
    }

    /// The property named `name`, if there is one.
    public func property(named name: String) -> ParameterDefinition? {
        properties.first { $0.name == name }
    }

    /// The code named `name`, if the response declares it.
    public func code(named name: String) -> ResponseCodeDefinition? {
        codes.first { $0.name == name }
    }
}

/// One response code with the sentence the assistant says for it.
public struct ResponseCodeDefinition: Sendable, Hashable {
    /// `success`, `failure`, or a custom name such as `failurePizzaUnavailable`.
    public var name: String
    /// Response properties this code carries; generated code takes them as arguments.
    public var parameters: [String]
    /// What the assistant says, per locale; `{name}` placeholders use response properties and
    /// intent parameters.
    public var templates: [String: String]
    public var location: SourceLocation

    public init(name: String, parameters: [String] = [], templates: [String: String] = [:], location: SourceLocation) {
        self.name = name
        self.parameters = parameters
        self.templates = templates
        self.location = location
    }

    /// SiriKit's standard codes, which need no declaration to be used.
    public static let standardNames = ["ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch"]

    /// Whether this is one of SiriKit's standard codes.
    public var isStandard: Bool { Self.standardNames.contains(name) }

    /// Whether the code reports a failure: its name starts with `failure`.
    public var isFailure: Bool { name.hasPrefix("failure") }
}
