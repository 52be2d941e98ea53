import HarkDefinition
import HarkLanguage
import Testing

@Suite("Matcher: robustness")
struct MatcherRobustnessTests {
    /// A small deterministic generator, so a failure can be replayed.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    private static let pieces = [
        "add", "to", "and", "then", "list", "my", "the", "note", "a", "b", "to to", "and and", " ", "", "!", "ß", "ﬁ",
        "é", "家", "ال", "و", "25", "%", "-", "'", "\u{301}", "\u{200D}", "🙂", "[", "{x}", "\\", "\n",
    ]

    @Test("random text against a grammar of many wildcards finishes and never crashes")
    func fuzz() throws {
        let lists: [String: SlotList] = [
            "a": .wildcard, "b": .wildcard, "c": .wildcard, "d": .wildcard, "n": MatcherFixtures.numbers(0, 100),
        ]
        let grammar = try MatcherFixtures.grammar(
            [
                "Many": ["add {a} to {b} and {c} then {d}", "{a} {b} {c} {d}", "{a} to {b} to {c} to {d} list"],
                "Numbers": ["{a} {n} {b} [%]", "(note;{a};{n})"],
            ], lists: lists, skipWords: ["the", "my"])
        let matcher = Matcher(grammar: grammar)
        var generator = Generator(state: 42)
        for _ in 0..<300 {
            let count = Int.random(in: 0...40, using: &generator)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator) ?? "" }.joined(separator: " ")
            let matches = matcher.match(text)
            for match in matches {
                #expect(!match.slots.values.contains { $0.isWildcard && $0.text.isEmpty }, "\(text)")
            }
            _ = matcher.nearMisses(text)
        }
    }

    @Test("long pathological text is bounded, not hung")
    func pathological() throws {
        let lists: [String: SlotList] = ["a": .wildcard, "b": .wildcard, "c": .wildcard, "d": .wildcard, "e": .wildcard]
        let grammar = try MatcherFixtures.grammar(["Many": ["{a} to {b} to {c} to {d} to {e} x"]], lists: lists)
        let matcher = Matcher(grammar: grammar)
        let text = Array(repeating: "to", count: 400).joined(separator: " ")
        #expect(matcher.match(text).isEmpty)
        let matching = Array(repeating: "to", count: 60).joined(separator: " ") + " x"
        #expect(!matcher.match(matching).isEmpty)
        let huge = String(repeating: "to ", count: 5_000) + "x"
        _ = matcher.match(huge)
    }

    @Test("a grammar is shared safely across concurrent matches")
    func concurrent() async throws {
        let grammar = try MatcherFixtures.grammar(
            ["Add": ["add {item} to {list}"]], lists: ["item": .wildcard, "list": .values(["groceries"])])
        let matcher = Matcher(grammar: grammar)
        let results = await withTaskGroup(of: String?.self) { group in
            for index in 0..<32 {
                group.addTask { matcher.match("add thing \(index) to groceries").first?.slots["item"]?.value }
            }
            var values: [String] = []
            for await value in group { if let value { values.append(value) } }
            return values
        }
        #expect(Set(results) == Set((0..<32).map { "thing \($0)" }))
    }
}
