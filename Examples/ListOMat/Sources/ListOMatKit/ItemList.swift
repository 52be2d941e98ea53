/// One of the user's lists in List-o-Mat: a name and its items, in order.
///
/// Identifiers are assigned when a list or item is created and never change, also when the
/// list is renamed or its items move: the extension hands them to the assistant, and finds the
/// same list again by them.
public struct ItemList: Sendable, Hashable, Codable, Identifiable {
    /// The list's stable identifier (a UUID string).
    public var id: String
    /// The list's name as the user wrote it: "Grocery Store".
    public var name: String
    /// The items on the list, in the order the user keeps them.
    public var items: [ListItem]

    public init(id: String, name: String, items: [ListItem] = []) {
        self.id = id
        self.name = name
        self.items = items
    }

    /// The items not done yet.
    public var remainingItems: [ListItem] {
        items.filter { !$0.done }
    }
}

/// An item on a list: "milk", done or not.
public struct ListItem: Sendable, Hashable, Codable, Identifiable {
    /// The item's stable identifier (a UUID string).
    public var id: String
    /// The item's title as the user wrote it.
    public var title: String
    /// Whether the item is done (checked off).
    public var done: Bool

    public init(id: String, title: String, done: Bool = false) {
        self.id = id
        self.title = title
        self.done = done
    }
}
