public import Hark
import HarkDialog
public import ListOMatKit

/// List-o-Mat's Intents extension: the entry point the assistant talks to.
///
/// It runs apart from the app, as on Apple's platforms, and shares the lists with it through
/// the app group container (``ListStore``, and the ``NoteStore`` beside it). Its manifest comes
/// from `ListOMat.intents.yaml`; its intents are the built-in Lists & Notes domain.
///
/// ```swift
/// let store = try ListStore(dataDirectory: .resolve(), registrar: assistant.vocabulary)
/// let listOMat = ListOMatExtension(store: store, language: "es")
/// let handler = listOMat.handler(for: intent)   // AddTasksIntentHandler(AddItemsHandler(…)), …
/// ```
public struct ListOMatExtension: AppExtension {
    /// The lists the handlers read and change.
    public let store: ListStore
    /// The language the extension was set up with: the one its handlers answer in when the
    /// assistant does not say the turn's (``HandlerContext/current``), as when a test or the app
    /// calls them directly.
    public let language: String

    /// The extension over `store`, for a user who speaks `language` (`en`, `es`, `fr`, `ja`, `ar`)
    /// unless the turn says otherwise.
    public init(store: ListStore, language: String = "en") {
        self.store = store
        self.language = language
    }

    /// The extension over List-o-Mat's container in `dataDirectory`, registering list names and
    /// item titles with `registrar` whenever they change.
    public init(
        dataDirectory: DataDirectory, registrar: (any VocabularyRegistering)? = nil, language: String = "en"
    ) throws(HarkError) {
        self.init(store: try ListStore(dataDirectory: dataDirectory, registrar: registrar), language: language)
    }

    /// List-o-Mat's manifest: `com.app-o-mat.listomat`, "List-o-Mat", also called "ListOMat".
    public var manifest: AppManifest { ListOMat.manifest }

    /// The Lists & Notes domain, whose intents List-o-Mat handles.
    public var definitions: [DefinitionSource] { [ListsAndNotes.definition] }

    /// A list the user opened in List-o-Mat, shown again: its items, said and drawn as when it is
    /// asked for; `nil` (continue in the app) when the list is gone.
    public func continueActivity(_ activity: UserActivity) async throws -> ActivityContinuation? {
        guard let id = ListActivity.listIdentifier(in: activity), let list = try store.lists().first(where: { $0.id == id }) else {
            return nil
        }
        // Said as the assistant says a list with its items, in the turn's language.
        let locale = HandlerContext.current?.locale ?? language
        let items = list.items.map(\.title)
        let say =
            items.isEmpty
            ? Wording.emptyList.text(in: locale, ["list": list.name])
            : Wording.listWithItems.text(in: locale, ["list": list.name, "items": SpokenList.join(items, locale: locale)])
        return ActivityContinuation(say: say, parameters: ["taskLists": .list([.taskList(list.taskList)])])
    }

    /// The handler for `intent`, answering — and matching list names — in the language of the
    /// turn (SiriKit's `siriLanguageCode`), else in ``language``.
    public func handler(for intent: Intent) -> (any IntentHandling)? {
        let language = HandlerContext.current?.language ?? self.language
        return switch intent.name {
        case SearchForNotebookItemsIntent.intentName:
            SearchForNotebookItemsIntentHandler(SearchItemsHandler(store: store, language: language))
        case AddTasksIntent.intentName:
            AddTasksIntentHandler(AddItemsHandler(store: store, language: language))
        case CreateTaskListIntent.intentName:
            CreateTaskListIntentHandler(CreateListHandler(store: store, language: language))
        case SetTaskAttributeIntent.intentName:
            SetTaskAttributeIntentHandler(SetItemStatusHandler(store: store, language: language))
        case DeleteTasksIntent.intentName:
            DeleteTasksIntentHandler(DeleteItemsHandler(store: store, language: language))
        case CreateNoteIntent.intentName:
            CreateNoteIntentHandler(CreateNoteHandler(store: store, language: language))
        case AppendToNoteIntent.intentName:
            AppendToNoteIntentHandler(AppendToNoteHandler(store: store, language: language))
        default:
            nil
        }
    }
}
