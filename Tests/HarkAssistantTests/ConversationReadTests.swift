import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkShortcuts
import HarkTesting
import Testing

/// Conversations in memory, counting how often each is read.
actor CountingConversationStore: ConversationStore {
    private let stored = MemoryConversationStore()
    private(set) var reads = 0

    func conversation(id: String, user: String) async throws -> Conversation? {
        reads += 1
        return await stored.conversation(id: id, user: user)
    }

    func save(_ conversation: Conversation) async throws {
        await stored.save(conversation)
    }

    func removeConversations(inactiveSince date: Date) async throws -> Int {
        await stored.removeConversations(inactiveSince: date)
    }
}

@Suite("A turn reads its conversation once")
struct ConversationReadTests {
    static func assistant(_ conversations: CountingConversationStore) async throws -> Assistant {
        let app = ListsApp(lists: [TaskList(title: "Groceries"), TaskList(title: "Hardware")])
        let assistant = try Assistant(apps: [app], conversations: conversations)
        try await assistant.allow(app: Fixtures.listOMatID)
        return assistant
    }

    @Test("a request, the question it asks and the answer each read the conversation once")
    func requestAndAnswer() async throws {
        let conversations = CountingConversationStore()
        let assistant = try await Self.assistant(conversations)
        let question = await assistant.respond(to: "In ListOMat, add milk", locale: "en", conversation: "c1")
        #expect(question.expecting == .value)
        #expect(await conversations.reads == 1)
        let done = await assistant.respond(to: "groceries", locale: "en", conversation: "c1")
        #expect(done.code == "success")
        #expect(await conversations.reads == 2)
        // What the turns left is what the next one finds.
        #expect(try await assistant.transcript(of: "c1")?.count == 4)
    }

    @Test("a turn run by one of the user's phrases reads the conversation once")
    func phrase() async throws {
        let conversations = CountingConversationStore()
        let assistant = try await Self.assistant(conversations)
        let shown = await assistant.respond(to: "In ListOMat, show the groceries list", locale: "en", conversation: "c2")
        #expect(shown.code == "success")
        let shortcut = try #require(try await assistant.shortcuts.shortcuts(user: Session.defaultUser, now: Date()).first?.shortcut)
        try await assistant.shortcuts.addPhrase("my groceries", locale: "en", shortcut: shortcut, user: Session.defaultUser)
        let before = await conversations.reads
        let again = await assistant.respond(to: "my groceries", locale: "en", conversation: "c3")
        #expect(again.code == "success")
        #expect(await conversations.reads - before == 1)
    }
}
