import Foundation
import Hark
import HarkDefinition
import Testing

@testable import HarkLanguage

/// The trained layer over Lists & Notes: requests no template matches understood, requests for
/// other things declined, templates never overridden, in every language.
@Suite("The trained understanding layer")
struct TrainedLayerTests {
    /// Lists & Notes learned in the five languages, once for the suite.
    static let models: [TrainedModel] = RecognizerFixtures.locales.map { language in
        TrainedModel.train(file: RecognizerFixtures.listsAndNotes, language: language)
    }

    static let recognizer = RecognizerFixtures.recognizer.using(models)

    /// Requests no Lists & Notes template matches, with the intent and the parameters they ask for.
    static let unmatched: [(locale: String, text: String, intent: String, parameters: [String: String])] = [
        ("en", "which lists are there at the moment", "SearchForNotebookItems", ["itemType": "taskList"]),
        ("en", "could you tell me everything that is on the hardware list", "SearchForNotebookItems", ["title": "hardware"]),
        ("es", "empieza una lista nueva que se llame vacaciones", "CreateTaskList", ["title": "vacaciones"]),
        ("es", "cuéntame todo lo que hay en la lista de la ferretería", "SearchForNotebookItems", ["title": "ferretería"]),
        ("fr", "raconte-moi tout ce qu'il y a sur la liste du bricolage", "SearchForNotebookItems", ["title": "bricolage"]),
        ("ja", "休暇という新しいリストを始めて", "CreateTaskList", ["title": "休暇"]),
        ("ja", "買い物リストに牛乳と卵を入れといて", "AddTasks", ["targetTaskList": "買い物", "taskTitles": "牛乳|卵"]),
        ("ar", "قل لي كل ما في قائمة العدة", "SearchForNotebookItems", ["title": "العدة"]),
    ]

    @Test("a request no template matches is understood by the trained layer, its parameters tagged", arguments: unmatched.indices)
    func unmatchedRequest(index: Int) throws {
        let request = Self.unmatched[index]
        #expect(try RecognizerFixtures.recognizer.recognize(request.text, locale: request.locale).candidates.isEmpty)

        let recognition = try Self.recognizer.recognize(request.text, locale: request.locale)
        let best = try #require(recognition.best, "\(request.text)")
        #expect(best.intent == request.intent)
        #expect(best.layer == .trained)
        #expect(try #require(best.confidence) >= TrainedModel.defaultThreshold)
        #expect(best.reason.hasPrefix("trained layer: \(request.intent) "))
        #expect(best.template == "")
        for (name, said) in request.parameters {
            #expect(RecognizerFixtures.said(best.parameters[name]?.value) == said, "\(name) of \(request.text)")
        }
    }

    /// Requests for things no app here does, none of them among the sentences learned from.
    static let outOfDomain: [(locale: String, text: String)] = [
        ("en", "how tall is the eiffel tower"), ("en", "what's the forecast for tomorrow"),
        ("es", "pon la alarma a las siete"), ("es", "cuánto mide la torre eiffel"),
        ("fr", "réveille-moi à sept heures"), ("fr", "quel temps fera-t-il demain à Lyon"),
        ("ja", "エッフェル塔の高さは"), ("ja", "七時にアラームをセットして"),
        ("ar", "كم طول برج إيفل"), ("ar", "اضبط المنبه على الساعة السابعة"),
    ]

    @Test("a request for something else is declined, not guessed", arguments: outOfDomain.indices)
    func outOfDomainRequest(index: Int) throws {
        let request = Self.outOfDomain[index]
        #expect(!OutOfDomainSentences.sentences(language: request.locale).contains(request.text))
        let recognition = try Self.recognizer.recognize(request.text, locale: request.locale)
        #expect(recognition.candidates.isEmpty, "\(request.text): \(recognition.best?.reason ?? "")")
    }

    @Test("a template's match is never replaced by the trained layer", arguments: RecognizerFixtures.locales)
    func templatesFirst(locale: String) throws {
        let request = [
            "en": "add milk to the grocery list", "es": "añade leche a la lista de la compra", "fr": "ajoute du lait à la liste de courses",
            "ja": "買い物リストに牛乳を追加して", "ar": "أضف الحليب إلى قائمة التسوق",
        ][locale]!
        let best = try #require(try Self.recognizer.recognize(request, locale: locale).best)
        #expect(best.layer == .templates)
        #expect(best.confidence == nil)
        #expect(best.intent == "AddTasks")
    }

    @Test("text with no words, and a language with no model, give no candidate from the trained layer")
    func nothingToRead() throws {
        #expect(try Self.recognizer.recognize("?!", locale: "en").candidates.isEmpty)
        let englishOnly = RecognizerFixtures.recognizer.using(Self.models.filter { $0.language == "en" })
        #expect(englishOnly.trainedLanguages == ["en"])
        #expect(try englishOnly.recognize("empieza una lista nueva que se llame vacaciones", locale: "es").candidates.isEmpty)
    }

    @Test("when the user names an app, only the intents it handles are read")
    func namedApp() throws {
        // Notely handles notes and searches, not new lists: as with a template, no other app is offered.
        let recognition = try Self.recognizer.recognize("In Notely, start a fresh list named holidays", locale: "en")
        #expect(recognition.candidates.isEmpty)
        #expect(recognition.namedApp == RecognizerFixtures.notelyID)
        let listOMat = try Self.recognizer.recognize("In ListOMat, start a fresh list named holidays", locale: "en")
        #expect(listOMat.best?.intent == "CreateTaskList")
        #expect(listOMat.best?.app == RecognizerFixtures.listOMatID)
        #expect(listOMat.best?.appWasNamed == true)
    }

    @Test("a model learned from another text of its definition file is not used")
    func outdatedModel() throws {
        var changed = RecognizerFixtures.listsAndNotes
        changed.source += "\n# changed\n"
        let recognizer = try Recognizer(definitions: [changed], apps: [RecognizerFixtures.listOMat]).using(Self.models)
        #expect(recognizer.trainedLanguages.isEmpty)
        #expect(TrainedModel.fingerprint(of: changed) != TrainedModel.fingerprint(of: RecognizerFixtures.listsAndNotes))
    }

    @Test("a saved model reads back the same, and damaged bytes are an error that names the file and says what to do")
    func savedModel() throws {
        let model = try #require(Self.models.first { $0.language == "fr" })
        let bytes = model.serialized()
        #expect(try TrainedModel(serialized: bytes, path: "ListsAndNotes.fr.model") == model)

        for damaged in [Array(bytes.prefix(bytes.count / 2)), Array(bytes.dropFirst(3)), bytes + [0], []] {
            #expect {
                _ = try TrainedModel(serialized: damaged, path: "models/ListsAndNotes.fr.model")
            } throws: { error in
                let error = error as? LanguageError
                return error?.code == .invalidModel && error?.path == "models/ListsAndNotes.fr.model"
                    && error?.message.contains("run `hark train`") == true
            }
        }
    }

    @Test("the tokens keep the words as written, and Japanese is read character by character with Latin runs kept whole")
    func tokens() {
        let english = LearningTokens("Add Crème-fraîche, eggs!", normalizer: TextNormalizer(language: "en"))
        #expect(english.tokens.map(\.normalized) == ["add", "creme", "fraiche", "eggs"])
        #expect(english.text(of: 1..<3) == "Crème-fraîche")
        let japanese = LearningTokens("USDは2000円", normalizer: TextNormalizer(language: "ja"))
        #expect(japanese.tokens.map(\.normalized) == ["usd", "は", "2000", "円"])
    }

    @Test("liblinear learns two classes apart, and a class no example has is never likely")
    func linearModel() {
        func example(_ words: [String], _ label: Int) -> LinearModel.Example {
            LinearModel.Example(features: FeatureHash.normalized(words.map { FeatureHash.hash(.word, $0) }), label: label)
        }
        let examples = (0..<20).flatMap { _ in
            [example(["red", "apple"], 0), example(["red", "cherry"], 0), example(["blue", "sky"], 1), example(["blue", "sea"], 1)]
        }
        let model = LinearModel.train(examples, classCount: 3)
        let red = model.probabilities(FeatureHash.normalized([FeatureHash.hash(.word, "red")]))
        let blue = model.probabilities(FeatureHash.normalized([FeatureHash.hash(.word, "blue")]))
        #expect(red[0] > 0.7 && red[0] > red[1])
        #expect(blue[1] > 0.7 && blue[1] > blue[0])
        #expect(red[2] < 0.01 && blue[2] < 0.01)
        #expect(abs(red.reduce(0, +) - 1) < 1e-9)
    }
}
