import Foundation
import HTTPTypes
import HarkAssistant
import Hummingbird
import Logging

/// Turns every error into a JSON error response, so that clients see one shape whatever failed:
/// ``ServerError``s as they are, the router's and the assistant's errors with a status and code
/// of their own, and anything unexpected as a 500 that names no internals beyond its message.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let failure = Self.serverError(for: error, request: request)
            if failure.status.code >= 500 {
                context.logger.error("\(request.method) \(request.uri.path): \(error)")
            }
            return try failure.response(from: request, context: context)
        }
    }

    static func serverError(for error: any Error, request: Request) -> ServerError {
        switch error {
        case let error as ServerError:
            return error
        case let error as AssistantError:
            switch error.code {
            case .unknownApp: return ServerError(status: .notFound, code: .unknownApp, message: error.message)
            case .unsupportedLocale: return ServerError(status: .badRequest, code: .unsupportedLocale, message: error.message)
            default: return ServerError(status: .internalServerError, code: .internalError, message: error.message)
            }
        case let error as HTTPError:
            switch error.status {
            case .notFound:
                return ServerError(status: .notFound, code: .notFound, message: "no endpoint \(request.method) \(request.uri.path)")
            case .contentTooLarge:
                return ServerError(
                    status: .contentTooLarge, code: .bodyTooLarge,
                    message: "the body is larger than \(HarkServer.maximumBodySize / 1024) KiB"
                )
            default:
                return ServerError(
                    status: error.status, code: error.status.code >= 500 ? .internalError : .malformedRequest,
                    message: error.body ?? error.status.reasonPhrase
                )
            }
        default:
            return ServerError(status: .internalServerError, code: .internalError, message: "\(error)")
        }
    }
}
