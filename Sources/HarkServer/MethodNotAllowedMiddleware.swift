import HTTPTypes
import Hummingbird

/// Answers a request for a known path with a method the path does not take with a 405 and an
/// `Allow` header, instead of the router's 404: `DELETE /v1/apps` is a wrong method, not a
/// missing endpoint.
///
/// The router finds no route for such a request and throws its 404; this middleware, added to
/// the router after every route, sees that 404 and looks the path up among the routes. It sits
/// before authentication, as routing does, so the answer is the same with or without a token.
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    /// One path of the router and the methods it takes.
    struct Endpoint: Sendable {
        var components: [RouterPath.Element]
        var methods: [HTTPRequest.Method]

        /// Whether `path`, split into its parts, is this endpoint's path.
        func matches(_ parts: [Substring]) -> Bool {
            parts.count == components.count && zip(components, parts).allSatisfy { $0 ~= $1 }
        }

        /// How many leading parts are literal: the router prefers a literal part to a capture,
        /// so of two endpoints matching one path the one with the longer literal prefix wins.
        var literalPrefix: Int {
            components.prefix { element in element == element.description }.count
        }
    }

    let endpoints: [Endpoint]

    /// The endpoints of `routes`, each path once with all its methods.
    init(routes: [Router<Context>.RouteDescription]) {
        var endpoints: [String: Endpoint] = [:]
        var order: [String] = []
        for route in routes {
            let key = route.path.description
            if endpoints[key] == nil {
                order.append(key)
                endpoints[key] = Endpoint(components: route.path.components, methods: [])
            }
            endpoints[key]?.methods.append(route.method)
        }
        self.endpoints = order.compactMap { endpoints[$0] }
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            guard let allowed = allowedMethods(for: request.uri.path), !allowed.contains(request.method) else {
                throw error
            }
            throw ServerError.methodNotAllowed(request.method, path: request.uri.path, allowed: allowed)
        }
    }

    /// The methods the endpoint at `path` takes, or `nil` when no endpoint has that path.
    func allowedMethods(for path: String) -> [HTTPRequest.Method]? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return
            endpoints
            .filter { $0.matches(parts) }
            .max { $0.literalPrefix < $1.literalPrefix }?
            .methods
    }
}
