import Hark
import HarkLanguage
import ListOMatKit

/// What every List-o-Mat handler shares: the store, the user's language, and the resolution of
/// list names and item titles (the seed article's `ListOMatIntentsHandler` base class).
struct ListResolver: Sendable {
    let store: ListStore
    let matcher: NameMatcher

    var language: String { matcher.language }

    /// Resolves a list the user named, against the lists now in the store.
    ///
    /// * no list named → `needsValue` (or `notRequired` when `optional`);
    /// * a list already resolved (it carries an identifier that is in the store) → `success`;
    /// * the same name → `success`; the same name twice → `disambiguation`;
    /// * "all" → every list: `disambiguation` among them, or `confirmationRequired` when there is one;
    /// * part of one name, by sound or misspelled → `confirmationRequired`; of several → `disambiguation`;
    /// * nothing → `unsupported` with reason `noSuchList`, which tells how to create the list,
    ///   or, with `offeringToCreate`, asks whether to create it (the offer is the new list, with
    ///   no identifier: ``find(_:in:)`` does not find it, and the handler creates it).
    func resolveList(
        _ heard: TaskList?, parameter: String, optional: Bool = false, offeringToCreate: Bool = false
    ) throws -> ResolutionResult<TaskList> {
        guard let heard, !heard.title.spokenPhrase.trimmingWhitespace.isEmpty || heard.identifier != nil else {
            return optional ? .notRequired : .needsValue
        }
        let lists = try store.lists()
        if let id = heard.identifier ?? heard.title.identifier, let list = lists.first(where: { $0.id == id }) {
            return .success(list.withoutItems)
        }
        let name = heard.title.spokenPhrase
        switch matcher.match(name, among: lists, name: \.name) {
        case .exact(let found):
            return found.count == 1 ? .success(found[0].withoutItems) : .disambiguation(found.map(\.withoutItems))
        case .partial(let found) where !matcher.meansAll(name):
            return found.count == 1 ? .confirmationRequired(found[0].withoutItems) : .disambiguation(found.map(\.withoutItems))
        case .partial, .none:
            if matcher.meansAll(name) {
                switch lists.count {
                case 0: return .unsupported(reason: Reasons.noLists(language: language))
                case 1: return .confirmationRequired(lists[0].withoutItems)
                default: return .disambiguation(lists.map(\.withoutItems))
                }
            }
            return .unsupported(
                reason: Reasons.noSuchList(name, parameter: parameter, language: language, offeringToCreate: offeringToCreate))
        }
    }

    /// Resolves an item the user named, among the items of `list` (the resolved list, by its
    /// identifier or exact name) or of every list when `list` is `nil`: the same outcomes as
    /// ``resolveList(_:parameter:optional:)``, with reason `noSuchItem` when nothing matches.
    func resolveItem(_ heard: TaskItem?, in list: TaskList?) throws -> ResolutionResult<TaskItem> {
        guard let heard, !heard.title.spokenPhrase.trimmingWhitespace.isEmpty || heard.identifier != nil else {
            return .needsValue
        }
        let lists = try store.lists()
        let scope = list.flatMap { find($0, in: lists) }.map { [$0] } ?? lists
        let items = scope.flatMap { list in list.items.map { (list: list, item: $0) } }
        if let id = heard.identifier ?? heard.title.identifier, let found = items.first(where: { $0.item.id == id }) {
            return .success(found.item.taskItem)
        }
        let title = heard.title.spokenPhrase
        switch matcher.match(title, among: items, name: \.item.title) {
        case .exact(let found):
            // The same title twice on one list is one thing to the user: take the first.
            var seenLists: Set<String> = []
            let distinct = found.filter { seenLists.insert($0.list.id).inserted }
            return distinct.count == 1 ? .success(distinct[0].item.taskItem) : .disambiguation(distinct.map(\.item.taskItem))
        case .partial(let found):
            return found.count == 1 ? .confirmationRequired(found[0].item.taskItem) : .disambiguation(found.map(\.item.taskItem))
        case .none:
            let listName = list.flatMap { find($0, in: lists) }?.name ?? list?.title.spokenPhrase
            return .unsupported(reason: Reasons.noSuchItem(title, list: listName, language: language))
        }
    }

    /// Resolves a note the user named, against the notes now in the store: the same outcomes
    /// as ``resolveList(_:parameter:optional:offeringToCreate:)``, with reason `noSuchNote`.
    func resolveNote(_ heard: Note?, parameter: String, offeringToCreate: Bool = false) throws -> ResolutionResult<Note> {
        guard let heard, !heard.title.spokenPhrase.trimmingWhitespace.isEmpty || heard.identifier != nil else {
            return .needsValue
        }
        let notes = try store.notes.notes()
        if let id = heard.identifier ?? heard.title.identifier, let note = notes.first(where: { $0.id == id }) {
            return .success(note.note)
        }
        let name = heard.title.spokenPhrase
        switch matcher.match(name, among: notes, name: \.title) {
        case .exact(let found):
            return found.count == 1 ? .success(found[0].note) : .disambiguation(found.map(\.note))
        case .partial(let found):
            return found.count == 1 ? .confirmationRequired(found[0].note) : .disambiguation(found.map(\.note))
        case .none:
            return .unsupported(
                reason: Reasons.noSuchNote(name, parameter: parameter, language: language, offeringToCreate: offeringToCreate))
        }
    }

    /// The stored note a resolved `Note` stands for: by identifier, else by exact title.
    func find(_ note: Note, in notes: [TextNote]) -> TextNote? {
        if let id = note.identifier ?? note.title.identifier, let found = notes.first(where: { $0.id == id }) {
            return found
        }
        if case .exact(let found) = matcher.match(note.title.spokenPhrase, among: notes, name: \.title), found.count == 1 {
            return found[0]
        }
        return nil
    }

    /// The stored list a resolved `TaskList` stands for: by identifier, else by exact name.
    func find(_ list: TaskList, in lists: [ItemList]) -> ItemList? {
        if let id = list.identifier ?? list.title.identifier, let found = lists.first(where: { $0.id == id }) {
            return found
        }
        if case .exact(let found) = matcher.match(list.title.spokenPhrase, among: lists, name: \.name), found.count == 1 {
            return found[0]
        }
        return nil
    }

    /// How a resolved list is named to the store.
    func reference(to list: TaskList, in lists: [ItemList]) -> ListReference? {
        find(list, in: lists).map { .id($0.id) }
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
