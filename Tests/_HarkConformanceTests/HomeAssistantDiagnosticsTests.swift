import HarkDefinition
import Testing

@testable import _HarkConformance

/// Bad Home Assistant data gives every problem at once, located `file:line:column`, and never
/// a crash.
@Suite("Home Assistant intent data: located diagnostics")
struct HomeAssistantDiagnosticsTests {
    /// The diagnostics of `text`, as printed; warnings too when it loads.
    func diagnostics(_ text: String) -> [String] {
        do {
            return try HomeAssistantIntents(parsing: text, path: "en/test.yaml").warnings.map(\.description)
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test("a template error points at the culprit's column")
    func templateError() {
        #expect(
            diagnostics(
                """
                language: en
                intents:
                  HassTurnOn:
                    data:
                      - sentences:
                          - "turn on (the {name}"
                """) == [
                    "en/test.yaml:6:22: error: bad template syntax in a sentence of block 1 of intent 'HassTurnOn': unclosed '(': expected ')'"
                ])
    }

    @Test("a key that is a list or a mapping is refused with its place, however deep keys nest in keys", .timeLimit(.minutes(1)))
    func collectionKey() {
        var key = "x"
        for _ in 0..<40 { key = "{\(key): 1}" }
        #expect(
            diagnostics("language: en\nintents:\n  \(key): a\n  \(key): b\n") == [
                "en/test.yaml:3:3: error: the intents file has a key that is a list or a mapping; Home Assistant's files use plain keys"
            ])
    }

    @Test("every problem is reported, in file order")
    func severalProblems() {
        let found = diagnostics(
            """
            language: en
            intents:
              HassTurnOn:
                data:
                  - slots: { domain: light }
            lists:
              brightness:
                range: { from: 100, to: 0 }
              color:
                values: [red]
                wildcard: true
            expansion_rules:
              name: "{name"
            """)
        #expect(
            found == [
                "en/test.yaml:5:9: error: block 1 of intent 'HassTurnOn' has no 'sentences'",
                "en/test.yaml:8:12: error: the range of list 'brightness' goes from 100 down to 0: 'from' must not be greater than 'to'",
                "en/test.yaml:10:5: error: list 'color' must have exactly one of 'values', 'range' or 'wildcard' (found: values, wildcard)",
                "en/test.yaml:13:10: error: bad template syntax in rule <name>: unclosed '{': expected '}'; write '\\{' for a literal '{'",
            ])
    }

    @Test("an unknown key is a warning: the data still loads")
    func unknownKey() {
        #expect(
            diagnostics(
                """
                language: en
                intents:
                  HassTurnOn:
                    data:
                      - sentences: ["turn on {name}"]
                        respones: default
                """) == [
                    "en/test.yaml:6:9: warning: unknown key 'respones' in block 1 of intent 'HassTurnOn' is ignored; known keys: sentences, slots, requires_context, excludes_context, expansion_rules, lists, response, required_keywords, metadata, settings, inferred_domain, name_domains"
                ])
    }

    @Test("broken YAML and a missing language are located errors")
    func brokenYAML() {
        #expect(diagnostics("language: en\nintents: [unclosed\n").first?.hasPrefix("en/test.yaml:3:1: error: invalid YAML") == true)
        #expect(
            diagnostics("intents: {}\n") == ["en/test.yaml:1:1: error: missing 'language': name the data's language, e.g. language: en"])
        #expect(diagnostics("") == ["en/test.yaml:1:1: error: the intents file is empty"])
    }

    @Test(
        "shapes that are wrong everywhere give errors, not crashes",
        arguments: [
            "language: [en]",
            "language: en\nintents: 3",
            "language: en\nintents:\n  X: {data: {sentences: 1}}",
            "language: en\nintents:\n  X: {data: [{sentences: [{a: b}], slots: [1], requires_context: 4}]}",
            "language: en\nlists: {a: {values: [{in: }], range: }}",
            "language: en\nlists: {a: {range: {from: x, to: 1.5, step: 0}}}",
            "language: en\nlists: {a: {values: [{out: 1}, {in: [x]}, {in: '(a|'}]}}",
            "language: en\nintents:\n  X: {data: [{sentences: ['a'], requires_context: {area: {slot: 7, value: {a: b}}}}]}",
            "- just\n- a list",
            "\"unterminated",
            "language: en\n\u{0}",
        ])
    func neverCrashes(text: String) {
        let found = diagnostics(text)
        #expect(found.contains { $0.contains(": error: ") })
    }
}
