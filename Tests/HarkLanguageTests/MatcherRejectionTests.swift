import HarkDefinition
import HarkLanguage
import Testing

@Suite("Matcher: rejection and near misses")
struct MatcherRejectionTests {
    private let grammar: Grammar

    init() throws {
        grammar = try MatcherFixtures.grammar(
            ["AddItem": ["add {item} to [my] {list} list"], "TurnOn": ["turn on [the] {name}"], "Stop": ["stop"]],
            lists: ["item": .wildcard, "list": .values(["groceries", "work"]), "name": .values(["kitchen light"])]
        )
    }

    @Test(
        "text no sentence matches gives no match",
        arguments: [
            "", "   ", "?!", "add to my groceries list", "add milk to my groceries", "turn on the bedroom light",
            "stop stop", "turn on the kitchen light now",
        ])
    func noMatch(text: String) {
        #expect(Matcher(grammar: grammar).match(text).isEmpty)
    }

    @Test("near misses name the sentences that got furthest, with the text they matched")
    func nearMisses() throws {
        let matcher = Matcher(grammar: grammar)
        let misses = matcher.nearMisses("Add milk to my Garden list")
        let first = try #require(misses.first)
        #expect(first.intent == "AddItem")
        #expect(first.sentence == "add {item} to [my] {list} list")
        #expect(first.matchedPrefix == "Add milk to my")
        #expect(misses.count == 3)
        #expect(matcher.nearMisses("stop", limit: 5).allSatisfy { $0.intent != "Stop" }, "a sentence that matches is no miss")
        #expect(matcher.nearMisses("turn on the bedroom light", limit: 1).first?.matchedPrefix == "turn on the")
        #expect(matcher.nearMisses("anything", limit: 0).isEmpty)
    }

    @Test("near misses use the lists supplied at match time")
    func nearMissesWithLists() throws {
        let matcher = Matcher(grammar: try MatcherFixtures.grammar(["Play": ["play {song} now"]]))
        let lists: [String: SlotList] = ["song": .values(["Yesterday"])]
        #expect(matcher.nearMisses("play yesterday later", lists: lists, limit: 1).first?.matchedPrefix == "play yesterday")
        #expect(matcher.nearMisses("play yesterday later", limit: 1).first?.matchedPrefix == "play")
    }
}
