import Foundation
import Hark
import HarkDefinition
import Testing

@testable import HarkLanguage

/// Workout goals as runners write them, the number and its unit run together ("a 5k run",
/// «una carrera de 10km»), and numbers that are no number never reach an app as text.
struct WorkoutsTemplatesTests {
    static let recognizer: Recognizer = {
        do {
            let file = try DefinitionFile(parsing: Workouts.definition.text, path: Workouts.definition.fileName)
            let app = AppManifest(identifier: "com.example.pacer", displayName: "Pacer", supportedIntents: file.intents.map(\.name))
            return try Recognizer(definitions: [file], apps: [app])
        } catch {
            fatalError("the Workouts templates do not compile: \(error)")
        }
    }()

    @Test(
        "a goal with its unit joined to the number is a goal",
        arguments: [
            ("en", "start a 5k run", 5, "run"),
            ("en", "go for a 10k run", 10, "run"),
            ("en", "start a 10km run", 10, "run"),
            ("es", "empieza una carrera de 10km", 10, "run"),
            ("fr", "commence une course de 5km", 5, "run"),
        ] as [(String, String, Int, String)])
    func joinedUnit(locale: String, text: String, goal: Int, workout: String) throws {
        let best = try #require(try Self.recognizer.recognize(text, locale: locale).best, "\(text)")
        #expect(best.intent == "StartWorkout")
        #expect(best.parameters["goalValue"]?.value == .decimal(Decimal(goal)), "\(text) by \(best.template)")
        #expect(best.parameters["workoutGoalUnitType"]?.value == .enumeration("kilometer"), "\(text) by \(best.template)")
        #expect(best.parameters["workoutName"]?.value == .enumeration(workout), "\(text) by \(best.template)")
    }

    @Test("words that are no number give a number parameter no value, never text the app cannot read")
    func noNumberNoValue() {
        let here = SourceLocation(file: "test.intents.yaml", line: 1, column: 1)
        let decimal = ParameterDefinition(name: "goalValue", type: .builtIn(.decimal), location: here)
        let integer = ParameterDefinition(name: "partySize", type: .builtIn(.integer), location: here)
        let heard = { (text: String) in MatchedSlot(text: text, value: text, isWildcard: true) }
        #expect(ParameterReading.value(of: heard("5k"), parameter: decimal, language: "en") == nil)
        #expect(ParameterReading.value(of: heard("a lot"), parameter: integer, language: "en") == nil)
        #expect(ParameterReading.value(of: heard("2.5"), parameter: integer, language: "en") == nil)
        #expect(ParameterReading.value(of: heard("five"), parameter: decimal, language: "en") == .decimal(5))
        #expect(ParameterReading.value(of: heard("cuatro"), parameter: integer, language: "es") == .integer(4))
    }
}
