import Hark
import Testing

@testable import HarkLanguage

/// Vocabulary steering recognition: the reading whose words match the user's lists wins, the
/// matches are reported, and a value registered a moment ago counts at once.
struct VocabularyRecognitionTests {
    struct Steered: Sendable, CustomTestStringConvertible {
        var locale: String
        var text: String
        var list: String
        var withoutVocabulary: String
        var testDescription: String { "\(locale): \(text)" }
    }

    /// Without vocabulary the template's own word for "list" is taken as such; with a list
    /// named with that word, the whole name is the list.
    static let steered: [Steered] = [
        Steered(locale: "en", text: "add eggs to the shopping list", list: "Shopping List", withoutVocabulary: "shopping"),
        Steered(locale: "es", text: "añade huevos a la lista de la compra", list: "Lista de la compra", withoutVocabulary: "compra"),
        Steered(locale: "fr", text: "ajoute des œufs à la liste de courses", list: "Liste de courses", withoutVocabulary: "courses"),
        Steered(locale: "ja", text: "買い物リストに卵を追加して", list: "買い物リスト", withoutVocabulary: "買い物"),
        Steered(locale: "ar", text: "أضف البيض إلى قائمة التسوق", list: "قائمة التسوق", withoutVocabulary: "التسوق"),
    ]

    @Test(arguments: steered)
    func registeredListsSteerTheReadingAtOnce(test: Steered) throws {
        let recognizer = RecognizerFixtures.recognizer
        let before = try #require(try recognizer.recognize(test.text, locale: test.locale).best)
        #expect(before.intent == "AddTasks")
        #expect(before.parameters["targetTaskList"]?.heard == test.withoutVocabulary)
        #expect(before.parameters["targetTaskList"]?.vocabularyMatches == [])

        // The same recognizer, a new snapshot: nothing is rebuilt.
        let vocabulary = RecognizerFixtures.vocabulary(lists: [SpeakableString(spokenPhrase: test.list)])
        let after = try #require(try recognizer.recognize(test.text, locale: test.locale, vocabulary: vocabulary).best)
        let list = try #require(after.parameters["targetTaskList"])
        #expect(list.heard == test.list.lowercased() || list.heard == test.list)
        #expect(list.vocabularyMatches.first?.kind == .exact)
        #expect(list.vocabularyMatches.first?.value.spokenPhrase == test.list)
        #expect(after.reason.contains("vocabulary"))
    }

    static let storeRequests = [
        ("en", "show the store list", "store"),
        ("es", "muestra la lista de la tienda", "tienda"),
        ("fr", "affiche la liste du magasin", "magasin"),
        ("ja", "店のリストを見せて", "店"),
        ("ar", "اعرض قائمة المتجر", "المتجر"),
    ]

    @Test(arguments: storeRequests)
    func bothStoresAreReportedAndTheHeardValueIsKept(locale: String, text: String, heard: String) throws {
        let lists: [String: [SpeakableString]] = [
            "en": ["Grocery Store", "Hardware Store", "Packing"],
            "es": ["Tienda de comestibles", "Tienda de bricolaje", "Viaje"],
            "fr": ["Magasin bio", "Grand magasin", "Voyage"],
            "ja": ["食料品店", "金物店", "旅行"],
            "ar": ["المتجر الكبير", "متجر الأدوات", "السفر"],
        ]
        let vocabulary = RecognizerFixtures.vocabulary(lists: lists[locale] ?? [])
        let recognition = try RecognizerFixtures.recognizer.recognize(text, locale: locale, vocabulary: vocabulary)
        let title = try #require(recognition.best?.parameters["title"])
        #expect(title.heard == heard)
        #expect(title.value == .speakableString(SpeakableString(spokenPhrase: heard)))
        #expect(title.vocabularyMatches.count == 2)
        #expect(title.vocabularyMatches.allSatisfy { $0.kind == .contains })
    }

    @Test(arguments: [
        ("en", "show my grocry list", "Grocery", VocabularyMatch.Kind.fuzzy),
        ("es", "muestra mi lista de berduras", "Verduras", .phonetic),
        ("fr", "affiche ma liste d'épisserie", "Épicerie", .phonetic),
        ("ja", "カイモノリストを見せて", "かいもの", .phonetic),
        ("ar", "اعرض قائمة البغالة", "البقالة", .fuzzy),
    ])
    func misspelledAndMisheardNamesAreReported(locale: String, text: String, list: String, kind: VocabularyMatch.Kind) throws {
        let vocabulary = RecognizerFixtures.vocabulary(lists: [SpeakableString(spokenPhrase: list), "Packing"])
        let title = try #require(
            try RecognizerFixtures.recognizer.recognize(text, locale: locale, vocabulary: vocabulary).best?.parameters["title"])
        #expect(title.vocabularyMatches.map(\.value.spokenPhrase) == [list])
        #expect(title.vocabularyMatches.first?.kind == kind)
    }

    @Test func onlyTheNamedAppsVocabularyCounts() throws {
        let vocabulary = Vocabulary()
            .registering(["Ideas"], kind: "Note", app: RecognizerFixtures.notelyID)
            .registering(["Ideas for the garden"], kind: "Note", app: RecognizerFixtures.listOMatID)
        let named = try RecognizerFixtures.recognizer.recognize(
            "In Notely, add call mum to my ideas note", locale: "en", vocabulary: vocabulary)
        let note = try #require(named.best?.parameters["targetNote"])
        #expect(note.vocabularyMatches.map(\.app) == [RecognizerFixtures.notelyID])
        let unnamed = try RecognizerFixtures.recognizer.recognize("add call mum to my ideas note", locale: "en", vocabulary: vocabulary)
        #expect(unnamed.best?.parameters["targetNote"]?.vocabularyMatches.count == 2)
    }
}
