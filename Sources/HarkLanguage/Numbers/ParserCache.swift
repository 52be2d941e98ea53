import Synchronization

/// One ``MoneyParser`` and one ``DateRangeParser`` per language, made on first use: each
/// normalizes its word tables when made (about as long as reading a dozen phrases), which would
/// otherwise be done again for every slot or answer read.
///
/// Parsers are kept for the languages Hark supports; any other locale gets a parser made for
/// the one call, so a stream of made-up locales cannot grow the cache.
public enum ParserCache {
    private static let money = PerLanguage<MoneyParser>()
    private static let dates = PerLanguage<DateRangeParser>()

    /// The money parser of `language` (a language code or a locale such as `"es-MX"`).
    public static func money(_ language: String) -> MoneyParser {
        cached(language, in: money, making: MoneyParser.init(language:))
    }

    /// The date range parser of `language` (a language code or a locale such as `"fr-CA"`).
    public static func dateRange(_ language: String) -> DateRangeParser {
        cached(language, in: dates, making: DateRangeParser.init(language:))
    }

    private static func cached<Parser: Sendable>(
        _ locale: String, in cache: PerLanguage<Parser>, making make: (String) -> Parser
    ) -> Parser {
        let language = LanguageProfile.languageCode(of: locale)
        guard LanguageProfile.supportedLanguages.contains(language) else { return make(locale) }
        return cache.value(language) { make(language) }
    }
}

/// Values made once per language and kept: word tables normalized in the language's way.
/// Callers decide which languages are worth keeping; the store only grows with them.
public final class PerLanguage<Value: Sendable>: Sendable {
    private let values = Mutex<[String: Value]>([:])

    public init() {}

    /// The value kept for `language`, made by `make` the first time. Made outside the lock: two
    /// threads may both make the first one, and one of them is kept.
    public func value(_ language: String, making make: () -> Value) -> Value {
        if let value = values.withLock({ $0[language] }) { return value }
        let value = make()
        return values.withLock { values in
            if let first = values[language] { return first }
            values[language] = value
            return value
        }
    }
}
