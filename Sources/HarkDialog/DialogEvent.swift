public import Foundation
public import Hark
public import HarkLanguage

/// Something that happened to a conversation: the user said something, a caller started an
/// intent, or the driver reports what a handler or the authorization store answered.
///
/// ``DialogMachine/step(_:_:now:)`` takes one event at a time and answers with the
/// ``DialogAction``s the driver must carry out.
public enum DialogEvent: Sendable {
    /// The user typed or said `text`; the driver has already run the recognizer on it.
    case userSaid(UserTurn)
    /// A caller starts an intent directly, skipping recognition (another app, a shortcut, a test).
    case start(StructuredRequest)
    /// The authorization store's answer to ``DialogAction/checkAuthorization(app:)``.
    case authorization(app: String, status: AuthorizationStatus)
    /// The handler's answer to ``DialogAction/resolve(parameter:intent:app:)``.
    case resolved(parameter: String, results: [ResolutionResult<ParameterValue>])
    /// The handler's answer to ``DialogAction/confirm(intent:app:)``.
    case confirmed(IntentResponse)
    /// The handler's answer to ``DialogAction/handle(intent:app:)``.
    case handled(IntentResponse)
    /// The app's answer to ``DialogAction/continueActivity(_:app:)``: what to say and show, or
    /// `nil` when it does not continue the activity here.
    case continued(ActivityContinuation?)
    /// The handler could not answer the last call.
    case handlerFailed(HandlerFault)
}

/// One turn of the user: the text, the assistant language it was written in, and what the
/// recognizer made of it.
public struct UserTurn: Sendable {
    /// What the user typed or said, as written.
    public var text: String
    /// The assistant language of this turn (`"en"`, `"es-MX"`): prompts are said in it.
    public var locale: String
    /// The recognizer's reading of `text` in `locale`.
    public var recognition: Recognition
    /// Whether the user's session is authenticated (the device is unlocked).
    public var isAuthenticated: Bool
    /// The user's time zone, in which spans of time in an answer ("yesterday") are counted.
    public var timeZone: TimeZone

    public init(
        text: String, locale: String, recognition: Recognition, isAuthenticated: Bool = true, timeZone: TimeZone = .current
    ) {
        self.text = text
        self.locale = locale
        self.recognition = recognition
        self.isAuthenticated = isAuthenticated
        self.timeZone = timeZone
    }
}

/// An intent a caller starts directly: values it lacks, or that the app finds ambiguous, still
/// come back as questions.
public struct StructuredRequest: Sendable {
    /// The intent, with the parameter values the caller has.
    public var intent: Intent
    /// The app to handle it; `nil` lets the dialog pick the only app that handles it, or ask.
    public var app: String?
    /// The assistant language.
    public var locale: String
    /// Whether the user's session is authenticated (the device is unlocked).
    public var isAuthenticated: Bool

    public init(intent: Intent, app: String? = nil, locale: String, isAuthenticated: Bool = true) {
        self.intent = intent
        self.app = app
        self.locale = locale
        self.isAuthenticated = isAuthenticated
    }
}

/// Whether the user lets an app receive intents from the assistant.
public enum AuthorizationStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// The user has not been asked yet.
    case notDetermined
    /// The user allowed the app.
    case allowed
    /// The user refused the app.
    case denied
}

/// Why a handler call produced no answer.
public enum HandlerFault: Sendable, Hashable, Codable {
    /// The handler threw; `message` describes the error, for logs and transcripts.
    case threw(message: String)
    /// The handler did not answer before its deadline.
    case missedDeadline
    /// The app returned no handler for the intent.
    case noHandler
}
