import Foundation
import Hark
import HarkDialog
import HarkLanguage
import Testing

/// "What can List-o-Mat do?" is answered by the assistant itself, with a few of the app's
/// examples in the user's language; an app without examples is described by its intents'
/// titles; "what can you do?" goes through every installed app.
@Suite("The dialog: what the user can say")
struct DialogHelpTests {
    static let examples: [AppManifest.Example] = [
        AppManifest.Example(
            intent: "SearchForNotebookItems",
            sentence: [
                "en": "show the grocery store list", "es": "muestra la lista de la tienda", "fr": "affiche la liste du magasin",
                "ja": "食料品店のリストを見せて", "ar": "اعرض قائمة متجر البقالة",
            ]),
        AppManifest.Example(
            intent: "AddTasks",
            sentence: [
                "en": "add milk to the grocery list", "es": "añade leche a la lista de la compra",
                "fr": "ajoute du lait à la liste de courses",
                "ja": "買い物リストに牛乳を追加して", "ar": "أضف حليب إلى قائمة التسوق",
            ]),
        AppManifest.Example(
            intent: "CreateTaskList",
            sentence: [
                "en": "create a list called Camping", "es": "crea una lista llamada Camping", "fr": "crée une liste appelée Camping",
                "ja": "キャンプという名前のリストを作って", "ar": "أنشئ قائمة باسم تخييم",
            ]),
        AppManifest.Example(
            intent: "DeleteTasks",
            sentence: [
                "en": "delete bread from the grocery list", "es": "borra el pan de la lista de la compra",
                "fr": "supprime le pain de la liste de courses", "ja": "買い物リストからパンを削除して", "ar": "احذف الخبز من قائمة التسوق",
            ]),
    ]

    static func harness(locale: String, apps: [AppManifest]? = nil) -> DialogHarness {
        var listOMat = DialogHarness.listOMat
        listOMat.examples = examples
        var harness = DialogHarness(locale: locale)
        harness.machine = DialogMachine(
            catalog: DialogCatalog(definitions: [DialogHarness.listsAndNotes], apps: apps ?? [listOMat, DialogHarness.notely]))
        return harness
    }

    static let aboutListOMat: [(String, String, String)] = [
        (
            "en", "what can List-o-Mat do?",
            "Here are some things you can ask List-o-Mat: “show the grocery store list”, “add milk to the grocery list”, “create a list called Camping”."
        ),
        (
            "es", "¿qué puedo decirle a ListOMat?",
            "Estas son algunas cosas que puedes pedirle a List-o-Mat: «muestra la lista de la tienda», «añade leche a la lista de la compra», «crea una lista llamada Camping»."
        ),
        (
            "fr", "que peut faire ListOMat ?",
            "Voici quelques demandes que vous pouvez faire à List-o-Mat : « affiche la liste du magasin », « ajoute du lait à la liste de courses », « crée une liste appelée Camping »."
        ),
        (
            "ja", "ListOMatの使い方",
            "List-o-Matには、たとえばこう話しかけられます：「食料品店のリストを見せて」、「買い物リストに牛乳を追加して」、「キャンプという名前のリストを作って」。"
        ),
        (
            "ar", "كيف أستخدم ListOMat",
            "إليك بعض ما يمكنك أن تطلبه من List-o-Mat: «اعرض قائمة متجر البقالة»، «أضف حليب إلى قائمة التسوق»، «أنشئ قائمة باسم تخييم»."
        ),
    ]

    @Test("the answer is three of the app's examples, quoted in the user's language", arguments: aboutListOMat)
    func examplesOfAnApp(locale: String, text: String, expected: String) {
        var harness = Self.harness(locale: locale)
        #expect(harness.say(text, locale: locale) == expected)
        #expect(harness.conversation.phase == .idle)
        #expect(harness.conversation.request == nil)
        #expect(!harness.log.contains { if case .checkAuthorization = $0 { true } else { false } }, "no app is asked anything")
    }

    static let aboutNotely: [(String, String, String)] = [
        ("en", "what can Notely do", "I have no examples for Notely, but it can do this: Search items and Create a note."),
        ("es", "qué puede hacer Notely", "No tengo ejemplos de Notely, pero sabe hacer esto: Buscar elementos y Crear una nota."),
        (
            "fr", "que peut faire Notely",
            "Je n'ai pas d'exemples pour Notely, mais elle sait faire ceci : Rechercher des éléments et Créer une note."
        ),
        ("ja", "Notelyで何ができる", "Notelyの例文はありませんが、次のことができます：項目を検索とメモを作成。"),
        ("ar", "ماذا يستطيع Notely أن يفعل", "ليست لدي أمثلة عن Notely، لكنه يستطيع: البحث عن عناصر وإنشاء ملاحظة."),
    ]

    @Test("an app without examples is described honestly, by the titles of its intents", arguments: aboutNotely)
    func appWithoutExamples(locale: String, text: String, expected: String) {
        var harness = Self.harness(locale: locale)
        #expect(harness.say(text, locale: locale) == expected)
    }

    static let aboutEveryApp: [(String, String, String)] = [
        (
            "en", "what can you do?",
            "Here is something you can ask each of your apps: List-o-Mat: “show the grocery store list”; Notely: Search items. To hear more, ask: what can List-o-Mat do?"
        ),
        (
            "es", "¿qué puedes hacer?",
            "Esto es algo que puedes pedirle a cada una de tus apps: List-o-Mat: «muestra la lista de la tienda»; Notely: Buscar elementos. Para saber más, pregunta: ¿qué puede hacer List-o-Mat?"
        ),
        (
            "fr", "que peux-tu faire ?",
            "Voici une demande possible pour chacune de vos apps : List-o-Mat : « affiche la liste du magasin »; Notely : Rechercher des éléments. Pour en savoir plus, demandez : que peut faire List-o-Mat ?"
        ),
        (
            "ja", "何ができる？",
            "それぞれのアプリに、たとえばこう話しかけられます：List-o-Mat：「食料品店のリストを見せて」、Notely：項目を検索。詳しくは「List-o-Matで何ができる？」と聞いてください。"
        ),
        (
            "ar", "ماذا تستطيع أن تفعل؟",
            "إليك شيئًا يمكنك أن تطلبه من كل تطبيق لديك: List-o-Mat: «اعرض قائمة متجر البقالة»؛ Notely: البحث عن عناصر. لمعرفة المزيد، اسأل: ماذا يستطيع List-o-Mat أن يفعل؟"
        ),
    ]

    @Test("what the assistant can do goes through the installed apps, one example each", arguments: aboutEveryApp)
    func examplesOfEveryApp(locale: String, text: String, expected: String) {
        var harness = Self.harness(locale: locale)
        #expect(harness.say(text, locale: locale) == expected)
    }

    @Test("with no app installed, the assistant says so", arguments: DialogHarness.locales)
    func noApps(locale: String) {
        var harness = Self.harness(locale: locale, apps: [])
        let recognition = Recognition(locale: locale, help: HelpRequest())
        #expect(harness.run(.userSaid(UserTurn(text: "?", locale: locale, recognition: recognition))) == Wording.noApps.text(in: locale))
    }

    @Test("asked in the middle of a question, the answer comes and the question is asked again", arguments: DialogHarness.locales)
    func helpDuringAQuestion(locale: String) {
        var harness = Self.harness(locale: locale)
        harness.authorization = .notDetermined
        let requests = [
            "en": ("add milk to the grocery list", "what can ListOMat do", "yes"),
            "es": ("añade leche a la lista de la compra", "qué puede hacer ListOMat", "sí"),
            "fr": ("ajoute du lait à la liste de courses", "que peut faire ListOMat", "oui"),
            "ja": ("買い物リストに牛乳を追加して", "ListOMatで何ができる", "はい"),
            "ar": ("أضف حليب إلى قائمة التسوق", "ماذا يستطيع ListOMat أن يفعل", "نعم"),
        ]
        let (request, question, yes) = requests[locale]!
        harness.say(request, locale: locale)
        #expect(harness.conversation.phase == .awaiting(.allowApp(DialogHarness.listOMatID)))
        let said = harness.say(question, locale: locale)
        var fresh = Self.harness(locale: locale)
        let answer = fresh.say(question, locale: locale)
        #expect(said.hasPrefix(answer) && said.count > answer.count, "\(said)")
        #expect(harness.conversation.phase == .awaiting(.allowApp(DialogHarness.listOMatID)))
        #expect(harness.lastPrompt?.expecting == .confirmation)
        harness.say(yes, locale: locale)
        #expect(harness.handled.map(\.name) == ["AddTasks"])
    }
}
