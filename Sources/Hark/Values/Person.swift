/// A person the user refers to: a contact, a recipient, a friend.
public struct Person: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How the assistant names the person ("Ana García").
    public var displayName: String
    /// The app's own identifier for the person.
    public var identifier: String?
    /// A way to reach the person: an e-mail address, a phone number, a user name.
    public var handle: String?
    /// Other names the user may use for the person ("mum", "Ana").
    public var aliases: [String]

    public init(displayName: String, identifier: String? = nil, handle: String? = nil, aliases: [String] = []) {
        self.displayName = displayName
        self.identifier = identifier
        self.handle = handle
        self.aliases = aliases
    }

    public var description: String { displayName }
}
