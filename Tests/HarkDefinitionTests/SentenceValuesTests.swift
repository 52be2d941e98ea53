import Foundation
import HarkDefinition
import Testing

/// A sentence that gives parameters values its words say without a slot ("for an hour", "a ride
/// home"), and a custom value's words after a number (`counted`): parsed, checked against the
/// intent's parameters and types with located errors, and kept by the definition archive.
@Suite("Definition files: a sentence's values, a value's counted words")
struct SentenceValuesTests {
    static let workout = """
        locales: [en, ar]
        types:
          Unit:
            values:
              hour:
                en: [hours, hour]
                ar: [ساعة, ساعات]
                counted: {en: {one: hour, other: hours}, ar: {one: ساعة, two: ساعتان, few: ساعات, other: ساعة}}
              minute:
                en: [minutes, minute]
                ar: [دقيقة, دقائق]
        intents:
          StartRun:
            parameters:
              goal: {type: Decimal}
              unit: {type: Unit}
              place: {type: Location}
            sentences:
              en:
                - "start a run [for {goal} {unit}]"
                - sentence: "start a run for an hour"
                  values: {goal: 1, unit: hour}
                - sentence: "run home"
                  values: {place: home}
              ar:
                - sentence: "ابدأ الجري ساعتين"
                  values: {goal: 2, unit: hour}
        """

    func errors(_ text: String) -> [String] {
        do {
            _ = try DefinitionFile(parsing: text, path: "Test.intents.yaml")
            return []
        } catch {
            return error.diagnostics.map(\.description).filter { $0.contains(": error: ") }
        }
    }

    @Test("a sentence's values are read in file order, each with its place in the file")
    func valuesAreRead() throws {
        let file = try DefinitionFile(parsing: Self.workout, path: "Test.intents.yaml")
        let sentences = try #require(file.intents.first?.sentences["en"])
        #expect(sentences.map(\.source) == ["start a run [for {goal} {unit}]", "start a run for an hour", "run home"])
        #expect(sentences[0].values.isEmpty)
        #expect(sentences[1].values.map { "\($0.parameter)=\($0.value)" } == ["goal=1", "unit=hour"])
        #expect(sentences[1].values[0].location.line == 22)
        #expect(sentences[2].values.map { "\($0.parameter)=\($0.value)" } == ["place=home"])
        #expect(file.intents.first?.sentences["ar"]?.first?.values.map(\.value) == ["2", "hour"])
    }

    @Test("a value's counted words are read by plural category; a locale without them has none")
    func countedWordsAreRead() throws {
        let file = try DefinitionFile(parsing: Self.workout, path: "Test.intents.yaml")
        let hour = try #require(file.type(named: "Unit")?.values.first)
        #expect(hour.counted["en"] == [.one: "hour", .other: "hours"])
        #expect(hour.counted["ar"] == [.one: "ساعة", .two: "ساعتان", .few: "ساعات", .other: "ساعة"])
        #expect(file.type(named: "Unit")?.values.last?.counted.isEmpty == true)
    }

    @Test("the archive keeps a sentence's values and a value's counted words")
    func archiveKeepsThem() throws {
        let file = try DefinitionFile(parsing: Self.workout, path: "Test.intents.yaml")
        #expect(try DefinitionFile(unarchiving: file.archived()) == file)
    }

    @Test("a value for a name that is not a parameter is an error at the name, listing the parameters")
    func unknownParameter() {
        let text = Self.workout.replacingOccurrences(of: "values: {place: home}", with: "values: {destination: home}")
        #expect(
            errors(text) == [
                "Test.intents.yaml:24:20: error: a en sentence of 'StartRun' gives a value to 'destination', which is not a parameter of 'StartRun' (parameters: goal, unit, place)"
            ])
    }

    @Test(
        "a value its parameter's type cannot take is an error that says what the type takes",
        arguments: [
            ("{goal: 1, unit: hours}", "gives unit the value 'hours', which is not a value of Unit (hour, minute)"),
            ("{goal: an, unit: hour}", "gives goal the value 'an', which is not a number, such as 1 or 2.5"),
            ("{goal: nan, unit: hour}", "gives goal the value 'nan', which is not a number, such as 1 or 2.5"),
        ])
    func valueOfTheWrongType(values: String, message: String) {
        let text = Self.workout.replacingOccurrences(of: "values: {goal: 1, unit: hour}", with: "values: \(values)")
        let found = errors(text)
        #expect(found.count == 1)
        #expect(found.first?.hasSuffix("error: a en sentence of 'StartRun' \(message)") == true, "\(found)")
    }

    @Test("money and spans of time are said in the sentence, not set by it")
    func moneyIsNotSet() {
        let text = """
            locales: [en]
            intents:
              Pay:
                parameters:
                  amount: {type: CurrencyAmount}
                sentences:
                  en:
                    - sentence: "pay a tenner"
                      values: {amount: 10}
            """
        #expect(
            errors(text) == [
                "Test.intents.yaml:9:20: error: a en sentence of 'Pay' gives amount the value '10', which cannot be set by a sentence: CurrencyAmount is read from what the user says; give it a slot"
            ])
    }

    @Test("a sentence written as a mapping needs its 'sentence', and takes only 'sentence' and 'values'")
    func mappingNeedsItsSentence() {
        let text = """
            locales: [en]
            intents:
              StartRun:
                parameters:
                  goal: {type: Decimal}
                sentences:
                  en:
                    - values: {goal: 1}
                      template: "start a run for an hour"
            """
        let found = errors(text)
        #expect(found.contains { $0.hasPrefix("Test.intents.yaml:9:11: error: unknown key 'template' in a en sentence of 'StartRun'") })
        #expect(
            found.contains(
                "Test.intents.yaml:8:11: error: a en sentence of 'StartRun' needs a 'sentence': the template, beside its 'values'"))
    }

    @Test("a sentence written as a mapping without values is read, with a warning to write it as text")
    func mappingWithoutValues() throws {
        let text = """
            locales: [en]
            intents:
              StartRun:
                sentences:
                  en:
                    - sentence: "start a run"
            """
        let file = try DefinitionFile(parsing: text, path: "Test.intents.yaml")
        #expect(file.intents.first?.sentences["en"]?.map(\.source) == ["start a run"])
        #expect(
            file.warnings.map(\.description) == [
                "Test.intents.yaml:6:11: warning: a en sentence of 'StartRun' is a mapping without 'values'; write the sentence as text"
            ])
    }

    @Test("counted words need an 'other' form and name only CLDR's categories")
    func countedWordsAreChecked() {
        let noOther = Self.workout.replacingOccurrences(of: "en: {one: hour, other: hours}", with: "en: {one: hour}")
        #expect(
            errors(noOther) == [
                "Test.intents.yaml:8:19: error: the counted words for 'hour' of type 'Unit' (en) needs an 'other' form, said after the numbers no other form takes"
            ])
        let plural = Self.workout.replacingOccurrences(
            of: "en: {one: hour, other: hours}", with: "en: {one: hour, plural: hours, other: hours}")
        #expect(
            errors(plural) == [
                "Test.intents.yaml:8:35: error: the counted words for 'hour' of type 'Unit' (en) names the plural category 'plural'; the categories are zero, one, two, few, many, other"
            ])
    }

    @Test(
        "the plural category of a number, by each language's rules",
        arguments: [
            ("en", [0: PluralCategory.other, 1: .one, 2: .other, 21: .other]),
            ("es", [0: .other, 1: .one, 2: .other]),
            ("fr", [0: .one, 1: .one, 2: .other]),
            ("ja", [0: .other, 1: .other, 2: .other]),
            ("ar", [0: .zero, 1: .one, 2: .two, 3: .few, 10: .few, 11: .many, 99: .many, 100: .other, 103: .few, 111: .many]),
        ])
    func pluralCategories(language: String, expected: [Int: PluralCategory]) {
        for (number, category) in expected {
            #expect(PluralCategory.category(of: Decimal(number), language: language) == category, "\(language) \(number)")
        }
        // A fraction is never "one" in English, always "one" below 2 in French, "other" in Arabic.
        #expect(PluralCategory.category(of: Decimal(string: "1.5")!, language: language) == (language == "fr" ? .one : .other))
    }
}
