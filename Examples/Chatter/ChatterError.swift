public import Hark

/// An error from Chatter's mailbox: a code to match on and a sentence that names the file.
public struct ChatterError: CodedError {
    public var code: Code
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The kinds of ``ChatterError``.
    public struct Code: ErrorCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The mailbox file cannot be read as Chatter's; it is left as it is.
        public static let corruptStore: Code = "corruptStore"
        /// The container or its files cannot be read, written or locked.
        public static let storageFailure: Code = "storageFailure"
    }
}
