import Synchronization

/// One ``MoneyParser`` and one ``DateRangeParser`` per language, made on first use: each
/// normalizes its word tables when made (about as long as reading a dozen phrases), which would
/// otherwise be done again for every slot or answer read.
///
/// Parsers are kept for the languages Hark supports; any other locale gets a parser made for
/// the one call, so a stream of made-up locales cannot grow the cache.
public enum ParserCache {
    private static let money = Mutex<[String: MoneyParser]>([:])
    private static let dates = Mutex<[String: DateRangeParser]>([:])

    /// The money parser of `language` (a language code or a locale such as `"es-MX"`).
    public static func money(_ language: String) -> MoneyParser {
        cached(language, in: money, making: MoneyParser.init(language:))
    }

    /// The date range parser of `language` (a language code or a locale such as `"fr-CA"`).
    public static func dateRange(_ language: String) -> DateRangeParser {
        cached(language, in: dates, making: DateRangeParser.init(language:))
    }

    private static func cached<Parser: Sendable>(
        _ locale: String, in cache: borrowing Mutex<[String: Parser]>, making make: (String) -> Parser
    ) -> Parser {
        let language = LanguageProfile.languageCode(of: locale)
        guard LanguageProfile.supportedLanguages.contains(language) else { return make(locale) }
        if let parser = cache.withLock({ $0[language] }) { return parser }
        // Made outside the lock: two threads may both make the first one, and one is kept.
        let parser = make(language)
        return cache.withLock { parsers in
            if let first = parsers[language] { return first }
            parsers[language] = parser
            return parser
        }
    }
}
