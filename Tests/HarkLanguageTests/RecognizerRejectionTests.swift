import Hark
import HarkDefinition
import Testing

@testable import HarkLanguage

/// Text no sentence matches gives no candidate, never a wrong intent; two intents that match
/// equally well are reported as a tie.
struct RecognizerRejectionTests {
    static let unrelated = [
        ("en", "what's the weather in Paris"),
        ("en", "play some jazz in the kitchen"),
        ("es", "¿qué tiempo hace en París?"),
        ("es", "pon música en la cocina"),
        ("fr", "quel temps fait-il à Paris ?"),
        ("fr", "allume la lumière de la cuisine"),
        ("ja", "パリの天気はどう？"),
        ("ja", "台所の電気をつけて"),
        ("ar", "كيف الطقس في باريس؟"),
        ("ar", "شغل الضوء في المطبخ"),
    ]

    @Test(arguments: unrelated)
    func unrelatedTextHasNoCandidate(locale: String, text: String) throws {
        let recognition = try RecognizerFixtures.recognizer.recognize(text, locale: locale)
        #expect(recognition.candidates.isEmpty)
        #expect(!recognition.isTie)
        #expect(!recognition.nearMisses.isEmpty)
        #expect(recognition.nearMisses.count <= 3)
        // The assistant asks for none: it never shows them, and finding them runs every sentence.
        let unasked = try RecognizerFixtures.recognizer.recognize(text, locale: locale, nearMisses: 0)
        #expect(unasked.candidates.isEmpty)
        #expect(unasked.nearMisses.isEmpty)
        #expect(try RecognizerFixtures.recognizer.recognize(text, locale: locale, nearMisses: 1).nearMisses.count == 1)
    }

    @Test(arguments: RecognizerFixtures.locales)
    func emptyTextHasNoCandidate(locale: String) throws {
        for text in ["", " ", "\n\t", "?!", "ListOMat", "In ListOMat,"] {
            #expect(try RecognizerFixtures.recognizer.recognize(text, locale: locale).candidates.isEmpty)
        }
    }

    /// Two intents of one file with the same sentences, in every language.
    static let twins: DefinitionFile = {
        let yaml = """
            locales: [en, es, fr, ja, ar]
            intents:
              PlaySong:
                parameters:
                  title: {type: String}
                sentences:
                  en: ["play {title}"]
                  es: ["reproduce {title}"]
                  fr: ["joue {title}"]
                  ja: ["{title}を再生して"]
                  ar: ["شغل {title}"]
              PlayVideo:
                parameters:
                  title: {type: String}
                sentences:
                  en: ["play {title}", "watch {title}"]
                  es: ["reproduce {title}", "mira {title}"]
                  fr: ["joue {title}", "regarde {title}"]
                  ja: ["{title}を再生して", "{title}を見る"]
                  ar: ["شغل {title}", "شاهد {title}"]
            """
        do {
            return try DefinitionFile(parsing: yaml, path: "Twins.intents.yaml")
        } catch {
            fatalError("\(error)")
        }
    }()

    static let ties = [
        ("en", "play Blue Train", "watch Blue Train"),
        ("es", "reproduce Blue Train", "mira Blue Train"),
        ("fr", "joue Blue Train", "regarde Blue Train"),
        ("ja", "ブルートレインを再生して", "ブルートレインを見る"),
        ("ar", "شغل القطار الأزرق", "شاهد القطار الأزرق"),
    ]

    @Test(arguments: ties)
    func twoIntentsMatchingEquallyAreATie(locale: String, tied: String, clear: String) throws {
        let recognizer = try Recognizer(definitions: [Self.twins], apps: [])
        let tie = try recognizer.recognize(tied, locale: locale)
        #expect(tie.isTie)
        #expect(Set(tie.candidates.prefix(2).map(\.intent)) == ["PlaySong", "PlayVideo"])
        #expect(tie.candidates.allSatisfy { $0.app == nil && $0.apps.isEmpty })

        let noTie = try recognizer.recognize(clear, locale: locale)
        #expect(!noTie.isTie)
        #expect(noTie.candidates.map(\.intent) == ["PlayVideo"])
    }

    @Test(arguments: RecognizerTests.seedRequests)
    func seedRequestsAreNoTie(request: RecognizerTests.Request) throws {
        #expect(try !RecognizerFixtures.recognizer.recognize(request.text, locale: request.locale).isTie)
    }
}
