import Hark
import HarkDefinition
import Testing

@testable import HarkLanguage

/// Nothing a user could type crashes or hangs the recognizer; whatever it reads from it is a
/// reading its apps can take, and the same text always gives the same answer.
struct RecognizerRobustnessTests {
    static let manifests = [RecognizerFixtures.listOMat, RecognizerFixtures.notely]

    /// What holds of any recognition, whatever the text: every candidate is an intent of the
    /// definition, offered to apps that handle it (the one chosen among them), and a candidate
    /// whose app was named has that app.
    static func expectWellFormed(_ recognition: Recognition, text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let intents = Set(RecognizerFixtures.listsAndNotes.intents.map(\.name))
        for candidate in recognition.candidates {
            #expect(
                intents.contains(candidate.intent), "\(text.debugDescription): unknown intent \(candidate.intent)",
                sourceLocation: sourceLocation)
            #expect(
                !candidate.apps.isEmpty, "\(text.debugDescription): \(candidate.intent) offered to no app", sourceLocation: sourceLocation)
            for app in candidate.apps {
                let manifest = manifests.first { $0.identifier == app }
                #expect(
                    manifest?.supportedIntents.contains(candidate.intent) == true,
                    "\(text.debugDescription): \(candidate.intent) offered to \(app), which does not handle it",
                    sourceLocation: sourceLocation)
            }
            if let app = candidate.app {
                #expect(
                    candidate.apps.contains(app), "\(text.debugDescription): chose \(app) outside \(candidate.apps)",
                    sourceLocation: sourceLocation)
            }
            if candidate.appWasNamed {
                #expect(
                    candidate.app == recognition.namedApp, "\(text.debugDescription): a named app was not chosen",
                    sourceLocation: sourceLocation)
            }
        }
    }
    /// Characters that stress normalization and matching: every script we read, combining marks,
    /// bidi and zero-width controls, emoji, punctuation, digits of three systems, template syntax.
    static let alphabet = Array(
        "abcxyz ABC éçñœß 0123 ٠١٢ ０１ ,.;:!?¿¡'\"`´’-–—_/\\()[]{}<>|&%@#*~ "
            + "あいうアイウｱｲｳ漢字ー〜、。「」 اأإآلةىيوالب،؛؟ ً ٌ ـ "
            + "\u{200B}\u{200E}\u{200F}\u{202E}\u{FEFF}\u{0301}\u{0308}\u{0000}\t\n👍🏽🇫🇷"
    )

    @Test(arguments: RecognizerFixtures.locales)
    func randomTextNeverCrashes(locale: String) throws {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let length = Int.random(in: 0...80, using: &generator)
            let text = String((0..<length).compactMap { _ in Self.alphabet.randomElement(using: &generator) })
            let first = try RecognizerFixtures.recognizer.recognize(text, locale: locale)
            Self.expectWellFormed(first, text: text)
            #expect(try RecognizerFixtures.recognizer.recognize(text, locale: locale) == first)
        }
    }

    @Test(arguments: RecognizerFixtures.locales)
    func randomWordsOfTheTemplatesNeverCrash(locale: String) throws {
        // Every language's template words, and more of the locale's own, so that some orders make requests.
        let mixed = [
            "add", "to", "list", "the", "and", "de", "la", "lista", "à", "liste", "リスト", "に", "を",
            "追加して", "إلى", "قائمة", "و", "ListOMat", "in", "en", "dans", "で", "في", ",", "mark", "as", "done",
        ]
        let own: [String: [String]] = [
            "en": ["add", "milk", "to", "the", "grocery", "list", "show"],
            "es": ["añade", "leche", "a", "la", "lista", "de", "compras", "muestra"],
            "fr": ["ajoute", "du", "lait", "à", "la", "liste", "de", "courses", "affiche"],
            "ja": ["買い物", "リスト", "に", "牛乳", "を", "追加して", "見せて"],
            "ar": ["أضف", "حليب", "إلى", "قائمة", "التسوق", "اعرض"],
        ]
        let words = mixed + Array(repeating: own[locale, default: []], count: 3).flatMap { $0 }
        var generator = SplitMix64(seed: 7)
        var recognized = 0
        for _ in 0..<300 {
            let count = Int.random(in: 1...20, using: &generator)
            let text = (0..<count).compactMap { _ in words.randomElement(using: &generator) }.joined(separator: " ")
            let recognition = try RecognizerFixtures.recognizer.recognize(text, locale: locale)
            Self.expectWellFormed(recognition, text: text)
            recognized += recognition.candidates.isEmpty ? 0 : 1
        }
        // Template words in random order still make requests now and then: the check above saw readings.
        #expect(recognized > 0)
    }

    @Test(arguments: RecognizerFixtures.locales)
    func hugeInputIsAnsweredWithoutCandidates(locale: String) throws {
        let huge = String(repeating: "add rice, onions and olives to the grocery list ", count: 2_000)
        #expect(try RecognizerFixtures.recognizer.recognize(huge, locale: locale).candidates.isEmpty)
        let longButAllowed = "add " + String(repeating: "rice, ", count: 150) + "olives to the grocery list"
        #expect(longButAllowed.count <= Recognizer.maximumInputLength)
        let recognition = try RecognizerFixtures.recognizer.recognize(longButAllowed, locale: "en")
        #expect(recognition.best?.intent == "AddTasks")
        #expect(recognition.best?.parameters["taskTitles"]?.value.listElements.count == 151)
    }

    @Test func longItemListsAreSplit() throws {
        let items = (1...40).map { "item\($0)" }
        let text = "add " + items.dropLast().joined(separator: ", ") + " and item40 to the grocery list"
        let best = try #require(try RecognizerFixtures.recognizer.recognize(text, locale: "en").best)
        #expect(best.parameters["taskTitles"]?.value.listElements.count == 40)
    }
}
