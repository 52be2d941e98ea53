import Foundation
import HarkDefinition
import Testing

/// No input crashes the parser: mangled versions of a real file either parse or give errors.
@Suite("Definition files: robustness")
struct DefinitionRobustnessTests {
    /// A small, fixed pseudo-random generator so that failures reproduce.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("two thousand mangled copies of the Lists & Notes file never crash the parser")
    func mangledFiles() throws {
        let original = Array(try String(contentsOf: DefinitionFileTests.listsAndNotesURL, encoding: .utf8))
        let noise: [Character] = [
            "{", "}", "[", "]", "(", ")", "|", ";", "<", ">", ":", "-", "\n", " ", "\"", "'", "#", "&", "*", "!", "\t", "é", "ب",
        ]
        var random = SplitMix(state: 42)
        for _ in 0..<2_000 {
            var text = original
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let position = Int.random(in: 0..<text.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: text.remove(at: position)
                case 1: text.insert(noise.randomElement(using: &random)!, at: position)
                default: text[position] = noise.randomElement(using: &random)!
                }
            }
            do {
                _ = try DefinitionFile(parsing: String(text), path: "Mangled.intents.yaml")
            } catch {
                #expect(!error.errors.isEmpty, "a failed parse must say why")
                #expect(error.errors.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
            }
        }
    }

    @Test(
        "odd but valid YAML shapes are refused clearly",
        arguments: [
            "[1, 2, 3]",
            "locales: en\nintents: [Order]",
            "locales: [en]\nintents:\n  Order: 42",
            "locales: [en]\nintents:\n  Order:\n    parameters: [a, b]",
            "locales: [en]\nintents:\n  Order:\n    parameters:\n      a: {type: [String]}",
            "locales: [en]\nanchors: &x {a: 1}\nintents: *x",
        ])
    func oddShapes(text: String) {
        #expect(throws: DefinitionError.self) {
            try DefinitionFile(parsing: text, path: "Odd.intents.yaml")
        }
    }
}
