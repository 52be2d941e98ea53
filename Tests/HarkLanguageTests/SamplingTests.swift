import Hark
import HarkDefinition
import Testing

@testable import HarkLanguage

/// Sampling sentences from templates: every part of the syntax, values, numbers and free text,
/// repeatable with a seed.
struct SamplingTests {
    static func template(_ source: String) throws -> Template {
        try Template(parsing: source)
    }

    @Test func alternativesOptionalsAndRulesAreAllSampled() throws {
        let sampler = Sampler(locale: "en", rules: ["polite": try Self.template("[please]")], seed: 1)
        let samples = sampler.samples(of: try Self.template("(show|display) [me] my lists <polite>"), count: 50)
        let texts = Set(samples.map(\.text))
        #expect(
            texts == [
                "show my lists", "show me my lists", "display my lists", "display me my lists",
                "show my lists please", "show me my lists please", "display my lists please", "display me my lists please",
            ])
    }

    @Test func permutationsComeInEveryOrder() throws {
        let samples = Sampler(locale: "en", seed: 3).samples(of: try Self.template("(red;green;blue)"), count: 20)
        #expect(samples.count == 6)
        #expect(samples.allSatisfy { Set($0.text.split(separator: " ")) == ["red", "green", "blue"] })
    }

    @Test func listValuesGiveTheirOutput() throws {
        let status: SlotList = .values([
            SlotValue(input: try Self.template("(done|finished)"), output: "completed"),
            SlotValue(input: try Self.template("not done"), output: "notCompleted"),
        ])
        let samples = Sampler(locale: "en", lists: ["status": status], seed: 5).samples(
            of: try Self.template("mark it {status}"), count: 10)
        #expect(Set(samples.map(\.text)) == ["mark it done", "mark it finished", "mark it not done"])
        for sample in samples {
            let slot = try #require(sample.slots["status"])
            #expect(slot.value == (slot.text == "not done" ? "notCompleted" : "completed"))
            #expect(!slot.isWildcard)
        }
    }

    @Test(arguments: RecognizerFixtures.locales)
    func rangesAreSaidInDigitsAndWords(locale: String) throws {
        let sampler = Sampler(locale: locale, lists: ["count": .range(NumberRange(from: 1, to: 20))], seed: 11)
        let samples = sampler.samples(of: try Self.template("{count}"), count: 30)
        let parser = NumberParser(language: locale)
        let inDigits = { (text: String) in text.allSatisfy { $0.isASCII && $0.isNumber } }
        #expect(samples.contains { inDigits($0.text) })
        #expect(samples.contains { !inDigits($0.text) })
        for sample in samples {
            let slot = try #require(sample.slots["count"])
            #expect(parser.parse(slot.text).map { "\($0)" } == slot.value)
            #expect((1...20).contains(Int(slot.value) ?? 0))
        }
    }

    @Test(arguments: RecognizerFixtures.locales)
    func wildcardsAreFilledWithItemsJoinedAsTheLanguageDoes(locale: String) throws {
        let samples = SampleValues.listsAndNotes(language: locale)
        let sampler = Sampler(locale: locale, wildcardSamples: ["taskTitles": samples["taskTitles"] ?? []], seed: 2)
        let sampled = sampler.samples(of: try Self.template("{taskTitles}"), count: 40)
        let several = try #require(sampled.first { ($0.slots["taskTitles"]?.items.count ?? 0) == 3 })
        let slot = try #require(several.slots["taskTitles"])
        #expect(slot.isWildcard)
        #expect(ListWords(language: locale).split(slot.text) == slot.items)
    }

    @Test func theSameSeedGivesTheSameSentences() throws {
        let template = try Self.template("(add|put) {item} (to|on) [my|the] {list} [list]")
        let sampler = Sampler(locale: "en", wildcardSamples: ["item": ["milk", "eggs"], "list": ["grocery", "work"]], seed: 99)
        #expect(sampler.samples(of: template, count: 10) == sampler.samples(of: template, count: 10))
        var other = sampler
        other.seed = 100
        #expect(other.samples(of: template, count: 10) != sampler.samples(of: template, count: 10))
    }

    @Test func countLimitsAndDuplicatesAreRespected() throws {
        let sampler = Sampler(locale: "en")
        #expect(sampler.samples(of: try Self.template("(a|b|c|d|e|f)"), count: 3).count == 3)
        #expect(sampler.samples(of: try Self.template("only this"), count: 10).map(\.text) == ["only this"])
        #expect(sampler.samples(of: try Self.template("x"), count: 0).isEmpty)
        #expect(sampler.samples(of: [], count: 5).isEmpty)
    }

    @Test func recursiveRulesStopInsteadOfHanging() throws {
        let sampler = Sampler(locale: "en", rules: ["loop": try Self.template("again <loop>")])
        let sample = try #require(sampler.samples(of: try Self.template("<loop>"), count: 1).first)
        #expect(sample.text.hasPrefix("again"))
    }

    @Test(arguments: RecognizerFixtures.locales)
    func definitionSamplesNameTheirIntent(locale: String) {
        let samples = Sampler.samples(of: RecognizerFixtures.listsAndNotes, locale: locale, perTemplate: 2, seed: 4)
        let intents = Set(samples.map(\.intent))
        #expect(intents == Set(RecognizerFixtures.listsAndNotes.intents.map(\.name)))
        #expect(samples.allSatisfy { !$0.sample.text.isEmpty && !$0.template.isEmpty })
    }

    @Test func aSentencesOwnValuesAreAmongTheSlotsItSays() throws {
        let file = try DefinitionFile(parsing: Workouts.definition.text, path: Workouts.definition.fileName)
        let samples = Sampler.samples(of: file, locale: "en", perTemplate: 3, seed: 5)
        // "start cycling for an hour": a goal of 1 hour, said by no slot.
        let anHour = samples.filter { $0.template.hasSuffix("for (an|one) hour") }
        #expect(anHour.count == 3)
        for sampled in anHour {
            #expect(sampled.sample.slots["goalValue"] == Sampler.SampledSlot(text: "", value: "1", items: ["1"], isWildcard: false))
            #expect(sampled.sample.slots["workoutGoalUnitType"]?.value == "hour")
            #expect(sampled.sample.slots["workoutName"]?.text.isEmpty == false)
        }
        // A template without values says only its slots.
        let counted = try #require(samples.first { $0.template.hasPrefix("(start|begin) [a|an|my] [{goalValue}") })
        #expect(counted.sample.slots["goalValue"]?.text.isEmpty != true)
    }
}
