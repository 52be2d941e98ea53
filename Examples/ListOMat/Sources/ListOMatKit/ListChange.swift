/// One step of a change to the lists, as the journal (`lists.journal`) records it: only what
/// changed, never the lists that stayed.
///
/// ``changes(from:to:)`` finds the steps between two versions of the lists, and
/// ``apply(_:to:)`` replays them in order: deleted lists, then each remaining list's new name
/// and items, then the new order of the lists, then the created ones.
enum ListChange: Hashable, Sendable {
    case createList(ItemList, at: Int)
    case deleteList(id: String)
    case renameList(id: String, name: String)
    case orderLists(ids: [String])
    case removeItems(list: String, ids: [String])
    case updateItems(list: String, items: [ListItem])
    case orderItems(list: String, ids: [String])
    case insertItems(list: String, at: Int, items: [ListItem])

    /// A step that does not fit the lists it is replayed on.
    struct Mismatch: Error, Sendable {
        var description: String
    }

    /// The steps that turn `before` into `after`; `nil` when identifiers repeat, so that only
    /// writing the lists whole says what changed.
    static func changes(from before: [ItemList], to after: [ItemList]) -> [ListChange]? {
        guard let beforeByID = uniqueIndex(before, \.id), uniqueIndex(after, \.id) != nil else { return nil }
        var changes: [ListChange] = []
        let afterIDs = Set(after.map(\.id))
        for list in before where !afterIDs.contains(list.id) {
            changes.append(.deleteList(id: list.id))
        }
        for list in after {
            guard let old = beforeByID[list.id] else { continue }
            if old.name != list.name { changes.append(.renameList(id: list.id, name: list.name)) }
            if old.items != list.items {
                guard let itemChanges = itemChanges(in: list.id, from: old.items, to: list.items) else { return nil }
                changes += itemChanges
            }
        }
        let kept = after.map(\.id).filter { beforeByID[$0] != nil }
        if before.map(\.id).filter(afterIDs.contains) != kept { changes.append(.orderLists(ids: kept)) }
        for (index, list) in after.enumerated() where beforeByID[list.id] == nil {
            changes.append(.createList(list, at: index))
        }
        return changes
    }

    /// The steps that turn the items `before` of list `id` into `after`.
    private static func itemChanges(in id: String, from before: [ListItem], to after: [ListItem]) -> [ListChange]? {
        guard let beforeByID = uniqueIndex(before, \.id), uniqueIndex(after, \.id) != nil else { return nil }
        var changes: [ListChange] = []
        let afterIDs = Set(after.map(\.id))
        let removed = before.map(\.id).filter { !afterIDs.contains($0) }
        if !removed.isEmpty { changes.append(.removeItems(list: id, ids: removed)) }
        let updated = after.filter { item in beforeByID[item.id].map { $0 != item } ?? false }
        if !updated.isEmpty { changes.append(.updateItems(list: id, items: updated)) }
        let kept = after.map(\.id).filter { beforeByID[$0] != nil }
        if before.map(\.id).filter(afterIDs.contains) != kept { changes.append(.orderItems(list: id, ids: kept)) }
        // New items in runs, each inserted where it stands in `after`.
        var index = 0
        while index < after.count {
            guard beforeByID[after[index].id] == nil else {
                index += 1
                continue
            }
            let start = index
            while index < after.count, beforeByID[after[index].id] == nil { index += 1 }
            changes.append(.insertItems(list: id, at: start, items: Array(after[start..<index])))
        }
        return changes
    }

    /// Replays `changes` on `lists`, in order.
    static func apply(_ changes: [ListChange], to lists: inout [ItemList]) throws(Mismatch) {
        for change in changes { try change.apply(to: &lists) }
    }

    private func apply(to lists: inout [ItemList]) throws(Mismatch) {
        switch self {
        case .createList(let list, let index):
            guard !lists.contains(where: { $0.id == list.id }), index <= lists.count else {
                throw Mismatch(description: "list \(list.id) cannot be created at \(index)")
            }
            lists.insert(list, at: index)
        case .deleteList(let id):
            lists.remove(at: try Self.position(of: id, in: lists))
        case .renameList(let id, let name):
            lists[try Self.position(of: id, in: lists)].name = name
        case .orderLists(let ids):
            lists = try Self.reordered(lists, as: ids)
        case .removeItems(let list, let ids):
            let index = try Self.position(of: list, in: lists)
            for id in ids { lists[index].items.remove(at: try Self.position(of: id, in: lists[index].items)) }
        case .updateItems(let list, let items):
            let index = try Self.position(of: list, in: lists)
            for item in items { lists[index].items[try Self.position(of: item.id, in: lists[index].items)] = item }
        case .orderItems(let list, let ids):
            let index = try Self.position(of: list, in: lists)
            lists[index].items = try Self.reordered(lists[index].items, as: ids)
        case .insertItems(let list, let at, let items):
            let index = try Self.position(of: list, in: lists)
            guard at <= lists[index].items.count else {
                throw Mismatch(description: "list \(list) has no position \(at)")
            }
            lists[index].items.insert(contentsOf: items, at: at)
        }
    }

    private static func position<T: Identifiable<String>>(of id: String, in values: [T]) throws(Mismatch) -> Int {
        guard let index = values.firstIndex(where: { $0.id == id }) else { throw Mismatch(description: "no \(id)") }
        return index
    }

    /// `values` in the order of `ids`, which must name each of them once.
    private static func reordered<T: Identifiable<String>>(_ values: [T], as ids: [String]) throws(Mismatch) -> [T] {
        guard let byID = uniqueIndex(values, \.id), ids.count == values.count, Set(ids).count == ids.count else {
            throw Mismatch(description: "the order \(ids) does not name each of \(values.count) once")
        }
        var result: [T] = []
        for id in ids {
            guard let value = byID[id] else { throw Mismatch(description: "the order names \(id), which is not there") }
            result.append(value)
        }
        return result
    }

    /// `values` by `key`; `nil` when a key repeats.
    private static func uniqueIndex<T>(_ values: [T], _ key: (T) -> String) -> [String: T]? {
        var index: [String: T] = [:]
        for value in values {
            guard index.updateValue(value, forKey: key(value)) == nil else { return nil }
        }
        return index
    }
}
