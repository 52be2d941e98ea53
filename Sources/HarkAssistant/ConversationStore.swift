public import Foundation
public import HarkDialog
public import HarkShortcuts

/// Where conversations are kept between turns, by user and id.
///
/// ``MemoryConversationStore`` keeps them in memory; a database store adopts the same protocol.
public protocol ConversationStore: Sendable {
    /// The conversation `id` of `user`, or `nil` when there is none.
    func conversation(id: String, user: String) async throws -> Conversation?
    /// Keeps `conversation`, replacing the one with its id and user.
    func save(_ conversation: Conversation) async throws
    /// Removes the conversations last changed before `date`; returns how many went.
    @discardableResult
    func removeConversations(inactiveSince date: Date) async throws -> Int
}

/// A conversation store that keeps a turn's writes together: the conversation and the donation
/// of the request it completed, in one transaction, when `shortcuts` keeps its donations in the
/// same database. The assistant then writes once per turn, with one durable sync.
public protocol TurnCommitting: ConversationStore {
    /// Saves `conversation` and adds `donation` to `shortcuts` at once, both or neither, and
    /// answers `true`; answers `false`, writing nothing, when `shortcuts` is kept elsewhere.
    func save(_ conversation: Conversation, donating donation: Donation, to shortcuts: any ShortcutStore) async throws -> Bool
}

/// Conversations in memory: the test double and the default of a single process.
public actor MemoryConversationStore: ConversationStore {
    private var conversations: [Key: Conversation] = [:]

    private struct Key: Hashable {
        var user: String
        var id: String
    }

    public init() {}

    public func conversation(id: String, user: String) -> Conversation? {
        conversations[Key(user: user, id: id)]
    }

    public func save(_ conversation: Conversation) {
        conversations[Key(user: conversation.user, id: conversation.id)] = conversation
    }

    @discardableResult
    public func removeConversations(inactiveSince date: Date) -> Int {
        let expired = conversations.filter { $0.value.updatedAt < date }.map(\.key)
        for key in expired { conversations[key] = nil }
        return expired.count
    }
}
