public import HarkDialog

/// Whether each user allows each app to receive intents from the assistant.
public protocol AuthorizationStore: Sendable {
    /// The user's answer about `app`; `.notDetermined` before they were asked.
    func status(app: String, user: String) async throws -> AuthorizationStatus
    /// Remembers the user's answer about `app`.
    func setStatus(_ status: AuthorizationStatus, app: String, user: String) async throws
}

/// Authorizations in memory: the test double and the default of a single process.
public actor MemoryAuthorizationStore: AuthorizationStore {
    private var statuses: [String: [String: AuthorizationStatus]] = [:]

    public init() {}

    public func status(app: String, user: String) -> AuthorizationStatus {
        statuses[user]?[app] ?? .notDetermined
    }

    public func setStatus(_ status: AuthorizationStatus, app: String, user: String) {
        statuses[user, default: [:]][app] = status
    }
}
