import Hark
import HarkDefinition
import HarkLanguage
import Testing

/// An app's example requests (`app:` → `examples:`): read with their locations, carried into the
/// manifest, and checked against the locales and the intents the app handles.
@Suite("Definition files: an app's examples")
struct DefinitionExamplesTests {
    static let header = """
        locales: [en, es, fr, ja, ar]
        app:
          id: com.example.counter
          displayName: Counter
          usageDescription: {en: "Counts.", es: "Cuenta.", fr: "Compte.", ja: "数えます。", ar: "يعد."}
          supportedIntents: [Count, AddTasks]
        """

    static let intents = """
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

    func parse(_ examples: String) throws(DefinitionError) -> DefinitionFile {
        try DefinitionFile(parsing: Self.header + "\n" + examples + "\n" + Self.intents, path: "Counter.intents.yaml")
    }

    func errors(_ examples: String) -> [String] {
        do {
            _ = try parse(examples)
            return []
        } catch {
            return error.diagnostics.filter { $0.severity == .error }.map(\.description)
        }
    }

    @Test("each example keeps its intent, its sentence in all five locales and where each is written")
    func examplesAreRead() throws {
        let file = try parse(
            """
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
        let examples = try #require(file.app?.examples)
        #expect(examples.map(\.intent) == ["Count", "AddTasks"])
        #expect(
            examples[0].sentences == [
                "en": "count sheep", "es": "cuenta ovejas", "fr": "compte les moutons", "ja": "羊を数えて", "ar": "عد الخراف",
            ]
        )
        #expect(examples[0].sentenceLocations["ja"]?.line == 12)
        #expect(examples[0].sentenceLocations["ja"]?.column == 11)
        #expect(examples[1].location.line == 14)
    }

    @Test("the manifest carries the examples in order, and says them per locale")
    func manifestCarriesExamples() throws {
        let file = try parse(
            """
              examples:
                - intent: Count
                  en: "count sheep"
                  es: "cuenta ovejas"
                  fr: "compte les moutons"
                  ja: "羊を数えて"
                  ar: "عد الخراف"
            """)
        let manifest = try #require(file.manifest)
        #expect(manifest.examples == [AppManifest.Example(intent: "Count", sentence: LocalizedString(file.app!.examples[0].sentences))])
        for (locale, sentence) in [
            "en": "count sheep", "es": "cuenta ovejas", "fr": "compte les moutons", "ja": "羊を数えて", "ar": "عد الخراف",
        ] {
            #expect(manifest.examples(in: locale).map(\.sentence) == [sentence])
            #expect(manifest.examples(in: locale).map(\.intent) == ["Count"])
        }
        #expect(manifest.examples(in: "de").isEmpty, "no German sentence, and no English one said instead")
    }

    @Test("a file without examples is valid and its manifest has none")
    func noExamples() throws {
        let file = try parse("")
        #expect(file.app?.examples == [])
        #expect(file.manifest?.examples == [])
    }

    @Test("an example missing a locale is an error at the example")
    func missingLocale() {
        let found = errors(
            """
              examples:
                - intent: Count
                  en: "count sheep"
                  es: "cuenta ovejas"
                  fr: "compte les moutons"
                  ar: "عد الخراف"
            """)
        #expect(found == ["Counter.intents.yaml:8:7: error: a sentence of example 1 of the app is missing for 'ja'"])
    }

    @Test("a sentence in a locale the file does not declare is an error at its key")
    func undeclaredLocale() {
        let found = errors(
            """
              examples:
                - intent: Count
                  en: "count sheep"
                  es: "cuenta ovejas"
                  fr: "compte les moutons"
                  ja: "羊を数えて"
                  ar: "عد الخراف"
                  de: "zähle Schafe"
            """)
        #expect(
            found == [
                "Counter.intents.yaml:14:7: error: example 1 of the app has text for 'de', which 'locales' does not declare (declared: en, es, fr, ja, ar)"
            ])
    }

    @Test("an example needs an intent, and one the app handles")
    func intents() {
        #expect(
            errors(
                """
                  examples:
                    - en: "count sheep"
                      es: "cuenta ovejas"
                      fr: "compte les moutons"
                      ja: "羊を数えて"
                      ar: "عد الخراف"
                """) == [
                    "Counter.intents.yaml:8:7: error: example 1 of the app needs an 'intent': the intent its sentences are understood as"
                ]
        )
        #expect(
            errors(
                """
                  examples:
                    - intent: CreateNote
                      en: "create a note called ideas"
                      es: "crea una nota llamada ideas"
                      fr: "crée une note appelée idées"
                      ja: "アイデアというメモを作って"
                      ar: "أنشئ ملاحظة باسم أفكار"
                """) == [
                    "Counter.intents.yaml:8:7: error: example 1 of the app claims the intent 'CreateNote', which the app does not handle (it handles: Count, AddTasks)"
                ])
    }
}
