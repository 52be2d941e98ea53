public import Hark
public import ListOMatKit

/// Shows a list with its items ("In ListOMat, show the grocery store list"), every list ("show
/// all my lists"), or where an item is ("find the item milk").
///
/// The title resolves as the seed article's `resolveTitle` does: the same name → success, part
/// of one → "did you mean…?", of several → "which one?" ("store" → Grocery Store or Hardware
/// Store), none → unsupported with an offer to create the list. The response carries the lists
/// found and their items, each with its done status and identifier.
public struct SearchItemsHandler: SearchForNotebookItemsIntentHandling {
    let resolver: ListResolver

    /// A handler over `store`, matching names by the rules of `language`.
    public init(store: ListStore, language: String) {
        self.resolver = ListResolver(store: store, matcher: NameMatcher(language: language))
    }

    /// Matches the title against list names, or item titles when the user asked for an item;
    /// "all" stands for every list.
    public func resolveTitle(for intent: SearchForNotebookItemsIntent) async throws -> ResolutionResult<SpeakableString> {
        guard let title = intent.title, !title.spokenPhrase.trimmingWhitespace.isEmpty else { return .needsValue }
        if resolver.matcher.meansAll(title.spokenPhrase) { return .success(title) }
        if intent.itemType == .task {
            return try resolver.resolveItem(TaskItem(title: title), in: nil).map(\.title)
        }
        return try resolver.resolveList(TaskList(title: title), parameter: "title").map(\.title)
    }

    /// Lists and their items; notes are not something List-o-Mat has.
    public func resolveItemType(for intent: SearchForNotebookItemsIntent) async throws -> ResolutionResult<NotebookItemType> {
        switch intent.itemType {
        case nil, .taskList?: .success(.taskList)
        case .task?: .success(.task)
        case .note?: .unsupported(reason: Reasons.noNotes(language: resolver.language))
        }
    }

    public func handle(intent: SearchForNotebookItemsIntent) async throws -> SearchForNotebookItemsIntentResponse {
        guard let title = intent.title else { return SearchForNotebookItemsIntentResponse(code: .failure) }
        let lists = try resolver.store.lists()
        let wanted = { (item: ListItem) in intent.status.map { ($0 == .completed) == item.done } ?? true }

        if resolver.matcher.meansAll(title.spokenPhrase),
            resolver.find(TaskList(title: title), in: lists) == nil
        {
            return response(lists, tasks: lists.flatMap(\.items).filter(wanted))
        }
        if intent.itemType == .task {
            let found = lists.flatMap { list in list.items.map { (list: list, item: $0) } }
                .filter { found in
                    title.identifier.map { found.item.id == $0 } ?? isExact(title.spokenPhrase, found.item.title)
                }
            guard !found.isEmpty else { return SearchForNotebookItemsIntentResponse(code: .failure) }
            var seen: Set<String> = []
            let containing = found.map(\.list).filter { seen.insert($0.id).inserted }
            return response(containing, tasks: found.map(\.item).filter(wanted))
        }
        guard let list = resolver.find(TaskList(title: title), in: lists) else {
            return SearchForNotebookItemsIntentResponse(code: .failure)
        }
        return response([list], tasks: list.items.filter(wanted))
    }

    private func response(_ lists: [ItemList], tasks: [ListItem]) -> SearchForNotebookItemsIntentResponse {
        SearchForNotebookItemsIntentResponse(code: .success, taskLists: lists.map(\.taskList), tasks: tasks.map(\.taskItem))
    }

    private func isExact(_ heard: String, _ title: String) -> Bool {
        if case .exact = resolver.matcher.match(heard, among: [title], name: { $0 }) { return true }
        return false
    }
}
