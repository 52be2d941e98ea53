import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkExtensionKit
import Synchronization
import Testing

@testable import HarkExtensionHost

/// A `resolve` message names the parameters the assistant will ask for next; the extension
/// resolves those that the intent goes into unchanged in the same reply, and the assistant asks
/// no more for them. The conversation is the one it would be without.
@Suite("resolving ahead", .serialized)
struct ResolvingAheadTests {
    /// Sends through `inner`, keeping every message sent.
    final class Recording: ExtensionTransport, @unchecked Sendable {
        let inner: any ExtensionTransport
        /// Whether `next` is taken out of each message, as for an extension that ignores it.
        let dropsNext: Bool
        let sent = Mutex<[ExtensionMessage]>([])

        init(_ inner: any ExtensionTransport, dropsNext: Bool = false) {
            self.inner = inner
            self.dropsNext = dropsNext
        }

        func send(_ message: ExtensionMessage, user: String, locale: String) async throws -> ExtensionMessage {
            var message = message
            if dropsNext { message.next = nil }
            sent.withLock { $0.append(message) }
            return try await inner.send(message, user: user, locale: locale)
        }

        var resolves: [ExtensionMessage] { sent.withLock { $0.filter { $0.type == .resolve } } }
    }

    /// An assistant over List-o-Mat's extension process whose messages go through `recording`.
    func assistant(_ fixture: HostFixture, recording: (any ExtensionTransport) -> Recording) async throws -> (Assistant, Recording) {
        let app = try await fixture.install("listomat-extension")
        let (_, host) = try await fixture.assistant()
        let transport = recording(ProcessTransport(supervisor: host.supervisor, app: app))
        let assistant = try Assistant(apps: [RemoteExtension(app: app, transport: transport)], vocabulary: fixture.vocabulary)
        try await assistant.allow(app: app.identifier, user: Session.defaultUser)
        return (assistant, transport)
    }

    @Test("showing a list takes two resolve messages, not one a parameter, and says the same", .timeLimit(.minutes(2)))
    func fewerMessages() async throws {
        var says: [String] = []
        var counts: [Int] = []
        for dropsNext in [false, true] {
            let fixture = try HostFixture()
            let (assistant, recording) = try await assistant(fixture) { Recording($0, dropsNext: dropsNext) }
            let turn = await assistant.respond(to: "show the grocery store list", locale: "en", session: Session())
            says.append(turn.say)
            counts.append(recording.resolves.count)
            if !dropsNext {
                // The list, which gains its identifier, then every other parameter at once.
                #expect(recording.resolves.map(\.parameter) == ["title", "content"])
                #expect(recording.resolves.first?.next == ["content", "itemType", "status", "dateTime"])
            }
        }
        #expect(says == ["On Grocery Store: milk, bread and apples.", "On Grocery Store: milk, bread and apples."])
        // Without `next`, as with an extension that does not resolve ahead: one message a parameter.
        #expect(counts == [2, 5])
    }

    @Test("a parameter that needs the user stops the run: the question is the same, and so is the answer after it", .timeLimit(.minutes(2)))
    func stopsAtAQuestion() async throws {
        var transcripts: [[String]] = []
        for dropsNext in [false, true] {
            let fixture = try HostFixture()
            let (assistant, _) = try await assistant(fixture) { Recording($0, dropsNext: dropsNext) }
            var said: [String] = []
            var turn = await assistant.respond(to: "add rice and olives", locale: "en", session: Session())
            said.append(turn.say)
            turn = await assistant.respond(to: "the grocery store", locale: "en", conversation: turn.conversation, session: Session())
            said.append(turn.say)
            if turn.expecting != .nothing {
                turn = await assistant.respond(to: "yes", locale: "en", conversation: turn.conversation, session: Session())
                said.append(turn.say)
            }
            transcripts.append(said)
        }
        #expect(transcripts[0] == transcripts[1])
        #expect(transcripts[0].first == "Which list?", "\(transcripts[0])")
        #expect(transcripts[0].last?.contains("Grocery Store") == true, "\(transcripts[0])")
    }

    @Test("docs/Extensions.md's example of resolving ahead is a request and a reply the protocol reads")
    func documentedExample() throws {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../docs/Extensions.md").standardized
        let text = try String(contentsOf: guide, encoding: .utf8)
        let blocks = text.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let messages = try blocks.filter { $0.contains("\"next") }.map {
            try JSONDecoder().decode(ExtensionMessage.self, from: Data($0.utf8))
        }
        try #require(messages.count == 2)
        #expect(messages[0].type == .resolve)
        #expect(messages[0].next == ["itemType", "status", "dateTime"])
        #expect(messages[1].type == .resolved)
        #expect(messages[1].nextResults?.map(\.parameter) == messages[0].next)
        // The reply's results are what `keeps` lets the kit go on through.
        let intent = try #require(messages[0].intent)
        #expect(intent.keeps("content", after: messages[1].results ?? []))
        #expect(messages[1].nextResults?.allSatisfy { intent.keeps($0.parameter, after: $0.results) } == true)
    }

    @Test("an intent's parameters kept or changed by their results")
    func keeps() {
        let list = ParameterValue.string("Groceries")
        let intent = Intent(name: "AddTasks", parameters: ["taskTitles": .list([.string("rice")]), "targetTaskList": list])
        #expect(intent.keeps("dateTime", after: [.notRequired]))
        #expect(intent.keeps("dateTime", after: []))
        #expect(intent.keeps("targetTaskList", after: [.success(list)]))
        #expect(intent.keeps("taskTitles", after: [.success(.string("rice"))]))
        #expect(!intent.keeps("targetTaskList", after: [.success(.string("Garden"))]))
        #expect(!intent.keeps("taskTitles", after: [.success(.string("rice")), .success(.string("olives"))]))
        #expect(!intent.keeps("dateTime", after: [.needsValue]))
        #expect(!intent.keeps("targetTaskList", after: [.confirmationRequired(list)]))
        #expect(!intent.keeps("targetTaskList", after: [.disambiguation([list, .string("Garden")])]))
        #expect(!intent.keeps("targetTaskList", after: [.unsupported()]))
    }
}
