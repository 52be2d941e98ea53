public import Hark
public import ListOMatKit

/// Shows a list with its items ("In ListOMat, show the grocery store list"), every list ("show
/// all my lists", "what lists do I have"), where an item is ("find the item milk"), notes ("show
/// me all my notes", "show my Ideas note"), and what mentions some words ("find my notes about
/// boats").
///
/// The title resolves as the seed article's `resolveTitle` does: the same name → success, part
/// of one → "did you mean…?", of several → "which one?" ("store" → Grocery Store or Hardware
/// Store), none → unsupported. No title, or "all", means every list (or note). The response
/// carries the lists found, each with its items (done status and identifier), or the notes:
///
/// * one list → `success` ("On Grocery Store: milk and bread."), or `successEmptyList`; a list
///   of more than ``spokenItems`` items → `continueInApp` with its first items, carrying the list
///   as a user activity, so that the user may go on in List-o-Mat, which shows all of it;
/// * several → `successEveryList`, each list said with its own items; none → `successNoLists`;
/// * items done (or not) on any list → the lists that have some, or `successNothingWithStatus`;
/// * notes → `successNotes` (those asked for) or `successEveryNote`; none → `successNoNotes`;
/// * nothing that mentions the words searched for → `successNothingFound`, or
///   `successNothingFoundOnList` when the user named the list to look in ("is milk on the
///   grocery list?" → "I didn't find milk on Grocery Store.").
public struct SearchItemsHandler: SearchForNotebookItemsIntentHandling {
    let resolver: ListResolver

    /// A handler over `store` (and the notes beside it), matching names by the rules of `language`.
    public init(store: ListStore, language: String) {
        self.resolver = ListResolver(store: store, matcher: NameMatcher(language: language))
    }

    /// Matches the title against list names, item titles when the user asked for an item, or
    /// note titles; "all", or no title, stands for every one.
    public func resolveTitle(for intent: SearchForNotebookItemsIntent) async throws -> ResolutionResult<SpeakableString> {
        guard let title = intent.title, !title.spokenPhrase.trimmingWhitespace.isEmpty else { return .notRequired }
        if resolver.matcher.meansAll(title.spokenPhrase) { return .success(title) }
        switch intent.itemType {
        case .task?: return try resolver.resolveItem(TaskItem(title: title), in: nil).map(\.title)
        case .note?: return try resolver.resolveNote(Note(title: title), parameter: "title").map(\.title)
        case .taskList?, nil: return try resolver.resolveList(TaskList(title: title), parameter: "title").map(\.title)
        }
    }

    /// Lists unless the user said items or notes.
    public func resolveItemType(for intent: SearchForNotebookItemsIntent) async throws -> ResolutionResult<NotebookItemType> {
        .success(intent.itemType ?? .taskList)
    }

    public func handle(intent: SearchForNotebookItemsIntent) async throws -> SearchForNotebookItemsIntentResponse {
        let words = intent.content?.trimmingWhitespace ?? ""
        if intent.itemType == .note {
            return words.isEmpty ? try showNotes(titled: intent.title) : try searchNotes(for: words)
        }
        let lists = try resolver.store.lists()
        let wanted = { (item: ListItem) in intent.status.map { ($0 == .completed) == item.done } ?? true }
        if !words.isEmpty {
            // "Is milk on the grocery list?": only the list named, when one is.
            if let title = intent.title, !resolver.matcher.meansAll(title.spokenPhrase),
                let list = resolver.find(TaskList(title: title), in: lists)
            {
                let response = try search([list], for: words, wanted: wanted)
                guard response.code == .successNothingFound else { return response }
                return SearchForNotebookItemsIntentResponse(code: .successNothingFoundOnList, taskLists: [list.taskList])
            }
            return try search(lists, for: words, wanted: wanted)
        }
        guard let title = intent.title, !title.spokenPhrase.trimmingWhitespace.isEmpty,
            !resolver.matcher.meansAll(title.spokenPhrase) || resolver.find(TaskList(title: title), in: lists) != nil
        else {
            guard intent.status != nil else { return every(lists, wanted: wanted) }
            // Done (or not done) items: only the lists that have some.
            let having = lists.map { ($0, $0.items.filter(wanted)) }.filter { !$0.1.isEmpty }
            switch having.count {
            case 0: return SearchForNotebookItemsIntentResponse(code: .successNothingWithStatus)
            case 1: return response(.success, [having[0].0], tasks: having[0].1)
            default: return grouped(having, code: .successSeveralLists)
            }
        }
        if intent.itemType == .task {
            let found = lists.flatMap { list in list.items.map { (list: list, item: $0) } }
                .filter { found in
                    title.identifier.map { found.item.id == $0 } ?? isExact(title.spokenPhrase, found.item.title)
                }
            guard !found.isEmpty else { return SearchForNotebookItemsIntentResponse(code: .failure) }
            var seen: Set<String> = []
            let containing = found.map(\.list).filter { seen.insert($0.id).inserted }
            return response(.success, containing, tasks: found.map(\.item).filter(wanted))
        }
        guard let list = resolver.find(TaskList(title: title), in: lists) else {
            return SearchForNotebookItemsIntentResponse(code: .failure)
        }
        let tasks = list.items.filter(wanted)
        if intent.status == nil, tasks.count > Self.spokenItems {
            // Too long to listen to: the first items, and the list itself in the app.
            return SearchForNotebookItemsIntentResponse(
                code: .continueInApp, userActivity: ListActivity.activity(showing: list), taskLists: [list.taskList],
                tasks: tasks.prefix(Self.firstItems).map(\.taskItem))
        }
        return response(tasks.isEmpty ? .successEmptyList : .success, [list], tasks: tasks)
    }

    /// How many items a list may have to be said whole; a longer one is said by its first
    /// ``firstItems`` and handed to the app (`continueInApp` with the list as a user activity).
    public static let spokenItems = 10
    /// How many items of a long list are said.
    public static let firstItems = 5

    /// Every list with its items; one list is said as when it is asked for by name.
    private func every(_ lists: [ItemList], wanted: (ListItem) -> Bool) -> SearchForNotebookItemsIntentResponse {
        switch lists.count {
        case 0:
            return SearchForNotebookItemsIntentResponse(code: .successNoLists, taskLists: [], tasks: [])
        case 1:
            let tasks = lists[0].items.filter(wanted)
            return response(tasks.isEmpty ? .successEmptyList : .success, lists, tasks: tasks)
        default:
            return grouped(lists.map { ($0, $0.items.filter(wanted)) })
        }
    }

    /// The lists whose name, or items whose title, mention `words`, each list with the items
    /// that do (all its items when its name does).
    private func search(
        _ lists: [ItemList], for words: String, wanted: (ListItem) -> Bool
    ) throws -> SearchForNotebookItemsIntentResponse {
        let found = lists.compactMap { list -> (ItemList, [ListItem])? in
            if mentions(list.name, words) { return (list, list.items.filter(wanted)) }
            let items = list.items.filter { wanted($0) && mentions($0.title, words) }
            return items.isEmpty ? nil : (list, items)
        }
        guard !found.isEmpty else { return SearchForNotebookItemsIntentResponse(code: .successNothingFound) }
        return found.count == 1 ? response(.success, [found[0].0], tasks: found[0].1) : grouped(found, code: .successSeveralLists)
    }

    /// Several lists, each said with its own items.
    private func grouped(
        _ lists: [(list: ItemList, tasks: [ListItem])], code: SearchForNotebookItemsIntentResponse.Code = .successEveryList
    ) -> SearchForNotebookItemsIntentResponse {
        let taskLists = lists.map { list, tasks in
            var taskList = list.taskList
            taskList.tasks = tasks.map(\.taskItem)
            return taskList
        }
        return SearchForNotebookItemsIntentResponse(
            code: code, taskLists: taskLists, tasks: lists.flatMap(\.tasks).map(\.taskItem))
    }

    /// The note asked for by title, or every note.
    private func showNotes(titled title: SpeakableString?) throws -> SearchForNotebookItemsIntentResponse {
        let notes = try resolver.store.notes.notes()
        if let title, !title.spokenPhrase.trimmingWhitespace.isEmpty, !resolver.matcher.meansAll(title.spokenPhrase) {
            guard let note = resolver.find(Note(title: title), in: notes) else {
                return SearchForNotebookItemsIntentResponse(code: .failure)
            }
            return SearchForNotebookItemsIntentResponse(code: .successNotes, notes: [note.note])
        }
        if notes.isEmpty { return SearchForNotebookItemsIntentResponse(code: .successNoNotes, notes: []) }
        return SearchForNotebookItemsIntentResponse(
            code: notes.count == 1 ? .successNotes : .successEveryNote, notes: notes.map(\.note))
    }

    /// The notes whose title or text mention `words`.
    private func searchNotes(for words: String) throws -> SearchForNotebookItemsIntentResponse {
        let found = try resolver.store.notes.notes().filter { mentions($0.title, words) || mentions($0.content, words) }
        guard !found.isEmpty else { return SearchForNotebookItemsIntentResponse(code: .successNothingFound) }
        return SearchForNotebookItemsIntentResponse(code: .successNotes, notes: found.map(\.note))
    }

    private func response(
        _ code: SearchForNotebookItemsIntentResponse.Code, _ lists: [ItemList], tasks: [ListItem]
    ) -> SearchForNotebookItemsIntentResponse {
        SearchForNotebookItemsIntentResponse(code: code, taskLists: lists.map(\.taskList), tasks: tasks.map(\.taskItem))
    }

    private func isExact(_ heard: String, _ title: String) -> Bool {
        if case .exact = resolver.matcher.match(heard, among: [title], name: { $0 }) { return true }
        return false
    }

    /// Whether `text` mentions `words`: each of its words, ignoring case and accents, or a
    /// close match by the name rules ("boat" in "a bigger boat", "ボート" in "大きいボート").
    private func mentions(_ text: String, _ words: String) -> Bool {
        let folded = NameFolding.fold(text)
        if folded.contains(NameFolding.fold(words)) { return true }
        switch resolver.matcher.match(words, among: text.split(whereSeparator: \.isNewline).map(String.init), name: { $0 }) {
        case .exact, .partial: return true
        case .none: return false
        }
    }
}
