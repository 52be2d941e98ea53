import Foundation
import HTTPTypes
import HarkAccounts
import HarkAssistant
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Synchronization
import Testing

@testable import HarkServer

/// What the server refuses so that one user cannot take it from the others: requests and new
/// conversations past a user's limits (429 with Retry-After), requests too long to read (422),
/// tokens past their expiry or replaced (401) — each said clearly and logged without the token.
@Suite("refusing abuse")
struct AbuseRefusalTests {
    @Test("past a user's requests per minute the server answers 429 with Retry-After; the other users go on")
    func requestLimit() async throws {
        let fixture = try await ServerFixture(limits: RateLimits(requestsPerMinute: 3, conversationsPerMinute: nil))
        try await fixture.application.test(.router) { client in
            for _ in 0..<3 {
                #expect(try await client.exchange(.get, "/v1/me", token: fixture.alice).status == .ok)
            }
            let refused = try await client.exchange(.get, "/v1/me", token: fixture.alice)
            #expect(refused.status == .tooManyRequests)
            #expect(refused.errorCode == "tooManyRequests")
            #expect(refused.errorMessage?.contains("'alice' has made 3 requests in the last minute") == true)
            // One request every 20 seconds refills a bucket of 3 a minute.
            let wait = try #require(refused.headers[.retryAfter].flatMap(Int.init))
            #expect((1...20).contains(wait))
            #expect(refused.errorMessage?.hasSuffix("try again in \(wait) seconds") == true)
            // Every /v1 route counts, turns too, and the limit is alice's alone.
            let turn = try await client.exchange(.post, "/v1/conversations", token: fixture.alice, json: ["text": "show the store list"])
            #expect(turn.status == .tooManyRequests)
            #expect(try await client.exchange(.get, "/v1/me", token: fixture.bob).status == .ok)
            // Public routes are not counted against anyone.
            #expect(try await client.exchange(.get, "/health", token: nil).status == .ok)
        }
    }

    @Test("a refusal the client should have seen coming waits before it is sent: past a limit, or a token of nobody sent again")
    func refusalDelay() async throws {
        let limits = RateLimits(requestsPerMinute: 1, conversationsPerMinute: nil, refusalDelay: .milliseconds(300))
        let fixture = try await ServerFixture(limits: limits)
        let clock = ContinuousClock()
        try await fixture.application.test(.router) { client in
            #expect(try await client.exchange(.get, "/v1/me", token: fixture.alice).status == .ok)
            var status = HTTPResponse.Status.ok
            let limited = try await clock.measure { status = try await client.exchange(.get, "/v1/me", token: fixture.alice).status }
            #expect(status == .tooManyRequests)
            #expect(limited >= .milliseconds(300))
            let nobody = "hark_" + String(repeating: "A", count: 43)
            #expect(try await client.exchange(.get, "/v1/me", token: nobody).status == .unauthorized)
            let again = try await clock.measure { status = try await client.exchange(.get, "/v1/me", token: nobody).status }
            #expect(status == .unauthorized)
            #expect(again >= .milliseconds(300))
        }
    }

    @Test("past a user's new conversations per minute, starting one is a 429, and continuing one still works")
    func conversationLimit() async throws {
        let fixture = try await ServerFixture(limits: RateLimits(requestsPerMinute: nil, conversationsPerMinute: 2))
        try await fixture.application.test(.router) { client in
            let first = try await client.exchange(.post, "/v1/conversations", token: fixture.alice, json: ["text": "show the store list"])
            #expect(first.status == .ok)
            #expect(first.expecting != nil)
            #expect(try await client.exchange(.post, "/v1/conversations", token: fixture.alice, json: ["text": "hello"]).status == .ok)
            let refused = try await client.exchange(.post, "/v1/conversations", token: fixture.alice, json: ["text": "show the store list"])
            #expect(refused.status == .tooManyRequests)
            #expect(refused.errorMessage?.contains("'alice' has started 2 conversations in the last minute") == true)
            #expect(refused.headers[.retryAfter].flatMap(Int.init).map { (1...30).contains($0) } == true)
            // The refused start made no conversation; the first one goes on.
            let id = try #require(first.conversation)
            let answer = try await client.exchange(.post, "/v1/conversations/\(id)", token: fixture.alice, json: ["text": "yes"])
            #expect(answer.status == .ok)
            #expect(answer.say == "Which one: Grocery Store or Hardware Store?")
            #expect(try await client.exchange(.post, "/v1/conversations", token: fixture.bob, json: ["text": "hello"]).status == .ok)
        }
    }

    @Test("a bucket refills evenly over the minute, and buckets that filled up again are dropped when there are many")
    func bucket() {
        let clock = Mutex(1_000.0)
        let limiter = RateLimiter(perMinute: 6) { clock.withLock { $0 } }
        #expect(limiter.wait(for: "alice") == nil)
        for _ in 0..<6 { #expect(limiter.admit("alice") == nil) }
        // Looking takes nothing: alice still waits 10 seconds, bob (no bucket) none.
        #expect(limiter.wait(for: "alice") == 10)
        #expect(limiter.wait(for: "bob") == nil)
        #expect(limiter.admit("alice") == 10)
        clock.withLock { $0 += 4 }
        #expect(limiter.admit("alice") == 6)
        clock.withLock { $0 += 6 }
        #expect(limiter.admit("alice") == nil)
        #expect(limiter.admit("alice") == 10)
        // A minute later the whole burst is back, and no more.
        clock.withLock { $0 += 600 }
        for _ in 0..<6 { #expect(limiter.admit("alice") == nil) }
        #expect(limiter.admit("alice") != nil)

        for user in 0..<RateLimiter.pruningThreshold { _ = limiter.admit("user\(user)") }
        clock.withLock { $0 += 60 }
        _ = limiter.admit("last")
        #expect(limiter.keyCount == 1)
    }

    @Test("an expired token is a 401 that says it expired and whose it was; the refusal is logged without the token")
    func expiredToken() async throws {
        let fixture = try await ServerFixture()
        let accounts = Accounts(store: fixture.users)
        let expired = try await accounts.add(name: "carol", expiresAt: Date().addingTimeInterval(-60))
        let working = try await accounts.add(name: "dave", expiresAt: Date().addingTimeInterval(3_600))
        let log = LogRecorder()
        let application = Application(router: fixture.server.router(), logger: log.logger)
        try await application.test(.router) { client in
            let refused = try await client.exchange(.get, "/v1/me", token: expired.value)
            #expect(refused.status == .unauthorized)
            #expect(refused.errorMessage?.contains("the token of 'carol' expired on ") == true)
            #expect(refused.errorMessage?.contains("hark users token carol") == true)
            let me = try await client.exchange(.get, "/v1/me", token: working.value)
            #expect(me.status == .ok)
            #expect(me["user"] as? String == "dave")
            #expect((me["tokenExpiresAt"] as? String).flatMap { try? Date($0, strategy: .iso8601) } != nil)
            #expect(try await client.exchange(.get, "/v1/me", token: fixture.alice)["tokenExpiresAt"] == nil)
            #expect(try await client.exchange(.get, "/v1/me", token: "hark_nobody").status == .unauthorized)
        }
        let lines = log.lines
        #expect(lines.contains { $0.contains("refused GET /v1/me: 401 unauthorized: the token of 'carol' expired") })
        #expect(lines.contains { $0.contains("refused GET /v1/me: 401 unauthorized: the token belongs to no user") })
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(!line.contains(expired.value) && !line.contains("hark_nobody") && !line.contains(working.value), "\(line)")
        }
    }

    @Test("a replaced token stops working at once and the new one works")
    func replacedToken() async throws {
        let fixture = try await ServerFixture()
        let replacement = try await Accounts(store: fixture.users).replaceToken(of: "alice")
        try await fixture.application.test(.router) { client in
            let old = try await client.exchange(.get, "/v1/me", token: fixture.alice)
            #expect(old.status == .unauthorized)
            let new = try await client.exchange(.get, "/v1/me", token: replacement.value)
            #expect(new["user"] as? String == "alice")
        }
    }

    @Test("a request of more than 1,000 characters is a 422 that says how long it is; the conversation stays as it was")
    func textLength() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let start = try await client.exchange(.post, "/v1/conversations", token: fixture.alice, json: ["text": "show the store list"])
            let id = try #require(start.conversation)
            for text in [String(repeating: "a", count: 1_001), String(repeating: "買い物リストに牛乳を追加して", count: 100)] {
                let refused = try await client.exchange(.post, "/v1/conversations/\(id)", token: fixture.alice, json: ["text": text])
                #expect(refused.status == .unprocessableContent)
                #expect(refused.errorMessage == "'text' is \(text.unicodeScalars.count) characters long; a request may be at most 1000")
            }
            // It still waits for the answer to its question (may List-o-Mat see the lists?).
            let answer = try await client.exchange(.post, "/v1/conversations/\(id)", token: fixture.alice, json: ["text": "yes"])
            #expect(answer.say == "Which one: Grocery Store or Hardware Store?")
            // At the limit, a request is read as any other.
            let longest = "show the store list" + String(repeating: "!", count: 1_000 - 19)
            let read = try await client.exchange(.post, "/v1/conversations", token: fixture.alice, json: ["text": longest])
            #expect(read.status == .ok)
        }
    }

    @Test("a body whose bytes are not UTF-8 is a 400; NUL and control characters in the text are read as any other")
    func bytes() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let headers: HTTPFields = [.authorization: "Bearer \(fixture.alice)", .contentType: "application/json"]
            let invalid = ByteBuffer(bytes: Array(#"{"text": "show the "#.utf8) + [0xFF, 0xFE, 0xC3, 0x28] + Array(#" list"}"#.utf8))
            let status = try await client.execute(uri: "/v1/conversations", method: .post, headers: headers, body: invalid) { $0.status }
            #expect(status == .badRequest)
            let controls = try await client.exchange(
                .post, "/v1/conversations", token: fixture.alice, json: ["text": "\u{0}show the\u{1B} store list\u{7}"])
            #expect(controls.status == .ok)
            #expect(controls.say != nil)
        }
    }

    @Test("the assistant refuses a request of more than 1,000 characters in the user's language, before reading it")
    func assistantRefusesLongRequests() async throws {
        let fixture = try await ServerFixture()
        let refusals = [
            "en": "Sorry, that's too long for me: ask in 1000 characters at most.",
            "es": "Lo siento, es demasiado largo para mí: pídelo en 1000 caracteres como máximo.",
            "fr": "Désolé, c'est trop long pour moi : demandez-le en 1000 caractères au plus.",
            "ja": "すみません、長すぎます。1000文字以内でお願いします。",
            "ar": "عذرًا، هذا طويل جدًا: اطلبه في 1000 حرف على الأكثر.",
        ]
        for (locale, refusal) in refusals {
            let turn = await fixture.assistant.respond(
                to: String(repeating: "x", count: 1_000_000), locale: locale, conversation: "c-\(locale)")
            #expect(turn.say == refusal)
            #expect(try await fixture.assistant.conversation("c-\(locale)") == nil)
        }
    }

    @Test("refusals are logged at most 20 a second, and the next line says how many were left out")
    func refusalLogThrottle() {
        let clock = Mutex(50.0)
        let log = LogRecorder()
        let refusals = RefusalLog { clock.withLock { $0 } }
        for index in 0..<25 { refusals.log("refused \(index)", to: log.logger) }
        #expect(log.lines.count == 20)
        clock.withLock { $0 += 1 }
        refusals.log("refused again", to: log.logger)
        refusals.log("and again", to: log.logger)
        #expect(log.lines.count == 22)
        #expect(log.lines[20].hasPrefix("notice refused again (5 more refusals before this one were not logged)"))
        #expect(log.lines[21].hasPrefix("notice and again ["))
    }

    @Test("the defaults are 600 requests and 60 new conversations a user a minute, refusals past them waiting a second")
    func defaults() async throws {
        let fixture = try await ServerFixture()
        let server = try HarkServer(assistant: fixture.assistant, accounts: Accounts(store: fixture.users))
        #expect(server.limits == RateLimits(requestsPerMinute: 600, conversationsPerMinute: 60, refusalDelay: .seconds(1)))
    }
}

/// A logger whose lines are kept, to see what the server logs.
final class LogRecorder: Sendable {
    private let recorded = Mutex<[String]>([])

    var lines: [String] { recorded.withLock { $0 } }

    var logger: Logger {
        Logger(label: "hark") { _ in Handler(recorder: self) }
    }

    struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let metadata = self.metadata.merging(event.metadata ?? [:]) { $1 }
            recorder.recorded.withLock { $0.append("\(event.level) \(event.message) \(metadata)") }
        }
    }
}
