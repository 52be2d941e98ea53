import HTTPTypes
import Hummingbird
import OpenAPIHummingbird
import OpenAPIRuntime

/// Where the generated code registers openapi.yaml's operations: the `/v1` ones on the group
/// behind ``BearerAuthentication``, the public ones (health, the document, the page) on the
/// router itself. The document says the same: every `/v1` operation asks for the bearer token,
/// the others have `security: []`.
struct APITransport: ServerTransport {
    let open: Router<ServerRequestContext>
    let authenticated: RouterGroup<ServerRequestContext>

    func register(
        _ handler: @escaping @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?),
        method: HTTPRequest.Method,
        path: String
    ) throws {
        if Self.isAuthenticated(path) {
            authenticated.register(handler, method: method, path: path)
        } else {
            open.register(handler, method: method, path: path)
        }
    }

    /// Whether the operation at `path` asks for a token.
    static func isAuthenticated(_ path: String) -> Bool {
        path.hasPrefix("/v1/")
    }
}
