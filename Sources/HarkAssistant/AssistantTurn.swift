public import Hark
public import HarkDialog

/// What the assistant answers to one turn, as the command line and the HTTP API print it:
///
/// ```json
/// {"conversation": "c1", "say": "Which one: Grocery Store or Hardware Store?", "expecting": "choice",
///  "choices": ["Grocery Store", "Hardware Store"], "app": "com.app-o-mat.listomat",
///  "intent": "SearchForNotebookItems", "code": null, "parameters": {"title": {"speakableString": …}, …}}
/// ```
public struct AssistantTurn: Sendable, Hashable, Codable {
    /// The conversation's id: pass it back with the next turn to answer a question.
    public var conversation: String
    /// What the assistant says, in the assistant language.
    public var say: String
    /// What the assistant expects next.
    public var expecting: Expectation
    /// The options, in numbered order, when `expecting` is `.choice`.
    public var choices: [String]
    /// The app handling the request, by identifier, once known.
    public var app: String?
    /// The intent of the request, once known.
    public var intent: String?
    /// The response code, when the request is over with a response.
    public var code: String?
    /// The response's values when the request is over, else the intent's values so far.
    public var parameters: [String: ParameterValue]
    /// What failed on the assistant's own side — a store that could not be read or written, the
    /// disk full — when the turn could not be done; `say` apologizes and says it. Not encoded:
    /// `hark ask` exits with a failure for it, and a client sees it in `say`.
    public var failure: String?

    public init(
        conversation: String, say: String, expecting: Expectation = .nothing, choices: [String] = [],
        app: String? = nil, intent: String? = nil, code: String? = nil, parameters: [String: ParameterValue] = [:]
    ) {
        self.conversation = conversation
        self.say = say
        self.expecting = expecting
        self.choices = choices
        self.app = app
        self.intent = intent
        self.code = code
        self.parameters = parameters
    }

    /// The turn that says the assistant failed with `error`, in `locale`'s words.
    static func failed(_ error: any Error, conversation: String, locale: String) -> AssistantTurn {
        var turn = AssistantTurn(conversation: conversation, say: Wording.somethingWentWrong.text(in: locale) + " (\(error))")
        turn.failure = "\(error)"
        return turn
    }

    private enum CodingKeys: String, CodingKey {
        case conversation, say, expecting, choices, app, intent, code, parameters
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        conversation = try container.decode(String.self, forKey: .conversation)
        say = try container.decode(String.self, forKey: .say)
        expecting = try container.decode(Expectation.self, forKey: .expecting)
        choices = try container.decodeIfPresent([String].self, forKey: .choices) ?? []
        app = try container.decodeIfPresent(String.self, forKey: .app)
        intent = try container.decodeIfPresent(String.self, forKey: .intent)
        code = try container.decodeIfPresent(String.self, forKey: .code)
        parameters = try container.decodeIfPresent([String: ParameterValue].self, forKey: .parameters) ?? [:]
    }

    /// Encodes every field, absent ones as `null`, so that the shape never changes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(conversation, forKey: .conversation)
        try container.encode(say, forKey: .say)
        try container.encode(expecting, forKey: .expecting)
        try container.encode(choices, forKey: .choices)
        try container.encode(app, forKey: .app)
        try container.encode(intent, forKey: .intent)
        try container.encode(code, forKey: .code)
        try container.encode(parameters, forKey: .parameters)
    }
}
