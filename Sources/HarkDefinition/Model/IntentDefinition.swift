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
    /// Example requests per locale, for the trained understanding layer to learn from beside
    /// samples of the templates: the many ways people ask that no template needs to spell out.
    public var examples: [String: [IntentExample]]
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
        examples: [String: [IntentExample]] = [:],
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
        self.examples = examples
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

/// A sentence template as written in a definition file, parsed, with where it stands and the
/// values it gives parameters that its words say without a slot.
///
/// ```yaml
/// - sentence: "start [a|an] {workoutName} for an hour"
///   values: {goalValue: 1, workoutGoalUnitType: hour}
/// ```
public struct SentenceTemplate: Sendable, Hashable {
    public var template: Template
    public var location: SourceLocation
    /// Parameters the sentence sets itself, in file order: "for an hour" is a goal of 1 hour,
    /// "a ride home" a drop-off at home. A slot the template captures keeps what was said.
    public var values: [FixedValue]

    public init(template: Template, location: SourceLocation, values: [FixedValue] = []) {
        self.template = template
        self.location = location
        self.values = values
    }

    /// The template as written.
    public var source: String { template.source }

    /// One parameter's value as a sentence's `values` gives it: a custom type's value name, a
    /// number, `true`/`false`, a task status (`completed`, `notCompleted`), or the words of a
    /// text, a place, a person, a list or a task.
    public struct FixedValue: Sendable, Hashable {
        public var parameter: String
        public var value: String
        public var location: SourceLocation

        public init(parameter: String, value: String, location: SourceLocation) {
            self.parameter = parameter
            self.value = value
            self.location = location
        }
    }
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

/// One example request of an intent, its parameters' words marked as `[words](parameter)`:
/// `"put [oat milk](taskTitles) on [the shopping](targetTaskList) list"`.
public struct IntentExample: Sendable, Hashable {
    /// The request without the marks: "put oat milk on the shopping list".
    public var text: String
    /// The marked words, in order.
    public var slots: [Slot]
    public var location: SourceLocation

    /// Words of the request that give a parameter.
    public struct Slot: Sendable, Hashable {
        public var parameter: String
        public var text: String

        public init(parameter: String, text: String) {
            self.parameter = parameter
            self.text = text
        }
    }

    public init(text: String, slots: [Slot] = [], location: SourceLocation) {
        self.text = text
        self.slots = slots
        self.location = location
    }

    /// Reads an example written with marks; a failure says which mark is not closed.
    public static func parsing(_ written: String, location: SourceLocation) -> Result<IntentExample, ExampleMarkupError> {
        var text = ""
        var slots: [Slot] = []
        var rest = written[...]
        while let open = rest.firstIndex(of: "[") {
            text += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "]"),
                rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == "(",
                let end = rest[rest.index(after: close)...].firstIndex(of: ")")
            else {
                return .failure(ExampleMarkupError(message: "'[' at \"\(rest[open...].prefix(20))\" needs ']' and '(parameter)' after it"))
            }
            let words = String(rest[afterOpen..<close])
            let parameter = String(rest[rest.index(close, offsetBy: 2)..<end])
            guard !words.isEmpty, !parameter.isEmpty else {
                return .failure(ExampleMarkupError(message: "'[\(words)](\(parameter))' needs both words and a parameter name"))
            }
            text += words
            slots.append(Slot(parameter: parameter, text: words))
            rest = rest[rest.index(after: end)...]
        }
        text += rest
        return .success(IntentExample(text: text, slots: slots, location: location))
    }
}

/// Why an example's `[words](parameter)` marks cannot be read.
public struct ExampleMarkupError: Error, Sendable, Hashable {
    public var message: String
}
