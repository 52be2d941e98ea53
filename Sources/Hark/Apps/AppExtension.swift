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
}

extension AppExtension {
    public var definitions: [DefinitionSource] { [] }

    public var snippetTemplates: [SnippetTemplate] { [] }
}
