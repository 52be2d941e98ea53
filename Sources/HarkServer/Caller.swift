import HTTPTypes

/// The user a request is from, for the API's handlers, which see the request only as the
/// generated types describe it: set by ``BearerAuthentication`` around the `/v1` routes.
enum Caller {
    @TaskLocal static var name: String?

    /// The user the bearer token named.
    ///
    /// - Throws: ``ServerError`` `unauthorized` when no token was checked, which only a route
    ///   registered outside ``BearerAuthentication`` would see.
    static var user: String {
        get throws {
            guard let name else {
                throw ServerError(status: .unauthorized, code: .unauthorized, message: "the request carries no token")
            }
            return name
        }
    }
}
