/// How a caller names a list: by its identifier, or by its name as the user typed it.
///
/// A name finds the list whose name is the same, ignoring case, accents, width and surrounding
/// spaces ("grocery store" finds "Grocery Store"). Guessing from part of a name is the
/// extension's job, not the store's.
public enum ListReference: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The list with this identifier.
    case id(String)
    /// The list with this name.
    case name(String)

    public init(stringLiteral value: String) {
        self = .name(value)
    }

    public var description: String {
        switch self {
        case .id(let id): "the list with identifier \(id)"
        case .name(let name): "“\(name)”"
        }
    }
}

/// How a caller names an item of a list: by its identifier, or by its title.
///
/// A title finds the item whose title is the same, ignoring case, accents, width and
/// surrounding spaces. When several items have that title, the first one that the change
/// affects is taken (marking "milk" done takes the first "milk" not done yet).
public enum ItemReference: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The item with this identifier.
    case id(String)
    /// The item with this title.
    case title(String)

    public init(stringLiteral value: String) {
        self = .title(value)
    }

    public var description: String {
        switch self {
        case .id(let id): "the item with identifier \(id)"
        case .title(let title): "“\(title)”"
        }
    }
}
