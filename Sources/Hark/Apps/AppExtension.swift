/// An app's Intents extension: the entry point the assistant talks to.
///
/// As with SiriKit's `INExtension`, its one job is to point the assistant at an object that
/// handles a given intent:
///
/// ```swift
/// struct ListOMatExtension: AppExtension {
///     let manifest = ListOMat.manifest                // generated from ListOMat.intents.yaml
///     let definitions = [ListsAndNotes.definition]    // the built-in domain it handles
///     let store: ListStore
///
///     func handler(for intent: Intent) -> (any IntentHandling)? {
///         switch intent.name {
///         case AddTasksIntent.intentName: AddTasksIntentHandler(AddItemsHandler(store: store, language: "en"))
///         default: nil
///         }
///     }
/// }
/// ```
public protocol AppExtension: Sendable {
    /// Who the app is and what it supports.
    var manifest: AppManifest { get }

    /// The definition files whose intents the app handles (built-in domains and its own), as
    /// generated code embeds them: the assistant reads their templates, prompts and responses.
    var definitions: [DefinitionSource] { get }

    /// The handler for `intent`, or `nil` when the app does not handle it.
    func handler(for intent: Intent) -> (any IntentHandling)?

    /// The cards the app draws its results with, per intent and response code; apps without
    /// them get a default card.
    var snippetTemplates: [SnippetTemplate] { get }

    /// Takes the user back to one of the app's activities (a shortcut they ran, a phrase they
    /// recorded for it), as `application(_:continue:restorationHandler:)` does: what to say and
    /// show, in the turn's language (``HandlerContext/current``), or `nil` when the user must
    /// continue in the app itself.
    func continueActivity(_ activity: UserActivity) async throws -> ActivityContinuation?
}

extension AppExtension {
    public var definitions: [DefinitionSource] { [] }

    public var snippetTemplates: [SnippetTemplate] { [] }

    public func continueActivity(_ activity: UserActivity) async throws -> ActivityContinuation? { nil }
}

/// What an app answers when the user comes back to one of its activities: a sentence to say and
/// the values its card shows (the card is the app's snippet template whose `intent` is the
/// activity's type and whose `code` is `continueActivity`).
public struct ActivityContinuation: Sendable, Hashable, Codable {
    /// What the assistant says, in the turn's language.
    public var say: String
    /// The values the card shows.
    public var parameters: [String: ParameterValue]

    public init(say: String, parameters: [String: ParameterValue] = [:]) {
        self.say = say
        self.parameters = parameters
    }

    /// The response code of a turn that continued an activity.
    public static let code = "continueActivity"
}
