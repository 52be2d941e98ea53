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
        try resolver.resolveList(intent.targetTaskList, parameter: "targetTaskList", offeringToCreate: true)
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

    /// How many of the list's last items the answer's card shows (more when more were added).
    static let cardItems = 20

    /// Adds the items to the list; a list without an identifier that is not in the store is the
    /// one the user agreed to create ("Shall I create it?"), made with the items.
    public func handle(intent: AddTasksIntent) async throws -> AddTasksIntentResponse {
        guard let target = intent.targetTaskList, let titles = intent.taskTitles, !titles.isEmpty else {
            return AddTasksIntentResponse(code: .failure)
        }
        let names = titles.map(\.spokenPhrase)
        do {
            guard let list = resolver.reference(to: target, in: try resolver.store.lists()) else {
                let name = target.title.spokenPhrase.trimmingWhitespace
                guard target.identifier == nil, target.title.identifier == nil, !name.isEmpty else {
                    return AddTasksIntentResponse(code: .failure)
                }
                let created = try await resolver.store.createList(named: name, items: names)
                return AddTasksIntentResponse(code: .success, modifiedTaskList: created.taskList, addedTasks: created.items.map(\.taskItem))
            }
            let (modified, added) = try await resolver.store.addItems(names, to: list)
            let card = modified.taskList(lastItems: max(Self.cardItems, added.count))
            return AddTasksIntentResponse(code: .success, modifiedTaskList: card, addedTasks: added.map(\.taskItem))
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
        ![.corruptStore, .newerFormat, .storageFailure].contains(code)
    }
}
