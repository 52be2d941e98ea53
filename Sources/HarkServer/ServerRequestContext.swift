public import Hummingbird

/// What the server knows about a request beyond the request itself: who sent it, once their
/// token is checked.
public struct ServerRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The user the bearer token belongs to; set by ``BearerAuthentication`` for `/v1` routes.
    public var user: String?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        user = nil
    }

    /// The largest body the server reads: 64 KiB, far more than a turn or an invocation needs.
    public var maxUploadSize: Int { HarkServer.maximumBodySize }
}
