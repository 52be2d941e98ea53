/// A language Hark cannot understand, or a locale it cannot read.
public struct LanguageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A human message naming the culprit and what would have worked.
    public var message: String

    public init(message: String) {
        self.message = message
    }

    /// A locale whose language Hark does not support.
    public static func unsupportedLocale(_ locale: String, supported: [String]) -> LanguageError {
        LanguageError(
            message: "unsupported locale '\(locale)': Hark understands "
                + supported.joined(separator: ", ")
        )
    }

    public var description: String { message }
}
