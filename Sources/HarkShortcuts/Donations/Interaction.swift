public import Foundation
public import Hark

/// A request the user made of an app and how it went: SiriKit's `INInteraction`.
///
/// The assistant donates one for every request an app handles; an app may donate its own when
/// the user does the same thing in the app ("Show rate BTC" on the rates screen).
public struct Interaction: Sendable, Hashable, Codable {
    /// The intent with the parameters the user gave. Its `identifier` is not part of the shortcut.
    public var intent: Intent
    /// The app's answer, when there was one. An interaction whose response is a failure is kept
    /// but does not make a shortcut: nobody wants to be offered the order that failed.
    public var response: IntentResponse?
    /// When it happened.
    public var date: Date
    /// An identifier the app chooses, to delete this donation later.
    public var identifier: String?
    /// A group the app chooses ("orders of restaurant 12"), to delete several donations at once.
    public var groupIdentifier: String?
    /// The phrase the app proposes when the user records one of their own ("Order my usual").
    public var suggestedInvocationPhrase: String?

    public init(
        intent: Intent,
        response: IntentResponse? = nil,
        date: Date,
        identifier: String? = nil,
        groupIdentifier: String? = nil,
        suggestedInvocationPhrase: String? = nil
    ) {
        self.intent = intent
        self.response = response
        self.date = date
        self.identifier = identifier
        self.groupIdentifier = groupIdentifier
        self.suggestedInvocationPhrase = suggestedInvocationPhrase
    }
}
