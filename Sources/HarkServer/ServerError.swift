import Foundation
public import HTTPTypes
public import Hark
public import Hummingbird
import NIOCore

/// A request the server refuses: an HTTP status, a code to match on and a message that says
/// what is wrong and where. Sent as `{"error": {"code": …, "message": …}}`.
public struct ServerError: CodedError {
    /// What kind of problem it is.
    public struct Code: ErrorCode, Codable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The body is not JSON, or not the JSON the endpoint takes.
        public static let malformedRequest: Code = "malformedRequest"
        /// The token is missing, malformed or belongs to nobody.
        public static let unauthorized: Code = "unauthorized"
        /// No such endpoint: no route for this path.
        public static let notFound: Code = "notFound"
        /// The path is an endpoint, but not for this method; the `Allow` header lists those it takes.
        public static let methodNotAllowed: Code = "methodNotAllowed"
        /// No installed app has this identifier.
        public static let unknownApp: Code = "unknownApp"
        /// The user has no conversation with this id.
        public static let unknownConversation: Code = "unknownConversation"
        /// The assistant does not speak this locale.
        public static let unsupportedLocale: Code = "unsupportedLocale"
        /// The body is larger than the server takes.
        public static let bodyTooLarge: Code = "bodyTooLarge"
        /// A value in a well-formed request cannot be used.
        public static let invalidValue: Code = "invalidValue"
        /// A name that cannot name a user.
        public static let invalidUserName: Code = "invalidUserName"
        /// The user asked more often than the server's limits allow; `Retry-After` says when to
        /// ask again.
        public static let tooManyRequests: Code = "tooManyRequests"
        /// The server failed; the request may have changed nothing.
        public static let internalError: Code = "internalError"
    }

    /// The HTTP status the error is sent with.
    public var status: HTTPResponse.Status
    public var code: Code
    /// A sentence for people, naming the field, app, locale or conversation at fault.
    public var message: String
    /// Headers the response carries besides its content type, such as `Allow` with a 405.
    public var headers: HTTPFields

    public init(status: HTTPResponse.Status, code: Code, message: String, headers: HTTPFields = [:]) {
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers
    }

    public var description: String { "\(status.code) \(code): \(message)" }

    static func invalidUserName(_ name: String) -> ServerError {
        ServerError(
            status: .badRequest, code: .invalidUserName,
            message: "'\(name)' cannot name a user: use 1 to 64 letters, digits, '.', '_' or '-', not starting with '.' or '-'"
        )
    }

    static func unknownConversation(_ id: String) -> ServerError {
        ServerError(status: .notFound, code: .unknownConversation, message: "you have no conversation '\(id)'")
    }

    /// A 405 for `method` on `path`, which takes only `allowed`; they are listed in `Allow`.
    static func methodNotAllowed(_ method: HTTPRequest.Method, path: String, allowed: [HTTPRequest.Method]) -> ServerError {
        let list = allowed.map(\.rawValue).joined(separator: ", ")
        return ServerError(
            status: .methodNotAllowed, code: .methodNotAllowed,
            message: "\(path) does not take \(method.rawValue); it takes \(list)",
            headers: [.allow: list]
        )
    }

    /// A 429: `message` says which limit was reached, `Retry-After` in how many seconds to try
    /// again.
    static func tooManyRequests(_ message: String, retryAfter seconds: Int) -> ServerError {
        let wait = seconds == 1 ? "1 second" : "\(seconds) seconds"
        return ServerError(
            status: .tooManyRequests, code: .tooManyRequests, message: "\(message); try again in \(wait)",
            headers: [.retryAfter: String(seconds)])
    }

    static func invalidValue(_ message: String) -> ServerError {
        ServerError(status: .unprocessableContent, code: .invalidValue, message: message)
    }
}

extension ServerError: HTTPResponseError {
    /// `{"error": {"code": …, "message": …}}` with the error's status.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = self.headers
        headers[.contentType] = "application/json; charset=utf-8"
        if status == .unauthorized {
            headers[.wwwAuthenticate] = "Bearer realm=\"hark\""
        }
        let body = ErrorBody(error: .init(code: code.rawValue, message: message))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(body)) ?? Data(#"{"error":{"code":"internalError","message":""}}"#.utf8)
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The JSON shape of every error.
    struct ErrorBody: Codable {
        struct Detail: Codable {
            var code: String
            var message: String
        }
        var error: Detail
    }
}
