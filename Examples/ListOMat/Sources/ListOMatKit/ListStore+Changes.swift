extension ListStore {
    /// Creates a list named `name`, at the end, with `items` (none done).
    ///
    /// - Throws: ``ListOMatError`` with code `emptyName` when the name or an item title is
    ///   empty, `duplicateListName` when a list of that name exists (ignoring case and accents).
    @discardableResult
    public func createList(named name: String, items: [String] = []) async throws(ListOMatError) -> ItemList {
        let name = try Self.validName(name, "a list name")
        var titles: [String] = []
        for item in items { titles.append(try Self.validName(item, "an item title")) }
        return try await modify { (lists: inout [ItemList]) throws(ListOMatError) -> ItemList in
            try Self.checkNameIsFree(name, in: lists, except: nil)
            let list = ItemList(
                id: Self.newIdentifier(),
                name: name,
                items: titles.map { ListItem(id: Self.newIdentifier(), title: $0) }
            )
            lists.append(list)
            return list
        }
    }

    /// Renames the list `reference` names; its identifier and items stay.
    ///
    /// Changing only the case or accents of a list's own name is allowed.
    ///
    /// - Throws: ``ListOMatError`` with code `unknownList`, `emptyName` or `duplicateListName`.
    @discardableResult
    public func renameList(_ reference: ListReference, to newName: String) async throws(ListOMatError) -> ItemList {
        let newName = try Self.validName(newName, "a list name")
        return try await modify { (lists: inout [ItemList]) throws(ListOMatError) -> ItemList in
            let index = try Self.index(of: reference, in: lists)
            try Self.checkNameIsFree(newName, in: lists, except: lists[index].id)
            lists[index].name = newName
            return lists[index]
        }
    }

    /// Deletes the list `reference` names, with its items, and returns it.
    ///
    /// - Throws: ``ListOMatError`` with code `unknownList`.
    @discardableResult
    public func deleteList(_ reference: ListReference) async throws(ListOMatError) -> ItemList {
        try await modify { (lists: inout [ItemList]) throws(ListOMatError) -> ItemList in
            lists.remove(at: try Self.index(of: reference, in: lists))
        }
    }

    /// Adds items titled `titles` to the end of the list `reference` names, in one change.
    ///
    /// - Returns: The list after the change, and the items added.
    /// - Throws: ``ListOMatError`` with code `unknownList`, or `emptyName` when there are no
    ///   titles or one is empty.
    @discardableResult
    public func addItems(
        _ titles: [String], to reference: ListReference
    ) async throws(ListOMatError) -> (list: ItemList, added: [ListItem]) {
        var valid: [String] = []
        for title in titles { valid.append(try Self.validName(title, "an item title")) }
        guard !valid.isEmpty else { throw .emptyName("the items to add") }
        return try await modify { (lists: inout [ItemList]) throws(ListOMatError) -> (list: ItemList, added: [ListItem]) in
            let index = try Self.index(of: reference, in: lists)
            let added = valid.map { ListItem(id: Self.newIdentifier(), title: $0) }
            lists[index].items += added
            return (lists[index], added)
        }
    }

    /// Removes the items `items` names from the list `reference` names, all or none.
    ///
    /// - Returns: The items removed, in the order asked.
    /// - Throws: ``ListOMatError`` with code `unknownList` or `unknownItem`.
    @discardableResult
    public func removeItems(
        _ items: [ItemReference], from reference: ListReference
    ) async throws(ListOMatError) -> [ListItem] {
        try await modify { (lists: inout [ItemList]) throws(ListOMatError) -> [ListItem] in
            let index = try Self.index(of: reference, in: lists)
            var removed: [ListItem] = []
            for item in items {
                let itemIndex = try Self.index(of: item, in: lists[index])
                removed.append(lists[index].items.remove(at: itemIndex))
            }
            return removed
        }
    }

    /// Removes the item `item` names from the list `reference` names.
    ///
    /// - Throws: ``ListOMatError`` with code `unknownList` or `unknownItem`.
    @discardableResult
    public func removeItem(_ item: ItemReference, from reference: ListReference) async throws(ListOMatError) -> ListItem {
        try await removeItems([item], from: reference)[0]
    }

    /// Removes every item of the list `reference` names; the list stays.
    ///
    /// - Returns: The items removed.
    @discardableResult
    public func removeAllItems(from reference: ListReference) async throws(ListOMatError) -> [ListItem] {
        try await modify { (lists: inout [ItemList]) throws(ListOMatError) -> [ListItem] in
            let index = try Self.index(of: reference, in: lists)
            defer { lists[index].items = [] }
            return lists[index].items
        }
    }

    /// Marks the item `item` names done or not done.
    ///
    /// When several items have the title, the first one not already in that state changes.
    ///
    /// - Returns: The item after the change.
    /// - Throws: ``ListOMatError`` with code `unknownList` or `unknownItem`.
    @discardableResult
    public func setItem(
        _ item: ItemReference, in reference: ListReference, done: Bool
    ) async throws(ListOMatError) -> ListItem {
        try await modify { (lists: inout [ItemList]) throws(ListOMatError) -> ListItem in
            let index = try Self.index(of: reference, in: lists)
            let itemIndex = try Self.index(of: item, in: lists[index], preferring: { $0.done != done })
            lists[index].items[itemIndex].done = done
            return lists[index].items[itemIndex]
        }
    }

    /// Marks every item of the list `reference` names done or not done, in one change.
    ///
    /// - Returns: The list after the change.
    /// - Throws: ``ListOMatError`` with code `unknownList`.
    @discardableResult
    public func setAllItems(in reference: ListReference, done: Bool) async throws(ListOMatError) -> ItemList {
        try await modify { (lists: inout [ItemList]) throws(ListOMatError) -> ItemList in
            let index = try Self.index(of: reference, in: lists)
            for itemIndex in lists[index].items.indices { lists[index].items[itemIndex].done = done }
            return lists[index]
        }
    }

    /// Moves the item `item` names to `position` (0 is the top) of its list; the others keep
    /// their order.
    ///
    /// - Returns: The list after the change.
    /// - Throws: ``ListOMatError`` with code `unknownList`, `unknownItem` or `invalidPosition`.
    @discardableResult
    public func moveItem(
        _ item: ItemReference, in reference: ListReference, to position: Int
    ) async throws(ListOMatError) -> ItemList {
        try await modify { (lists: inout [ItemList]) throws(ListOMatError) -> ItemList in
            let index = try Self.index(of: reference, in: lists)
            let itemIndex = try Self.index(of: item, in: lists[index])
            guard lists[index].items.indices.contains(position) else {
                throw ListOMatError(
                    code: .invalidPosition,
                    message: "“\(lists[index].name)” has \(lists[index].items.count) items; "
                        + "position \(position + 1) is not one of them"
                )
            }
            let moving = lists[index].items.remove(at: itemIndex)
            lists[index].items.insert(moving, at: position)
            return lists[index]
        }
    }

    /// Throws when a list other than `except` is named `name`, ignoring case and accents.
    static func checkNameIsFree(_ name: String, in lists: [ItemList], except: String?) throws(ListOMatError) {
        let folded = NameFolding.fold(name)
        if let existing = lists.first(where: { $0.id != except && NameFolding.fold($0.name) == folded }) {
            throw .duplicateListName(name, existing: existing.name)
        }
    }
}
