import HarkDefinition
import HarkLanguage
import Testing

/// Shorthands for expected trees.
private func text(_ string: String) -> TemplateExpression { .text(string) }
private func slot(_ name: String) -> TemplateExpression { .slot(SlotReference(name)) }
private func slot(_ list: String, _ slot: String) -> TemplateExpression { .slot(SlotReference(list: list, slot: slot)) }
private func parse(_ source: String) throws -> TemplateExpression { try Template(parsing: source).expression }

/// The error `source` gives, or `nil` when it parses.
private func syntaxError(_ source: String) -> TemplateSyntaxError? {
    do {
        _ = try Template(parsing: source)
        return nil
    } catch {
        return error
    }
}

@Suite("Sentence templates: hassil's syntax, parsed and printed")
struct TemplateParserTests {
    // MARK: Languages

    @Test("English: slots, optional alternatives and an optional word")
    func english() throws {
        let expression = try parse("add {taskTitles} to [the|my] {targetTaskList} [list]")
        #expect(
            expression
                == .sequence([
                    text("add "), slot("taskTitles"), text(" to "),
                    .optional(.alternatives([text("the"), text("my")])),
                    text(" "), slot("targetTaskList"), text(" "),
                    .optional(text("list")),
                ]))
        #expect(expression.slotReferences == [SlotReference("taskTitles"), SlotReference("targetTaskList")])
    }

    @Test("Spanish: alternatives at the start, accented text, an optional phrase")
    func spanish() throws {
        #expect(
            try parse("(añade|agrega) {taskTitles} a [la lista] {targetTaskList}")
                == .sequence([
                    .alternatives([text("añade"), text("agrega")]), text(" "), slot("taskTitles"), text(" a "),
                    .optional(text("la lista")), text(" "), slot("targetTaskList"),
                ]))
    }

    @Test("French: elision apostrophes and punctuation stay text")
    func french() throws {
        #expect(
            try parse("ajoute {taskTitles} à (la|ma) liste {targetTaskList}, s'il te plaît !")
                == .sequence([
                    text("ajoute "), slot("taskTitles"), text(" à "), .alternatives([text("la"), text("ma")]),
                    text(" liste "), slot("targetTaskList"), text(", s'il te plaît !"),
                ]))
        #expect(
            try parse("[l'|la ]liste {name}")
                == .sequence([
                    .optional(.alternatives([text("l'"), text("la ")])), text("liste "), slot("name"),
                ]))
    }

    @Test("Japanese: no spaces between slots, particles and groups")
    func japanese() throws {
        #expect(
            try parse("{targetTaskList}に{taskTitles}を(追加|入れて)[ください]")
                == .sequence([
                    slot("targetTaskList"), text("に"), slot("taskTitles"), text("を"),
                    .alternatives([text("追加"), text("入れて")]), .optional(text("ください")),
                ]))
    }

    @Test("Arabic: right-to-left text around slots")
    func arabic() throws {
        #expect(
            try parse("أضف {taskTitles} إلى [قائمة] {targetTaskList}")
                == .sequence([
                    text("أضف "), slot("taskTitles"), text(" إلى "), .optional(text("قائمة")), text(" "), slot("targetTaskList"),
                ]))
    }

    // MARK: Groups

    @Test("permutations keep their parts without the spaces hassil adds between them")
    func permutations() throws {
        #expect(try parse("(turn on;{name})") == .permutation([text("turn on"), slot("name")]))
        #expect(
            try parse("set (the {area} lights;to {brightness} percent)")
                == .sequence([
                    text("set "),
                    .permutation([
                        .sequence([text("the "), slot("area"), text(" lights")]),
                        .sequence([text("to "), slot("brightness"), text(" percent")]),
                    ]),
                ]))
        #expect(try parse("[a;b]") == .optional(.permutation([text("a"), text("b")])))
    }

    @Test("a top-level '|' or ';' makes the whole template a group, as in hassil")
    func topLevelSeparators() throws {
        #expect(try parse("what is on my list|read my list") == .alternatives([text("what is on my list"), text("read my list")]))
        #expect(try parse("turn on;{name}") == .permutation([text("turn on"), slot("name")]))
        #expect(try parse("a|") == .alternatives([text("a"), .sequence([])]))
    }

    @Test("empty branches are empty sequences")
    func emptyBranches() throws {
        #expect(try parse("(a|)") == .alternatives([text("a"), .sequence([])]))
        #expect(try parse("x (|y)") == .sequence([text("x "), .alternatives([.sequence([]), text("y")])]))
        #expect(try parse("[|]") == .optional(.alternatives([.sequence([]), .sequence([])])))
    }

    @Test("nesting of every kind of group")
    func nesting() throws {
        #expect(
            try parse("[(a|[b;c])|<d>]")
                == .optional(
                    .alternatives([
                        .alternatives([text("a"), .optional(.permutation([text("b"), text("c")]))]),
                        .rule("d"),
                    ])))
        #expect(try parse("[[a]]") == .optional(.optional(text("a"))))
    }

    @Test("single-branch groups dissolve and texts merge: the normal form")
    func normalForm() throws {
        #expect(try parse("(a)") == text("a"))
        #expect(try parse("((turn) on) the (light)") == text("turn on the light"))
        #expect(try parse("[(a|b)]") == parse("[a|b]"))
        #expect(try parse("[(a;b)]") == parse("[a;b]"))
        #expect(try parse("( )") == text(" "), "hassil keeps a group of one space")
        #expect(try parse("x ( a ) y") == text("x  a  y"))
    }

    // MARK: Slots, rules, escapes

    @Test("slots: {name} and {list:slot}")
    func slots() throws {
        #expect(try parse("{name}") == slot("name"))
        #expect(try parse("{brightness_level:brightness}") == slot("brightness_level", "brightness"))
        #expect(try parse("{area.name-2}") == slot("area.name-2"))
        #expect(try parse("{área}") == slot("área"), "names may use any script's letters")
        #expect(SlotReference(list: "a", slot: "a").templateSource == "{a}")
        #expect(SlotReference(list: "color", slot: "paint").templateSource == "{color:paint}")
    }

    @Test("rules: <name>")
    func rules() throws {
        #expect(try parse("<turn> on <the> {name}") == .sequence([.rule("turn"), text(" on "), .rule("the"), text(" "), slot("name")]))
        #expect(try parse("<a><b>[<a>]").ruleNames == ["a", "b"])
    }

    @Test(
        "a backslash makes the next character literal",
        arguments: [
            (#"\(a\)"#, "(a)"), (#"\[b\]"#, "[b]"), (#"\{c\}"#, "{c}"), (#"\<d\>"#, "<d>"),
            (#"a\|b"#, "a|b"), (#"a\;b"#, "a;b"), (#"back\\slash"#, #"back\slash"#), (#"\n"#, "n"), (#"a\ b"#, "a b"),
        ])
    func escapes(source: String, literal: String) throws {
        #expect(try parse(source) == text(literal))
    }

    @Test("whitespace around the template is ignored, inside it is kept")
    func whitespace() throws {
        #expect(try parse("  turn  on\t") == text("turn  on"))
        #expect(try parse("\n[a] b ") == .sequence([.optional(text("a")), text(" b")]))
    }

    // MARK: Conveniences

    @Test("slotReferences and ruleNames: in order of appearance, each once")
    func references() throws {
        let expression = try parse("{b} (<r>|{a}) [{b:x}] {a} <q> <r> (x;{c})")
        #expect(
            expression.slotReferences == [SlotReference("b"), SlotReference("a"), SlotReference(list: "b", slot: "x"), SlotReference("c")])
        #expect(expression.ruleNames == ["r", "q"])
    }

    @Test("isEmpty: true only when nothing but empty text is left")
    func emptiness() throws {
        #expect(TemplateExpression.sequence([]).isEmpty)
        #expect(TemplateExpression.text("").isEmpty)
        #expect(try parse("(|)").isEmpty)
        #expect(try !parse("[a]").isEmpty)
        #expect(try !parse("(|<r>)").isEmpty)
        #expect(try !parse("( )").isEmpty)
    }

    // MARK: Printing

    @Test(
        "printing gives hassil syntax that parses back to the same tree",
        arguments: [
            ("add {taskTitles} to [the|my] {targetTaskList} [list]", "add {taskTitles} to [the|my] {targetTaskList} [list]"),
            ("  ((a)) ", "a"),
            ("[(a|b)] {x:x}", "[a|b] {x}"),
            ("[(a;b)]", "[a;b]"),
            ("a|b", "(a|b)"),
            ("turn on;{name}", "(turn on;{name})"),
            (#"\(x\) 50\% a\|b \\ \;"#, #"\(x\) 50% a\|b \\ \;"#),
            ("( a)", "( a)"),
            ("x ( )", "(x  )"),
            ("{targetTaskList}に{taskTitles}を(追加|入れて)[ください]", "{targetTaskList}に{taskTitles}を(追加|入れて)[ください]"),
        ])
    func printing(source: String, printed: String) throws {
        let template = try Template(parsing: source)
        #expect(template.description == printed)
        #expect(template.expression.templateSource == printed)
        #expect(try Template(parsing: printed).expression == template.expression)
    }

    @Test("a template built from an expression prints its source")
    func fromExpression() throws {
        let template = Template(
            .sequence([text("open "), .optional(.alternatives([text("the"), text("my")])), text(" "), slot("list", "target")]))
        #expect(template.source == "open [the|my] {list:target}")
        #expect(try Template(parsing: template.source).expression == template.expression)
    }

    // MARK: Errors

    @Test(
        "syntax errors point at the culprit",
        arguments: [
            // Unbalanced or stray brackets.
            ("order (a|an {kind}", 6, "unclosed '('"),
            ("add [the {name}", 4, "unclosed '['"),
            ("add {name", 4, "unclosed '{'"),
            ("a {b} [c] (d", 10, "unclosed '('"),
            ("use <rule to", 4, "unclosed '<'"),
            ("a) b", 1, "unmatched ')'"),
            ("(a))", 3, "unmatched ')'"),
            ("a] b", 1, "unmatched ']'"),
            ("a} b", 1, "unmatched '}'"),
            ("a > b", 2, "unmatched '>'"),
            ("(a]", 2, "']' cannot close the '('"),
            ("[a (b] c)", 5, "']' cannot close the '('"),
            // Empty groups, slots and rules.
            ("", 0, "the template is empty"),
            ("   ", 0, "the template is empty"),
            ("a () b", 2, "an empty group '()'"),
            ("a [] b", 2, "an empty optional '[]'"),
            ("add {} now", 4, "an empty slot '{}'"),
            ("add <> now", 4, "an empty rule '<>'"),
            ("{:slot}", 1, "missing list name before ':'"),
            ("{list:}", 6, "missing slot name after ':'"),
            // Names.
            ("{task titles}", 5, "a space cannot appear in a slot name"),
            ("{a:b:c}", 4, "':' cannot appear in a slot name"),
            ("{@capture}", 1, "'@' cannot appear in a slot name"),
            ("{a(b}", 2, "'(' cannot appear in a slot name"),
            ("<a:b>", 2, "':' cannot appear in a rule name"),
            ("<a b>", 2, "a space cannot appear in a rule name"),
            // Separators and escapes.
            ("(a|b;c)", 4, "cannot mix '|' and ';'"),
            ("(a;b|c)", 4, "cannot mix '|' and ';'"),
            ("a;b|c", 3, "cannot mix '|' and ';' in the top level"),
            ("[x (a|b;c)]", 7, "cannot mix '|' and ';'"),
            (#"end\"#, 3, #"a '\' at the end"#),
            ("end\\ ", 3, #"a '\' at the end"#),
            // Offsets count Characters: one per emoji family, Japanese or Arabic letter.
            ("👨‍👩‍👧 (a", 2, "unclosed '('"),
            ("リストに{}", 4, "an empty slot '{}'"),
            ("أضف {taskTitles} إلى ]", 21, "unmatched ']'"),
            ("  ) leading spaces count", 2, "unmatched ')'"),
        ])
    func errors(source: String, offset: Int, messageStart: String) throws {
        let error = try #require(syntaxError(source))
        #expect(error.offset == offset, "\(error)")
        #expect(error.message.hasPrefix(messageStart), "\(error)")
        #expect(error.template == source)
    }

    @Test("the caret diagnostic shows the line and a caret under the culprit")
    func caretDiagnostic() throws {
        let error = try #require(syntaxError("order (a|an {kind}"))
        #expect(
            error.caretDiagnostic() == """
                error: unclosed '(': expected ')'
                1 | order (a|an {kind}
                  |       ^
                """)
    }

    @Test("the caret lines up after wide characters, tabs and on later lines")
    func caretAlignment() throws {
        let japanese = try #require(syntaxError("リストに{}"))
        #expect(japanese.caretDiagnostic().hasSuffix("1 | リストに{}\n  |         ^"))
        let tabbed = try #require(syntaxError("\ta )"))
        #expect(tabbed.caretDiagnostic().hasSuffix("1 | \ta )\n  | \t  ^"))
        let second = try #require(syntaxError("first line\nsecond } line"))
        #expect(second.caretDiagnostic().hasSuffix("2 | second } line\n  |        ^"))
    }

    // MARK: Robustness

    @Test("deep nesting is refused with an error, not a crashed stack")
    func deepNesting() throws {
        let deep = String(repeating: "(", count: 10_000) + "a" + String(repeating: ")", count: 10_000)
        let error = try #require(syntaxError(deep))
        #expect(error.message.contains("nest"))
        #expect(error.offset == 64)
        let fine = String(repeating: "[", count: 64) + "a" + String(repeating: "]", count: 64)
        #expect(syntaxError(fine) == nil)
    }

    @Test("thousands of random templates: each parses and round-trips, or fails at a real offset")
    func randomTemplates() throws {
        let pieces = [
            "a", "b", " ", "é", "に", "ع", "👍", "(", ")", "[", "]", "{", "}", "<", ">", "|", ";", "\\", ":", "\t",
            "{x}", "{x:y}", "<r>", "(a|b)", "[c]", "(a;b)", #"\("#, "d)", "{a",
        ]
        var random = SplitMix64(seed: 0x4841_524B)
        var parsed = 0
        for _ in 0..<4_000 {
            let source = (0..<random.next(below: 14)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            do {
                let template = try Template(parsing: source)
                parsed += 1
                let printed = template.description
                let reparsed = try Template(parsing: printed)
                #expect(reparsed.expression == template.expression, "\(source.debugDescription) printed as \(printed.debugDescription)")
                #expect(reparsed.description == printed, "printing is not stable for \(source.debugDescription)")
            } catch {
                #expect((0...source.count).contains(error.offset), "\(source.debugDescription): \(error)")
                #expect(!error.caretDiagnostic().isEmpty)
            }
        }
        #expect(parsed > 200, "the generator should make a fair share of valid templates")
    }
}

extension SplitMix64 {
    /// A number in `0..<bound`, drawn as the random test always has.
    fileprivate mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
