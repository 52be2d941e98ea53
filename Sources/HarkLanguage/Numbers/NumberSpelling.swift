import Foundation

/// The number words of one language: reading them and spelling numbers with them.
protocol NumberSpelling: Sendable {
    /// The number that normalized text spells in words, or nil.
    func parse(_ normalized: String) -> Decimal?
    /// The number in the language's usual words, for 0…999,999.
    func words(for number: Int) -> String
    /// Other ways people say the number, besides ``words(for:)``.
    func alternativeWords(for number: Int) -> [String]
    /// Whether `word` (normalized, without digits) can be part of a number that ``parse(_:)``
    /// reads: a phrase with any other word reads as no number. `true` when unsure.
    func mayBeInNumber(_ word: Substring) -> Bool
}

extension NumberSpelling {
    func alternativeWords(for number: Int) -> [String] { [] }
    func mayBeInNumber(_ word: Substring) -> Bool { true }
}

/// The number-word tables by language.
enum NumberSpellings {
    static func spelling(for language: String) -> (any NumberSpelling)? {
        switch language {
        case "en": EnglishNumbers()
        case "es": SpanishNumbers()
        case "fr": FrenchNumbers()
        case "ja": JapaneseNumbers()
        case "ar": ArabicNumbers()
        default: nil
        }
    }
}

/// Digits among number words: "3 thousand", "2 mil".
enum DigitAtom {
    static func atom(_ word: Substring) -> NumberAtom? {
        guard !word.isEmpty, word.count <= 3, word.allSatisfy(\.isASCIIDigit), let value = Int(word)
        else { return nil }
        return .value(value)
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
