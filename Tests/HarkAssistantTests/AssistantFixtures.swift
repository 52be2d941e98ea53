import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkTesting

/// Apps, handlers and clocks for the assistant's tests.
enum Fixtures {
    static let listOMatID = "com.app-o-mat.listomat"
    static let notelyID = "com.example.notely"

    static let listOMatManifest = AppManifest(
        identifier: listOMatID, displayName: "List-o-Mat",
        alternativeNames: [.init(name: "ListOMat", pronunciation: "list oh mat")],
        usageDescription: [
            "en": "List-o-Mat adds and shows the items of your lists.", "fr": "List-o-Mat ajoute et affiche les éléments de vos listes.",
        ],
        supportedIntents: ["SearchForNotebookItems", "AddTasks", "CreateTaskList", "SetTaskAttribute", "DeleteTasks"],
        intentsRestrictedWhileLocked: ["DeleteTasks"]
    )

    /// An app that does what each test scripts, presenting itself as List-o-Mat.
    static func scriptedApp() -> ScriptedApp {
        ScriptedApp(manifest: listOMatManifest)
    }

    static let notelyManifest = AppManifest(
        identifier: notelyID, displayName: "Notely", supportedIntents: ["SearchForNotebookItems", "CreateNote"])

    /// An assistant with `apps`, every app already allowed for the default user.
    static func assistant(
        _ apps: [any AppExtension], deadline: Duration = .seconds(5), clock: any AssistantClock = SystemClock(), allow: Bool = true
    ) async throws -> Assistant {
        let assistant = try Assistant(apps: apps, configuration: .init(handlerDeadline: deadline), clock: clock)
        if allow {
            for app in apps { try await assistant.allow(app: app.manifest.identifier) }
        }
        return assistant
    }
}

/// A List-o-Mat-like app over fixed lists, through the generated Lists & Notes API: finds lists
/// by a word of their name, as the seed article's extension does.
struct ListsApp: AppExtension {
    let manifest = Fixtures.listOMatManifest
    let definitions = [ListsAndNotes.definition]
    let lists: [TaskList]

    func handler(for intent: Intent) -> (any IntentHandling)? {
        switch intent.name {
        case SearchForNotebookItemsIntent.intentName: SearchForNotebookItemsIntentHandler(ListsHandler(lists: lists))
        case AddTasksIntent.intentName: AddTasksIntentHandler(ListsHandler(lists: lists))
        default: nil
        }
    }
}

struct ListsHandler: SearchForNotebookItemsIntentHandling, AddTasksIntentHandling {
    let lists: [TaskList]

    /// The lists whose name holds `phrase`, ignoring case, accents and an Arabic article.
    func lists(matching phrase: String) -> [TaskList] {
        func folded(_ text: String) -> String {
            text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        }
        var key = folded(phrase)
        if key.hasPrefix("ال") { key = String(key.dropFirst(2)) }
        if let exact = lists.first(where: { folded($0.title.spokenPhrase) == folded(phrase) }) { return [exact] }
        return lists.filter { folded($0.title.spokenPhrase).contains(key) }
    }

    func resolveTitle(for intent: SearchForNotebookItemsIntent) async throws -> ResolutionResult<SpeakableString> {
        guard let title = intent.title else { return .needsValue }
        let found = lists(matching: title.spokenPhrase)
        switch found.count {
        case 0: return .unsupported(reason: UnsupportedReason(code: "noSuchList"))
        case 1: return .success(found[0].title)
        default: return .disambiguation(found.map(\.title))
        }
    }

    func handle(intent: SearchForNotebookItemsIntent) async throws -> SearchForNotebookItemsIntentResponse {
        SearchForNotebookItemsIntentResponse(code: .success, taskLists: intent.title.map { lists(matching: $0.spokenPhrase) } ?? lists)
    }

    func resolveTargetTaskList(for intent: AddTasksIntent) async throws -> ResolutionResult<TaskList> {
        guard let list = intent.targetTaskList else { return .needsValue }
        let found = lists(matching: list.title.spokenPhrase)
        switch found.count {
        case 0: return .unsupported(reason: UnsupportedReason(code: "noSuchList"))
        case 1: return .success(found[0])
        default: return .disambiguation(found)
        }
    }

    func handle(intent: AddTasksIntent) async throws -> AddTasksIntentResponse {
        let added = (intent.taskTitles ?? []).map { TaskItem(title: $0) }
        return AddTasksIntentResponse(code: .success, modifiedTaskList: intent.targetTaskList, addedTasks: added)
    }
}

struct HandlerError: Error {}

/// A clock whose deadlines have always passed: a handler that does not answer at once misses it.
struct ElapsedDeadlineClock: AssistantClock {
    func now() -> Date { Date(timeIntervalSince1970: 1_800_000_000) }
    func sleep(for duration: Duration) async throws { await Task.yield() }
}
