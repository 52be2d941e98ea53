public import Foundation
public import HarkShortcuts

/// Who is speaking, passed with each turn: the user, whether their session is authenticated (the
/// device unlocked), which intents restricted while locked need, and where and in which time zone
/// they are, when known.
public struct Session: Sendable, Hashable, Codable {
    /// The user every conversation, authorization, vocabulary and shortcut is kept for.
    public var user: String
    /// Whether the session is authenticated.
    public var isAuthenticated: Bool
    /// Where the user is, when known: requests handled in this session are donated with it, so
    /// suggestions learn where each shortcut is used.
    public var place: Coordinate?
    /// The user's time zone, when known: spans of time they say ("yesterday", «la semana
    /// pasada») are counted in it, and suggestions are made for its time of day. The machine's
    /// when `nil`, as for a command run on the user's own computer.
    public var timeZone: TimeZone?

    /// The user of a single-user assistant.
    public static let defaultUser = "default"

    public init(user: String = Session.defaultUser, isAuthenticated: Bool = true, place: Coordinate? = nil, timeZone: TimeZone? = nil) {
        self.user = user
        self.isAuthenticated = isAuthenticated
        self.place = place
        self.timeZone = timeZone
    }
}
