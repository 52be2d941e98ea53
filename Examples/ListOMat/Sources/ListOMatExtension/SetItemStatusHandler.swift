public import Hark
public import ListOMatKit

/// Marks an item done or not done ("mark milk as done on the grocery list"), or every item of
/// a list ("mark everything on the grocery list as done", `all`). The item is matched like a
/// list name, on the list the user named or, when none, on every list.
public struct SetItemStatusHandler: SetTaskAttributeIntentHandling {
    let resolver: ListResolver

    /// A handler over `store`, matching names by the rules of `language`.
    public init(store: ListStore, language: String) {
        self.resolver = ListResolver(store: store, matcher: NameMatcher(language: language))
    }

    /// The list is optional for one item: without one, the item is looked for on every list.
    /// For every item, it is needed: "On which list?"
    public func resolveTaskList(for intent: SetTaskAttributeIntent) async throws -> ResolutionResult<TaskList> {
        try resolver.resolveList(intent.taskList, parameter: "taskList", optional: intent.all != true)
    }

    /// No item when every item of the list is meant.
    public func resolveTargetTask(for intent: SetTaskAttributeIntent) async throws -> ResolutionResult<TaskItem> {
        if intent.all == true { return .notRequired }
        return try resolver.resolveItem(intent.targetTask, in: intent.taskList)
    }

    public func handle(intent: SetTaskAttributeIntent) async throws -> SetTaskAttributeIntentResponse {
        guard let status = intent.status else { return SetTaskAttributeIntentResponse(code: .failure) }
        if intent.all == true { return try await markAll(on: intent.taskList, status: status) }
        guard let target = intent.targetTask, let (list, item) = try locate(target, in: intent.taskList) else {
            return SetTaskAttributeIntentResponse(code: .failure)
        }
        do {
            let changed = try await resolver.store.setItem(.id(item.id), in: .id(list.id), done: status == .completed)
            return SetTaskAttributeIntentResponse(code: .success, modifiedTask: changed.taskItem)
        } catch {
            guard error.isAboutTheRequest else { throw error }
            return SetTaskAttributeIntentResponse(code: .failure)
        }
    }

    /// Every item of the resolved list, in one change of the store, said item by item and
    /// drawn as the list (its card); `failureEmptyList` when it has none.
    private func markAll(on taskList: TaskList?, status: TaskStatus) async throws -> SetTaskAttributeIntentResponse {
        guard let taskList, let list = resolver.find(taskList, in: try resolver.store.lists()) else {
            return SetTaskAttributeIntentResponse(code: .failure)
        }
        guard !list.items.isEmpty else { return SetTaskAttributeIntentResponse(code: .failureEmptyList) }
        do {
            let changed = try await resolver.store.setAllItems(in: .id(list.id), done: status == .completed)
            return SetTaskAttributeIntentResponse(
                code: .successAll, modifiedTasks: changed.items.map(\.taskItem), modifiedTaskList: changed.taskList)
        } catch {
            guard error.isAboutTheRequest else { throw error }
            return SetTaskAttributeIntentResponse(code: .failure)
        }
    }

    /// The stored item a resolved `TaskItem` stands for, and its list.
    private func locate(_ target: TaskItem, in taskList: TaskList?) throws -> (ItemList, ListItem)? {
        guard case .success(let resolved) = try resolver.resolveItem(target, in: taskList),
            let id = resolved.identifier
        else { return nil }
        for list in try resolver.store.lists() {
            if let item = list.items.first(where: { $0.id == id }) { return (list, item) }
        }
        return nil
    }
}
