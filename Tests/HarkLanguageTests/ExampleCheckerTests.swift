import Hark
import HarkDefinition
import Testing

@testable import HarkLanguage

/// `hark validate` checks an app's examples: each sentence understood, in its locale, as the
/// intent it claims, by the app's own sentences and the built-in domains.
struct ExampleCheckerTests {
    static func file(examples: String) throws -> DefinitionFile {
        let text = """
            locales: [en, es, fr, ja, ar]
            app:
              id: com.example.counter
              displayName: Counter
              usageDescription: {en: "Counts.", es: "Cuenta.", fr: "Compte.", ja: "数えます。", ar: "يعد."}
              supportedIntents: [Count, AddTasks]
            \(examples)
            intents:
              Count:
                parameters:
                  thing: {type: String}
                sentences:
                  en: ["count {thing}"]
                  es: ["cuenta {thing}"]
                  fr: ["compte {thing}"]
                  ja: ["{thing}を数えて"]
                  ar: ["عد {thing}"]
            """
        return try DefinitionFile(parsing: text, path: "Counter.intents.yaml")
    }

    static let checker = ExampleChecker(domains: [RecognizerFixtures.listsAndNotes])

    @Test("examples of the app's own intent and of a built-in one, understood as they claim, pass in every language")
    func goodExamples() throws {
        let file = try Self.file(
            examples: """
                  examples:
                    - intent: Count
                      en: "count sheep"
                      es: "cuenta ovejas"
                      fr: "compte les moutons"
                      ja: "羊を数えて"
                      ar: "عد الخراف"
                    - intent: AddTasks
                      en: "add milk to the grocery list"
                      es: "añade leche a la lista de la compra"
                      fr: "ajoute du lait à la liste de courses"
                      ja: "買い物リストに牛乳を追加して"
                      ar: "أضف حليب إلى قائمة التسوق"
                """)
        #expect(Self.checker.diagnostics(for: file) == [])
    }

    @Test("a sentence understood as another intent is an error at the sentence, in every language")
    func otherIntent() throws {
        let file = try Self.file(
            examples: """
                  examples:
                    - intent: Count
                      en: "add milk to the grocery list"
                      es: "añade leche a la lista de la compra"
                      fr: "ajoute du lait à la liste de courses"
                      ja: "買い物リストに牛乳を追加して"
                      ar: "أضف حليب إلى قائمة التسوق"
                """)
        let found = Self.checker.diagnostics(for: file).map(\.description)
        #expect(
            found == [
                #"Counter.intents.yaml:9:11: error: the en sentence of example 1, "add milk to the grocery list", is understood as 'AddTasks', not as 'Count', which it claims"#,
                #"Counter.intents.yaml:10:11: error: the es sentence of example 1, "añade leche a la lista de la compra", is understood as 'AddTasks', not as 'Count', which it claims"#,
                #"Counter.intents.yaml:11:11: error: the fr sentence of example 1, "ajoute du lait à la liste de courses", is understood as 'AddTasks', not as 'Count', which it claims"#,
                #"Counter.intents.yaml:12:11: error: the ja sentence of example 1, "買い物リストに牛乳を追加して", is understood as 'AddTasks', not as 'Count', which it claims"#,
                #"Counter.intents.yaml:13:11: error: the ar sentence of example 1, "أضف حليب إلى قائمة التسوق", is understood as 'AddTasks', not as 'Count', which it claims"#,
            ])
    }

    @Test("a sentence no template matches is an error, in every language", arguments: RecognizerFixtures.locales)
    func notUnderstood(_ locale: String) throws {
        let sentences = ["en": "count sheep", "es": "cuenta ovejas", "fr": "compte les moutons", "ja": "羊を数えて", "ar": "عد الخراف"]
        let nonsense = [
            "en": "purple monkey dishwasher", "es": "lavaplatos mono morado", "fr": "lave-vaisselle singe violet", "ja": "紫の猿の食洗機",
            "ar": "غسالة صحون قرد بنفسجي",
        ]
        let lines = ["en", "es", "fr", "ja", "ar"].map { code in
            "      \(code): \"\(code == locale ? nonsense[code]! : sentences[code]!)\""
        }
        let file = try Self.file(examples: "  examples:\n    - intent: Count\n" + lines.joined(separator: "\n"))
        let found = Self.checker.diagnostics(for: file)
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
        #expect(
            found.first?.message.hasPrefix(
                "the \(locale) sentence of example 1, \"\(nonsense[locale]!)\", matches no sentence template; it claims 'Count'") == true)
    }

    @Test("a question about what to say is not an example of an intent")
    func helpIsNotAnExample() throws {
        let file = try Self.file(
            examples: """
                  examples:
                    - intent: Count
                      en: "what can Counter do"
                      es: "cuenta ovejas"
                      fr: "compte les moutons"
                      ja: "羊を数えて"
                      ar: "عد الخراف"
                """)
        let found = Self.checker.diagnostics(for: file).map(\.message)
        #expect(
            found == [
                #"the en sentence of example 1, "what can Counter do", is understood as a question about what to say, not as 'Count'"#
            ])
    }

    @Test("a file without examples has nothing to check")
    func noExamples() throws {
        #expect(Self.checker.diagnostics(for: try Self.file(examples: "")) == [])
    }
}
