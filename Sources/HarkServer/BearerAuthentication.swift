import Foundation
import HTTPTypes
import HarkAccounts
import HarkAssistant
import Hummingbird

/// Lets a request through only with `Authorization: Bearer <token>` naming a user, and records
/// that user in the context and as the ``Caller``; everything else is a 401 that says what was
/// wrong.
struct BearerAuthentication: RouterMiddleware {
    typealias Context = ServerRequestContext

    let accounts: Accounts

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
        guard let account = try await accounts.authenticate(String(parts[1]).trimmingCharacters(in: .whitespaces)) else {
            throw Self.unauthorized("the token belongs to no user")
        }
        var context = context
        context.user = account.name
        return try await Caller.$name.withValue(account.name) {
            try await next(request, context)
        }
    }

    private static func unauthorized(_ message: String) -> ServerError {
        ServerError(status: .unauthorized, code: .unauthorized, message: message)
    }
}
