import Foundation
import HTTPTypes
import HarkAccounts
import HarkAssistant
import Hummingbird
import Synchronization

/// Lets a request through only with `Authorization: Bearer <token>` naming a user whose token has
/// not expired, and records that user in the context and as the ``Caller``; everything else is a
/// 401 that says what was wrong. A user past their requests per minute gets a 429 with
/// `Retry-After`.
struct BearerAuthentication: RouterMiddleware {
    typealias Context = ServerRequestContext

    let accounts: Accounts
    /// Each user's requests per minute, or `nil` for no limit.
    let limiter: RateLimiter?
    /// Tokens seen before, shared by every request.
    let memo: TokenMemo
    /// How long a refusal of a user past their limit, or of a token of nobody sent again, waits.
    let limits: RateLimits

    func handle(
        _ request: Request, context: ServerRequestContext,
        next: (Request, ServerRequestContext) async throws -> Response
    ) async throws -> Response {
        guard let header = request.headers[.authorization] else {
            throw Self.unauthorized("the request has no Authorization header; send 'Authorization: Bearer <token>'")
        }
        let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            throw Self.unauthorized("the Authorization header is not 'Bearer <token>'")
        }
        let token = AccessToken(String(parts[1]).trimmingCharacters(in: .whitespaces))
        let digest = token.digest
        // Refusals that need no database: a user already past their limit, a token of nobody.
        if let limiter, let name = memo.user(of: digest), let retryAfter = limiter.wait(for: name) {
            try await limits.waitBeforeRefusing()
            throw Self.tooManyRequests(name, limiter: limiter, retryAfter: retryAfter)
        }
        guard !memo.isUnknown(digest) else {
            try await limits.waitBeforeRefusing()
            throw Self.unauthorized("the token belongs to no user")
        }
        let account: UserAccount
        switch try await accounts.check(token) {
        case .user(let user):
            account = user
        case .expired(let user):
            let expiry = user.expiresAt.map { " on \($0.formatted(.iso8601))" } ?? ""
            throw Self.unauthorized("the token of '\(user.name)' expired\(expiry); ask for a new one (hark users token \(user.name))")
        case .unknown:
            memo.remember(unknown: digest)
            throw Self.unauthorized("the token belongs to no user")
        }
        if let limiter {
            memo.remember(digest, of: account.name)
            if let retryAfter = limiter.admit(account.name) {
                try await limits.waitBeforeRefusing()
                throw Self.tooManyRequests(account.name, limiter: limiter, retryAfter: retryAfter)
            }
        }
        var context = context
        context.user = account.name
        return try await Caller.$account.withValue(account) {
            try await next(request, context)
        }
    }

    private static func unauthorized(_ message: String) -> ServerError {
        ServerError(status: .unauthorized, code: .unauthorized, message: message)
    }

    private static func tooManyRequests(_ user: String, limiter: RateLimiter, retryAfter: Int) -> ServerError {
        ServerError.tooManyRequests(
            "'\(user)' has made \(limiter.perMinute) requests in the last minute, the most a user may", retryAfter: retryAfter)
    }
}

/// What the server has learned about tokens, so that the refusals a flood of requests meets
/// cost no database read: whose a token was (only to refuse a user past their limit, never to
/// let anyone in) and which tokens belong to nobody. A token of nobody cannot become somebody's:
/// tokens are 256 random bits, made by the server. Each table is emptied when it reaches
/// ``capacity`` entries.
final class TokenMemo: Sendable {
    static let capacity = 10_000
    private let users = Mutex<[[UInt8]: String]>([:])
    private let unknown = Mutex<Set<[UInt8]>>([])

    func user(of digest: [UInt8]) -> String? {
        users.withLock { $0[digest] }
    }

    func remember(_ digest: [UInt8], of user: String) {
        users.withLock { users in
            if users.count >= Self.capacity { users.removeAll() }
            users[digest] = user
        }
    }

    func isUnknown(_ digest: [UInt8]) -> Bool {
        unknown.withLock { $0.contains(digest) }
    }

    func remember(unknown digest: [UInt8]) {
        unknown.withLock { unknown in
            if unknown.count >= Self.capacity { unknown.removeAll() }
            unknown.insert(digest)
        }
    }
}
