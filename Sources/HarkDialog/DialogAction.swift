public import Hark

/// What the driver must do after a ``DialogMachine`` step: say something, ask a store, call a
/// handler, or end the request.
///
/// Calls (`checkAuthorization`, `resolve`, `confirm`, `handle`, `continueActivity`) are always the last action of a
/// step; the driver feeds their answer back as the matching ``DialogEvent``.
public enum DialogAction: Sendable, Hashable {
    /// Say `prompt` to the user.
    case say(Prompt)
    /// Look up whether the user allows `app`; answer with ``DialogEvent/authorization(app:status:)``.
    case checkAuthorization(app: String)
    /// Remember the user's answer about `app`.
    case recordAuthorization(app: String, allowed: Bool)
    /// Call the app's `resolve(parameter:of:)`; answer with ``DialogEvent/resolved(parameter:results:)``.
    case resolve(parameter: String, intent: Intent, app: String)
    /// Call the app's `confirm(intent:)`; answer with ``DialogEvent/confirmed(_:)``.
    case confirm(intent: Intent, app: String)
    /// Call the app's `handle(intent:)`; answer with ``DialogEvent/handled(_:)``.
    case handle(intent: Intent, app: String)
    /// Hand `activity` to the app's `continueActivity(_:)`; answer with ``DialogEvent/continued(_:)``.
    case continueActivity(UserActivity, app: String)
    /// The request is over.
    case finish(DialogOutcome)
}

/// A sentence for the user, in the assistant language, with what the assistant expects next.
public struct Prompt: Sendable, Hashable, Codable {
    /// The sentence.
    public var text: String
    /// What the user is expected to answer.
    public var expecting: Expectation
    /// The options, in the order they are numbered, when `expecting` is `.choice`.
    public var choices: [String]

    public init(text: String, expecting: Expectation = .nothing, choices: [String] = []) {
        self.text = text
        self.expecting = expecting
        self.choices = choices
    }
}

/// What the assistant expects the user to say next.
public enum Expectation: String, Sendable, Hashable, Codable, CaseIterable {
    /// Nothing: the request is over, or waits for nobody.
    case nothing
    /// A value for a parameter ("the grocery list").
    case value
    /// One of the offered options, by name or position ("the second one").
    case choice
    /// Yes or no.
    case confirmation
}

/// How a request ended.
public enum DialogOutcome: Sendable, Hashable, Codable {
    /// The app answered `handle`, or `confirm` with a failure: the final response.
    case completed(IntentResponse)
    /// The user cancelled, or said no.
    case cancelled
    /// The request could not go on; `reason` says why, for logs and transcripts.
    case failed(reason: String)
}
