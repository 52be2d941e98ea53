import HTTPTypes
import Hummingbird

/// Headers every response carries. The page may load only what this server serves and may not
/// be framed by another site, no response may be sniffed as another type than it says, and text
/// says its character set.
struct ResponseHeadersMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    /// No inline script or style, nothing from elsewhere, no plugins, no framing.
    static let contentSecurityPolicy =
        "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"

    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        Self.addHeaders(to: &response)
        return response
    }

    static func addHeaders(to response: inout Response) {
        response.headers[.contentSecurityPolicy] = contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[Self.referrerPolicy] = "no-referrer"
        if let type = response.headers[.contentType] {
            if !type.contains("charset"), type.hasPrefix("text/") || type.hasPrefix("application/json") {
                response.headers[.contentType] = type + "; charset=utf-8"
            }
            if type.hasPrefix("text/") {
                response.headers[.cacheControl] = "no-cache"
            }
        }
    }
}
