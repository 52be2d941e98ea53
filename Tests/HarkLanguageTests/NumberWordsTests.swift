import Foundation
import HarkLanguage
import Testing

/// Spelling numbers in words, and reading every spelling back.
@Suite struct NumberWordsTests {
    @Test(arguments: [
        ("en", 0, "zero"), ("en", 21, "twenty-one"), ("en", 105, "one hundred five"),
        ("en", 1000, "one thousand"), ("en", 2024, "two thousand twenty-four"),
        ("es", 1, "uno"), ("es", 16, "dieciséis"), ("es", 22, "veintidós"), ("es", 32, "treinta y dos"),
        ("es", 100, "cien"), ("es", 101, "ciento uno"), ("es", 500, "quinientos"), ("es", 1000, "mil"),
        ("es", 21000, "veintiún mil"), ("fr", 0, "zéro"), ("fr", 21, "vingt et un"), ("fr", 71, "soixante et onze"),
        ("fr", 80, "quatre-vingts"), ("fr", 81, "quatre-vingt-un"), ("fr", 99, "quatre-vingt-dix-neuf"),
        ("fr", 200, "deux cents"), ("fr", 201, "deux cent un"), ("fr", 1000, "mille"),
        ("fr", 80000, "quatre-vingt mille"), ("ja", 0, "零"), ("ja", 25, "二十五"), ("ja", 100, "百"),
        ("ja", 3500, "三千五百"), ("ja", 10000, "一万"), ("ja", 12345, "一万二千三百四十五"),
        ("ar", 3, "ثلاثة"), ("ar", 11, "أحد عشر"), ("ar", 25, "خمسة وعشرون"), ("ar", 100, "مئة"),
        ("ar", 200, "مئتان"), ("ar", 125, "مئة وخمسة وعشرون"), ("ar", 1000, "ألف"), ("ar", 2000, "ألفان"),
        ("ar", 3000, "ثلاثة آلاف"),
    ])
    func spelling(language: String, number: Int, words: String) {
        #expect(NumberParser(language: language).words(for: number) == words)
    }

    @Test(arguments: LanguageProfile.supportedLanguages)
    func everySpellingUpToAThousandReadsBack(language: String) {
        let parser = NumberParser(language: language)
        for number in 0...1000 {
            let forms = parser.spokenForms(for: number)
            #expect(!forms.isEmpty, "\(language) \(number)")
            for form in forms {
                #expect(parser.parse(form) == Decimal(number), "\(language) \(number): \(form)")
            }
        }
    }

    /// Numbers are read from normalized text, where accents and hamza are already folded.
    @Test(arguments: LanguageProfile.supportedLanguages)
    func normalizedSpellingsReadBack(language: String) {
        let parser = NumberParser(language: language)
        let normalizer = TextNormalizer(language: language)
        for number in stride(from: 0, through: 1000, by: 1) {
            guard let words = parser.words(for: number) else { continue }
            #expect(parser.parse(normalizer.normalize(words)) == Decimal(number), "\(language) \(number)")
        }
    }

    @Test(arguments: LanguageProfile.supportedLanguages)
    func largerNumbersReadBack(language: String) {
        let parser = NumberParser(language: language)
        for number in [1001, 1100, 1990, 2024, 21000, 71_071, 80_080, 99_999, 100_000, 101_101, 999_999] {
            let words = parser.words(for: number)
            #expect(words.flatMap(parser.parse) == Decimal(number), "\(language) \(number): \(words ?? "nil")")
        }
    }

    @Test func outOfRangeNumbersHaveNoWords() {
        let parser = NumberParser(language: "en")
        #expect(parser.words(for: -1) == nil)
        #expect(parser.words(for: 1_000_000) == nil)
        #expect(parser.spokenForms(for: -1) == [])
    }

    @Test func spokenFormsOfferWhatPeopleSay() {
        #expect(NumberParser(language: "en").spokenForms(for: 105) == ["one hundred five", "a hundred five", "one hundred and five"])
        #expect(NumberParser(language: "es").spokenForms(for: 21) == ["veintiuno", "veintiún", "veintiuna"])
        #expect(NumberParser(language: "fr").spokenForms(for: 97) == ["quatre-vingt-dix-sept", "nonante-sept"])
        #expect(NumberParser(language: "ja").spokenForms(for: 0) == ["零", "〇", "ゼロ"])
        #expect(NumberParser(language: "ar").spokenForms(for: 22) == ["اثنان وعشرون", "اثنين وعشرين"])
    }
}
