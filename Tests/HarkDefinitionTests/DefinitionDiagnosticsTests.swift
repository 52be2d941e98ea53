import HarkDefinition
import Testing

/// Every kind of malformed definition gets a diagnostic at the right line and column.
@Suite("Definition files: located diagnostics")
struct DefinitionDiagnosticsTests {
    /// The diagnostics of `text` parsed as `Test.intents.yaml`, as printed.
    func diagnostics(_ text: String) -> [String] {
        do {
            let file = try DefinitionFile(parsing: text, path: "Test.intents.yaml")
            return file.warnings.map(\.description)
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    func errors(_ text: String) -> [String] {
        diagnostics(text).filter { $0.contains(": error: ") }
    }

    @Test("an unknown type is named, with the known ones, at the type's position")
    func unknownType() {
        let found = errors(
            """
            locales: [en]
            intents:
              AddThing:
                parameters:
                  thing: {type: Thingy}
            """)
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix(
                "Test.intents.yaml:5:21: error: unknown type 'Thingy' for parameter 'thing' of 'AddThing'; known types: String, SpeakableString"
            ) == true)
    }

    @Test("a template slot that is not a parameter")
    func slotNotAParameter() {
        let found = errors(
            """
            locales: [en]
            intents:
              AddTasks2:
                parameters:
                  items: {type: String, list: true}
                sentences:
                  en:
                    - "add {items} to {list}"
            """)
        #expect(
            found == [
                "Test.intents.yaml:8:11: error: a en sentence of 'AddTasks2' uses the slot {list}, which is not a parameter of 'AddTasks2' (parameters: items)"
            ])
    }

    @Test("a slot hidden in an expansion rule is checked too")
    func slotInsideRule() {
        let found = errors(
            """
            locales: [en]
            rules:
              en:
                where: "to {list}"
            intents:
              Put:
                parameters:
                  item: {type: String}
                sentences:
                  en: ["put {item} <where>"]
            """)
        #expect(found.count == 1)
        #expect(found.first?.contains("Test.intents.yaml:10:12: error: a en sentence of 'Put' uses the slot {list}") == true)
    }

    @Test("a prompt missing for a declared locale names the locale")
    func promptMissingLocale() {
        let found = errors(
            """
            locales: [en, es, ja]
            intents:
              Order:
                parameters:
                  kind:
                    type: String
                    prompts:
                      needsValue: {en: "Which one?", es: "¿Cuál?"}
            """)
        #expect(
            found == [
                "Test.intents.yaml:8:23: error: prompt 'needsValue' of parameter 'kind' of 'Order' is missing for 'ja'"
            ])
    }

    @Test("a text for a locale the file does not declare")
    func undeclaredLocale() {
        let found = errors(
            """
            locales: [en]
            intents:
              Order:
                parameters:
                  kind:
                    type: String
                    prompts:
                      needsValue: {en: "Which one?", de: "Welche?"}
            """)
        #expect(
            found == [
                "Test.intents.yaml:8:42: error: prompt 'needsValue' of parameter 'kind' of 'Order' has text for 'de', which 'locales' does not declare (declared: en)"
            ])
    }

    @Test("a duplicate intent is reported where the second one stands")
    func duplicateIntent() {
        let found = errors(
            """
            locales: [en]
            intents:
              Order:
                description: first
              Cancel:
                description: other
              Order:
                description: second
            """)
        #expect(found == ["Test.intents.yaml:7:3: error: duplicate intent 'Order' (first defined on line 3)"])
    }

    @Test("every key a mapping repeats is reported where it stands again, each with its section")
    func severalDuplicateKeysInOneMapping() {
        let found = errors(
            """
            locales: [en]
            intents:
              Order:
                description: first
              Cancel:
                description: other
              Order:
                description: second
              Cancel:
                description: again
            """)
        #expect(
            found.sorted()
                == [
                    "Test.intents.yaml:7:3: error: duplicate intent 'Order' (first defined on line 3)",
                    "Test.intents.yaml:9:3: error: duplicate intent 'Cancel' (first defined on line 5)",
                ].sorted())
    }

    @Test(
        "a duplicate key in a file whose lines end with a carriage return, or that break inside a string, is reported, not a crash",
        arguments: ["\r", "\r\n"])
    func duplicateKeyAfterCarriageReturns(lineEnd: String) {
        let lines = [
            "locales: [en]", "intents:", "  Order:", "    description: \"first\(String(repeating: "\r", count: 20))line\"",
            "  Order:", "    description: second",
        ]
        let found = errors(lines.joined(separator: lineEnd))
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.contains("duplicate intent 'Order'") == true, "\(found)")
    }

    @Test("bad template syntax points at the culprit's column")
    func badTemplateSyntax() throws {
        let found = errors(
            """
            locales: [en]
            intents:
              Order:
                parameters:
                  kind: {type: String}
                sentences:
                  en:
                    - order (a|an {kind}
            """)
        #expect(found.count == 1)
        let line = try #require(found.first)
        #expect(line.hasPrefix("Test.intents.yaml:8:17: error: bad template syntax in a en sentence of 'Order': "))
    }

    @Test("every problem is reported at once, in file order")
    func allProblemsAtOnce() {
        let found = errors(
            """
            locales: [en, es]
            app:
              id: not a domain
              displayName: Broken
              usageDescription: {en: "Broken app."}
              supportedIntents: [Order, FlyToTheMoon]
            intents:
              Order:
                confirmaton: always
                parameters:
                  Kind: {type: String}
                  size: {type: Size}
                response:
                  codes:
                    success: {en: "Ordered {pizza}.", es: "Pedido {pizza}."}
            """)
        #expect(found.count == 8, "\(found)")
        #expect(found.map { $0.split(separator: ":")[1] } == ["3", "5", "6", "9", "11", "12", "15", "15"].map { Substring($0) })
        #expect(found.contains { $0.contains("'supportedIntents' names 'FlyToTheMoon'") })
        #expect(found.contains { $0.contains("unknown key 'confirmaton' in intent 'Order'; expected one of:") })
        #expect(found.contains { $0.contains("the app's id 'not a domain' must be reverse-DNS") })
        #expect(found.contains { $0.contains("the app's 'usageDescription' is missing for 'es'") })
        #expect(found.contains { $0.contains("parameter 'Kind' of 'Order' must be named in lowerCamelCase") })
        #expect(found.contains { $0.contains("unknown type 'Size'") })
        #expect(found.filter { $0.contains("uses {pizza}, but there are no parameters or properties it could name") }.count == 2)
        #expect(found.contains { $0.hasPrefix("Test.intents.yaml:6:29: error: 'supportedIntents' names 'FlyToTheMoon'") })
    }

    @Test("invalid YAML is one located error, not a crash")
    func invalidYAML() {
        let found = errors(
            """
            locales: [en
            intents: {}
            """)
        #expect(found.count == 1)
        #expect(found.first?.contains("error: invalid YAML") == true)
        #expect(found.first?.hasPrefix("Test.intents.yaml:2:") == true)
    }

    @Test("a file without locales, and an empty file")
    func missingLocalesAndEmpty() {
        #expect(
            errors("intents:\n  Order: {}\n") == [
                "Test.intents.yaml:1:1: error: missing 'locales': list the locales the file covers, e.g. locales: [en, es]"
            ])
        #expect(
            errors("") == [
                "Test.intents.yaml:1:1: error: the definition file is empty; it needs at least 'locales' and 'intents' or 'app'"
            ])
        #expect(
            errors("locales: [english]\nintents: {Order: {}}\n") == [
                "Test.intents.yaml:1:11: error: 'english' is not a locale identifier such as en, es or fr-CA"
            ])
    }

    @Test("a response code may only carry declared response properties")
    func codeCarriesUnknownProperty() {
        let found = errors(
            """
            locales: [en]
            intents:
              Order:
                response:
                  codes:
                    failureSoldOut:
                      parameters: [kind]
                      templates: {en: "Sold out."}
            """)
        #expect(
            found == [
                "Test.intents.yaml:7:24: error: response code 'failureSoldOut' of 'Order' carries 'kind', which is not a response property of 'Order'; declare it under response: properties:"
            ])
    }

    @Test("generated-code names are protected: reserved parameters, built-in intents, clashing types")
    func generatedNames() {
        let found = errors(
            """
            locales: [en]
            types:
              OrderIntent:
                values:
                  one: {en: [one]}
            intents:
              Order:
                parameters:
                  intent: {type: String}
              AddTasks:
                description: redefined
            """)
        #expect(
            found == [
                "Test.intents.yaml:3:3: error: type 'OrderIntent' has the same name as the code generated for intent 'Order'",
                "Test.intents.yaml:9:7: error: parameter 'intent' of 'Order': 'intent' is reserved in generated code; choose another name",
                "Test.intents.yaml:10:3: error: intent 'AddTasks' is built in (ListsAndNotes); list it in 'supportedIntents' instead of defining it",
            ])
    }

    @Test("a missing locale for sentences is a warning, and the file still loads")
    func sentencesMissingLocaleIsAWarning() throws {
        let file = try DefinitionFile(
            parsing: """
                locales: [en, fr]
                intents:
                  Order:
                    sentences:
                      en: ["order now"]
                """, path: "Test.intents.yaml")
        #expect(
            file.warnings.map(\.description) == [
                "Test.intents.yaml:3:3: warning: intent 'Order' has no fr sentences; it cannot be asked for in fr"
            ])
    }

    @Test("recursive and unknown expansion rules")
    func rules() {
        let found = errors(
            """
            locales: [en]
            rules:
              en:
                a: "x <b>"
                b: "y <a>"
                c: "z <nowhere>"
            intents:
              Order:
                sentences:
                  en: ["order <a>"]
            """)
        #expect(
            found == [
                "Test.intents.yaml:4:5: error: rule <a> (en) refers back to itself; rules cannot be recursive",
                "Test.intents.yaml:5:5: error: rule <b> (en) refers back to itself; rules cannot be recursive",
                "Test.intents.yaml:6:5: error: rule <c> (en) uses <nowhere>, which no en rule defines",
            ])
    }
}

/// An intent's optional localized `title`.
@Suite("Definition files: intent titles")
struct IntentTitleTests {
    func parse(_ text: String) -> Result<DefinitionFile, DefinitionError> {
        Result { () throws(DefinitionError) in try DefinitionFile(parsing: text, path: "Test.intents.yaml") }
    }

    @Test("a title per locale is read; a file without titles stays valid, its intents without one")
    func titles() throws {
        let file = try parse(
            """
            locales: [en, es, ja]
            intents:
              ShowRate:
                title: {en: Show rate, es: Ver el cambio, ja: レートを表示}
              ShowNews: {}
            """
        ).get()
        #expect(file.intent(named: "ShowRate")?.title == ["en": "Show rate", "es": "Ver el cambio", "ja": "レートを表示"])
        #expect(file.intent(named: "ShowNews")?.title == [:])
        #expect(!file.warnings.contains { $0.message.contains("title") })
    }

    @Test(
        "a title missing a locale, naming an undeclared one, or holding braces is an error at the title",
        arguments: [
            ("{en: Show rate}", "Test.intents.yaml:4:12: error: the title of 'ShowRate' is missing for 'es'"),
            (
                "{en: Show rate, es: Ver el cambio, de: Kurs}",
                "Test.intents.yaml:4:47: error: the title of 'ShowRate' has text for 'de', which 'locales' does not declare (declared: en, es)"
            ),
            (
                "{en: 'Show {currency}', es: Ver el cambio}",
                "Test.intents.yaml:4:12: error: the en title of 'ShowRate' has braces; a title is plain words, and a shortcut's values follow it (\"Show rate: bitcoin\")"
            ),
            ("Show rate", "Test.intents.yaml:4:12: error: the title of 'ShowRate'"),
        ])
    func badTitles(title: String, message: String) {
        let text = """
            locales: [en, es]
            intents:
              ShowRate:
                title: \(title)
            """
        guard case .failure(let error) = parse(text) else {
            Issue.record("\(title) was accepted")
            return
        }
        let printed = error.diagnostics.map(\.description)
        #expect(printed.contains { $0.hasPrefix(message) }, "\(printed)")
    }
}
