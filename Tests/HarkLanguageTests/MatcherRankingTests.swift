import HarkDefinition
import HarkLanguage
import Testing

@Suite("Matcher: ranking")
struct MatcherRankingTests {
    @Test("fewer wildcards first, then more literal text, then fewer skipped words, then sentence order")
    func order() throws {
        let lists: [String: SlotList] = ["name": .values(["kitchen", "kitchen light"]), "anything": .wildcard]
        let grammar = try MatcherFixtures.grammar(
            ["Wild": ["turn on {anything}"], "Named": ["turn on [the] {name}"], "Light": ["turn on [the] {name} light"]],
            lists: lists, skipWords: ["the"]
        )
        let matches = Matcher(grammar: grammar).match("turn on the kitchen light")
        #expect(matches.map(\.intent) == ["Light", "Named", "Wild", "Wild"])
        #expect(
            matches.map(\.score.reason) == [
                "14 literal characters, no wildcards, no skipped words",
                "9 literal characters, no wildcards, no skipped words",
                "6 literal characters, 1 wildcard, no skipped words",
                "6 literal characters, 1 wildcard, 1 skipped word",
            ])
        #expect(
            matches.map(\.slotValues) == [
                ["name": "kitchen"], ["name": "kitchen light"],
                ["anything": "the kitchen light"], ["anything": "kitchen light"],
            ])
        #expect(matches == matches.sorted { $0.score < $1.score })
    }

    @Test("the reason says what the score counts")
    func reason() throws {
        let grammar = try MatcherFixtures.grammar(
            ["Note": ["note {a} and {b}"]], lists: ["a": .wildcard, "b": .wildcard], skipWords: ["please"])
        let match = try #require(Matcher(grammar: grammar).match("please note milk and eggs").first)
        #expect(match.score.reason == "7 literal characters, 2 wildcards, 1 skipped word")
        #expect(match.score.literalCharacters == 7)
        #expect(match.score.slotCount == 2)
    }

    @Test("equal scores keep grammar order, so results are the same on every run")
    func deterministic() throws {
        let grammar = try MatcherFixtures.grammar(["First": ["open {app}"], "Second": ["open {app}"]], lists: ["app": .values(["notes"])])
        let matcher = Matcher(grammar: grammar)
        for _ in 0..<5 {
            #expect(matcher.match("open notes").map(\.intent) == ["First", "Second"])
        }
    }

    @Test("the same slots reached twice in one sentence are one match, with the better score")
    func duplicatesMerge() throws {
        let grammar = try MatcherFixtures.grammar(
            ["Open": ["open [the] {app} [app]", "open [the] {app} app"]], lists: ["app": .values(["notes", "notes app"])])
        let matches = Matcher(grammar: grammar).match("open the notes app")
        #expect(matches.count == 3)
        #expect(matches.first?.slotValues == ["app": "notes"])
        #expect(Set(matches.map(\.slotValues)).count == 2)
    }
}
