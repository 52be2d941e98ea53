/// The languages Hark understands, with their rules.
///
/// A profile is chosen from a locale (`"en-US"`, `"es_MX"`, `"ja-JP"`); only the language part
/// matters, so every region of a supported language shares its rules.
public struct LanguageProfile: Sendable, Hashable {
    /// The language codes Hark understands, in the order they were added.
    public static let supportedLanguages: [String] = ["en", "es", "fr", "ja", "ar"]

    /// The ISO 639-1 language code, such as `"en"`.
    public var language: String
    /// Whether words are separated by spaces (`false` for Japanese).
    public var usesWordSpaces: Bool
    /// Whether the language is written right to left (Arabic).
    public var isRightToLeft: Bool
    /// The rules that make the user's text and the templates comparable.
    public var normalizer: TextNormalizer

    /// The profile for a locale such as `"en"`, `"en-US"`, `"es_MX"` or `"ar-EG"`.
    ///
    /// - Throws: `LanguageError` naming the locale and listing the supported languages.
    public static func forLocale(_ locale: String) throws(LanguageError) -> LanguageProfile {
        let language = languageCode(of: locale)
        guard supportedLanguages.contains(language) else {
            throw .unsupportedLocale(locale, supported: supportedLanguages)
        }
        return LanguageProfile(language: language)
    }

    private init(language: String) {
        self.language = language
        self.usesWordSpaces = language != "ja"
        self.isRightToLeft = language == "ar"
        self.normalizer = TextNormalizer(language: language)
    }

    /// The words that join several items in one phrase ("rice, onions and olives").
    public var listWords: ListWords { ListWords(language: language) }

    /// Numbers in digits and in this language's words.
    public var numberParser: NumberParser { NumberParser(language: language) }

    /// The language part of a locale identifier: `"es_MX"` → `"es"`, `"fr-CA"` → `"fr"`.
    static func languageCode(of locale: String) -> String {
        // A bare code in lowercase ("en"), what nearly every caller passes, is its own language
        // code; every normalizer a request makes asks.
        if locale.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) { return locale }
        let trimmed = locale.trimmingWhitespace()
        let code = trimmed.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""
        return code.lowercased()
    }
}
