import HarkDefinition
import HarkLanguage
import Testing

@Suite("Grammar: compilation errors")
struct GrammarTests {
    private func sentence(_ source: String) -> [GrammarIntent] {
        [GrammarIntent(name: "Test", sentences: [GrammarSentence(template: MatcherFixtures.template(source))])]
    }

    @Test("an unknown rule is an error naming it")
    func unknownRule() {
        #expect {
            try Grammar(locale: "en", intents: sentence("turn on <light>"))
        } throws: { error in
            (error as? LanguageError)?.code == .unknownRule && "\(error)".contains("<light>")
        }
    }

    @Test("a rule that expands into itself is an error showing the chain")
    func recursiveRule() {
        let rules = ["a": MatcherFixtures.template("x <b>"), "b": MatcherFixtures.template("[<a>]")]
        #expect {
            try Grammar(locale: "en", intents: sentence("go <a>"), rules: rules)
        } throws: { error in
            (error as? LanguageError)?.code == .recursiveRule && "\(error)".contains("<a> → <b> → <a>")
        }
    }

    @Test("an unknown list is an error only when the caller names the lists it will supply")
    func unknownList() throws {
        _ = try Grammar(locale: "en", intents: sentence("play {song}"))
        _ = try Grammar(locale: "en", intents: sentence("play {song}"), runtimeLists: ["song"])
        #expect {
            try Grammar(locale: "en", intents: sentence("play {song} in {room}"), runtimeLists: ["song"])
        } throws: { error in
            (error as? LanguageError)?.code == .unknownList && "\(error)".contains("{room}")
        }
    }

    @Test("an unsupported locale is an error")
    func unsupportedLocale() {
        #expect(throws: LanguageError.self) { try Grammar(locale: "tlh", intents: sentence("qapla")) }
    }

    @Test("list values cannot hold slots; huge permutations are refused")
    func invalidTemplates() {
        let value = SlotValue(input: MatcherFixtures.template("the {thing}"), output: "x")
        #expect {
            try Grammar(locale: "en", intents: sentence("get {item}"), lists: ["item": .values([value])])
        } throws: { error in
            (error as? LanguageError)?.code == .invalidListValue
        }
        #expect {
            try Grammar(locale: "en", intents: sentence("(a;b;c;d;e;f;g)"))
        } throws: { error in
            (error as? LanguageError)?.code == .templateTooLarge
        }
    }

    @Test("the grammar keeps what it was built from")
    func properties() throws {
        let grammar = try Grammar(locale: "es-MX", intents: sentence("hola"), skipWords: ["por favor"])
        #expect(grammar.locale == "es-MX")
        #expect(grammar.intents.first?.name == "Test")
        #expect(grammar.skipWords == ["por favor"])
    }
}
