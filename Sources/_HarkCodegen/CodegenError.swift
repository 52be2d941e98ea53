/// A definition file that cannot be read, or generated Swift that cannot be written.
///
/// Problems inside a definition file are ``/HarkDefinition/Diagnostic``s instead, with a line
/// and column; this error is about the file as a whole.
public struct CodegenError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is.
    public var code: Code
    /// The path of the file, as given.
    public var path: String
    /// What went wrong: "no such file".
    public var message: String

    public init(code: Code, path: String, message: String) {
        self.code = code
        self.path = path
        self.message = message
    }

    /// `path: error: message`, the form compilers use for a problem with a whole file.
    public var description: String { "\(path): error: \(message)" }

    /// The kinds of ``CodegenError``.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A definition file is missing, unreadable or not UTF-8 text.
        public static let unreadableFile = Code(rawValue: "unreadableFile")
        /// A generated file or its folder could not be written.
        public static let unwritableFile = Code(rawValue: "unwritableFile")

        public var description: String { rawValue }
    }

    static func unreadable(_ path: String, _ reason: String) -> CodegenError {
        CodegenError(code: .unreadableFile, path: path, message: "cannot read the definition file: \(reason)")
    }

    static func unwritable(_ path: String, _ reason: String) -> CodegenError {
        CodegenError(code: .unwritableFile, path: path, message: "cannot write the generated file: \(reason)")
    }
}
