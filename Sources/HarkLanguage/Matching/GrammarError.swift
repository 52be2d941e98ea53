/// A grammar that cannot be compiled: an unknown rule or list, a rule that expands into
/// itself, a template too large to compile, or a locale Hark does not understand.
public struct GrammarError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is, for callers that react differently to each.
    public enum Code: Sendable, Hashable {
        /// A `<rule>` no rule defines.
        case unknownRule
        /// A `{list}` no list defines, when the caller named the lists it supplies at match time.
        case unknownList
        /// A rule that expands, directly or not, into itself.
        case recursiveRule
        /// A permutation of too many parts, or a template or value that expands too far.
        case templateTooLarge
        /// A list value whose template holds a slot.
        case invalidListValue
        /// A locale whose language Hark does not understand.
        case unsupportedLocale
    }

    /// What kind of problem it is.
    public var code: Code
    /// A human message naming the culprit and the sentence it sits in.
    public var message: String

    /// An error of kind `code`, explained by `message`.
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }

    static func unknownRule(_ name: String, in template: String) -> GrammarError {
        GrammarError(code: .unknownRule, message: "unknown expansion rule <\(name)> in '\(template)'")
    }

    static func unknownList(_ name: String, in template: String) -> GrammarError {
        GrammarError(
            code: .unknownList,
            message: "unknown list {\(name)} in '\(template)': define it, or name it among the lists supplied at match time"
        )
    }

    static func recursiveRule(_ chain: [String], in template: String) -> GrammarError {
        let path = chain.map { "<\($0)>" }.joined(separator: " → ")
        return GrammarError(code: .recursiveRule, message: "expansion rule expands into itself: \(path) in '\(template)'")
    }

    static func templateTooLarge(_ template: String, reason: String) -> GrammarError {
        GrammarError(code: .templateTooLarge, message: "'\(template)' is too large to compile: \(reason)")
    }

    static func invalidListValue(list: String, _ failure: PhraseExpansion.Failure) -> GrammarError {
        switch failure {
        case .containsSlot(let slot):
            return GrammarError(
                code: .invalidListValue, message: "a value of list {\(list)} uses the slot \(slot); list values cannot hold slots")
        case .unknownRule(let name):
            return GrammarError(code: .unknownRule, message: "unknown expansion rule <\(name)> in a value of list {\(list)}")
        case .recursiveRule(let chain):
            let path = chain.map { "<\($0)>" }.joined(separator: " → ")
            return GrammarError(code: .recursiveRule, message: "expansion rule expands into itself: \(path) in a value of list {\(list)}")
        case .tooManyPhrases:
            return GrammarError(
                code: .templateTooLarge, message: "a value of list {\(list)} can be said in more than \(PhraseExpansion.limit) ways")
        }
    }

    static func unsupportedLocale(_ error: LanguageError) -> GrammarError {
        GrammarError(code: .unsupportedLocale, message: error.message)
    }
}
