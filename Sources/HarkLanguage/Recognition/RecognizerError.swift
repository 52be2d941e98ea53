/// Sentence templates a ``Recognizer`` cannot compile: which definition file, which locale, and why.
public struct RecognizerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Code: Sendable, Hashable {
        /// A definition file's templates do not compile (an unknown rule or list, a rule that
        /// expands into itself, a template too large).
        case invalidTemplates
        /// Two installed apps share an identifier.
        case duplicateApp
    }

    /// What kind of problem it is.
    public var code: Code
    /// A human message naming the file, the locale and the culprit.
    public var message: String
    /// The path of the definition file at fault, if one is.
    public var path: String?

    public init(code: Code, message: String, path: String? = nil) {
        self.code = code
        self.message = message
        self.path = path
    }

    public var description: String { message }

    static func invalidTemplates(_ error: GrammarError, path: String, locale: String) -> RecognizerError {
        RecognizerError(code: .invalidTemplates, message: "\(path): the \(locale) sentences do not compile: \(error.message)", path: path)
    }

    static func duplicateApp(_ identifier: String) -> RecognizerError {
        RecognizerError(code: .duplicateApp, message: "two installed apps have the identifier '\(identifier)'")
    }
}
