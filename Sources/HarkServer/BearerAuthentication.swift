import Foundation
import HTTPTypes
import HarkAccounts
import HarkAssistant
import Hummingbird

/// Lets a request through only with `Authorization: Bearer <token>` naming a user whose token has
/// not expired, and records that user in the context and as the ``Caller``; everything else is a
/// 401 that says what was wrong. A user past their requests per minute gets a 429 with
/// `Retry-After`.
struct BearerAuthentication: RouterMiddleware {
    typealias Context = ServerRequestContext

    let accounts: Accounts
    /// Each user's requests per minute, or `nil` for no limit.
    let limiter: RateLimiter?

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
        let account: UserAccount
        switch try await accounts.check(String(parts[1]).trimmingCharacters(in: .whitespaces)) {
        case .user(let user):
            account = user
        case .expired(let user):
            let expiry = user.expiresAt.map { " on \($0.formatted(.iso8601))" } ?? ""
            throw Self.unauthorized("the token of '\(user.name)' expired\(expiry); ask for a new one (hark users token \(user.name))")
        case .unknown:
            throw Self.unauthorized("the token belongs to no user")
        }
        if let limiter, let retryAfter = limiter.admit(account.name) {
            throw ServerError.tooManyRequests(
                "'\(account.name)' has made \(limiter.perMinute) requests in the last minute, the most a user may",
                retryAfter: retryAfter)
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
}
