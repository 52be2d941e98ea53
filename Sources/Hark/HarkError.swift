/// An error from Hark's core: a code to match on, a message that says what went wrong and where.
///
/// ```swift
/// do {
///     let addTasks = try AddTasksIntent(intent)   // throws(HarkError): `error` below is a HarkError
///     print(addTasks.taskTitles ?? [])
/// } catch {
///     if error.code == .wrongIntent {
///         print(error.message)    // "expected the intent 'AddTasks', got 'SearchForNotebookItems'"
///     }
/// }
/// ```
public struct HarkError: CodedError {
    /// What kind of problem this is.
    public var code: Code
    /// A sentence for people: what went wrong, naming the intent, parameter or value.
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The kinds of ``HarkError``.
    public struct Code: ErrorCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An untyped intent was converted to a generated type of another intent.
        public static let wrongIntent: Code = "wrongIntent"
        /// A parameter holds a value of the wrong kind for its declared type.
        public static let wrongParameterType: Code = "wrongParameterType"
        /// A handler was asked about a parameter its intent does not have.
        public static let unknownParameter: Code = "unknownParameter"
        /// A response carries a code its intent's definition does not declare.
        public static let unknownResponseCode: Code = "unknownResponseCode"
        /// An app group identifier that cannot name a container folder.
        public static let invalidAppGroup: Code = "invalidAppGroup"
        /// The data directory or a container in it cannot be created or written.
        public static let unwritableDataDirectory: Code = "unwritableDataDirectory"
    }

    /// `intent` is not the intent `expected`.
    public static func wrongIntent(_ intent: String, expected: String) -> HarkError {
        HarkError(code: .wrongIntent, message: "expected the intent '\(expected)', got '\(intent)'")
    }

    /// Parameter `parameter` of `intent` holds a `found` where a `expected` belongs.
    public static func wrongParameterType(
        _ parameter: String, of intent: String, expected: String, found: ParameterValue.Kind
    ) -> HarkError {
        HarkError(
            code: .wrongParameterType,
            message: "parameter '\(parameter)' of '\(intent)' must be \(expected), not \(found.rawValue)"
        )
    }

    /// The response of `intent` has the code `code`, which its definition does not declare.
    public static func unknownResponseCode(_ code: String, of intent: String) -> HarkError {
        HarkError(code: .unknownResponseCode, message: "the response of '\(intent)' has no code '\(code)'")
    }

    /// `intent` has no parameter named `parameter`.
    public static func unknownParameter(_ parameter: String, of intent: String) -> HarkError {
        HarkError(code: .unknownParameter, message: "the intent '\(intent)' has no parameter '\(parameter)'")
    }
}
