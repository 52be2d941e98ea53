public import Foundation
public import Hark

/// One conversation between a user and the assistant: where the current request stands, and
/// what was said. A value, Codable, so that a store can keep it between turns by its id.
public struct Conversation: Sendable, Hashable, Codable, Identifiable {
    /// The conversation's id, chosen by the caller or the assistant.
    public var id: String
    /// The user it belongs to.
    public var user: String
    /// The assistant language of the latest turn.
    public var locale: String
    /// When the conversation began.
    public var createdAt: Date
    /// When it last changed: inactivity is measured from here.
    public var updatedAt: Date
    /// What the dialog is waiting for.
    public var phase: Phase
    /// The request in progress, if any.
    public var request: ActiveRequest?
    /// How the last request ended, if one did.
    public var lastOutcome: DialogOutcome?
    /// Everything said, in order.
    public var transcript: [TranscriptEntry]
    /// The time zone of the latest turn's user, as an IANA name ("Europe/Madrid"): the steps
    /// after a turn (a handler's answer) count and say times in it. `nil` before the first turn.
    public var timeZone: String?

    public init(id: String, user: String = "default", locale: String = "en", now: Date) {
        self.id = id
        self.user = user
        self.locale = locale
        self.createdAt = now
        self.updatedAt = now
        self.phase = .idle
        self.request = nil
        self.lastOutcome = nil
        self.transcript = []
    }

    /// Whether the dialog waits for the user to answer a question.
    public var isAwaitingAnswer: Bool {
        if case .awaiting = phase { return true }
        return false
    }

    /// Whether the conversation has been inactive for longer than `timeout` at `now`.
    public func isExpired(at now: Date, timeout: TimeInterval) -> Bool {
        now.timeIntervalSince(updatedAt) > timeout
    }

    /// What the dialog is waiting for.
    public enum Phase: Sendable, Hashable, Codable {
        /// Nothing: the next user turn is a new request.
        case idle
        /// The user's answer to `question`.
        case awaiting(Question)
        /// The driver's answer to a call (authorization, resolve, confirm, handle, continue an
        /// activity).
        case calling(Call)
    }

    /// A call the dialog waits on.
    public enum Call: String, Sendable, Hashable, Codable {
        case authorization, resolve, confirm, handle, continueActivity
    }

    /// A question the user was asked.
    public enum Question: Sendable, Hashable, Codable {
        /// Which of these apps should handle the request.
        case whichApp([String])
        /// May this app receive intents.
        case allowApp(String)
        /// A value for the parameter.
        case value(parameter: String)
        /// Which of the options the handler offered for the parameter.
        case choice(parameter: String, options: [ParameterValue])
        /// Whether the handler's guess for the parameter is right.
        case confirmValue(parameter: String, value: ParameterValue)
        /// Whether to take the value the handler offered instead of one it cannot use, asked in
        /// the handler's words (``UnsupportedReason/offer``).
        case offer(parameter: String, value: ParameterValue, question: String)
        /// Whether to go ahead with the resolved request.
        case shallI
        /// The request needs an unlocked device: the user unlocks it and goes on, or cancels.
        case unlock(app: String)
        /// Whether to go on in the app with what the user was doing: the handler answered
        /// `continueInApp` or a failure with a user activity (``IntentResponse/userActivity``).
        case openApp(app: String, activity: UserActivity)
    }
}

/// The request a conversation is working on.
public struct ActiveRequest: Sendable, Hashable, Codable {
    /// The intent, with the values resolved so far.
    public var intent: Intent
    /// The app that handles it, once chosen.
    public var app: String?
    /// Whether the user's session is authenticated.
    public var isAuthenticated: Bool
    /// The index in the intent's resolution order of the parameter being resolved.
    public var parameterIndex: Int
    /// The handler's results for the current parameter, being worked through item by item.
    public var progress: ResolutionProgress?
    /// How many questions were asked about the current parameter, to stop a handler that keeps asking.
    public var questionsAsked: Int
    /// The handler's answer to `confirm`, whose code and values word "shall I?" (a code of the
    /// definition's own, such as `readyToDeleteList`, or `ready`).
    public var readiness: IntentResponse?
    /// The handler's final response, kept while the user is asked whether to go on in the app.
    public var response: IntentResponse?

    public init(intent: Intent, app: String?, isAuthenticated: Bool) {
        self.intent = intent
        self.app = app
        self.isAuthenticated = isAuthenticated
        self.parameterIndex = 0
        self.progress = nil
        self.questionsAsked = 0
    }
}

/// A list parameter's results, worked through one item at a time (a single parameter has one).
public struct ResolutionProgress: Sendable, Hashable, Codable {
    /// The parameter.
    public var parameter: String
    /// The handler's results, one per item.
    public var results: [ResolutionResult<ParameterValue>]
    /// The item being looked at.
    public var index: Int
    /// The values accepted so far, in item order.
    public var accepted: [ParameterValue]

    public init(parameter: String, results: [ResolutionResult<ParameterValue>]) {
        self.parameter = parameter
        self.results = results
        self.index = 0
        self.accepted = []
    }
}

/// One line of a conversation's transcript.
public struct TranscriptEntry: Sendable, Hashable, Codable {
    /// Who spoke.
    public enum Speaker: String, Sendable, Hashable, Codable {
        case user, assistant
    }
    public var speaker: Speaker
    public var text: String
    public var at: Date

    public init(speaker: Speaker, text: String, at: Date) {
        self.speaker = speaker
        self.text = text
        self.at = at
    }
}
