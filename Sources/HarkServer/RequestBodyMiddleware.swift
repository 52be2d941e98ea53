import Foundation
import HTTPTypes
import Hummingbird

/// Reads a request's body before anything else does. A body over the context's limit
/// (``HarkServer/maximumBodySize``) is a 413 before a byte of it is decoded; a JSON body with a
/// `null` in it is a 400 naming where, since the document declares no field that may be null (a
/// field without a value is left out); the generated code then decodes the body from memory.
struct RequestBodyMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > context.maxUploadSize {
            throw HTTPError(.contentTooLarge)
        }
        var request = request
        let body = try await request.collectBody(upTo: context.maxUploadSize)
        if body.readableBytes > 0, request.headers[.contentType].map({ $0.lowercased().hasPrefix("application/json") }) ?? true,
            let path = Self.firstNull(in: Data(body.readableBytesView))
        {
            throw ServerError(
                status: .badRequest, code: .malformedRequest,
                message: "\(path) is null; leave out a field that has no value")
        }
        return try await next(request, context)
    }

    /// Where the first `null` in `json` is, as `'activity.userInfo'`; nil when there is none, or
    /// when the body is not JSON (which the decoder then reports). Only the fields the document
    /// names are looked into: an unknown field is ignored with whatever it holds, as the decoder
    /// ignores it.
    static func firstNull(in json: Data) -> String? {
        guard json.contains(UInt8(ascii: "n")), let value = try? JSONSerialization.jsonObject(with: json, options: .fragmentsAllowed)
        else { return nil }
        let known = OpenAPIDocument.propertyNames
        func search(_ value: Any, path: String) -> String? {
            switch value {
            case is NSNull:
                return path
            case let object as [String: Any]:
                for key in object.keys.sorted() where known.contains(key) {
                    if let found = search(object[key]!, path: path.isEmpty ? key : "\(path).\(key)") { return found }
                }
                return nil
            case let array as [Any]:
                for (index, element) in array.enumerated() {
                    if let found = search(element, path: "\(path)[\(index)]") { return found }
                }
                return nil
            default:
                return nil
            }
        }
        guard !(value is NSNull) else { return "the body" }
        return search(value, path: "").map { "'\($0)'" }
    }
}
