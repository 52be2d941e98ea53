/// An error from the pizzeria's records: a code to match on and a sentence that says what went
/// wrong, naming the pizza or the file.
public struct PizzeriaError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is.
    public var code: Code
    /// A sentence for people: what went wrong and where.
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }

    /// The kinds of ``PizzeriaError``.
    public enum Code: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// No pizza on the menu has the name given.
        case unknownPizza
        /// Opening hours outside 0…24.
        case invalidHours
        /// The pizzeria's file cannot be read as the pizzeria's records; it is left as it is.
        case corruptStore
        /// The file was written by a newer Pizza Shop; it is left as it is.
        case newerFormat
        /// The container or its files cannot be read, written or locked.
        case storageFailure

        public var description: String { rawValue }
    }
}
