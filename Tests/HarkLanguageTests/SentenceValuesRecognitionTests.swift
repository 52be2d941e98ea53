import Foundation
import Hark
import HarkDefinition
import HarkLanguage
import Testing

/// A sentence's `values` reach the recognized candidate typed as the parameter's type, as the
/// same words said in a slot would: a number, a custom value, a place.
@Suite("Recognition: values a sentence gives")
struct SentenceValuesRecognitionTests {
    static let definition = """
        locales: [en, ar]
        types:
          Unit:
            values:
              hour: {en: [hours, hour], ar: [ساعة, ساعات]}
              minute: {en: [minutes, minute], ar: [دقيقة, دقائق]}
        intents:
          StartRun:
            parameters:
              goal: {type: Decimal}
              unit: {type: Unit}
              place: {type: Location}
            sentences:
              en:
                - "start a run [for {goal} {unit}]"
                - sentence: "start a run for (an|one) hour"
                  values: {goal: 1, unit: hour}
                - sentence: "run home [for {goal} {unit}]"
                  values: {place: home}
                - sentence: "run for {goal} {unit}"
                  values: {goal: 99}
              ar:
                - "ابدأ الجري [{goal} {unit}]"
                - sentence: "ابدأ الجري ساعتين"
                  values: {goal: 2, unit: hour}
        """

    static func recognizer() throws -> Recognizer {
        let file = try DefinitionFile(parsing: definition, path: "Run.intents.yaml")
        let app = AppManifest(identifier: "com.example.run", displayName: "Run", supportedIntents: ["StartRun"])
        return try Recognizer(definitions: [file], apps: [app])
    }

    @Test(
        "the values the sentence gives are the candidate's, typed",
        arguments: [
            ("en", "start a run for an hour", "1", "hour"), ("en", "start a run for one hour", "1", "hour"),
            ("en", "start a run for 30 minutes", "30", "minute"), ("ar", "ابدأ الجري ساعتين", "2", "hour"),
        ])
    func numberAndUnit(locale: String, text: String, goal: String, unit: String) throws {
        let best = try #require(try Self.recognizer().recognize(text, locale: locale).best)
        #expect(best.intent == "StartRun")
        #expect(best.parameters["goal"]?.value == .decimal(Decimal(string: goal)!))
        #expect(best.parameters["unit"]?.value == .enumeration(unit))
    }

    @Test("a place the sentence names is a Location, beside what was said in its slots")
    func place() throws {
        let best = try #require(try Self.recognizer().recognize("run home for 20 minutes", locale: "en").best)
        #expect(best.parameters["place"]?.value == .location(Location(name: "home")))
        #expect(best.parameters["place"]?.heard == "")
        #expect(best.parameters["goal"]?.value == .decimal(20))
        #expect(best.parameters["unit"]?.value == .enumeration("minute"))
    }

    @Test("a slot the sentence captures keeps what was said over the sentence's value")
    func capturedWins() throws {
        let best = try #require(try Self.recognizer().recognize("run for 5 minutes", locale: "en").best)
        #expect(best.parameters["goal"]?.value == .decimal(5))
    }

    @Test("a sentence without values sets nothing it did not hear")
    func noValues() throws {
        let best = try #require(try Self.recognizer().recognize("start a run", locale: "en").best)
        #expect(best.parameters["goal"] == nil)
        #expect(best.parameters["place"] == nil)
    }
}
