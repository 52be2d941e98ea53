import HTTPTypes
import HarkAccounts

/// The user a request is from, for the API's handlers, which see the request only as the
/// generated types describe it: set by ``BearerAuthentication`` around the `/v1` routes.
enum Caller {
    @TaskLocal static var account: UserAccount?

    /// The name of the user the bearer token named, if one did.
    static var name: String? { account?.name }

    /// The user the bearer token named.
    ///
    /// - Throws: ``ServerError`` `unauthorized` when no token was checked, which only a route
    ///   registered outside ``BearerAuthentication`` would see.
    static var user: String {
        get throws { try authenticatedAccount.name }
    }

    /// The account of the user the bearer token named.
    ///
    /// - Throws: ``ServerError`` `unauthorized`, as ``user`` does.
    static var authenticatedAccount: UserAccount {
        get throws {
            guard let account else {
                throw ServerError(status: .unauthorized, code: .unauthorized, message: "the request carries no token")
            }
            return account
        }
    }
}
