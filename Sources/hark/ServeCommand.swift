import ArgumentParser
import Foundation
import HarkAccounts
import HarkExtensionHost
import HarkServer

/// `hark serve`: the assistant over HTTP, with the web page, for the users `hark users` made.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the assistant over HTTP: the JSON API, its OpenAPI document and the web page.",
        discussion: """
            Every /v1 request carries a user's token (hark users add NAME). SIGTERM or SIGINT stops \
            the server after the requests in flight; whatever it acknowledged is kept. With \
            --database postgres://… (or $HARK_DATABASE_URL) several servers share one PostgreSQL \
            database: a conversation begun on one continues on any other.
            """
    )

    @OptionGroup var options: CommonOptions

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(help: "The requests each user may make a minute; past it the server answers 429 with Retry-After. 0: no limit.")
    var requestsPerMinute = RateLimits.default.requestsPerMinute ?? 0

    @Option(help: "The conversations each user may start a minute. 0: no limit.")
    var conversationsPerMinute = RateLimits.default.conversationsPerMinute ?? 0

    @Option(
        help:
            "Seconds a refusal waits before it is sent when the client should have known better (past a limit, a token of nobody sent again). 0: at once."
    )
    var refusalDelay = 1.0

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard requestsPerMinute >= 0 else { throw ValidationError("--requests-per-minute must be 0 (no limit) or more") }
        guard conversationsPerMinute >= 0 else { throw ValidationError("--conversations-per-minute must be 0 (no limit) or more") }
        guard (0...60).contains(refusalDelay) else { throw ValidationError("--refusal-delay must be between 0 and 60 seconds") }
    }

    func run() async throws {
        try await withInstallation(options, models: .everyLanguage) { installation, _ in
            let server: HarkServer
            do {
                server = try HarkServer(
                    assistant: installation.assistant,
                    accounts: Accounts(store: installation.stores.users),
                    locks: installation.stores.locks,
                    limits: RateLimits(
                        requestsPerMinute: requestsPerMinute > 0 ? requestsPerMinute : nil,
                        conversationsPerMinute: conversationsPerMinute > 0 ? conversationsPerMinute : nil,
                        refusalDelay: refusalDelay > 0 ? .milliseconds(Int(refusalDelay * 1000)) : nil)
                )
            } catch {
                throw CommandFailure("\(error)")
            }
            let host = self.host
            do {
                try await server.run(host: host, port: port) { port in
                    Terminal.print("Hark is listening on http://\(host):\(port)")
                }
            } catch {
                throw CommandFailure("cannot serve on \(host):\(port): \(error)")
            }
        }
    }
}
