public import Foundation
public import HarkAssistant
public import HarkDialog

/// The error a ``FailingConversationStore`` throws: what a store says when its disk has no room.
public struct DiskFull: Error, CustomStringConvertible, Sendable {
    public init() {}
    public var description: String { "the disk is full" }
}

/// A conversation store whose writes fail, as a full disk would: to see what the assistant and
/// the server do when they cannot keep a conversation.
public struct FailingConversationStore: ConversationStore {
    public init() {}
    public func conversation(id: String, user: String) async throws -> Conversation? { nil }
    public func save(_ conversation: Conversation) async throws { throw DiskFull() }
    public func removeConversations(inactiveSince date: Date) async throws -> Int { 0 }
}
