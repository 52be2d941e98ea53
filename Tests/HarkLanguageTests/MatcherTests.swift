import HarkDefinition
import HarkLanguage
import Testing

@Suite("Matcher: template constructs")
struct MatcherTests {
    @Test("literal text matches regardless of case, accents and punctuation")
    func literalText() throws {
        let matcher = Matcher(grammar: try MatcherFixtures.grammar(["Hello": ["hello there"]]))
        #expect(matcher.match("Hello, there!").first?.intent == "Hello")
        #expect(matcher.match("  HELLO   there  ").first?.intent == "Hello")
        #expect(matcher.match("hello").isEmpty)
        #expect(matcher.match("hello there you").isEmpty, "a match must use the whole text")
        #expect(matcher.match("hellothere").isEmpty, "words must stay apart")
    }

    @Test("alternatives and optionals")
    func alternativesAndOptionals() throws {
        let matcher = Matcher(grammar: try MatcherFixtures.grammar(["Lights": ["(turn|switch) on [the] light[s]"]]))
        for text in ["turn on the light", "switch on lights", "turn on light", "Switch on the lights"] {
            #expect(matcher.match(text).first?.intent == "Lights", "\(text)")
        }
        #expect(matcher.match("turn on the light s").isEmpty, "[s] is glued to light")
        #expect(matcher.match("flip on the light").isEmpty)
    }

    @Test("permutations match in any order, with spaces between the parts")
    func permutations() throws {
        let matcher = Matcher(
            grammar: try MatcherFixtures.grammar(
                ["Set": ["set (the brightness;to {level})"]], lists: ["level": .range(NumberRange(from: 0, to: 100))])
        )
        #expect(matcher.match("set the brightness to 40").first?.slotValues == ["level": "40"])
        #expect(matcher.match("set to 40 the brightness").first?.slotValues == ["level": "40"])
        #expect(matcher.match("set to 40").isEmpty)
    }

    @Test("text glued to a slot in the template may still follow a space, as hassil allows")
    func gluedAfterSlot() throws {
        let lists: [String: SlotList] = ["class": .values(["curtains"]), "query": .wildcard]
        let matcher = Matcher(
            grammar: try MatcherFixtures.grammar(
                ["Open": ["open {class}[<here>]"], "Find": ["find {query}[<here>]"]], lists: lists, rules: ["here": "[in] here"]
            ))
        #expect(matcher.match("open curtains in here").first?.slotValues == ["class": "curtains"])
        #expect(matcher.match("open curtainsin here").first?.slotValues == ["class": "curtains"])
        #expect(matcher.match("find my keys here").first?.slotValues == ["query": "my keys"])
    }

    @Test("rules expand, global and local, local first")
    func rules() throws {
        let sentence = GrammarSentence(
            template: MatcherFixtures.template("<greet> <who>"), localRules: ["who": MatcherFixtures.template("(world|earth)")])
        let grammar = try Grammar(
            locale: "en",
            intents: [GrammarIntent(name: "Greet", sentences: [sentence])],
            rules: ["greet": MatcherFixtures.template("(hi|hello)"), "who": MatcherFixtures.template("nobody")]
        )
        let matcher = Matcher(grammar: grammar)
        #expect(matcher.match("hello earth").first?.intent == "Greet")
        #expect(matcher.match("hi nobody").isEmpty, "the local rule replaces the global one")
    }

    @Test("list values: in:out, templates as input, metadata, and {list:slot}")
    func listValues() throws {
        let lists: [String: SlotList] = [
            "area": .values([
                SlotValue(input: MatcherFixtures.template("[the] living room"), output: "living_room", metadata: ["floor": "1"]),
                "Kitchen",
            ])
        ]
        let matcher = Matcher(grammar: try MatcherFixtures.grammar(["Move": ["move from {area:from} to {area:to}"]], lists: lists))
        let match = try #require(matcher.match("Move from the Living Room to kitchen").first)
        #expect(match.slotValues == ["from": "living_room", "to": "Kitchen"])
        #expect(match.slots["from"]?.text == "the Living Room")
        #expect(match.slots["from"]?.valueMetadata == ["floor": "1"])
        #expect(match.slots["to"]?.text == "kitchen")
    }

    @Test("an empty list matches nothing")
    func emptyList() throws {
        let matcher = Matcher(grammar: try MatcherFixtures.grammar(["Open": ["open {app}"]], lists: ["app": .values([])]))
        #expect(matcher.match("open notes").isEmpty)
    }

    @Test("fixed slots are added unless the sentence captured the slot")
    func fixedSlots() throws {
        let sentences = [
            GrammarSentence(template: MatcherFixtures.template("lights on"), fixedSlots: ["domain": "light"]),
            GrammarSentence(template: MatcherFixtures.template("{domain} on"), fixedSlots: ["domain": "switch", "state": "on"]),
        ]
        let grammar = try Grammar(
            locale: "en", intents: [GrammarIntent(name: "TurnOn", sentences: sentences)],
            lists: ["domain": .values([SlotValue(input: MatcherFixtures.template("fan[s]"), output: "fan")])]
        )
        let matcher = Matcher(grammar: grammar)
        #expect(matcher.match("lights on").first?.slotValues == ["domain": "light"])
        #expect(matcher.match("fans on").first?.slotValues == ["domain": "fan", "state": "on"])
        #expect(matcher.match("lights on").first?.slots["domain"]?.text == "")
    }

    @Test("the sentence that matched comes with its metadata")
    func sentenceMetadata() throws {
        let sentence = GrammarSentence(template: MatcherFixtures.template("lock up"), metadata: ["requires.domain": "lock"])
        let matcher = Matcher(grammar: try Grammar(locale: "en", intents: [GrammarIntent(name: "Lock", sentences: [sentence])]))
        #expect(matcher.match("lock up").first?.sentence.metadata == ["requires.domain": "lock"])
    }

    @Test("skip words are dropped when the sentence does not contain them")
    func skipWords() throws {
        let matcher = Matcher(
            grammar: try MatcherFixtures.grammar(
                ["Lights": ["turn on the lights"], "Want": ["i want pizza"]], skipWords: ["please", "can you", "i want"])
        )
        let match = try #require(matcher.match("Can you please turn on the lights?").first)
        #expect(match.intent == "Lights")
        #expect(match.score.skippedWords == 2)
        let literal = try #require(matcher.match("I want pizza").first)
        #expect(literal.intent == "Want")
        #expect(literal.score.skippedWords == 0, "a skip word that the sentence contains is matched, not skipped")
    }

    @Test("prepared lists and lists passed per call give the same matches")
    func runtimeLists() throws {
        let grammar = try MatcherFixtures.grammar(["Play": ["play {song}"]])
        let matcher = Matcher(grammar: grammar)
        #expect(matcher.match("play yesterday").isEmpty, "no list, no match")
        let lists: [String: SlotList] = ["song": .values(["Yesterday", "Let It Be"])]
        #expect(matcher.match("play let it be", lists: lists).first?.slotValues == ["song": "Let It Be"])
        let prepared = matcher.prepare(lists)
        #expect(matcher.match("play yesterday", prepared: prepared).first?.slotValues == ["song": "Yesterday"])
        let other = Matcher(grammar: try grammarWithSongs())
        #expect(
            other.match("play yesterday", prepared: prepared).first?.slotValues == ["song": "Yesterday"],
            "lists prepared for another grammar are prepared again"
        )
    }

    @Test("lists supplied at match time override the grammar's; a sentence's own lists override both")
    func listPrecedence() throws {
        let local = GrammarSentence(template: MatcherFixtures.template("stream {song}"), localLists: ["song": .values(["Local Song"])])
        let grammar = try Grammar(
            locale: "en",
            intents: [GrammarIntent(name: "Play", sentences: [GrammarSentence(template: MatcherFixtures.template("play {song}")), local])],
            lists: ["song": .values(["Grammar Song"])]
        )
        let matcher = Matcher(grammar: grammar)
        let lists: [String: SlotList] = ["song": .values(["Runtime Song"])]
        #expect(matcher.match("play grammar song").first?.slotValues == ["song": "Grammar Song"])
        #expect(matcher.match("play grammar song", lists: lists).isEmpty)
        #expect(matcher.match("play runtime song", lists: lists).first?.slotValues == ["song": "Runtime Song"])
        #expect(matcher.match("stream runtime song", lists: lists).isEmpty)
        #expect(matcher.match("stream local song", lists: lists).first?.slotValues == ["song": "Local Song"])
    }

    private func grammarWithSongs() throws -> Grammar {
        try MatcherFixtures.grammar(["Play": ["play {song}"], "Stop": ["stop"]])
    }
}
