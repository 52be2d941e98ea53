import Foundation
import Hark
import HarkAssistant
import HarkExtensionHost
import HarkExtensionKit
import HarkLanguage
import HarkTesting
import Testing

/// Each way an extension process can fail costs only the request in flight: the user hears a
/// clear sentence, the other apps keep answering, and the next request starts a new process.
@Suite("supervising extension processes", .serialized)
struct SupervisionTests {
    let fixture: HostFixture
    let assistant: Assistant
    let host: ExtensionHost
    let backoff = ManualClock()

    init() async throws {
        fixture = try HostFixture()
        try await fixture.install("hostile-extension")
        try await fixture.install("currency-rates-extension")
        // Handler deadlines on the real clock (the processes are real); restarts back off on the
        // manual one, which moves only when a test says so.
        (assistant, host) = try await fixture.assistant(
            deadline: .seconds(2), supervision: .init(initialBackoff: .seconds(10)), clock: backoff
        )
    }

    /// The other app still answers, and the hostile one answers "ok" from a new process.
    func expectRecovery(from failedPID: Int32?) async throws {
        let rate = await assistant.respond(to: "what is the rate for the dollar", locale: "en")
        #expect(rate.say == "One US dollar is worth 0.92 euros.")
        let again = await assistant.misbehave("ok")
        #expect(again.say.hasPrefix("Done: ok, pid "))
        let pid = try #require(host.supervisor.pid(of: "org.example.hostile", user: Session.defaultUser))
        #expect(pid != failedPID)
        #expect(again.say == "Done: ok, pid \(pid).")
    }

    @Test("a crash in the middle of a request: \"Hostile ran into a problem.\"")
    func crash() async throws {
        let pid = try await startedPID()
        let turn = await assistant.misbehave("crash")
        #expect(turn.say == "Hostile ran into a problem.")
        #expect(fixture.log(of: "org.example.hostile").contains("exited with status 3"))
        try await expectRecovery(from: pid)
    }

    @Test("a handler that never answers is killed at the deadline: \"Hostile didn't answer.\"")
    func hang() async throws {
        let pid = try await startedPID()
        let started = ContinuousClock.now
        let turn = await assistant.misbehave("hang")
        #expect(turn.say == "Hostile didn't answer.")
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(fixture.log(of: "org.example.hostile").contains("missed its deadline; killing process \(pid)"))
        try await expectRecovery(from: pid)
    }

    @Test("a line that is not a protocol message gets the process killed")
    func garbage() async throws {
        let pid = try await startedPID()
        let turn = await assistant.misbehave("garbage")
        #expect(turn.say == "Hostile ran into a problem.")
        #expect(fixture.log(of: "org.example.hostile").contains("not a protocol message"))
        try await expectRecovery(from: pid)
    }

    @Test("a flood on standard output is cut off at the message limit")
    func flood() async throws {
        let pid = try await startedPID()
        let turn = await assistant.misbehave("flood")
        #expect(turn.say == "Hostile ran into a problem.")
        #expect(fixture.log(of: "org.example.hostile").contains("a message longer than"))
        try await expectRecovery(from: pid)
    }

    @Test("an answer to a request nobody is waiting for is ignored and logged")
    func wrongID() async throws {
        let pid = try await startedPID()
        let turn = await assistant.misbehave("wrongid")
        #expect(turn.say == "Hostile didn't answer.")
        #expect(fixture.log(of: "org.example.hostile").contains("which is not waiting (ignored)"))
        try await expectRecovery(from: pid)
    }

    @Test("an executable that exits as it starts; after repeated failures it is not restarted until the backoff passes")
    func exitsAtOnce() async throws {
        let container = try fixture.dataDirectory.container(forGroup: "group.org.example.hostile")
        try container.create()
        let marker = container.url.appendingPathComponent("exit-at-once")
        FileManager.default.createFile(atPath: marker.path, contents: Data())
        #expect(await assistant.misbehave("ok").say == "Hostile ran into a problem.")
        #expect(await assistant.misbehave("ok").say == "Hostile ran into a problem.")
        let starts = fixture.log(of: "org.example.hostile").components(separatedBy: "started process").count
        // Backing off: the third request fails without starting anything.
        #expect(await assistant.misbehave("ok").say == "Hostile ran into a problem.")
        #expect(fixture.log(of: "org.example.hostile").components(separatedBy: "started process").count == starts)
        try FileManager.default.removeItem(at: marker)
        // Still backing off ten seconds later, less one; then the next request starts it again.
        backoff.advance(by: 9)
        #expect(await assistant.misbehave("ok").say == "Hostile ran into a problem.")
        #expect(fixture.log(of: "org.example.hostile").components(separatedBy: "started process").count == starts)
        backoff.advance(by: 1)
        try await expectRecovery(from: nil)
    }

    @Test("standard error goes to the app's log in the data directory")
    func standardError() async throws {
        _ = try await startedPID()
        #expect(fixture.log(of: "org.example.hostile").contains("hostile: started as hostile-extension for default"))
    }

    @Test("two users get two processes; an idle process exits")
    func processPerUser() async throws {
        let (assistant, host) = try await fixture.assistant(
            supervision: .init(idleTimeout: .milliseconds(400)), allowing: ["default", "alice"])
        #expect(await assistant.misbehave("ok").say.hasPrefix("Done: ok"))
        #expect(await assistant.misbehave("ok", user: "alice").say.hasPrefix("Done: ok"))
        let mine = try #require(host.supervisor.pid(of: "org.example.hostile", user: "default"))
        let alices = try #require(host.supervisor.pid(of: "org.example.hostile", user: "alice"))
        #expect(mine != alices)
        try await Task.sleep(for: .milliseconds(1500))
        #expect(host.supervisor.pid(of: "org.example.hostile", user: "default") == nil)
        #expect(host.supervisor.runningCount == 0)
    }

    private func startedPID() async throws -> Int32 {
        let turn = await assistant.misbehave("ok")
        #expect(turn.say.hasPrefix("Done: ok, pid "))
        return try #require(host.supervisor.pid(of: "org.example.hostile", user: Session.defaultUser))
    }
}
