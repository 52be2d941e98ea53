import Foundation
import HarkDefinition
import HarkLanguage
import Testing

@Suite("Matcher: number ranges")
struct MatcherNumberTests {
    private func matcher(_ locale: String, _ sentence: String, range: NumberRange = NumberRange(from: 0, to: 100)) throws -> Matcher {
        Matcher(grammar: try MatcherFixtures.grammar(locale, ["Set": [sentence]], lists: ["level": .range(range)]))
    }

    @Test("digits within the range match; outside it they do not")
    func digits() throws {
        let matcher = try matcher("en", "set volume to {level}")
        let match = try #require(matcher.match("set volume to 25").first)
        #expect(match.slotValues == ["level": "25"])
        #expect(match.slots["level"]?.number == 25)
        #expect(match.slots["level"]?.text == "25")
        #expect(matcher.match("set volume to 101").isEmpty)
        #expect(matcher.match("set volume to -3").isEmpty)
    }

    @Test("steps, negative numbers, multipliers and fractions")
    func stepsAndMultipliers() throws {
        let stepped = try matcher("en", "set {level}", range: NumberRange(from: -10, to: 10, step: 5))
        #expect(stepped.match("set -5").first?.slotValues == ["level": "-5"])
        #expect(stepped.match("set 3").isEmpty)
        let scaled = try matcher("en", "set {level}", range: NumberRange(from: 0, to: 100, multiplier: Decimal(string: "0.01")))
        #expect(scaled.match("set 50").first?.slots["level"]?.number == Decimal(string: "0.5"))
        #expect(scaled.match("set 50").first?.slots["level"]?.value == "0.5")
        let halves = try matcher("en", "set {level} degrees", range: NumberRange(from: 15, to: 30, fractions: .halves))
        #expect(halves.match("set 20.5 degrees").first?.slots["level"]?.number == Decimal(string: "20.5"))
        #expect(halves.match("set 20,5 degrees").first?.slotValues == ["level": "20.5"])
        #expect(halves.match("set 20.3 degrees").isEmpty)
        #expect(try matcher("en", "set {level} degrees").match("set 20.5 degrees").isEmpty, "no fractions unless the range takes them")
    }

    @Test("a percent sign after the number is accepted, attached or apart")
    func percentages() throws {
        let plain = try matcher("en", "brightness {level}")
        #expect(plain.match("brightness 25%").first?.slotValues == ["level": "25"])
        #expect(plain.match("brightness 25 %").first?.slotValues == ["level": "25"])
        #expect(plain.match("brightness 25%").first?.slots["level"]?.text == "25")
        let spelled = try matcher("en", "brightness {level}[%| percent]")
        #expect(spelled.match("brightness 25 percent").first?.slotValues == ["level": "25"])
        #expect(spelled.match("brightness 25%").first?.slotValues == ["level": "25"])
    }

    @Test(
        "numbers as words, in every language",
        arguments: [
            ("en", "set {level} please", "set twenty-five please", "twenty-five"),
            ("en", "set {level} please", "set twenty five please", "twenty five"),
            ("es", "pon {level} por favor", "pon veinticinco por favor", "veinticinco"),
            ("fr", "mets {level} s'il te plait", "Mets vingt-cinq s'il te plaît", "vingt-cinq"),
            ("ja", "{level}にして", "二十五にして", "二十五"),
            ("ar", "اضبط {level} الآن", "اضبط خمسة وعشرون الآن", "خمسة وعشرون"),
        ])
    func numberWords(locale: String, sentence: String, text: String, written: String) throws {
        let match = try #require(try matcher(locale, sentence).match(text).first)
        #expect(match.slotValues == ["level": "25"])
        #expect(match.slots["level"]?.number == 25)
        #expect(match.slots["level"]?.text == written)
    }

    @Test("spellings the number parser knows beyond the usual one: French feminine, Japanese digits")
    func otherSpellings() throws {
        let french = try matcher("fr", "minuteur d'{level} heure[s]", range: NumberRange(from: 1, to: 100))
        #expect(french.match("Minuteur d'une heure").first?.slotValues == ["level": "1"])
        let japanese = try matcher("ja", "{level}分")
        #expect(japanese.match("２５分").first?.slotValues == ["level": "25"], "full-width digits")
    }

    @Test("ranges too large for a word trie still read words")
    func largeRange() throws {
        let matcher = try matcher("en", "wait {level} seconds", range: NumberRange(from: 0, to: 1_000_000))
        #expect(matcher.match("wait three hundred seconds").first?.slotValues == ["level": "300"])
        #expect(matcher.match("wait 86400 seconds").first?.slotValues == ["level": "86400"])
    }
}
