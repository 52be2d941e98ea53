import Foundation
import Testing

@testable import HarkLanguage

/// `NumberParser.mayBeInNumber`: the clock reader tries as hours only the words that could be a
/// number's, so a word it refuses must never be part of a number the parser reads.
@Suite struct NumberWordScreeningTests {
    static let languages = ["en", "es", "fr", "ar"]

    /// Every way the parser's language says 0 to 1,000, some larger numbers, and decimals said
    /// with a point.
    static func numbers(_ parser: NumberParser) -> [String] {
        var phrases = (0...1000).flatMap { parser.spokenForms(for: $0) }
        phrases += [1001, 1990, 2024, 21000, 80_080, 999_999].compactMap { parser.words(for: $0) }
        phrases += (NumberParser.pointWords[parser.language] ?? []).map { "\(parser.words(for: 3)!) \($0) \(parser.words(for: 14)!)" }
        return phrases
    }

    /// Every word of every way of saying 0 to 1,000 and some larger numbers, normalized, and the
    /// words of decimals said with a point.
    @Test(arguments: languages)
    func everyWordOfANumberMayBeInOne(language: String) {
        let parser = NumberParser(language: language)
        let normalizer = TextNormalizer(language: language)
        for phrase in Self.numbers(parser) {
            let normalized = normalizer.normalize(phrase)
            #expect(parser.parse(normalized) != nil, "\(language): \(phrase)")
            for word in normalized.split(separator: " ") {
                #expect(parser.mayBeInNumber(word), "\(language): \(word) in \(phrase)")
            }
            #expect(normalized.split(separator: " ").contains(where: parser.mayCarryNumber), "\(language): \(phrase)")
        }
        for written in ["12", "3.5", "1,000", "٣", "１２", "-4", "17h30"] {
            #expect(parser.mayBeInNumber(written[...]), "\(language): \(written)")
        }
    }

    /// The parser refuses a phrase with a word no number has before reading it: the same
    /// numbers as reading every phrase, on numbers said every way, with words around them, and
    /// on the free text money and number slots take.
    @Test(arguments: languages)
    func screeningReadsWhatReadingEveryPhraseReads(language: String) {
        let parser = NumberParser(language: language)
        let normalizer = TextNormalizer(language: language)
        var phrases = Self.numbers(parser)
        let around = [
            "en": ["milk", "the", "and", "a", "Anna", "for lunch", "euros", "point", "half"],
            "es": ["leche", "y", "un", "Ana", "para la comida", "euros", "coma", "medio"],
            "fr": ["lait", "et", "un", "Anne", "pour le déjeuner", "euros", "virgule", "demi"],
            "ar": ["حليب", "و", "إلى أنا", "يورو", "فاصلة", "نصف"],
        ][language, default: []]
        for number in [0, 1, 7, 12, 21, 45, 99, 100, 101, 250, 1000] {
            for form in parser.spokenForms(for: number) + [String(number)] {
                for word in around { phrases += ["\(word) \(form)", "\(form) \(word)", "\(word) \(form) \(word)"] }
            }
        }
        phrases += [
            "twenty-one", "a hundred and five", "one hundred five", "a thousand", "a half", "three and a half", "1,000", "3 thousand",
            "veintidós", "ciento uno", "mil doscientos", "quatre-vingt-dix-neuf", "soixante et onze", "deux cent un",
            "خمسة وعشرون", "مئة وخمسة", "ألفان", "20 euros", "Anna 20", "send it", "", "the 5", "5 the",
        ]
        phrases += around
        var read = 0
        for phrase in phrases {
            let normalized = normalizer.normalize(phrase)
            let screened = parser.parse(phrase, normalized: normalized, screening: true)
            #expect(screened == parser.parse(phrase, normalized: normalized, screening: false), "\(language): \(phrase)")
            if screened != nil { read += 1 }
        }
        #expect(read > 1000, "\(language): \(read) of \(phrases.count) phrases read as numbers")
    }

    /// Arabic number words are looked up as bytes: every atom's word is normalized, so its bytes
    /// are those of the same word in normalized text, and words with «و» joined are found.
    @Test func arabicNumberWordsAreFoundByTheirBytes() {
        let normalizer = TextNormalizer(language: "ar")
        let spelling = ArabicNumbers()
        for word in ArabicNumbers.atoms.keys {
            #expect(normalizer.normalize(word) == word, "\(word)")
            #expect(spelling.mayBeInNumber(word[...]), "\(word)")
            if word != "و" { #expect(spelling.mayBeInNumber(("و" + word)[...]), "و\(word)") }
        }
        for word in ["حليب", "الساعه", "وحليب", "مساء", "عمر"] {
            #expect(!spelling.mayBeInNumber(word[...]), "\(word)")
        }
    }

    /// Words that are no number's, and the numbers they spoil.
    @Test(arguments: [
        ("en", ["milk", "the", "at", "and"], "five"), ("es", ["leche", "las", "de"], "cinco"),
        ("fr", ["lait", "les", "heures"], "cinq"), ("ar", ["حليب", "الساعه", "مساء"], "خمسه"),
    ])
    func otherWordsAreNot(language: String, words: [String], number: String) {
        let parser = NumberParser(language: language)
        for word in words {
            // "and", «y», «et», و join numbers: they may be in one, though never alone.
            let joins = ["and", "y", "et", "و"].contains(word)
            #expect(parser.mayBeInNumber(word[...]) == joins, "\(language): \(word)")
            #expect(!parser.mayCarryNumber(word[...]), "\(language): \(word)")
            if !joins {
                #expect(parser.parse("\(word) \(number)") == nil, "\(language): \(word) \(number)")
                #expect(parser.parse("\(number) \(word)") == nil, "\(language): \(number) \(word)")
            }
        }
    }

    /// A time at the end of a long phrase is still no time, and one said whole is still read:
    /// the hours the reader no longer tries are the ones no number could be.
    @Test func longPhrasesAndTimes() {
        let parser = DateRangeParser(language: "en")
        let filler = Array(repeating: "buy some milk for the party", count: 8).joined(separator: " ")
        #expect(parser.span("\(filler) at 5 pm") == nil)
        #expect(parser.span("at twenty and four") != nil)
        #expect(parser.span("twenty past five in the evening") != nil)
        #expect(DateRangeParser(language: "ar").span("الساعه الخامسه مساء") != nil)
        #expect(DateRangeParser(language: "fr").span("à quatre vingt heures") == nil)
        #expect(DateRangeParser(language: "fr").span("à dix sept heures trente") != nil)
    }
}
