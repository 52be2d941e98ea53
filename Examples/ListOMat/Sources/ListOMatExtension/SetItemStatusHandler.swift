public import Hark
public import ListOMatKit

/// Marks an item done or not done ("mark milk as done on the grocery list"). The item is
/// matched like a list name, on the list the user named or, when none, on every list.
public struct SetItemStatusHandler: SetTaskAttributeIntentHandling {
    let resolver: ListResolver

    /// A handler over `store`, matching names by the rules of `language`.
    public init(store: ListStore, language: String) {
        self.resolver = ListResolver(store: store, matcher: NameMatcher(language: language))
    }

    /// The list is optional: without one, the item is looked for on every list.
    public func resolveTaskList(for intent: SetTaskAttributeIntent) async throws -> ResolutionResult<TaskList> {
        try resolver.resolveList(intent.taskList, parameter: "taskList", optional: true)
    }

    public func resolveTargetTask(for intent: SetTaskAttributeIntent) async throws -> ResolutionResult<TaskItem> {
        try resolver.resolveItem(intent.targetTask, in: intent.taskList)
    }

    public func handle(intent: SetTaskAttributeIntent) async throws -> SetTaskAttributeIntentResponse {
        guard let target = intent.targetTask, let status = intent.status,
            let (list, item) = try locate(target, in: intent.taskList)
        else { return SetTaskAttributeIntentResponse(code: .failure) }
        do {
            let changed = try await resolver.store.setItem(.id(item.id), in: .id(list.id), done: status == .completed)
            return SetTaskAttributeIntentResponse(code: .success, modifiedTask: changed.taskItem)
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
