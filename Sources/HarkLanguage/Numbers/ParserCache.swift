import Synchronization

/// One ``MoneyParser`` and one ``DateRangeParser`` per language, made on first use: each
/// normalizes its word tables when made, which would otherwise be done again for every slot read.
enum ParserCache {
    private static let money = Mutex<[String: MoneyParser]>([:])
    private static let dates = Mutex<[String: DateRangeParser]>([:])

    /// The money parser of `language`.
    static func money(_ language: String) -> MoneyParser {
        money.withLock { parsers in
            if let parser = parsers[language] { return parser }
            let parser = MoneyParser(language: language)
            parsers[language] = parser
            return parser
        }
    }

    /// The date range parser of `language`.
    static func dateRange(_ language: String) -> DateRangeParser {
        dates.withLock { parsers in
            if let parser = parsers[language] { return parser }
            let parser = DateRangeParser(language: language)
            parsers[language] = parser
            return parser
        }
    }
}
