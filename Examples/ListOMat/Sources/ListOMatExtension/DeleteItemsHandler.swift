public import Hark
public import ListOMatKit

/// Deletes items from a list ("delete milk from the grocery list"), every item of a list
/// ("delete all from the grocery list", `all`), the items of a list in one state ("delete the
/// completed items on the grocery list", `status`), or a whole list ("delete the packing list"),
/// after the assistant has asked "shall I?" (the intent always asks).
public struct DeleteItemsHandler: DeleteTasksIntentHandling {
    let resolver: ListResolver

    /// A handler over `store`, matching names by the rules of `language`.
    public init(store: ListStore, language: String) {
        self.resolver = ListResolver(store: store, matcher: NameMatcher(language: language))
    }

    /// The list is needed: "From which list?"
    public func resolveTaskList(for intent: DeleteTasksIntent) async throws -> ResolutionResult<TaskList> {
        try resolver.resolveList(intent.taskList, parameter: "taskList")
    }

    /// Each item on the list; none when `all` or `status` says which, or the whole list goes.
    public func resolveTasks(for intent: DeleteTasksIntent) async throws -> [ResolutionResult<TaskItem>] {
        guard intent.all != true, intent.status == nil, let tasks = intent.tasks, !tasks.isEmpty else {
            return [.notRequired]
        }
        var results: [ResolutionResult<TaskItem>] = []
        for task in tasks {
            results.append(try resolver.resolveItem(task, in: intent.taskList))
        }
        return results
    }

    /// Ready when the list, and each item named, is still there: `readyToDeleteList` for a whole
    /// list, `readyToClearList` for every item, `readyToDeleteWithStatus` for the items in a
    /// state, `ready` for the items named — each words its own "shall I?". No item in the state
    /// asked for is `failureNoneWithStatus` ("Nothing on Grocery Store is marked done.").
    public func confirm(intent: DeleteTasksIntent) async throws -> DeleteTasksIntentResponse {
        switch try plan(for: intent) {
        case nil: DeleteTasksIntentResponse(code: .failure)
        case .list?: DeleteTasksIntentResponse(code: .readyToDeleteList)
        case .allItems?: DeleteTasksIntentResponse(code: .readyToClearList)
        case .withStatus(_, let ids)? where ids.isEmpty: DeleteTasksIntentResponse(code: .failureNoneWithStatus)
        case .withStatus?: DeleteTasksIntentResponse(code: .readyToDeleteWithStatus)
        case .items?: DeleteTasksIntentResponse(code: .ready)
        }
    }

    public func handle(intent: DeleteTasksIntent) async throws -> DeleteTasksIntentResponse {
        guard let plan = try plan(for: intent) else { return DeleteTasksIntentResponse(code: .failure) }
        let store = resolver.store
        do {
            let deleted: [ListItem]
            let code: DeleteTasksIntentResponse.Code
            switch plan {
            case .withStatus(_, let ids) where ids.isEmpty:
                return DeleteTasksIntentResponse(code: .failureNoneWithStatus)
            case .items(let list, let ids), .withStatus(let list, let ids):
                (deleted, code) = (try await store.removeItems(ids.map { .id($0) }, from: .id(list)), .success)
            case .allItems(let list): (deleted, code) = (try await store.removeAllItems(from: .id(list)), .successClearedList)
            case .list(let list): (deleted, code) = (try await store.deleteList(.id(list)).items, .successDeletedList)
            }
            return DeleteTasksIntentResponse(code: code, deletedTasks: deleted.map(\.taskItem))
        } catch {
            guard error.isAboutTheRequest else { throw error }
            return DeleteTasksIntentResponse(code: .failure)
        }
    }

    /// What deleting means for this intent, by identifiers; `nil` when the list or an item
    /// is not (or no longer) in the store.
    private enum Plan {
        case items(list: String, ids: [String])
        /// The items of the list in the state asked for, as the store has them now (maybe none).
        case withStatus(list: String, ids: [String])
        case allItems(list: String)
        case list(String)
    }

    private func plan(for intent: DeleteTasksIntent) throws -> Plan? {
        guard let taskList = intent.taskList,
            let list = resolver.find(taskList, in: try resolver.store.lists())
        else { return nil }
        if let status = intent.status {
            let done = status == .completed
            return .withStatus(list: list.id, ids: list.items.filter { $0.done == done }.map(\.id))
        }
        if intent.all == true { return .allItems(list: list.id) }
        guard let tasks = intent.tasks, !tasks.isEmpty else { return .list(list.id) }
        var ids: [String] = []
        for task in tasks {
            guard case .success(let item) = try resolver.resolveItem(task, in: list.taskList),
                let id = item.identifier
            else { return nil }
            ids.append(id)
        }
        return .items(list: list.id, ids: ids)
    }
}
