import HarkDefinition
import HarkLanguage
import Testing

@Suite("Matcher: wildcards")
struct MatcherWildcardTests {
    private let lists: [String: SlotList] = [
        "item": .wildcard, "list": .values(["groceries", "hardware store"]), "note": .wildcard, "title": .wildcard,
    ]

    @Test("a wildcard takes the text up to the next literal, as written")
    func upToLiteral() throws {
        let matcher = Matcher(grammar: try MatcherFixtures.grammar(["Add": ["add {item} to [my] {list} list"]], lists: lists))
        let match = try #require(matcher.match("Add Crème Fraîche to my groceries list.").first)
        #expect(match.slotValues == ["item": "Crème Fraîche", "list": "groceries"])
        #expect(match.slots["item"]?.isWildcard == true)
        #expect(match.slots["list"]?.isWildcard == false)
    }

    @Test("a wildcard at the end takes the rest of the text")
    func atTheEnd() throws {
        let matcher = Matcher(grammar: try MatcherFixtures.grammar(["Note": ["note [that] {note}"]], lists: lists))
        #expect(matcher.match("note that the milk is off, again!").first?.slotValues == ["note": "the milk is off, again"])
    }

    @Test("a wildcard is never empty")
    func neverEmpty() throws {
        let matcher = Matcher(grammar: try MatcherFixtures.grammar(["Add": ["add {item} to {list}", "note {note}"]], lists: lists))
        #expect(matcher.match("add to groceries").isEmpty)
        #expect(matcher.match("note").isEmpty)
        #expect(matcher.match("note   !").isEmpty)
    }

    @Test("several wildcards in one sentence split at the literals between them")
    func several() throws {
        let matcher = Matcher(
            grammar: try MatcherFixtures.grammar(["Remind": ["remind me to {title} when i see {item}"]], lists: lists)
        )
        let match = try #require(matcher.match("remind me to ask about the keys when I see Sam").first)
        #expect(match.slotValues == ["title": "ask about the keys", "item": "Sam"])
        #expect(match.score.wildcardCount == 2)
    }

    @Test("the literal may also appear inside the wildcard; every split is offered, the shortest wildcard text first")
    func repeatedLiteral() throws {
        let matcher = Matcher(
            grammar: try MatcherFixtures.grammar(["Add": ["add {item} to {list}"]], lists: ["item": .wildcard, "list": .wildcard]))
        let matches = matcher.match("add salt to taste to groceries")
        #expect(
            matches.map(\.slotValues) == [
                ["item": "salt", "list": "taste to groceries"],
                ["item": "salt to taste", "list": "groceries"],
            ])
    }

    @Test("words bound to a list beat the same words swallowed by a wildcard")
    func listBeatsWildcard() throws {
        let lists: [String: SlotList] = [
            "query": .wildcard, "kind": .values([SlotValue(input: MatcherFixtures.template("(track|song)"), output: "track")]),
        ]
        let matcher = Matcher(grammar: try MatcherFixtures.grammar(["Play": ["play {query}", "play {kind} {query}"]], lists: lists))
        let best = try #require(matcher.match("play track Yesterday").first)
        #expect(best.slotValues == ["kind": "track", "query": "Yesterday"])
    }
}
