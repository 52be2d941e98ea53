import HarkDefinition
import Testing

/// An intent's `examples:` — requests for the trained layer to learn from — with their
/// parameters marked `[words](parameter)`.
@Suite("Definition files: an intent's examples")
struct IntentExampleTests {
    static func file(_ examples: String) -> String {
        """
        locales: [en, es]
        intents:
          Count:
            parameters:
              thing: {type: String}
              times: {type: Integer}
            sentences:
              en: ["count {thing}"]
              es: ["cuenta {thing}"]
            examples:
        \(examples)
        """
    }

    func errors(_ examples: String) -> [String] {
        do {
            _ = try DefinitionFile(parsing: Self.file(examples), path: "Counter.intents.yaml")
            return []
        } catch {
            return error.diagnostics.filter { $0.severity == .error }.map(\.description)
        }
    }

    @Test("examples are read per locale, their marks as parameters' words and the text without the marks")
    func marksAreRead() throws {
        let file = try DefinitionFile(
            parsing: Self.file(
                """
                      en: ["how many [sheep](thing) are there", "count [the stars](thing) [twice](times)"]
                      es: "¿cuántas [ovejas](thing) hay?"
                """), path: "Counter.intents.yaml")
        let examples = try #require(file.intents.first?.examples)
        #expect(examples["en"]?.map(\.text) == ["how many sheep are there", "count the stars twice"])
        #expect(examples["en"]?[1].slots == [.init(parameter: "thing", text: "the stars"), .init(parameter: "times", text: "twice")])
        #expect(examples["es"]?.first?.text == "¿cuántas ovejas hay?")
        #expect(examples["es"]?.first?.slots == [.init(parameter: "thing", text: "ovejas")])
        #expect(examples["en"]?.first?.location.line == 11)
    }

    @Test("a mark naming no parameter of the intent is an error that names the parameters there are")
    func unknownParameter() {
        let errors = errors(#"      en: ["count [sheep](animal)"]"#)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("Counter.intents.yaml:11:") == true)
        #expect(errors.first?.contains("'animal', which is not a parameter of 'Count' (thing, times)") == true)
    }

    @Test(
        "a mark that is not closed is an error, and so is one without words",
        arguments: ["count [sheep", "count [sheep](thing", "count [](thing)"])
    func unclosedMark(example: String) {
        let errors = errors("      en: [\"\(example)\"]")
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.contains("an example of 'Count' in en") == true, "\(errors)")
    }

    @Test("examples in a locale the file does not have are an error")
    func unknownLocale() {
        #expect(errors(#"      fr: ["compte les moutons"]"#).contains { $0.contains("fr") })
    }
}
