import Foundation
import Testing

@testable import HarkLanguage

/// `NumberParser.mayBeInNumber`: the clock reader tries as hours only the words that could be a
/// number's, so a word it refuses must never be part of a number the parser reads.
@Suite struct NumberWordScreeningTests {
    static let languages = ["en", "es", "fr", "ar"]

    /// Every word of every way of saying 0 to 1,000 and some larger numbers, normalized, and the
    /// words of decimals said with a point.
    @Test(arguments: languages)
    func everyWordOfANumberMayBeInOne(language: String) {
        let parser = NumberParser(language: language)
        let normalizer = TextNormalizer(language: language)
        var phrases = (0...1000).flatMap { parser.spokenForms(for: $0) }
        phrases += [1001, 1990, 2024, 21000, 80_080, 999_999].compactMap { parser.words(for: $0) }
        phrases += (NumberParser.pointWords[language] ?? []).map { "\(parser.words(for: 3)!) \($0) \(parser.words(for: 14)!)" }
        for phrase in phrases {
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
