import Hark
import Testing

@testable import HarkLanguage

/// Matching heard words against registered vocabulary: exactly, by containment, by sound and
/// misspelled, by the rules of each language.
struct VocabularyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var locale: String
        var values: [String]
        var heard: String
        var expected: String
        var kind: VocabularyMatch.Kind
        var testDescription: String { "\(locale): '\(heard)' → \(expected) (\(kind))" }
    }

    static let cases: [Case] = [
        // English: normalization, containment (the seed's "grocery" in "Grocery Store"), Metaphone, edits.
        Case(
            locale: "en", values: ["Grocery Store", "Hardware Store"], heard: "the grocery store", expected: "Grocery Store", kind: .exact),
        Case(locale: "en", values: ["To-Do", "Groceries"], heard: "to do", expected: "To-Do", kind: .exact),
        Case(locale: "en", values: ["Grocery Store", "Hardware Store"], heard: "grocery", expected: "Grocery Store", kind: .contains),
        Case(locale: "en", values: ["Grocery Store", "Hardware Store"], heard: "hardwear", expected: "Hardware Store", kind: .phonetic),
        Case(locale: "en", values: ["Grocery Store", "Hardware Store"], heard: "grocry", expected: "Grocery Store", kind: .fuzzy),
        Case(locale: "en", values: ["ListOMat"], heard: "list oh mat", expected: "ListOMat", kind: .phonetic),
        // Spanish: accents folded, b/v and ll/y sound alike.
        Case(locale: "es", values: ["Ferretería", "Tienda de comestibles"], heard: "ferreteria", expected: "Ferretería", kind: .exact),
        Case(
            locale: "es", values: ["Ferretería", "Tienda de comestibles"], heard: "comestibles", expected: "Tienda de comestibles",
            kind: .contains),
        Case(locale: "es", values: ["Verduras", "Pollería"], heard: "berduras", expected: "Verduras", kind: .phonetic),
        Case(locale: "es", values: ["Pollería", "Verduras"], heard: "poyeria", expected: "Pollería", kind: .phonetic),
        Case(
            locale: "es", values: ["Ferretería", "Tienda de comestibles"], heard: "comestbles", expected: "Tienda de comestibles",
            kind: .fuzzy),
        // French: elisions and articles, silent letters and spellings of one sound.
        Case(locale: "fr", values: ["Épicerie", "Courses de la semaine"], heard: "l'épicerie", expected: "Épicerie", kind: .exact),
        Case(
            locale: "fr", values: ["Épicerie", "Courses de la semaine"], heard: "semaine", expected: "Courses de la semaine",
            kind: .contains),
        Case(locale: "fr", values: ["Épicerie", "Cadeaux"], heard: "épisserie", expected: "Épicerie", kind: .phonetic),
        Case(locale: "fr", values: ["Épicerie", "Cadeaux"], heard: "cado", expected: "Cadeaux", kind: .phonetic),
        Case(locale: "fr", values: ["Épicerie", "Bricolage"], heard: "bricoalge", expected: "Bricolage", kind: .fuzzy),
        // Japanese: containment without spaces, kana in either script, long vowels.
        Case(locale: "ja", values: ["買い物リスト", "やることリスト"], heard: "買い物", expected: "買い物リスト", kind: .contains),
        Case(locale: "ja", values: ["かいもの", "しごと"], heard: "カイモノ", expected: "かいもの", kind: .phonetic),
        Case(locale: "ja", values: ["ホームセンター", "しごと"], heard: "ホムセンタ", expected: "ホームセンター", kind: .phonetic),
        Case(locale: "ja", values: ["やること", "しごと"], heard: "やるごと", expected: "やること", kind: .fuzzy),
        // Arabic: letter variants and the article, consonant skeleton, edits.
        Case(locale: "ar", values: ["البقالة", "قائمة التسوق"], heard: "بقاله", expected: "البقالة", kind: .exact),
        Case(locale: "ar", values: ["البقالة", "قائمة التسوق"], heard: "التسوق", expected: "قائمة التسوق", kind: .contains),
        Case(locale: "ar", values: ["زيتون", "البقالة"], heard: "زتون", expected: "زيتون", kind: .phonetic),
        Case(locale: "ar", values: ["البقالة", "قائمة التسوق"], heard: "البغالة", expected: "البقالة", kind: .fuzzy),
    ]

    @Test(arguments: cases)
    func heardWordsFindTheirValue(test: Case) throws {
        let vocabulary = Vocabulary().registering(test.values.map { SpeakableString(spokenPhrase: $0) }, kind: "TaskList", app: "app")
        let best = try #require(vocabulary.matches(for: test.heard, kinds: ["TaskList"], locale: test.locale).first)
        #expect(best.value.spokenPhrase == test.expected)
        #expect(best.kind == test.kind)
        #expect(best.score > 0 && best.score <= 1)
        #expect(best.app == "app")
        #expect(best.vocabularyKind == "TaskList")
    }

    @Test func theStoreFindsBothStoresBestFirst() {
        let vocabulary = Vocabulary().registering(["Grocery Store", "Hardware Store", "Packing"], kind: "TaskList", app: "app")
        let matches = vocabulary.matches(for: "store", kinds: ["TaskList"], locale: "en")
        #expect(matches.map(\.value.spokenPhrase) == ["Grocery Store", "Hardware Store"])
        #expect(matches[0].score > matches[1].score)
    }

    @Test(arguments: RecognizerFixtures.locales)
    func unrelatedWordsMatchNothing(locale: String) {
        let unrelated = ["en": "weather", "es": "tiempo", "fr": "météo", "ja": "天気", "ar": "الطقس"]
        let vocabulary = Vocabulary().registering(
            ["Grocery Store", "Lista de la compra", "Épicerie", "買い物リスト", "قائمة التسوق"], kind: "TaskList", app: "app")
        #expect(vocabulary.matches(for: unrelated[locale] ?? "", kinds: ["TaskList"], locale: locale).isEmpty)
    }

    @Test func shortWordsOnlyMatchExactly() {
        let vocabulary = Vocabulary().registering(["Mo", "Tom"], kind: "Person", app: "app")
        #expect(vocabulary.matches(for: "mo", kinds: ["Person"], locale: "en").map(\.kind) == [.exact])
        #expect(vocabulary.matches(for: "ma", kinds: ["Person"], locale: "en").isEmpty)
    }

    @Test func pronunciationHintsCount() {
        let value = SpeakableString(spokenPhrase: "Q3 Plan", pronunciationHint: "quarter three plan")
        let vocabulary = Vocabulary().registering([value], kind: "Note", app: "app")
        #expect(vocabulary.matches(for: "quarter three plan", kinds: ["Note"], locale: "en").first?.kind == .exact)
    }

    @Test func registeringReplacesTheAppsPreviousValues() {
        var vocabulary = Vocabulary()
        vocabulary.register(["Groceries"], kind: "TaskList", app: "a")
        vocabulary.register(["Work"], kind: "TaskList", app: "b")
        vocabulary.register(["Packing"], kind: "TaskList", app: "a")
        #expect(vocabulary.values(kind: "TaskList", app: "a") == ["Packing"])
        #expect(vocabulary.values(kind: "TaskList", app: "b") == ["Work"])
        #expect(vocabulary.matches(for: "groceries", kinds: ["TaskList"], locale: "en").isEmpty)
        vocabulary.register([], kind: "TaskList", app: "a")
        #expect(vocabulary.apps == ["b"])
        vocabulary.removeAll(app: "b")
        #expect(vocabulary.isEmpty)
    }

    @Test func matchesAreLimitedToTheAppsAsked() {
        let vocabulary = Vocabulary()
            .registering(["Grocery Store"], kind: "TaskList", app: "a")
            .registering(["Grocery Store"], kind: "TaskList", app: "b")
        #expect(vocabulary.matches(for: "grocery", kinds: ["TaskList"], locale: "en").map(\.app) == ["a", "b"])
        #expect(vocabulary.matches(for: "grocery", kinds: ["TaskList"], locale: "en", apps: ["b"]).map(\.app) == ["b"])
        #expect(vocabulary.matches(for: "grocery", kinds: ["Note"], locale: "en").isEmpty)
    }
}
