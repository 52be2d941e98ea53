import Foundation
import Hark
import HarkAssistant
import HarkExtensionHost
import HarkExtensionKit
import HarkLanguage
import Synchronization
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

    @Test("vocabulary an app registers before its answer is stored, in the order sent, when the turn ends")
    func vocabularyBeforeTheAnswer() async throws {
        let fixture = try HostFixture()
        try await fixture.install("echo", at: Built.fixture("echo_extension.py"))
        let stored = Mutex<[String]>([])
        // The first registration is slow to store; the second is not.
        let (assistant, _) = try await fixture.assistant { values in
            if values.first?.spokenPhrase == "hello world" { try? await Task.sleep(for: .milliseconds(300)) }
            stored.withLock { $0 += values.map(\.spokenPhrase) }
        }
        let vocabulary = { await fixture.vocabulary.vocabulary(user: "default").values(kind: "String", app: "org.example.echo") }

        #expect(await assistant.respond(to: "echo hello world", locale: "en").say == "You said: hello world (1).")
        #expect(await vocabulary().map(\.spokenPhrase) == ["hello world"])
        #expect(await assistant.respond(to: "echo bonjour", locale: "en").say == "You said: bonjour (2).")
        #expect(await vocabulary().map(\.spokenPhrase) == ["bonjour"])
        #expect(stored.withLock { $0 } == ["hello world", "bonjour"])
    }

    /// A copy of the echo extension whose manifest gives `examples` (JSON), beside the fixture.
    func echo(examples: String, in fixture: HostFixture, named name: String) throws -> URL {
        let script = try String(contentsOf: Built.fixture("echo_extension.py"), encoding: .utf8)
        let changed = script.replacingOccurrences(
            of: #""supportedIntents": ["Repeat"],"#, with: #""supportedIntents": ["Repeat"], "examples": "# + examples + ",")
        #expect(changed != script)
        let copy = fixture.root.appendingPathComponent(name)
        try changed.write(to: copy, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
        return copy
    }

    @Test("the examples an extension reports reach the assistant, which answers what the app can do with them")
    func examples() async throws {
        let fixture = try HostFixture()
        let examples = #"[{"intent": "Repeat", "sentence": {"en": "echo hello", "es": "repite hola"}}]"#
        let app = try await fixture.install("echo", at: try echo(examples: examples, in: fixture, named: "echo_examples.py"))
        #expect(app.manifest.examples == [AppManifest.Example(intent: "Repeat", sentence: ["en": "echo hello", "es": "repite hola"])])
        let (assistant, _) = try await fixture.assistant()
        #expect(
            await assistant.respond(to: "what can Echo do?", locale: "en").say == "Here are some things you can ask Echo: “echo hello”.")
        #expect(
            await assistant.respond(to: "¿qué puedo decirle a Echo?", locale: "es").say
                == "Estas son algunas cosas que puedes pedirle a Echo: «repite hola».")
    }

    @Test("examples of an intent the app does not handle are refused at install, and nothing is installed")
    func examplesOfAnotherIntent() async throws {
        let fixture = try HostFixture()
        let examples = #"[{"intent": "Shout", "sentence": {"en": "shout hello"}}]"#
        let script = try echo(examples: examples, in: fixture, named: "echo_shout.py")
        await #expect {
            try await fixture.installer.install(executable: script)
        } throws: { error in
            let error = try #require(error as? ExtensionHostError)
            return error.code == .invalidDefinition && error.message.contains("Shout") && error.message.contains("does not handle")
        }
        #expect(try AppRegistry(dataDirectory: fixture.dataDirectory).installedApps().isEmpty)
    }
}
