import Foundation
public import HarkAssistant
public import Hummingbird
public import Logging
import NIOCore

/// The assistant as a service: the JSON API under `/v1` for users with a bearer token, its
/// OpenAPI document, health, and the web page at `/`.
///
/// ```swift
/// let server = try HarkServer(assistant: assistant, accounts: Accounts(store: users))
/// try await server.application(host: "127.0.0.1", port: 8080).runService()   // until SIGTERM
/// ```
///
/// The server holds no state of its own: conversations, permissions, vocabulary and users live
/// in the assistant's stores, so a write the server acknowledged is in the store before the
/// answer leaves, and a graceful shutdown only has to let requests in flight finish. With stores
/// that several processes share (HarkPostgres) and their `locks`, several servers serve the
/// same users side by side.
public struct HarkServer: Sendable {
    /// The largest request body read, in bytes; larger ones get a 413.
    public static let maximumBodySize = 64 * 1024

    /// The assistant that answers.
    public let assistant: Assistant
    /// The users and their tokens.
    public let accounts: Accounts
    let snippets: SnippetRenderer
    /// One turn at a time per conversation: in this process by default, across every node when
    /// the stores are shared (`PostgresConversationLocks`).
    let locks: any ConversationLocking
    /// How much each user may ask.
    public let limits: RateLimits
    let requestLimiter: RateLimiter?
    let conversationLimiter: RateLimiter?
    let tokens = TokenMemo()

    /// A server for `assistant`, letting in the users of `accounts` as often as `limits` allow,
    /// running one turn at a time per conversation as `locks` holds them.
    ///
    /// - Throws: ``ServerError`` naming an app's card template that does not compile.
    public init(
        assistant: Assistant, accounts: Accounts, locks: any ConversationLocking = ConversationLocks(),
        limits: RateLimits = .default
    ) throws {
        self.assistant = assistant
        self.accounts = accounts
        self.locks = locks
        self.limits = limits
        self.requestLimiter = limits.requestsPerMinute.map { RateLimiter(perMinute: $0) }
        self.conversationLimiter = limits.conversationsPerMinute.map { RateLimiter(perMinute: $0) }
        self.snippets = try SnippetRenderer(assistant: assistant)
    }

    /// Every route of openapi.yaml, generated from it, behind the middleware that gives failures
    /// their JSON shape, limits bodies and sets the page's security headers. The `/v1` routes
    /// ask for a user's bearer token; a known path asked with a method it does not take is a 405
    /// with `Allow`, not a 404.
    public func router() -> Router<ServerRequestContext> {
        let router = Router(context: ServerRequestContext.self)
        router.add(middleware: ResponseHeadersMiddleware())
        router.add(middleware: ErrorMiddleware())
        router.add(middleware: RequestBodyMiddleware())
        let transport = APITransport(
            open: router,
            authenticated: router.group().add(
                middleware: BearerAuthentication(
                    accounts: accounts, limiter: requestLimiter, memo: tokens, limits: limits))
        )
        do {
            try registerHandlers(on: transport, configuration: API.configuration)
        } catch {
            // Registering throws only for a server URL that is not one; the default, "/", is.
            preconditionFailure("the API's routes could not be registered: \(error)")
        }
        // Last, so that it knows every route; it only ever sees requests no route took.
        router.add(middleware: MethodNotAllowedMiddleware(routes: router.routes))
        return router
    }

    /// An application serving ``router()`` on `host` and `port`; `onServerRunning` is told the
    /// port it listens on (useful with port 0, which picks a free one).
    public func application(
        host: String, port: Int, logger: Logger = Logger(label: "hark"),
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: router(),
            configuration: .init(address: .hostname(host, port: port), serverName: "hark"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }
}

/// The operations of openapi.yaml, one method each, in the `HarkServer+…` files.
extension HarkServer: APIProtocol {}

extension HarkServer {
    /// Serves on `host` and `port` until SIGTERM or SIGINT, then stops taking connections, lets
    /// the requests in flight finish and returns. Refusals and failures are logged to standard
    /// error (level `notice`), without tokens.
    ///
    /// - Parameter onServerRunning: Told the port the server listens on, once it does.
    public func run(host: String, port: Int, onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        var logger = Logger(label: "hark")
        logger.logLevel = .notice
        try await application(host: host, port: port, logger: logger, onServerRunning: onServerRunning)
            .runService()
    }
}
