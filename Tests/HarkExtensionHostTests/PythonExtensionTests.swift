import Foundation
import Hark
import HarkAssistant
import HarkExtensionHost
import HarkExtensionKit
import HarkLanguage
import Testing

/// The protocol is language-neutral: an extension written in Python, run sandboxed, is installed,
/// understood and driven through whole requests like any other.
@Suite("an extension written in Python", .serialized)
struct PythonExtensionTests {
    @Test("installed, it serves a request from understanding to the answer, and keeps each user's data apart")
    func wholeRequest() async throws {
        let fixture = try HostFixture()
        let app = try await fixture.install("echo", at: Built.fixture("echo_extension.py"))
        #expect(app.identifier == "org.example.echo")
        #expect(app.version == "0.1.0")
        let (assistant, host) = try await fixture.assistant(allowing: ["default", "alice"])

        var turn = await assistant.respond(to: "echo hello world", locale: "en")
        #expect(turn.say == "You said: hello world (1).")
        #expect(turn.app == "org.example.echo")
        turn = await assistant.respond(to: "repite hola", locale: "es")
        #expect(turn.say == "Dijiste: hola (2).")
        turn = await assistant.respond(to: "say it again again", locale: "en", session: Session(user: "alice"))
        #expect(turn.say == "You said: it again (1).")

        // A missing value is asked for, and the answer goes to the same process.
        turn = await assistant.invoke(Intent(name: "Repeat"), app: "org.example.echo", locale: "en", conversation: "c1")
        #expect(turn.say == "What should I repeat?")
        turn = await assistant.respond(to: "bonjour", locale: "en", conversation: "c1")
        #expect(turn.say == "You said: bonjour (3).")

        // The vocabulary it registered is the user's.
        let words = await fixture.vocabulary.vocabulary(user: "default").values(kind: "String", app: "org.example.echo")
        #expect(words.map(\.spokenPhrase) == ["bonjour"])
        #expect(host.supervisor.runningCount == 2)
        #expect(fixture.log(of: "org.example.echo").contains("echo: serving alice"))
    }
}
