public import Hark

/// An error from the users' accounts: a code to match on and a message that names the user.
public struct AccountError: CodedError {
    /// What kind of problem this is.
    public var code: Code
    /// A sentence for people, naming the user.
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The kinds of ``AccountError``.
    public struct Code: ErrorCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A user of this name exists already.
        public static let userExists: Code = "userExists"
        /// No user has this name.
        public static let unknownUser: Code = "unknownUser"
    }

    /// A user called `name` exists already.
    public static func userExists(_ name: String) -> AccountError {
        AccountError(code: .userExists, message: "a user called '\(name)' exists already")
    }

    /// No user is called `name`.
    public static func unknownUser(_ name: String) -> AccountError {
        AccountError(code: .unknownUser, message: "no user is called '\(name)'")
    }
}
