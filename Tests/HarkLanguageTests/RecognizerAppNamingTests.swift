import Hark
import Testing

@testable import HarkLanguage

/// Naming the app at the start or the end of a request, by any of its names, in every language;
/// and choosing the app when the request names none.
struct RecognizerAppNamingTests {
    struct Named: Sendable, CustomTestStringConvertible {
        var locale: String
        var text: String
        var title: String
        var testDescription: String { "\(locale): \(text)" }
    }

    static let namedRequests: [Named] = [
        // Display name, alternative name, pronunciation; any case, hyphens and spaces.
        Named(locale: "en", text: "In ListOMat, show my grocery list", title: "grocery"),
        Named(locale: "en", text: "In List-o-Mat show my grocery list", title: "grocery"),
        Named(locale: "en", text: "using list oh mat, show my grocery list", title: "grocery"),
        Named(locale: "en", text: "show my grocery list in List-o-Mat", title: "grocery"),
        Named(locale: "en", text: "show my grocery list using LISTOMAT", title: "grocery"),
        Named(locale: "en", text: "show my grocery list with list o mat.", title: "grocery"),
        Named(locale: "es", text: "En ListOMat, muestra mi lista de compras", title: "compras"),
        Named(locale: "es", text: "Con List-o-Mat muestra mi lista de compras", title: "compras"),
        Named(locale: "es", text: "muestra mi lista de compras con ListOMat", title: "compras"),
        Named(locale: "es", text: "muestra mi lista de compras usando list oh mat", title: "compras"),
        Named(locale: "fr", text: "Dans List-o-Mat, affiche ma liste de courses", title: "courses"),
        Named(locale: "fr", text: "Avec listomat, affiche ma liste de courses", title: "courses"),
        Named(locale: "fr", text: "affiche ma liste de courses dans ListOMat", title: "courses"),
        Named(locale: "fr", text: "affiche ma liste de courses avec list o mat", title: "courses"),
        Named(locale: "ja", text: "ListOMatで買い物リストを見せて", title: "買い物"),
        Named(locale: "ja", text: "List-o-Matで買い物リストを見せて", title: "買い物"),
        Named(locale: "ja", text: "買い物リストを見せて、ListOMatで", title: "買い物"),
        Named(locale: "ja", text: "買い物リストをリストオーマットで見せて", title: "買い物"),
        Named(locale: "ar", text: "في ListOMat، اعرض قائمة التسوق", title: "التسوق"),
        Named(locale: "ar", text: "باستخدام List-o-Mat اعرض قائمة التسوق", title: "التسوق"),
        Named(locale: "ar", text: "اعرض قائمة التسوق في ListOMat", title: "التسوق"),
        Named(locale: "ar", text: "اعرض قائمة التسوق باستخدام ليست أو مات", title: "التسوق"),
    ]

    /// List-o-Mat with a Japanese and an Arabic name besides its own.
    static let recognizer: Recognizer = {
        var listOMat = RecognizerFixtures.listOMat
        listOMat.alternativeNames += [.init(name: "リストオーマット"), .init(name: "ليست أو مات")]
        do {
            return try Recognizer(definitions: [RecognizerFixtures.listsAndNotes], apps: [listOMat, RecognizerFixtures.notely])
        } catch {
            fatalError("\(error)")
        }
    }()

    @Test(arguments: namedRequests)
    func namedAppIsFoundAndSetAside(request: Named) throws {
        let recognition = try Self.recognizer.recognize(request.text, locale: request.locale)
        let best = try #require(recognition.best)
        #expect(best.intent == "SearchForNotebookItems")
        #expect(best.app == RecognizerFixtures.listOMatID)
        #expect(best.appWasNamed)
        #expect(recognition.namedApp == RecognizerFixtures.listOMatID)
        #expect(best.parameters["title"]?.heard == request.title)
    }

    static let unnamedAddTasks = [
        ("en", "add milk to my grocery list"),
        ("es", "añade leche a mi lista de compras"),
        ("fr", "ajoute du lait à ma liste de courses"),
        ("ja", "買い物リストに牛乳を追加して"),
        ("ar", "أضف الحليب إلى قائمة التسوق"),
    ]

    @Test(arguments: unnamedAddTasks)
    func theOnlyAppThatHandlesTheIntentIsChosen(locale: String, text: String) throws {
        let best = try #require(try RecognizerFixtures.recognizer.recognize(text, locale: locale).best)
        #expect(best.intent == "AddTasks")
        #expect(best.app == RecognizerFixtures.listOMatID)
        #expect(best.apps == [RecognizerFixtures.listOMatID])
        #expect(!best.appWasNamed)
    }

    static let unnamedSearches = [
        ("en", "show my ideas note"),
        ("es", "muestra mi nota de ideas"),
        ("fr", "affiche ma note idées"),
        ("ja", "アイデアメモを見せて"),
        ("ar", "اعرض ملاحظة الأفكار"),
    ]

    @Test(arguments: unnamedSearches)
    func severalAppsAreListedForTheDialogToAsk(locale: String, text: String) throws {
        let recognition = try RecognizerFixtures.recognizer.recognize(text, locale: locale)
        let best = try #require(recognition.best)
        #expect(best.intent == "SearchForNotebookItems")
        #expect(best.parameters["itemType"]?.value == .enumeration("note"))
        #expect(best.app == nil)
        #expect(best.apps == [RecognizerFixtures.listOMatID, RecognizerFixtures.notelyID])
        #expect(recognition.namedApp == nil)
    }

    static let notelyCannotAddTasks = [
        ("en", "In Notely, add milk to the grocery list"),
        ("es", "En Notely, añade leche a la lista de compras"),
        ("fr", "Dans Notely, ajoute du lait à la liste de courses"),
        ("ja", "Notelyで買い物リストに牛乳を追加して"),
        ("ar", "في Notely، أضف الحليب إلى قائمة التسوق"),
    ]

    @Test(arguments: notelyCannotAddTasks)
    func aNamedAppThatCannotDoItGivesNoCandidate(locale: String, text: String) throws {
        let recognition = try RecognizerFixtures.recognizer.recognize(text, locale: locale)
        #expect(recognition.candidates.isEmpty)
        #expect(recognition.namedApp == RecognizerFixtures.notelyID)
    }

    /// Spaces, punctuation and control characters beside a name add nothing to it: they are
    /// looked past once, not tried as a naming at every one of them (which made a request of a
    /// name and a few hundred spaces take milliseconds, found by the fuzzer in Japanese).
    @Test(arguments: [
        ("en", "In ListOMat," + String(repeating: " ", count: 300) + "show my grocery list"),
        ("en", "show my grocery list" + String(repeating: "!", count: 300) + " in ListOMat"),
        ("es", "En ListOMat" + String(repeating: "\u{0B}", count: 300) + " muestra mi lista de compras"),
        ("ja", "ListOMatで" + String(repeating: "\u{0}", count: 150) + "買い物リストを見せて"),
        ("ja", "ListOMatで" + String(repeating: "~〜～", count: 100) + "買い物リストを見せて"),
        ("ar", "في ListOMat،" + String(repeating: " ", count: 300) + "اعرض قائمة التسوق"),
    ])
    func charactersBesideANameAreLookedPastOnce(locale: String, text: String) throws {
        let mentions = AppNameDetector(apps: [RecognizerFixtures.listOMat]).mentions(in: text, language: locale)
        #expect(mentions.first?.app == RecognizerFixtures.listOMatID)
        #expect(mentions.count <= 3, "\(mentions.count) namings")
        let best = try #require(try Self.recognizer.recognize(text, locale: locale).best)
        #expect(best.intent == "SearchForNotebookItems")
        #expect(best.appWasNamed)
    }

    /// A remainder loses the spaces and separators at its ends, and only those, however long
    /// the text between them; it carries its normalized form, which every search of it reads.
    @Test(arguments: [
        ("en", "In ListOMat, \t show my grocery list ;", "show my grocery list"),
        ("es", "muestra — mi lista: de compras, con ListOMat", "muestra — mi lista: de compras"),
        ("fr", "Dans ListOMat : affiche ma liste « courses » –", "affiche ma liste « courses »"),
        ("ja", "ListOMatで、　買い物リストを見せて👍🏽", "買い物リストを見せて👍🏽"),
        ("ar", "في ListOMat، اعرض قائمة التسوق؛", "اعرض قائمة التسوق"),
        ("ja", "ListOMatで" + String(repeating: "«\u{1}~", count: 200) + "\u{301}", String(repeating: "«\u{1}~", count: 200) + "\u{301}"),
    ])
    func remaindersAreTrimmedAtTheirEnds(locale: String, text: String, remainder: String) throws {
        let mentions = AppNameDetector(apps: [RecognizerFixtures.listOMat]).mentions(in: text, language: locale)
        let mention = try #require(mentions.first)
        #expect(mention.remainder == remainder)
        for mention in mentions {
            #expect(mention.normalizedRemainder == TextNormalizer(language: locale).normalize(mention.remainder))
        }
    }

    /// Trimming reads only the ends, and gives what dropping characters from each end gives,
    /// for texts whose ends are spaces, separators, combining marks and emoji.
    @Test func trimmingReadsOnlyTheEnds() {
        let pieces = [" ", "\t", "\n", "、", "，", "-", "—", ";", "؛", "a", "é", "e\u{301}", "👍🏽", "🇯🇵", "\u{0}", "«", "買"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let separators: Set<Character> = [",", "،", "、", ":", ";", "؛", "-", "—", "–", "，", "："]
            func isTrimmed(_ character: Character) -> Bool { character.isWhitespace || separators.contains(character) }
            let byCharacters = String(text.drop(while: isTrimmed).reversed().drop(while: isTrimmed).reversed())
            #expect(AppNameDetector.trimmed(text) == byCharacters, "\(text.debugDescription)")
        }
    }

    @Test func aNameInsideAWordIsNoName() throws {
        let detector = AppNameDetector(apps: [RecognizerFixtures.listOMat])
        #expect(detector.mentions(in: "show my listomatic list", language: "en").isEmpty)
        #expect(detector.mentions(in: "ListOMat", language: "en").isEmpty)
    }

    /// Names with accents, digits, punctuation and scripts of their own are found however the
    /// user writes them: without accents, in full-width letters, in other case, spaced.
    @Test(arguments: [
        ("en", "In cafe creme, show my grocery list", "com.example.cafe"),
        ("fr", "Dans ＣＡＦＥ ＣＲＥＭＥ, affiche ma liste de courses", "com.example.cafe"),
        ("es", "muestra mi lista de compras con Café-Crème", "com.example.cafe"),
        ("en", "show my grocery list using NOTES 2.0", "com.example.notes2"),
        ("en", "In notes 2.0 show my grocery list", "com.example.notes2"),
        ("ja", "メモ帳２で買い物リストを見せて", "com.example.notes2"),
        ("ar", "اعرض قائمة التسوق في مُفَكِّرَة", "com.example.notes2"),
    ])
    func namesAreFoundHoweverTheyAreWritten(locale: String, text: String, app: String) {
        let detector = AppNameDetector(apps: [
            AppManifest(identifier: "com.example.cafe", displayName: "Café Crème", supportedIntents: []),
            AppManifest(
                identifier: "com.example.notes2", displayName: "Notes 2.0",
                alternativeNames: [.init(name: "メモ帳2"), .init(name: "مفكرة")], supportedIntents: []
            ),
        ])
        let mentions = detector.mentions(in: text, language: locale)
        #expect(mentions.first?.app == app, "\(mentions)")
    }
}
