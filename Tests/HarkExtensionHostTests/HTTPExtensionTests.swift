import Foundation
import Hark
import HarkAssistant
import HarkExtensionKit
import HarkLanguage
import Testing

@testable import HarkExtensionHost

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The same messages over HTTP, to an extension at a URL: every request signed, and the
/// extension runtime refusing what is unsigned, forged, stale or replayed.
@Suite("extensions at a URL", .serialized)
struct HTTPExtensionTests {
    /// List-o-Mat's extension served over HTTP on a free port, with its data in `dataDirectory`.
    final class Service: @unchecked Sendable {
        let pid: Int32
        let url: URL
        /// What it writes on its standard output, kept open while it runs.
        private let output: FileHandle

        init(secret: String, dataDirectory: URL) throws {
            // Started as the assistant starts extensions: inheriting none of this process's
            // descriptors (other tests' pipes) and none of the signals it ignores, so that the
            // SIGTERM that ends it is not ignored.
            let pipe = try ExtensionProcess.makePipe().get()
            let null = open("/dev/null", O_RDWR | O_CLOEXEC)
            defer { close(null) }
            let started = ExtensionProcess.spawn(
                Built.executable("listomat-extension").path, arguments: ["--http", "0", "--data-dir", dataDirectory.path],
                environment: ["HARK_EXTENSION_SECRET": secret, "PATH": "/usr/bin:/bin"], input: null, output: pipe.write, error: null)
            close(pipe.write)
            output = FileHandle(fileDescriptor: pipe.read, closeOnDealloc: true)
            pid = try started.get()
            var line = Data()
            while !line.contains(0x0A) {
                let chunk = output.availableData
                if chunk.isEmpty { break }
                line.append(chunk)
            }
            let text = String(decoding: line, as: UTF8.self)
            guard let start = text.range(of: "http://") else {
                kill(pid, SIGKILL)
                _ = ExtensionProcess.waitForEnd(of: pid)
                throw ExtensionFailure("the service said \(text)")
            }
            url = URL(string: String(text[start.lowerBound...].prefix { !$0.isWhitespace }) + "/")!
        }

        deinit {
            kill(pid, SIGTERM)
            _ = ExtensionProcess.waitForEnd(of: pid)
        }
    }

    @Test("installed by URL, it answers whole conversations for each user from that user's own data")
    func conversation() async throws {
        let fixture = try HostFixture()
        let secret = RequestSignature.makeSecret()
        let service = try Service(secret: secret, dataDirectory: fixture.root.appendingPathComponent("service"))
        let outcome = try await fixture.installer.install(url: service.url, secret: secret)
        guard case .installed(let app) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(app.whereItRuns == "web service \(service.url.absoluteString), requests signed")
        let (assistant, _) = try await fixture.assistant(allowing: ["alice", "bob"])

        let alice = Session(user: "alice")
        var turn = await assistant.respond(to: "add kiwis to the grocery store list", locale: "en", session: alice)
        #expect(turn.say == "Added kiwis to Grocery Store.")
        turn = await assistant.respond(to: "show the grocery store list", locale: "en", session: alice)
        #expect(turn.say == "On Grocery Store: milk, bread, apples and kiwis.")
        turn = await assistant.respond(to: "show the grocery store list", locale: "en", session: Session(user: "bob"))
        #expect(turn.say == "On Grocery Store: milk, bread and apples.")
        let words = await fixture.vocabulary.vocabulary(user: "alice").values(kind: "Task", app: "com.app-o-mat.listomat")
        #expect(words.contains { $0.spokenPhrase == "kiwis" })
    }

    @Test("unsigned, forged, stale and replayed requests are refused before any handler runs")
    func signatures() async throws {
        let fixture = try HostFixture()
        let secret = RequestSignature.makeSecret()
        let service = try Service(secret: secret, dataDirectory: fixture.root.appendingPathComponent("service"))
        let handle = ExtensionMessage.call(
            .handle, id: 1,
            intent: Intent(name: "CreateTaskList", parameters: ["title": .speakableString(SpeakableString(spokenPhrase: "Stolen"))]),
            context: .init(user: "alice", locale: "en")
        )
        let body = try MessageFraming.encode(handle)
        let now = Int(Date().timeIntervalSince1970)

        #expect(try await post(body, to: service.url, timestamp: nil, signature: nil).status == 401)
        #expect(
            try await post(
                body, to: service.url, timestamp: now, signature: RequestSignature.sign(body: body, timestamp: now, secret: "wrong")
            ).status == 401)
        let stale = now - 3600
        #expect(
            try await post(
                body, to: service.url, timestamp: stale, signature: RequestSignature.sign(body: body, timestamp: stale, secret: secret)
            ).status == 401)

        let signature = RequestSignature.sign(body: body, timestamp: now, secret: secret)
        let first = try await post(body, to: service.url, timestamp: now, signature: signature)
        #expect(first.status == 200)
        #expect(first.body.contains("\"type\":\"response\""))
        let replay = try await post(body, to: service.url, timestamp: now, signature: signature)
        #expect(replay.status == 401)
        #expect(replay.body.contains("already received"))

        // describe may be asked unsigned: it is what `hark install --url` asks first.
        let describe = try await post(MessageFraming.encode(.describe(id: 2)), to: service.url, timestamp: nil, signature: nil)
        #expect(describe.status == 200)
        #expect(describe.body.contains("com.app-o-mat.listomat"))
    }

    private func post(_ body: Data, to url: URL, timestamp: Int?, signature: String?) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = body
        if let timestamp { request.setValue(String(timestamp), forHTTPHeaderField: RequestSignature.timestampHeader) }
        if let signature { request.setValue(signature, forHTTPHeaderField: RequestSignature.signatureHeader) }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }
}
