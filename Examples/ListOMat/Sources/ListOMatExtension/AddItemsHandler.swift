public import Hark
public import ListOMatKit

/// Adds one or several items to a list in one request ("In ListOMat, add rice, onions and
/// olives to the grocery list"), resolving the list as the seed article's
/// `resolveTargetTaskList` does.
public struct AddItemsHandler: AddTasksIntentHandling {
    let resolver: ListResolver

    /// A handler over `store`, matching names by the rules of `language`.
    public init(store: ListStore, language: String) {
        self.resolver = ListResolver(store: store, matcher: NameMatcher(language: language))
    }

    public func resolveTargetTaskList(for intent: AddTasksIntent) async throws -> ResolutionResult<TaskList> {
        try resolver.resolveList(intent.targetTaskList, parameter: "targetTaskList")
    }

    /// Each title as given; an empty one is unsupported, none at all needs a value.
    public func resolveTaskTitles(for intent: AddTasksIntent) async throws -> [ResolutionResult<SpeakableString>] {
        guard let titles = intent.taskTitles, !titles.isEmpty else { return [.needsValue] }
        return titles.map { title in
            title.spokenPhrase.trimmingWhitespace.isEmpty
                ? .unsupported(reason: Reasons.emptyTitle(language: resolver.language))
                : .success(title)
        }
    }

    public func handle(intent: AddTasksIntent) async throws -> AddTasksIntentResponse {
        guard let target = intent.targetTaskList, let titles = intent.taskTitles, !titles.isEmpty,
            let list = resolver.reference(to: target, in: try resolver.store.lists())
        else { return AddTasksIntentResponse(code: .failure) }
        do {
            let (modified, added) = try await resolver.store.addItems(titles.map(\.spokenPhrase), to: list)
            return AddTasksIntentResponse(code: .success, modifiedTaskList: modified.taskList, addedTasks: added.map(\.taskItem))
        } catch {
            guard error.isAboutTheRequest else { throw error }
            return AddTasksIntentResponse(code: .failure)
        }
    }
}

extension ListOMatError {
    /// Whether the error is about what was asked (a list or item that is gone, an empty name),
    /// which a failure response answers, rather than about the store, which is thrown for the
    /// assistant to report with its message.
    var isAboutTheRequest: Bool {
        switch code {
        case .unknownList, .duplicateListName, .unknownItem, .emptyName, .invalidPosition, .storeNotEmpty: true
        case .corruptStore, .newerFormat, .storageFailure: false
        }
    }
}
