import Hark
import HarkDefinition
import Testing

@testable import HarkLanguage

/// A recognizer that compiles each language on its first request understands exactly what one
/// that compiles them all at once does, and compiles only what is asked of it.
@Suite("Compiling each language on first use")
struct RecognizerCompilationTests {
    static let requests: [String: [String]] = [
        "en": ["In ListOMat, add rice, onions and olives to the grocery list", "show all my lists", "what can ListOMat do?"],
        "es": ["En ListOMat, agregue manzanas a la lista de compras", "muestra todas las listas", "¿qué puede hacer ListOMat?"],
        "fr": ["ajoute du lait à la liste épicerie", "affiche toutes les listes", "que peut faire ListOMat ?"],
        "ja": ["ListOMatで買い物リストにりんごを追加して", "リストを全部見せて", "ListOMatで何ができる？"],
        "ar": ["أضف حليب إلى قائمة البقالة", "اعرض كل القوائم", "ماذا يستطيع ListOMat أن يفعل؟"],
    ]

    @Test("the same readings as compiling every language up front", arguments: RecognizerFixtures.locales)
    func sameReadings(locale: String) throws {
        let lazy = try Recognizer(
            definitions: [RecognizerFixtures.listsAndNotes], apps: [RecognizerFixtures.listOMat, RecognizerFixtures.notely],
            compiling: .onFirstUse)
        #expect(lazy.languages == RecognizerFixtures.recognizer.languages)
        for request in Self.requests[locale] ?? [] {
            let eager = try RecognizerFixtures.recognizer.recognize(request, locale: locale)
            let first = try lazy.recognize(request, locale: locale)
            let again = try lazy.recognize(request, locale: locale)
            #expect(first.best?.intent == eager.best?.intent, "\(request)")
            #expect(first.best?.parameters.mapValues(\.value) == eager.best?.parameters.mapValues(\.value), "\(request)")
            #expect(first.help == eager.help, "\(request)")
            #expect(again.best?.intent == first.best?.intent, "\(request)")
        }
    }

    /// A definition whose French sentence is a permutation of more parts than a sentence may have.
    static let brokenInFrench = """
        locales: [en, fr]
        app:
          id: com.example.counter
          displayName: Counter
          usageDescription: {en: "Counts.", fr: "Compte."}
          supportedIntents: [Count]
        intents:
          Count:
            parameters:
              thing: {type: String}
            sentences:
              en: ["count {thing}"]
              fr: ["(un;deux;trois;quatre;cinq;six;sept) {thing}"]
        """

    @Test("a language whose sentences do not compile is an error of its first request, not of the others")
    func brokenLanguage() throws {
        let file = try DefinitionFile(parsing: Self.brokenInFrench, path: "Counter.intents.yaml")
        let manifest = AppManifest(identifier: "com.example.counter", displayName: "Counter", supportedIntents: ["Count"])
        #expect(throws: LanguageError.self) { try Recognizer(definitions: [file], apps: [manifest]) }

        let lazy = try Recognizer(definitions: [file], apps: [manifest], compiling: .onFirstUse)
        #expect(try lazy.recognize("count sheep", locale: "en").best?.intent == "Count")
        do {
            _ = try lazy.recognize("compte les moutons", locale: "fr")
            Issue.record("French was recognized with a sentence that does not compile")
        } catch {
            #expect(error.code == .invalidTemplates)
            #expect(error.message.contains("Counter.intents.yaml"))
        }
        // English still works after the French error.
        #expect(try lazy.recognize("count sheep", locale: "en").best?.intent == "Count")
    }
}
