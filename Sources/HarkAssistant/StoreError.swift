public import Hark

/// A problem with a store: what went wrong, and in which file or database.
public struct StoreError: CodedError {
    public var code: Code
    /// The file or folder concerned, or the database (its URL without the password).
    public var path: String
    public var message: String

    public init(code: Code, path: String, message: String) {
        self.code = code
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }

    /// The kinds of ``StoreError``.
    public struct Code: ErrorCode, Codable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The file or database cannot be read, or is not Hark's.
        public static let unreadable: Code = "unreadable"
        /// The file was written by a newer version.
        public static let newerVersion: Code = "newerVersion"
        /// A change could not be written.
        public static let unwritable: Code = "unwritable"
        /// The disk holding the store has no room left; nothing was changed.
        public static let diskFull: Code = "diskFull"
        /// A stored value does not decode.
        public static let damagedRecord: Code = "damagedRecord"
    }
}
