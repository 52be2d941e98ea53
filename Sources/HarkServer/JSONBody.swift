import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Reading request bodies and writing responses as JSON, with errors that say where a body
/// went wrong.
enum JSONBody {
    /// The body of `request` as `type`, read up to the context's limit.
    ///
    /// - Throws: ``ServerError`` `malformedRequest` (400) naming the field at fault, or
    ///   `bodyTooLarge` (413).
    static func decode<T: Decodable>(_ type: T.Type, from request: Request, context: ServerRequestContext) async throws -> T {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > context.maxUploadSize {
            throw HTTPError(.contentTooLarge)
        }
        let buffer = try await request.body.collect(upTo: context.maxUploadSize)
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer.readableBytesView))
        } catch let error as DecodingError {
            throw ServerError(status: .badRequest, code: .malformedRequest, message: describe(error))
        }
    }

    /// `value` as a JSON response with `status`.
    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: data))
        )
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

    private static func describe(_ type: Any.Type) -> String {
        if type == String.self { return "a string" }
        if type == Bool.self { return "true or false" }
        if type == Int.self || type == Double.self || type == Decimal.self { return "a number" }
        return "\(type)".hasPrefix("Array") ? "an array" : "an object"
    }
}
