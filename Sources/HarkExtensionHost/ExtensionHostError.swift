public import Hark

/// A problem installing, starting or talking to an extension, with a message that says what and where.
public struct ExtensionHostError: CodedError {
    /// What kind of problem.
    public struct Code: ErrorCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The extension could not be described, or its description is not acceptable.
        public static let invalidExtension: Code = "invalidExtension"
        /// Its definition files have errors.
        public static let invalidDefinition: Code = "invalidDefinition"
        /// Its identifier or one of its names is another installed app's.
        public static let clash: Code = "clash"
        /// No installed app has that name.
        public static let unknownApp: Code = "unknownApp"
        /// The package could not be built.
        public static let buildFailed: Code = "buildFailed"
        /// The sandbox cannot be set up here.
        public static let sandboxUnavailable: Code = "sandboxUnavailable"
        /// The data directory's app records cannot be read or written.
        public static let unusableDataDirectory: Code = "unusableDataDirectory"
    }

    public var code: Code
    public var message: String
    /// Located diagnostics (`file:line:column: error: …`), when the problem is in definition files.
    public var diagnostics: [String]

    public init(code: Code, message: String, diagnostics: [String] = []) {
        self.code = code
        self.message = message
        self.diagnostics = diagnostics
    }
}

/// How a call to an extension failed; the assistant turns it into "<app> ran into a problem"
/// or, when it missed its deadline, "<app> didn't answer".
public struct ExtensionFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
