public import Foundation

/// Reads a whole phrase as a number, in digits or in words, and spells numbers in words.
///
/// `parse` accepts the user's text or normalized text alike (it normalizes first, which is
/// idempotent), so "veintidós" and "veintidos", "أربعة" and "اربعه" give the same number.
public struct NumberParser: Sendable, Hashable {
    /// The language code whose number words apply, such as `"fr"`.
    public let language: String

    private let normalizer: TextNormalizer

    /// The number words of a language code or locale; unknown languages read digits only.
    public init(language: String) {
        self.normalizer = TextNormalizer(language: language)
        self.language = normalizer.language
    }

    /// The number a whole phrase says, or nil when the phrase is anything else.
    ///
    /// Digits: "12", "3.5", ".5", "-4", "1,000" (en), "3,5" and "1.000" and "1 000" (es, fr),
    /// full-width and Arabic-Indic digits; digits before a multiplier word ("3 thousand", "3千"). Words: see the language tables; "twenty-one", "a hundred and
    /// five", "treinta y dos", "quatre-vingt-dix-neuf", "三千五百", "خمسة وعشرون".
    public func parse(_ text: String) -> Decimal? {
        parse(text, normalized: nil)
    }

    /// The number `text` says, with its normalized form when the caller has it already.
    ///
    /// `screening`: whether a phrase with a word that is in no number (``mayBeInNumber(_:)``)
    /// is refused before the language's number words read it. Money and number slots take free
    /// text, most of which is no number ("Anna 20", "lunch"); both ways give the same
    /// (`NumberWordScreeningTests`).
    func parse(_ text: String, normalized known: String?, screening: Bool = true) -> Decimal? {
        if Self.mayHaveDigits(text) {
            let digits = DigitReading.preparing(text)
            if let number = DigitReading.decimal(digits.unsigned, language: language) {
                return digits.isNegative ? -number : number
            }
            // ".5." is no number, though its normalized form "5" would be.
            guard !DigitReading.hasSeparatorBeforeDigit(digits.unsigned) else { return nil }
        }
        guard let spelling = NumberSpellings.spelling(for: language) else { return nil }
        let normalized = known ?? normalizer.normalize(text)
        if screening, language != "ja", !Self.allWords(of: normalized, satisfy: mayBeInNumber) { return nil }
        return spelling.parse(normalized) ?? Self.decimalWords(normalized, spelling: spelling, language: language)
    }

    /// Whether every word of normalized `text` (split at its spaces) satisfies `test`.
    private static func allWords(of text: String, satisfy test: (Substring) -> Bool) -> Bool {
        var rest = text[...]
        while let space = rest.utf8.firstIndex(of: 0x20) {
            if !test(rest[..<space]) { return false }
            rest = rest[rest.utf8.index(after: space)...]
        }
        return rest.isEmpty || test(rest)
    }

    /// Whether `word`, one word of normalized text, can be part of a number ``parse(_:)`` reads:
    /// a phrase with any other word in it is no number. A word with anything but letters
    /// (digits, separators, signs) may be; so may the language's number words, its words for
    /// the decimal point and the words that join a number's parts ("and", «y», "a hundred").
    func mayBeInNumber(_ word: Substring) -> Bool {
        if mayCarryNumber(word) { return true }
        return Self.pointWords[language]?.contains(where: { Self.sameBytes($0, word) }) == true
            || Self.joiningWords[language]?.contains(where: { Self.sameBytes($0, word) }) == true
    }

    /// Whether every word of `normalized` is in `known` or may be in a number: the screen of
    /// spans of time and amounts of money, which are said with their own few words and a
    /// number's (``DateRangeParser/screensWords``, ``MoneyParser/screensWords``). Japanese,
    /// written without spaces, has no words to screen: always `true`.
    func saysOnly(_ known: WordTable, orNumberWords normalized: String) -> Bool {
        guard language != "ja" else { return true }
        return normalized.utf8.split(separator: UInt8(ascii: " ")).allSatisfy { word in
            known.id(of: word) != nil || mayBeInNumber(Substring(word))
        }
    }

    /// Whether `word` may say some of a number's value: every number ``parse(_:)`` reads has
    /// at least one such word. Joining words and the decimal point say none.
    func mayCarryNumber(_ word: Substring) -> Bool {
        let isLetters =
            word.utf8.allSatisfy { $0 >= 0x80 || (0x61...0x7A).contains($0) || (0x41...0x5A).contains($0) }
            && word.unicodeScalars.allSatisfy { $0.isASCII || ScalarFolding.isPlainLetter($0) || $0.properties.isAlphabetic }
        guard isLetters else { return true }
        if Self.joiningWords[language]?.contains(where: { Self.sameBytes($0, word) }) == true { return false }
        return NumberSpellings.spelling(for: language)?.mayBeInNumber(word) ?? false
    }

    /// Whether a word of normalized text is `known`, compared as bytes: a `String` comparison
    /// of Arabic letters normalizes them first. Lengths first: most words differ in length.
    @inline(__always)
    private static func sameBytes(_ known: String, _ word: Substring) -> Bool {
        known.utf8.count == word.utf8.count && known.utf8.elementsEqual(word.utf8)
    }

    /// Words that join a number's parts and are never one alone (normalized).
    static let joiningWords: [String: [String]] = [
        "en": ["a", "an", "and"], "es": ["y"], "fr": ["et"], "ar": ["و"],
    ]

    /// Whether reading digits could find any in `text`: text of scalars NFKC leaves alone
    /// (``CompatibilityFolding/isStable(_:)``) without an ASCII, Arabic-Indic or Persian digit
    /// has none, and goes straight to the number words.
    static func mayHaveDigits(_ text: String) -> Bool {
        !text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x30...0x39, 0x0660...0x0669, 0x06F0...0x06F9: false
            default: CompatibilityFolding.isStable(scalar)
            }
        }
    }

    /// The words for the decimal point: "twenty point five", "veinte coma cinco", "vingt
    /// virgule cinq", "二十点五", "عشرون فاصلة خمسة" (normalized).
    static let pointWords: [String: [String]] = [
        "en": ["point", "dot"],
        "es": ["coma", "punto"],
        "fr": ["virgule", "point"],
        "ja": ["点"],
        "ar": ["فاصله", "نقطه"],
    ]

    /// A number with a spoken decimal point: the whole part in words, then the decimals read
    /// digit by digit ("three point one four") or as one number ("veinte coma veinticinco").
    private static func decimalWords(_ normalized: String, spelling: any NumberSpelling, language: String) -> Decimal? {
        let bytes = Array(normalized.utf8)
        for point in pointWords[language] ?? [] {
            let separator = language == "ja" ? point : " \(point) "
            // Bytes first: Foundation's search is slow, and most numbers have no point word.
            guard SentenceIndex.contains(bytes, Array(separator.utf8)[...]), let range = normalized.range(of: separator) else {
                continue
            }
            let wholeText = normalized[..<range.lowerBound]
            let fractionText = normalized[range.upperBound...]
            guard !wholeText.isEmpty, !fractionText.isEmpty,
                let whole = DigitReading.decimal(String(wholeText), language: language) ?? spelling.parse(String(wholeText)),
                wholeNumber(whole) != nil,
                let digits = fractionDigits(fractionText, spelling: spelling, language: language)
            else { continue }
            return Decimal(string: "\(whole).\(digits)", locale: Locale(identifier: "en_US_POSIX"))
        }
        return nil
    }

    /// The decimals after the point as a string of digits, or nil when they are not a number.
    private static func fractionDigits(_ text: Substring, spelling: any NumberSpelling, language: String) -> String? {
        let pieces = language == "ja" ? text.map { String($0) } : text.split(separator: " ").map(String.init)
        let single = pieces.map { piece -> Int? in
            guard let value = Int(piece) ?? spelling.parse(piece).flatMap(wholeNumber),
                (0...9).contains(value), piece.count <= 12
            else { return nil }
            return value
        }
        if pieces.count > 1, single.allSatisfy({ $0 != nil }) {
            return single.map { String($0!) }.joined()
        }
        let joined = language == "ja" ? String(text) : text.split(separator: " ").joined(separator: " ")
        if joined.allSatisfy(\.isASCIIDigit) { return joined }
        return spelling.parse(joined).flatMap(wholeNumber).map(String.init)
    }

    /// `number` as an `Int` when it is a whole number from 0 up.
    static func wholeNumber(_ number: Decimal) -> Int? {
        guard number >= 0, number < 1_000_000_000_000 else { return nil }
        var value = number
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        return rounded == number ? NSDecimalNumber(decimal: number).intValue : nil
    }

    /// The number in words, as the language writes it: `21` → "twenty-one", "veintiuno",
    /// "vingt et un", "二十一", "واحد وعشرون".
    ///
    /// Covers 0 through 999,999; nil for other numbers and for languages without number words.
    public func words(for number: Int) -> String? {
        guard (0...999_999).contains(number) else { return nil }
        return NumberSpellings.spelling(for: language)?.words(for: number)
    }

    /// Every usual way to say the number in words, ``words(for:)`` first.
    ///
    /// Besides the usual spelling: English "a hundred" and "one hundred and five"; Spanish "un",
    /// "una" and "veintiún"; French septante and nonante; Japanese 〇 and ゼロ; Arabic genitive
    /// forms ("اثنين", "خمسة وعشرين"). Empty where ``words(for:)`` is nil. Every form parses back
    /// to the number.
    public func spokenForms(for number: Int) -> [String] {
        guard let main = words(for: number), let spelling = NumberSpellings.spelling(for: language)
        else { return [] }
        var forms = [main]
        for form in spelling.alternativeWords(for: number) where !forms.contains(form) {
            forms.append(form)
        }
        return forms
    }
}
