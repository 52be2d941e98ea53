public import Hark

/// An error from the pizzeria's records: a code to match on and a sentence that says what went
/// wrong, naming the pizza or the file.
public struct PizzeriaError: CodedError {
    /// What kind of problem this is.
    public var code: Code
    /// A sentence for people: what went wrong and where.
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The kinds of ``PizzeriaError``.
    public struct Code: ErrorCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// No pizza on the menu has the name given.
        public static let unknownPizza: Code = "unknownPizza"
        /// Opening hours outside 0…24.
        public static let invalidHours: Code = "invalidHours"
        /// The pizzeria's file cannot be read as the pizzeria's records; it is left as it is.
        public static let corruptStore: Code = "corruptStore"
        /// The file was written by a newer Pizza Shop; it is left as it is.
        public static let newerFormat: Code = "newerFormat"
        /// The container or its files cannot be read, written or locked.
        public static let storageFailure: Code = "storageFailure"
    }
}
