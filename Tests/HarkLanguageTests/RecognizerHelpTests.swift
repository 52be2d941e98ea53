import Hark
import Testing

@testable import HarkLanguage

/// "What can List-o-Mat do?" and "what can you do?" are the assistant's own questions, in every
/// language: recognized as a ``HelpRequest``, never as an app's intent.
struct RecognizerHelpTests {
    struct Said: Sendable, CustomTestStringConvertible {
        var locale: String
        var text: String
        var testDescription: String { "\(locale): \(text)" }
    }

    static let aboutListOMat: [Said] = [
        Said(locale: "en", text: "what can List-o-Mat do?"),
        Said(locale: "en", text: "What can I say to ListOMat?"),
        Said(locale: "en", text: "help with List-o-Mat"),
        Said(locale: "en", text: "how do I use ListOMat"),
        Said(locale: "en", text: "what can I ask list oh mat"),
        Said(locale: "en", text: "In ListOMat, what can I say?"),
        Said(locale: "es", text: "¿qué puede hacer ListOMat?"),
        Said(locale: "es", text: "¿Qué puedo decirle a ListOMat?"),
        Said(locale: "es", text: "cómo uso List-o-Mat"),
        Said(locale: "es", text: "ayuda con ListOMat"),
        Said(locale: "fr", text: "que peut faire ListOMat ?"),
        Said(locale: "fr", text: "Comment utiliser ListOMat ?"),
        Said(locale: "fr", text: "qu'est-ce que je peux demander à List-o-Mat"),
        Said(locale: "fr", text: "aide pour ListOMat"),
        Said(locale: "ja", text: "ListOMatで何ができる？"),
        Said(locale: "ja", text: "ListOMatの使い方"),
        Said(locale: "ja", text: "List-o-Matに何を言えばいい？"),
        Said(locale: "ja", text: "ListOMatはどうやって使うの"),
        Said(locale: "ar", text: "ماذا يستطيع ListOMat أن يفعل؟"),
        Said(locale: "ar", text: "كيف أستخدم ListOMat"),
        Said(locale: "ar", text: "ماذا يمكنني أن أقول ل ListOMat"),
        Said(locale: "ar", text: "مساعدة في List-o-Mat"),
    ]

    @Test("asking what an app can do names the app, by any of its names", arguments: aboutListOMat)
    func aboutAnApp(_ said: Said) throws {
        let recognition = try RecognizerFixtures.recognizer.recognize(said.text, locale: said.locale)
        #expect(recognition.help == HelpRequest(app: RecognizerFixtures.listOMatID))
        #expect(recognition.candidates.isEmpty, "a question for the assistant, not a request for an app")
    }

    @Test("the other installed app is named just as well", arguments: RecognizerFixtures.locales)
    func aboutNotely(_ locale: String) throws {
        let text = [
            "en": "what can Notely do", "es": "qué puede hacer Notely", "fr": "que peut faire Notely",
            "ja": "Notelyで何ができる", "ar": "ماذا يستطيع Notely أن يفعل",
        ][locale]!
        let recognition = try RecognizerFixtures.recognizer.recognize(text, locale: locale)
        #expect(recognition.help == HelpRequest(app: RecognizerFixtures.notelyID))
    }

    @Test("asking what the assistant can do names no app", arguments: RecognizerFixtures.locales)
    func aboutTheAssistant(_ locale: String) throws {
        let texts = [
            "en": ["what can you do?", "help"], "es": ["¿qué puedes hacer?", "ayuda"],
            "fr": ["que peux-tu faire ?", "aide-moi"], "ja": ["何ができる？", "ヘルプ"], "ar": ["ماذا تستطيع أن تفعل؟", "مساعدة"],
        ][locale]!
        for text in texts {
            let recognition = try RecognizerFixtures.recognizer.recognize(text, locale: locale)
            #expect(recognition.help == HelpRequest(), "\(text)")
        }
    }

    @Test("an app that is not installed is not asked about, and requests stay requests", arguments: RecognizerFixtures.locales)
    func notHelp(_ locale: String) throws {
        let texts = [
            "en": ["what can Pizzabot do", "add help to my grocery list"],
            "es": ["qué puede hacer Pizzabot", "añade ayuda a mi lista de compras"],
            "fr": ["que peut faire Pizzabot", "ajoute aide à ma liste de courses"],
            "ja": ["Pizzabotで何ができる", "買い物リストにヘルプを追加して"],
            "ar": ["ماذا يستطيع Pizzabot أن يفعل", "أضف مساعدة إلى قائمة التسوق"],
        ][locale]!
        let unknown = try RecognizerFixtures.recognizer.recognize(texts[0], locale: locale)
        #expect(unknown.help == nil)
        let request = try RecognizerFixtures.recognizer.recognize(texts[1], locale: locale)
        #expect(request.help == nil)
        #expect(request.best?.intent == "AddTasks")
    }
}
