/// One intent of a definition file: its parameters, how it is confirmed, what it answers and the
/// sentences that ask for it.
public struct IntentDefinition: Sendable, Hashable {
    /// `AddTasks`, `OrderPizza`: an upper-camel-case Swift identifier.
    public var name: String
    /// What the intent does, for people reading generated code and listings.
    public var description: String?
    /// A short name per locale for people to see ("Show rate", "Ver el cambio"), which the
    /// assistant follows with the values of a shortcut ("Show rate: bitcoin"). Empty when the
    /// file gives none; else it covers every locale of the file.
    public var title: [String: String]
    /// The parameters in declaration order.
    public var parameters: [ParameterDefinition]
    /// The order in which the dialog resolves the parameters; declaration order unless the file
    /// says otherwise. Always names every parameter exactly once.
    public var resolutionOrder: [String]
    /// Whether the user is asked "shall I?" before the intent is handled.
    public var confirmation: ConfirmationPolicy
    /// Whether the intent needs an authenticated session.
    public var restrictedWhileLocked: Bool
    /// The response: its properties and codes.
    public var response: ResponseDefinition
    /// Sentence templates per locale.
    public var sentences: [String: [SentenceTemplate]]
    public var location: SourceLocation

    public init(
        name: String,
        description: String? = nil,
        title: [String: String] = [:],
        parameters: [ParameterDefinition] = [],
        resolutionOrder: [String]? = nil,
        confirmation: ConfirmationPolicy = .never,
        restrictedWhileLocked: Bool = false,
        response: ResponseDefinition = ResponseDefinition(),
        sentences: [String: [SentenceTemplate]] = [:],
        location: SourceLocation
    ) {
        self.name = name
        self.description = description
        self.title = title
        self.parameters = parameters
        self.resolutionOrder = resolutionOrder ?? parameters.map(\.name)
        self.confirmation = confirmation
        self.restrictedWhileLocked = restrictedWhileLocked
        self.response = response
        self.sentences = sentences
        self.location = location
    }

    /// The parameter named `name`, if the intent has it.
    public func parameter(named name: String) -> ParameterDefinition? {
        parameters.first { $0.name == name }
    }

    /// The parameters in resolution order.
    public var parametersInResolutionOrder: [ParameterDefinition] {
        resolutionOrder.compactMap(parameter(named:))
    }

    /// When the user is asked to confirm before the intent is handled.
    public enum ConfirmationPolicy: String, Sendable, Hashable, CaseIterable {
        /// Handled straight after `confirm` answers `ready`.
        case never
        /// The assistant shows the details and asks "shall I?" first.
        case always
    }
}

/// A sentence template as written in a definition file, parsed, with where it stands.
public struct SentenceTemplate: Sendable, Hashable {
    public var template: Template
    public var location: SourceLocation

    public init(template: Template, location: SourceLocation) {
        self.template = template
        self.location = location
    }

    /// The template as written.
    public var source: String { template.source }
}

/// A named template that other templates use as `<name>`.
public struct ExpansionRule: Sendable, Hashable {
    public var name: String
    public var template: Template
    public var location: SourceLocation

    public init(name: String, template: Template, location: SourceLocation) {
        self.name = name
        self.template = template
        self.location = location
    }
}
