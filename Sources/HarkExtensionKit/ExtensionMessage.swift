public import Hark

/// One message of the extension protocol: a request from the assistant, the extension's reply, or
/// a notification the extension sends on its own.
///
/// On standard input and output each message is one line of JSON (``MessageFraming``); over HTTP
/// the request is the body and the reply is the response body, in the same framing. Fields a
/// message does not use are absent. docs/Extensions.md shows every message with an example.
///
/// ```json
/// {"id": 7, "type": "resolve", "context": {"user": "alice", "locale": "en"},
///  "intent": {"name": "AddTasks", "parameters": {}}, "parameter": "targetTaskList"}
/// {"id": 7, "type": "resolved", "results": [{"outcome": "needsValue"}]}
/// ```
public struct ExtensionMessage: Sendable, Hashable, Codable {
    /// The request's number, chosen by the assistant and repeated in the reply; absent in
    /// notifications. A `cancel` names the request it cancels.
    public var id: Int?
    /// What the message is.
    public var type: Kind
    /// The protocol version: sent with `describe` and in the `description` reply.
    public var `protocol`: Int?
    /// Whose request it is, and in which language: with `resolve`, `confirm` and `handle`.
    public var context: Context?
    /// The intent to resolve, confirm or handle.
    public var intent: Intent?
    /// The parameter to resolve.
    public var parameter: String?
    /// With `resolve`: the parameters the assistant will ask for next, in order. The extension
    /// may resolve them too, with the same intent, for as long as each one's results leave it as
    /// it is (``Hark/Intent/keeps(_:after:)``), and answer them in `nextResults`. Optional on both
    /// sides: an extension that ignores it is asked for each in turn.
    public var next: [String]?
    /// The outcome of `resolve`: one result per item of a list parameter, else exactly one.
    public var results: [ResolutionResult<ParameterValue>]?
    /// With `resolved`: the results of the parameters of `next` that were resolved too, the
    /// first ones of `next`, in its order.
    public var nextResults: [ResolvedParameter]?
    /// The answer to `confirm` or `handle`.
    public var response: IntentResponse?
    /// The answer to `describe`.
    public var `extension`: ExtensionDescription?
    /// A `vocabulary` notification's kind: `TaskList`, `Task`, a custom type's name.
    public var kind: String?
    /// A `vocabulary` notification's values, most important first; they replace the kind's values.
    public var values: [SpeakableString]?
    /// An `error` reply's explanation.
    public var message: String?
    /// The user activity to continue.
    public var activity: UserActivity?
    /// A `continued` reply's answer; absent when the user must continue in the app.
    public var continuation: ActivityContinuation?

    /// The kinds of message.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        // From the assistant.
        case describe, resolve, confirm, handle, cancel, continueActivity
        // Replies from the extension.
        case description, resolved, response, error, continued
        // Sent by the extension whenever it likes.
        case vocabulary
    }

    /// Whose request a message is about.
    public struct Context: Sendable, Hashable, Codable {
        /// The user the request is for.
        public var user: String
        /// The locale of the turn: `en`, `es-MX`, `ar`.
        public var locale: String

        public init(user: String, locale: String) {
            self.user = user
            self.locale = locale
        }
    }

    public init(id: Int? = nil, type: Kind) {
        self.id = id
        self.type = type
    }

    /// Whether the assistant sends this kind, and the extension must answer it (all but `cancel`).
    public var isRequest: Bool {
        switch type {
        case .describe, .resolve, .confirm, .handle, .continueActivity: true
        default: false
        }
    }

    // MARK: Making messages

    /// `describe`: who are you, what do you handle, which protocol do you speak?
    public static func describe(id: Int) -> ExtensionMessage {
        var message = ExtensionMessage(id: id, type: .describe)
        message.protocol = ExtensionProtocol.version
        return message
    }

    /// `resolve`: resolve `parameter` of `intent`, and the parameters `next` after it while the
    /// intent stays as it is, if the extension will.
    public static func resolve(id: Int, parameter: String, of intent: Intent, context: Context, next: [String] = []) -> ExtensionMessage {
        var message = ExtensionMessage(id: id, type: .resolve)
        message.context = context
        message.intent = intent
        message.parameter = parameter
        message.next = next.isEmpty ? nil : next
        return message
    }

    /// `confirm` or `handle` `intent`.
    public static func call(_ type: Kind, id: Int, intent: Intent, context: Context) -> ExtensionMessage {
        var message = ExtensionMessage(id: id, type: type)
        message.context = context
        message.intent = intent
        return message
    }

    /// `continueActivity`: take the user back to `activity`.
    public static func continueActivity(id: Int, _ activity: UserActivity, context: Context) -> ExtensionMessage {
        var message = ExtensionMessage(id: id, type: .continueActivity)
        message.context = context
        message.activity = activity
        return message
    }

    /// `continued`: the answer to `continueActivity`.
    public static func continued(id: Int?, _ continuation: ActivityContinuation?) -> ExtensionMessage {
        var message = ExtensionMessage(id: id, type: .continued)
        message.continuation = continuation
        return message
    }

    /// `cancel`: the assistant no longer waits for request `id`.
    public static func cancel(id: Int) -> ExtensionMessage {
        ExtensionMessage(id: id, type: .cancel)
    }

    /// `description`: the answer to `describe`.
    public static func description(id: Int?, _ description: ExtensionDescription) -> ExtensionMessage {
        var message = ExtensionMessage(id: id, type: .description)
        message.protocol = ExtensionProtocol.version
        message.extension = description
        return message
    }

    /// `resolved`: the answer to `resolve`, with the results of the parameters after it that
    /// were resolved too.
    public static func resolved(id: Int?, _ results: [ResolutionResult<ParameterValue>], next: [ResolvedParameter] = [])
        -> ExtensionMessage
    {
        var message = ExtensionMessage(id: id, type: .resolved)
        message.results = results
        message.nextResults = next.isEmpty ? nil : next
        return message
    }

    /// `response`: the answer to `confirm` or `handle`.
    public static func response(id: Int?, _ response: IntentResponse) -> ExtensionMessage {
        var message = ExtensionMessage(id: id, type: .response)
        message.response = response
        return message
    }

    /// `error`: the request could not be answered.
    public static func error(id: Int?, _ text: String) -> ExtensionMessage {
        var message = ExtensionMessage(id: id, type: .error)
        message.message = text
        return message
    }

    /// `vocabulary`: the app's words of `kind` are now `values`.
    public static func vocabulary(_ values: [SpeakableString], of kind: String) -> ExtensionMessage {
        var message = ExtensionMessage(type: .vocabulary)
        message.kind = kind
        message.values = values
        return message
    }
}

/// The version of the extension protocol, and its limits.
public enum ExtensionProtocol {
    /// The version this Hark speaks. An extension that answers `describe` with another is refused
    /// at install.
    public static let version = 1
    /// The longest message, in bytes: a longer line is a broken extension.
    public static let maximumMessageSize = 4 << 20
}
