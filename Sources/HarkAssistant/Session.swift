public import HarkShortcuts

/// Who is speaking, passed with each turn: the user, whether their session is authenticated (the
/// device unlocked), which intents restricted while locked need, and where they are, when known.
public struct Session: Sendable, Hashable, Codable {
    /// The user every conversation, authorization, vocabulary and shortcut is kept for.
    public var user: String
    /// Whether the session is authenticated.
    public var isAuthenticated: Bool
    /// Where the user is, when known: requests handled in this session are donated with it, so
    /// suggestions learn where each shortcut is used.
    public var place: Coordinate?

    /// The user of a single-user assistant.
    public static let defaultUser = "default"

    public init(user: String = Session.defaultUser, isAuthenticated: Bool = true, place: Coordinate? = nil) {
        self.user = user
        self.isAuthenticated = isAuthenticated
        self.place = place
    }
}
