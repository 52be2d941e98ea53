import Foundation
public import Hark

/// Reads a whole phrase as an amount of money: a number, in digits or in words, with the
/// currency said by a symbol, a word of the language or an ISO code.
///
/// "20 euros", "twenty dollars", "$20", "€5.50", "£3", "EUR 12"; «veinte euros», «20,50 €»,
/// «cinco libras»; «vingt euros», «20,50 €»; 「2000円」, 「二千円」, 「20ドル」; "عشرين دولارا",
/// "20 يورو"; the hundredths said after the currency word, as people say prices: "3 euros 50",
/// "three dollars and fifty cents", «3 euros con 50», «trois euros cinquante», "3 يورو و50 سنتا".
/// The number follows the language's separators (``NumberParser``): "20,50" is
/// twenty and a half in Spanish and French, two thousand and fifty in English.
///
/// A number alone is money only in a currency the request gives: `parse(_:numberAloneIn:)` counts
/// it in the currency of the user's region (``LocalCurrency``), as a person saying "pay Anna 20"
/// means; `parse(_:)` says `nil` for it, as for anything that is not one amount.
///
/// ```swift
/// MoneyParser(language: "es").parse("veinte euros")   // 20 EUR
/// MoneyParser(language: "ja").parse("2000円")          // 2000 JPY
/// MoneyParser(language: "en").parse("a message")      // nil
/// MoneyParser(language: "en").parse("20")             // nil
/// MoneyParser(language: "en").parse("20", numberAloneIn: "USD")   // 20 USD
/// ```
public struct MoneyParser: Sendable {
    /// The language code whose number and currency words apply, such as `"fr"`.
    public let language: String

    private let numbers: NumberParser
    private let normalizer: TextNormalizer
    /// The language's currency words, normalized, longest first, with their ISO codes, and
    /// as they end and begin an amount: "dollars" as " dollars" and "dollars " (Japanese
    /// writes them with no space).
    private let words: [(word: String, code: String, asSuffix: String, asPrefix: String)]
    /// By byte value, whether a currency word ends an amount with it, and whether one begins an
    /// amount with it: a text that ends and begins with no such byte has no currency word at
    /// either end, and the words are not compared one by one.
    private let endsWord: [Bool]
    private let beginsWord: [Bool]
    /// The language's words for a hundredth of a currency ("cents", «céntimos»), normalized.
    private let hundredthWords: Set<Substring>
    /// The words that join the whole part and the hundredths ("and", «con», «et»), normalized.
    private let hundredthJoiners: Set<Substring>
    /// Every word of the currency words, the hundredths' words and their joiners: with a
    /// number's words (``NumberParser/mayBeInNumber(_:)``), all the words an amount said with
    /// words can have. Empty in Japanese, written without spaces.
    private let amountWords: WordTable
    /// Whether a text with a word that is in no amount is refused before it is read: most text
    /// a money slot takes ("Anna 20", "the milk") is no amount. On for every parser; the tests
    /// that check the shortcut read without it.
    var screensWords = true

    public init(language: String) {
        normalizer = TextNormalizer(language: language)
        self.language = normalizer.language
        numbers = NumberParser(language: language)
        let table: [String: [String]] = (Self.currencyWords[self.language] ?? [:]).merging(Self.isoCodes) { own, codes in own + codes }
        let joiner = self.language == "ja" ? "" : " "
        var words: [(word: String, code: String, asSuffix: String, asPrefix: String)] = []
        for (code, spellings) in table {
            for spelling in spellings {
                let word = normalizer.normalize(spelling)
                if !word.isEmpty { words.append((word, code, joiner + word, word + joiner)) }
            }
        }
        words.sort { $0.word.count != $1.word.count ? $0.word.count > $1.word.count : $0.word < $1.word }
        self.words = words
        var endsWord = [Bool](repeating: false, count: 256)
        var beginsWord = [Bool](repeating: false, count: 256)
        for word in words {
            if let last = word.asSuffix.utf8.last { endsWord[Int(last)] = true }
            if let first = word.asPrefix.utf8.first { beginsWord[Int(first)] = true }
        }
        self.endsWord = endsWord
        self.beginsWord = beginsWord
        let normalizer = normalizer
        hundredthWords = Set((Self.hundredthWords[self.language] ?? []).map { Substring(normalizer.normalize($0)) })
        hundredthJoiners = Set((Self.hundredthJoiners[self.language] ?? []).map { Substring(normalizer.normalize($0)) })
        var amountWords = WordTable()
        if self.language != "ja" {
            for word in words.flatMap({ $0.word.split(separator: " ") }) + Array(hundredthWords) + Array(hundredthJoiners) {
                amountWords.insert(word.utf8)
            }
        }
        self.amountWords = amountWords
    }

    /// The amount of money the whole of `text` says, or `nil`.
    public func parse(_ text: String) -> CurrencyAmount? {
        parse(text, numberAloneIn: nil)
    }

    /// The amount of money the whole of `text` says; a number said alone ("20", "twenty",
    /// «veinte») is counted in `localCurrency`, and is `nil` when that is `nil`.
    public func parse(_ text: String, numberAloneIn localCurrency: String?) -> CurrencyAmount? {
        let trimmed = text.trimmingSpaces(.whitespacesAndNewlines)
        // Money to send or ask for is never negative: "-5 euros" is no amount.
        guard !trimmed.isEmpty, trimmed.count <= Self.maximumLength, trimmed.first != "-", trimmed.first != "\u{2212}" else {
            return nil
        }
        if let amount = symbolAmount(trimmed) { return amount }
        let normalized = normalizer.normalize(trimmed)
        if screensWords, !numbers.saysOnly(amountWords, orNumberWords: normalized) { return nil }
        let mayHaveWord =
            normalized.utf8.last.map { endsWord[Int($0)] } == true || normalized.utf8.first.map { beginsWord[Int($0)] } == true
        let currencyWords = mayHaveWord ? words : []
        for (word, code, asSuffix, asPrefix) in currencyWords {
            // Compared as bytes first: most texts end and begin with no currency word at all.
            guard normalized.utf8.reversed().starts(with: asSuffix.utf8.reversed()) || normalized.utf8.starts(with: asPrefix.utf8) else {
                continue
            }
            var number: Substring?
            if normalized.hasSuffix(asSuffix) {
                number = normalized.dropLast(asSuffix.count)
            } else if normalized.hasPrefix(asPrefix) {
                number = normalized.dropFirst(asPrefix.count)
            }
            guard let number, !number.isEmpty, let amount = amount(String(number), original: trimmed, currencyWord: word) else {
                continue
            }
            return CurrencyAmount(amount: amount, currencyCode: code)
        }
        if let amount = amountWithHundredths(normalized, original: trimmed) { return amount }
        if let localCurrency, let amount = numbers.parse(trimmed, normalized: normalized), amount >= 0 {
            return CurrencyAmount(amount: amount, currencyCode: localCurrency)
        }
        return nil
    }

    /// An amount written with a currency symbol before or after its digits: "$20", "20 €".
    private func symbolAmount(_ text: String) -> CurrencyAmount? {
        // A text that begins and ends with no symbol's first and last scalar has none.
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
            Self.symbolEnds.first.contains(first) || Self.symbolEnds.last.contains(last)
        else { return nil }
        for (symbol, code) in Self.symbols {
            var rest: Substring?
            if text.hasPrefix(symbol) {
                rest = text.dropFirst(symbol.count)
            } else if text.hasSuffix(symbol) {
                rest = text.dropLast(symbol.count)
            }
            guard let rest else { continue }
            let number = rest.trimmingSpaces(.whitespaces)
            if !number.isEmpty, let amount = numbers.parse(number), amount >= 0 {
                return CurrencyAmount(amount: amount, currencyCode: code)
            }
        }
        return nil
    }

    /// A whole number, a currency word and its hundredths after it: "3 euros 50", "three dollars
    /// and fifty cents", «3 euros con 50», «trois euros cinquante». The hundredths are a whole
    /// number under 100, said alone or with the language's word for them; a currency counted in
    /// no hundredths (the yen) has none, and neither has an amount written with a decimal point.
    private func amountWithHundredths(_ normalized: String, original: String) -> CurrencyAmount? {
        // Cheap checks first, since every span a money slot could take comes here: Japanese
        // writes prices with no words between; there are three words at least ("Anna 20" is
        // none of this); the last word must say a number or name the hundredths; the whole part
        // is said, not written with a point.
        guard language != "ja", normalized.utf8.lazy.filter({ $0 == 0x20 }).count >= 2,
            let lastSpace = normalized.lastIndex(of: " ")
        else { return nil }
        let last = normalized[normalized.index(after: lastSpace)...]
        guard numbers.mayCarryNumber(last) || hundredthWords.contains(last),
            !original.contains(where: { $0 == "." || $0 == "," || $0 == "\u{066B}" })
        else { return nil }
        for (word, code, _, _) in words where code != "JPY" {
            guard let range = normalized.range(of: " " + word + " ") else { continue }
            let whole = String(normalized[..<range.lowerBound])
            var rest = normalized[range.upperBound...].split(separator: " ")
            if let first = rest.first {
                if hundredthJoiners.contains(first) {
                    rest.removeFirst()
                } else if language == "ar", first.hasPrefix("و"), first.count > 1 {
                    // Arabic writes «و» (and) joined to the word after it: «و50».
                    rest[0] = first.dropFirst()
                }
            }
            if let unit = rest.last, hundredthWords.contains(unit) { rest.removeLast() }
            let hundredthsText = rest.joined(separator: " ")
            guard !rest.isEmpty, !whole.isEmpty,
                let units = numbers.parse(whole, normalized: whole).flatMap(NumberParser.wholeNumber),
                let hundredths = numbers.parse(hundredthsText, normalized: hundredthsText).flatMap(NumberParser.wholeNumber),
                (1..<100).contains(hundredths)
            else { continue }
            return CurrencyAmount(amount: Decimal(units) + Decimal(hundredths) / 100, currencyCode: code)
        }
        return nil
    }

    /// The number before (or after) a currency word. The normalized text loses decimal commas
    /// and points, so digits are read again from the user's own text when it starts with them.
    private func amount(_ normalizedNumber: String, original: String, currencyWord: String) -> Decimal? {
        guard let spoken = numbers.parse(normalizedNumber, normalized: normalizedNumber), spoken >= 0 else { return nil }
        guard normalizedNumber.first?.isNumber == true else { return spoken }
        let digits = original.prefix { $0.isNumber || $0 == "," || $0 == "." || $0 == " " || $0 == "\u{00A0}" || $0 == "\u{202F}" }
        var written = digits.trimmingSpaces(.whitespaces)
        if written.unicodeScalars.contains(where: { $0 == "\u{00A0}" || $0 == "\u{202F}" }) {
            written = written.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
        }
        return written.isEmpty ? spoken : (numbers.parse(written) ?? spoken)
    }

    /// Longer than this, a phrase is no amount (and is not read word by word).
    static let maximumLength = 80

    /// Symbols written beside digits, longest first so that "US$" wins over "$".
    static let symbols: [(String, String)] = [
        ("US$", "USD"), ("$US", "USD"), ("£GB", "GBP"), ("€", "EUR"), ("$", "USD"), ("£", "GBP"), ("¥", "JPY"),
        ("￥", "JPY"), ("円", "JPY"),
    ]

    /// The scalars the symbols begin and end with.
    static let symbolEnds: (first: Set<Unicode.Scalar>, last: Set<Unicode.Scalar>) = (
        Set(symbols.compactMap { $0.0.unicodeScalars.first }), Set(symbols.compactMap { $0.0.unicodeScalars.last })
    )

    /// The words for a hundredth of a currency, said after the amount's hundredths.
    static let hundredthWords: [String: [String]] = [
        "en": ["cent", "cents", "penny", "pence", "p"],
        "es": ["céntimo", "céntimos", "centavo", "centavos", "penique", "peniques"],
        "fr": ["centime", "centimes"],
        "ar": ["سنت", "سنتا", "سنتات", "سنتاً", "قرش", "قرشا", "قروش", "هللة", "هللات"],
    ]

    /// The words said between an amount's whole part and its hundredths.
    static let hundredthJoiners: [String: [String]] = [
        "en": ["and"], "es": ["con", "y"], "fr": ["et"], "ar": ["و"],
    ]

    /// ISO codes, said in any language: "20 CHF", "EUR 12".
    static let isoCodes: [String: [String]] = [
        "EUR": ["eur"], "USD": ["usd"], "GBP": ["gbp"], "JPY": ["jpy"], "CHF": ["chf"], "CAD": ["cad"], "AUD": ["aud"],
        "MXN": ["mxn"], "SAR": ["sar"], "AED": ["aed"], "EGP": ["egp"], "MAD": ["mad"],
    ]

    /// The words each language names currencies with, singular and plural (and in Arabic the
    /// accusative of the counted noun: "عشرين دولارا").
    static let currencyWords: [String: [String: [String]]] = [
        "en": [
            "EUR": ["euro", "euros"],
            "USD": ["dollar", "dollars", "buck", "bucks", "us dollars", "us dollar"],
            "GBP": ["pound", "pounds", "quid", "pounds sterling", "pound sterling"],
            "JPY": ["yen"],
            "CHF": ["swiss francs", "swiss franc"],
            "MXN": ["mexican pesos", "mexican peso"],
        ],
        "es": [
            "EUR": ["euro", "euros", "pavos"],
            "USD": ["dólar", "dólares", "dólares estadounidenses", "dólar estadounidense"],
            "GBP": ["libra", "libras", "libras esterlinas", "libra esterlina"],
            "JPY": ["yen", "yenes"],
            "MXN": ["peso mexicano", "pesos mexicanos"],
            "CHF": ["franco suizo", "francos suizos"],
        ],
        "fr": [
            "EUR": ["euro", "euros", "balles"],
            "USD": ["dollar", "dollars", "dollars américains", "dollar américain"],
            "GBP": ["livre", "livres", "livres sterling", "livre sterling"],
            "JPY": ["yen", "yens"],
            "CHF": ["franc suisse", "francs suisses"],
        ],
        "ja": [
            "EUR": ["ユーロ"],
            "USD": ["ドル", "米ドル"],
            "GBP": ["ポンド", "英ポンド"],
            "JPY": ["円", "日本円"],
            "CHF": ["スイスフラン"],
        ],
        "ar": [
            "EUR": ["يورو", "يوروهات"],
            "USD": ["دولار", "دولارا", "دولاراً", "دولارات", "دولار أمريكي", "دولارا أمريكيا"],
            "GBP": ["جنيه إسترليني", "جنيها إسترلينيا", "جنيهات إسترلينية"],
            "EGP": ["جنيه", "جنيها", "جنيهات", "جنيه مصري"],
            "JPY": ["ين", "ينات"],
            "SAR": ["ريال", "ريالا", "ريالات", "ريال سعودي"],
            "AED": ["درهم", "درهما", "دراهم", "درهم إماراتي"],
        ],
    ]
}
