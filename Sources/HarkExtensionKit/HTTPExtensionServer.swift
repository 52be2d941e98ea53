import Foundation
import HTTPTypes
import Hark
import Hummingbird
import Logging
import NIOCore
import Synchronization

/// Serves the extension protocol over HTTP, as a voice platform calls a skill's web service:
/// `POST /` with one message as the body, answered with the vocabulary messages the call produced
/// and then the reply, one per line.
///
/// Every request but `describe` must be signed (``RequestSignature``) with the app's secret; a
/// request that is unsigned, signed wrongly, too old or replayed is refused with 401 before any
/// handler sees it. Each user gets an extension of their own, made on their first request, with
/// their containers under `--data-dir` (the default user's in `containers/<group>/`, another's in
/// `users/<user>/containers/<group>/`).
struct HTTPExtensionServer<Main: AppExtensionMain>: Sendable {
    let dataDirectory: DataDirectory
    /// Checks signatures; `nil` when no secret was given, and only `describe` is answered.
    let guardian: ReplayGuard?
    let host: String
    let port: Int
    let extensions = UserExtensions<Main>()

    init(options: ExtensionRuntime.Options, host: String, port: Int) {
        dataDirectory = options.dataDirectory
        guardian = options.secret.map { ReplayGuard(secret: $0) }
        self.host = host
        self.port = port
    }

    func run() async throws {
        let router = Router()
        router.post("/") { request, context -> Response in
            let body = try await request.body.collect(upTo: ExtensionProtocol.maximumMessageSize)
            let bytes = Array(body.readableBytesView)
            let message: ExtensionMessage
            do {
                message = try MessageFraming.decode(bytes.last == 0x0A ? bytes.dropLast() : bytes[...])
            } catch {
                return Self.lines([.error(id: nil, "\(error)")], status: .badRequest)
            }
            if message.type != .describe {
                let timestamp = request.headers[HTTPField.Name(RequestSignature.timestampHeader)!]
                let signature = request.headers[HTTPField.Name(RequestSignature.signatureHeader)!]
                guard let guardian else {
                    return Self.lines(
                        [.error(id: message.id, "this extension has no secret yet ($HARK_EXTENSION_SECRET); it answers only describe")],
                        status: .unauthorized)
                }
                if let refusal = guardian.refusal(body: bytes, timestamp: timestamp, signature: signature) {
                    return Self.lines([.error(id: message.id, refusal)], status: .unauthorized)
                }
            }
            let user = message.context?.user ?? HandlerContext.defaultUser
            let locale = message.context?.locale ?? "en"
            let served = await extensions.extension(for: user, locale: locale, dataDirectory: dataDirectory)
            let reply: ExtensionMessage
            switch served.app {
            case .success(let app): reply = await MessageDispatcher.reply(to: message, app: app, version: Main.version)
            case .failure(let failure): reply = .error(id: message.id, "the extension could not start: \(failure)")
            }
            return Self.lines(served.registrar.drain() + [reply], status: .ok)
        }
        var logger = Logger(label: "extension")
        logger.logLevel = .warning
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port), serverName: "hark-extension"),
            onServerRunning: { channel in
                // Scripts and tests read the port from here when they asked for port 0.
                FileHandle.standardOutput.write(Data("listening on http://\(host):\(channel.localAddress?.port ?? port)\n".utf8))
            },
            logger: logger
        )
        try await app.runService()
    }

    static func lines(_ messages: [ExtensionMessage], status: HTTPResponse.Status) -> Response {
        var data = Data()
        for message in messages {
            if let line = try? MessageFraming.encode(message) { data.append(line) }
        }
        return Response(
            status: status,
            headers: [.contentType: "application/x-ndjson"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
        )
    }
}

/// One extension per user, made on the user's first request, with the vocabulary it registered
/// kept until the next reply to that user.
actor UserExtensions<Main: AppExtensionMain> {
    struct Served: Sendable {
        var app: Result<Main.Extension, StartFailure>
        var registrar: QueueingRegistrar
    }

    private var served: [String: Served] = [:]

    func `extension`(for user: String, locale: String, dataDirectory: DataDirectory) async -> Served {
        if let existing = served[user] { return existing }
        let registrar = QueueingRegistrar()
        let context = ExtensionContext(user: user, locale: locale, dataDirectory: dataDirectory, vocabulary: registrar)
        let app: Result<Main.Extension, StartFailure>
        do {
            app = .success(try await Main.makeExtension(in: context))
        } catch {
            app = .failure(StartFailure(description: "\(error)"))
        }
        if let existing = served[user] { return existing }
        let made = Served(app: app, registrar: registrar)
        served[user] = made
        return made
    }
}

/// Keeps registered vocabulary until it is sent with a reply.
final class QueueingRegistrar: VocabularyRegistering {
    private let queue = Mutex<[ExtensionMessage]>([])

    func setVocabulary(_ values: [SpeakableString], of kind: String, app: String) async throws {
        queue.withLock { queue in
            queue.removeAll { $0.kind == kind }
            queue.append(.vocabulary(values, of: kind))
        }
    }

    func drain() -> [ExtensionMessage] {
        queue.withLock { queue in
            defer { queue.removeAll() }
            return queue
        }
    }
}
