import HarkDefinition
import Testing

@testable import HarkLanguage

/// The example and the program listing of docs/Matching.md, so the guide cannot drift from the code.
@Suite("docs/Matching.md")
struct MatchingGuideTests {
    typealias Instruction = SentenceProgram.Instruction

    static let example = "add {item} to [the] list"

    static func grammar(_ template: String, lists: [String: SlotList] = ["item": .wildcard]) throws -> Grammar {
        try Grammar(
            locale: "en",
            intents: [GrammarIntent(name: "AddItem", sentences: [GrammarSentence(template: try Template(parsing: template))])],
            lists: lists
        )
    }

    /// The first sentence's instructions, as the runner reads them from the packed program.
    static func instructions(_ grammar: Grammar) -> [Instruction] {
        let code = grammar.compiled.sentences[0].code
        return (0..<code.count).map { code[$0] }
    }

    @Test("the guide's example matches what it says it does")
    func guideExample() throws {
        let best = try #require(Matcher(grammar: try Self.grammar(Self.example)).match("Add milk to the list!").first)
        #expect(best.intent == "AddItem")
        #expect(best.slots["item"]?.text == "milk")
        #expect(best.score.reason == "12 literal characters, 1 wildcard, no skipped words")
    }

    @Test("the example compiles to the program the guide lists")
    func guideProgram() throws {
        let grammar = try Self.grammar(Self.example)
        #expect(
            Self.instructions(grammar) == [
                .literal(bytes: 0..<3, characters: 3),
                .gap,
                .slot(binding: 0, memo: 0, after: []),
                .gap,
                .literal(bytes: 3..<5, characters: 2),
                .gap,
                .split(branches: 0..<2, memo: 1),
                .literal(bytes: 5..<8, characters: 3),
                .jump(to: 9),
                .gap,
                .literal(bytes: 8..<12, characters: 4),
                .end,
            ])
        let sentence = grammar.compiled.sentences[0]
        #expect(Array(sentence.targets) == [7, 9])
        #expect(String(decoding: sentence.pool, as: UTF8.self) == "addtothelist")
    }

    @Test("a slot knows what may follow it: only the end, or text glued to it")
    func afterSlot() throws {
        let lists: [String: SlotList] = ["item": .wildcard, "area": .values(["kitchen"])]
        let slots = { (template: String) throws -> [SentenceProgram.AfterSlot] in
            Self.instructions(try Self.grammar(template, lists: lists)).compactMap { instruction in
                guard case .slot(_, _, let after) = instruction else { return nil }
                return after
            }
        }
        #expect(try slots("note {item}") == [.endsSentence])
        #expect(try slots("note {item} [please]") == [[]])
        #expect(try slots("{area}[s] lights") == [.isGlued])
        #expect(try slots("{area}{item}") == [.isGlued, .endsSentence])
    }
}
