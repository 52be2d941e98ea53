public import Hark

/// An error from understanding: a locale Hark cannot read, sentence templates that do not
/// compile, or a trained model that cannot be read. A code to match on, a message that names the
/// culprit and what would have worked, and the definition file at fault when there is one.
public struct LanguageError: CodedError {
    /// What kind of problem this is.
    public var code: Code
    /// A sentence for people: what went wrong and where.
    public var message: String
    /// The path of the definition file at fault, if one is.
    public var path: String?

    public init(code: Code, message: String, path: String? = nil) {
        self.code = code
        self.message = message
        self.path = path
    }

    /// The kinds of ``LanguageError``.
    public struct Code: ErrorCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A locale whose language Hark does not understand, or that no definition has sentences for.
        public static let unsupportedLocale: Code = "unsupportedLocale"
        /// A `<rule>` no rule defines.
        public static let unknownRule: Code = "unknownRule"
        /// A `{list}` no list defines, when the caller named the lists it supplies at match time.
        public static let unknownList: Code = "unknownList"
        /// A rule that expands, directly or not, into itself.
        public static let recursiveRule: Code = "recursiveRule"
        /// A permutation of too many parts, or a template or value that expands too far.
        public static let templateTooLarge: Code = "templateTooLarge"
        /// A list value whose template holds a slot.
        public static let invalidListValue: Code = "invalidListValue"
        /// A definition file's templates do not compile (one of the codes above, in a file).
        public static let invalidTemplates: Code = "invalidTemplates"
        /// A saved trained model that cannot be read: another version, or damaged.
        public static let invalidModel: Code = "invalidModel"
        /// Two apps with one identifier given to one recognizer.
        public static let duplicateApp: Code = "duplicateApp"
    }

    /// A locale whose language Hark does not support.
    public static func unsupportedLocale(_ locale: String, supported: [String]) -> LanguageError {
        LanguageError(
            code: .unsupportedLocale, message: "unsupported locale '\(locale)': Hark understands " + supported.joined(separator: ", "))
    }

    /// A locale Hark supports that none of a recognizer's definitions has sentences for.
    static func noSentences(for locale: String, covered: String) -> LanguageError {
        LanguageError(
            code: .unsupportedLocale, message: "no definition has sentences for locale '\(locale)'; the recognizer understands: \(covered)")
    }

    static func unknownRule(_ name: String, in template: String) -> LanguageError {
        LanguageError(code: .unknownRule, message: "unknown expansion rule <\(name)> in '\(template)'")
    }

    static func unknownList(_ name: String, in template: String) -> LanguageError {
        LanguageError(
            code: .unknownList,
            message: "unknown list {\(name)} in '\(template)': define it, or name it among the lists supplied at match time"
        )
    }

    static func recursiveRule(_ chain: [String], in template: String) -> LanguageError {
        let path = chain.map { "<\($0)>" }.joined(separator: " → ")
        return LanguageError(code: .recursiveRule, message: "expansion rule expands into itself: \(path) in '\(template)'")
    }

    static func templateTooLarge(_ template: String, reason: String) -> LanguageError {
        LanguageError(code: .templateTooLarge, message: "'\(template)' is too large to compile: \(reason)")
    }

    static func invalidListValue(list: String, _ failure: PhraseExpansion.Failure) -> LanguageError {
        switch failure {
        case .containsSlot(let slot):
            return LanguageError(
                code: .invalidListValue, message: "a value of list {\(list)} uses the slot \(slot); list values cannot hold slots")
        case .unknownRule(let name):
            return LanguageError(code: .unknownRule, message: "unknown expansion rule <\(name)> in a value of list {\(list)}")
        case .recursiveRule(let chain):
            let path = chain.map { "<\($0)>" }.joined(separator: " → ")
            return LanguageError(code: .recursiveRule, message: "expansion rule expands into itself: \(path) in a value of list {\(list)}")
        case .tooManyPhrases:
            return LanguageError(
                code: .templateTooLarge, message: "a value of list {\(list)} can be said in more than \(PhraseExpansion.limit) ways")
        }
    }

    /// `error` in the sentences of `locale` in the definition file at `path`.
    static func invalidTemplates(_ error: LanguageError, path: String, locale: String) -> LanguageError {
        LanguageError(code: .invalidTemplates, message: "\(path): the \(locale) sentences do not compile: \(error.message)", path: path)
    }
}
