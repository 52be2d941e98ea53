import Foundation
import HTTPTypes
import Hark
import HarkAssistant
import Hummingbird
import Logging
import OpenAPIRuntime

/// Turns every error into a JSON error response, so that clients see one shape whatever failed:
/// ``ServerError``s as they are, the router's and the assistant's errors with a status and code
/// of their own, a request the generated API could not read as a 400 that says where it went
/// wrong (a 422 when it has the document's shape but a value in it cannot be used), and anything
/// unexpected as a 500 that names no internals beyond its message.
///
/// Every refusal (a 4xx) is logged at `notice` with its method, path, status, code and message,
/// at most ``RefusalLog/linesPerSecond`` a second, and every failure (a 5xx) at `error`: never a
/// header, so never a token.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    let refusals = RefusalLog()

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let failure = Self.serverError(for: error, request: request)
            if failure.status.code >= 500 {
                context.logger.error("\(request.method) \(request.uri.path): \(error)")
            } else {
                refusals.log(
                    "refused \(request.method) \(request.uri.path): \(failure.status.code) \(failure.code): \(failure.message)",
                    to: context.logger)
            }
            return try failure.response(from: request, context: context)
        }
    }

    static func serverError(for error: any Error, request: Request) -> ServerError {
        switch error {
        case let error as ServerError:
            return error
        case let error as OpenAPIRuntime.ServerError:
            // No input yet: the generated code could not read the request as the document
            // describes it. Otherwise the handler or the response failed, and says why itself.
            guard error.operationInput == nil else {
                return serverError(for: error.underlyingError, request: request)
            }
            // A body of the document's shape whose value cannot be used (a time zone no one
            // knows, a decimal past 1e38) is unprocessable, not malformed.
            if let decoding = error.underlyingError as? DecodingError, case .dataCorrupted(let context) = decoding,
                !context.codingPath.isEmpty, ![.get, .head, .delete].contains(request.method)
            {
                return .invalidValue("\(request.method) \(request.uri.path) cannot use this request: \(describe(decoding))")
            }
            let reason: String
            if let decoding = error.underlyingError as? DecodingError {
                // A request without a body failed in its query; with one, in its body.
                reason =
                    [.get, .head, .delete].contains(request.method)
                    ? "'\(request.uri.query ?? "")' is not the query it takes (\(describeContext(of: decoding)))"
                    : describe(decoding)
            } else {
                reason = error.causeDescription.prefix(1).lowercased() + error.causeDescription.dropFirst()
            }
            return ServerError(
                status: .badRequest, code: .malformedRequest,
                message: "\(request.method) \(request.uri.path) cannot take this request: \(reason)")
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

    /// A sentence naming what is wrong with a body and where: `'parameters.title' should be …`.
    static func describe(_ error: DecodingError) -> String {
        /// `'parameters.title'`, or `the body` at the top.
        func place(_ context: DecodingError.Context, appending key: (any CodingKey)? = nil) -> String {
            let keys = context.codingPath + (key.map { [$0] } ?? [])
            let path = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "the body" : "'\(path.drop { $0 == "." })'"
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "the body lacks \(place(context, appending: key))"
        case .typeMismatch(let type, let context):
            // A value of Hark's own says what it should be itself.
            if type == ParameterValue.self { return "\(place(context)): \(context.debugDescription)" }
            return "\(place(context)) should be \(describe(type))"
        case .valueNotFound(let type, let context):
            return "\(place(context)) should be \(describe(type)), not null"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return "the body is not valid JSON"
            }
            return "\(place(context)): \(context.debugDescription)"
        @unknown default:
            return "the body is not what the endpoint takes"
        }
    }

    /// What the decoder said, without the place, which a query item decoded alone lacks.
    static func describeContext(of error: DecodingError) -> String {
        switch error {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            context.debugDescription
        @unknown default:
            "\(error)"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        if type == String.self { return "a string" }
        if type == Bool.self { return "true or false" }
        if type == Int.self || type == Double.self || type == Decimal.self { return "a number" }
        return "\(type)".hasPrefix("Array") ? "an array" : "an object"
    }
}
