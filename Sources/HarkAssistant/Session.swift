/// Who is speaking, passed with each turn: the user, and whether their session is
/// authenticated (the device unlocked), which intents restricted while locked need.
public struct Session: Sendable, Hashable, Codable {
    /// The user every conversation, authorization and vocabulary is kept for.
    public var user: String
    /// Whether the session is authenticated.
    public var isAuthenticated: Bool

    /// The user of a single-user assistant.
    public static let defaultUser = "default"

    public init(user: String = Session.defaultUser, isAuthenticated: Bool = true) {
        self.user = user
        self.isAuthenticated = isAuthenticated
    }
}
