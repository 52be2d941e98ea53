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

    /// Nine levels of nine aliases each: 3 KB of YAML that stands for 9⁹ (387 million) texts,
    /// under an intent's sentences, where a list of texts is what the reader takes.
    static let billionLaughs: String = {
        var lines = ["locales: [en]", "x:", #"  l0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]"#]
        for level in 1...8 {
            let aliases = Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ")
            lines.append("  l\(level): &l\(level) [\(aliases)]")
        }
        return lines.joined(separator: "\n") + "\nintents:\n  Order:\n    sentences:\n      en: *l8\n"
    }()

    @Test("YAML aliases that expand exponentially are refused at once, naming the limit", .timeLimit(.minutes(1)))
    func billionLaughs() throws {
        let error = try #require(throws: DefinitionError.self) {
            try DefinitionFile(parsing: Self.billionLaughs, path: "Laughs.intents.yaml")
        }
        #expect(error.errors.count == 1)
        #expect(error.errors.first?.message.contains("more than 500000 values once its YAML aliases (*name) are expanded") == true)
        #expect(error.errors.first?.location == SourceLocation(file: "Laughs.intents.yaml", line: 1, column: 1))
        // A few aliases that expand a little are YAML as any other.
        let modest = "locales: [en]\nx: &x {en: [order a pizza]}\nintents:\n  Order:\n    sentences: *x\n"
        let refusal = try #require(throws: DefinitionError.self) { try DefinitionFile(parsing: modest, path: "Modest.intents.yaml") }
        #expect(!refusal.errors.contains { $0.message.contains("aliases") })
    }

    /// Keys nested in keys, each level written twice so that the mapping has duplicate keys to
    /// report: ordering them cost twice as much at each level (0.1 s for 4 KB; seconds at 24).
    static func keysInKeys(depth: Int) -> String {
        var key = "x"
        for _ in 0..<depth { key = "[\(key)]" }
        return "locales: [en]\nx:\n  \(key): 1\n  \(key): 2\nintents: {}\n"
    }

    @Test(
        "a key that is a list or a mapping is refused with its place, before keys nested in keys can be compared", .timeLimit(.minutes(1)))
    func collectionKeys() throws {
        // 2⁴⁰ comparisons if Yams were reached: the suite's time limit is what catches a hang.
        let deep = try #require(throws: DefinitionError.self) {
            try DefinitionFile(parsing: Self.keysInKeys(depth: 40), path: "Keys.intents.yaml")
        }
        #expect(
            deep.errors.map(\.description) == [
                "Keys.intents.yaml:3:3: error: a key that is a list or a mapping; definition files use plain names as keys (a '?' before a key makes it complex)"
            ])

        // Written with '?', in block style, the same.
        let explicit = "locales: [en]\nintents:\n  Order:\n    ? ? a\n      : b\n    : c\n"
        let refusal = try #require(throws: DefinitionError.self) { try DefinitionFile(parsing: explicit, path: "Q.intents.yaml") }
        #expect(refusal.errors.map(\.location) == [SourceLocation(file: "Q.intents.yaml", line: 4, column: 7)])

        // An alias is the collection its anchor names.
        let aliased = "locales: [en]\nlist: &names [a, b]\nx:\n  *names : 1\nintents: {}\n"
        let alias = try #require(throws: DefinitionError.self) { try DefinitionFile(parsing: aliased, path: "A.intents.yaml") }
        #expect(alias.errors.map(\.location) == [SourceLocation(file: "A.intents.yaml", line: 4, column: 3)])

        // A '?' inside text is text: a French question, a line of a block of text, a quoted key.
        let plain = """
            locales: [en, fr]
            intents:
              Order:
                description: |
                  ? a line of text that starts with a question mark
                sentences:
                  en: ["order a pizza"]
                  fr: [commander une pizza]
                prompts:
                  "? odd": x
            """
        let messages: [String]
        do {
            messages = try DefinitionFile(parsing: plain, path: "Plain.intents.yaml").warnings.map(\.message)
        } catch {
            messages = error.diagnostics.map(\.message)
        }
        #expect(!messages.contains { $0.contains("a key that is a list or a mapping") }, "\(messages)")
        #expect(CollectionKeyCheck.firstCollectionKey(in: "prompt: Quelle liste ? Dites son nom\nq: \"? x\"\n") == nil)
        // Text YAML cannot read is left to Yams, which says where.
        #expect(CollectionKeyCheck.firstCollectionKey(in: "a: [b\n") == nil)
    }

    @Test("a definition file over 1 MiB is refused before it is parsed, from text or from disk")
    func oversizedFile() throws {
        let comment = "# " + String(repeating: "x", count: 98) + "\n"
        let text = "locales: [en]\n" + String(repeating: comment, count: DefinitionFile.maximumSize / 100 + 1)
        let error = try #require(throws: DefinitionError.self) { try DefinitionFile(parsing: text, path: "Big.intents.yaml") }
        #expect(
            error.errors.map(\.message) == ["the definition file is larger than 1024 KiB, the most Hark reads; split it into several files"]
        )

        let folder = FileManager.default.temporaryDirectory.appending(path: "hark-big-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appending(path: "Big.intents.yaml")
        try Data(text.utf8).write(to: url)
        let fromDisk = try #require(throws: DefinitionError.self) { try DefinitionFile(contentsOf: url) }
        #expect(fromDisk.errors.first?.message.hasPrefix("the definition file is larger than 1024 KiB") == true)
    }

    @Test("templates nested past the limit, and rules that expand into each other, are refused, not followed")
    func nestedAndRecursiveTemplates() throws {
        let deep = String(repeating: "(", count: 200) + "order" + String(repeating: ")", count: 200)
        let nested = "locales: [en]\nintents:\n  Order:\n    sentences:\n      en: [\"\(deep)\"]\n"
        let error = try #require(throws: DefinitionError.self) { try DefinitionFile(parsing: nested, path: "Deep.intents.yaml") }
        #expect(error.errors.contains { $0.message.contains("groups nest more than 64 deep") })

        let recursive = """
            locales: [en]
            rules:
              en:
                a: "x <b>"
                b: "y <a>"
            intents:
              Order:
                sentences:
                  en: ["order <a>"]

            """
        let loop = try #require(throws: DefinitionError.self) { try DefinitionFile(parsing: recursive, path: "Loop.intents.yaml") }
        #expect(
            loop.errors.map(\.message) == [
                "rule <a> (en) refers back to itself; rules cannot be recursive",
                "rule <b> (en) refers back to itself; rules cannot be recursive",
            ])
    }
}
