import Hark
import HarkAssistant
import HarkDialog
import ListOMatExtension
import ListOMatKit
import Testing

/// A list too long to listen to: List-o-Mat says its first items and answers `continueInApp`
/// with the list as a user activity; the assistant offers to go on in the app, and yes hands
/// the activity back to List-o-Mat, which answers with the whole list (seed 000: a response may
/// carry a user activity for the app to go on with).
@Suite("Going on in the app with a long list")
struct ContinueInAppTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var locale: String
        var list: String
        var items: [String]
        /// Ways of asking for the list.
        var requests: [String]
        var firstItems: String
        var goOn: String
        var whole: String
        var yes: String
        var no: String
        var okay: String

        var testDescription: String { locale }
    }

    static let cases: [Case] = [
        Case(
            locale: "en", list: "Camping",
            items: ["tent", "stove", "matches", "rope", "lamp", "map", "knife", "pot", "cups", "water", "soap"],
            requests: [
                "In ListOMat, show the camping list", "show me my camping list", "what's on the camping list",
                "read me the camping list", "what items are on my camping list",
            ],
            firstItems: "Camping is a long list. It starts with tent, stove, matches, rope and lamp.",
            goOn: "Do you want to go on in List-o-Mat?",
            whole: "Camping: tent, stove, matches, rope, lamp, map, knife, pot, cups, water and soap.",
            yes: "yes", no: "no thanks", okay: "OK."
        ),
        Case(
            locale: "es", list: "Acampada",
            items: ["tienda", "hornillo", "cerillas", "cuerda", "lámpara", "mapa", "cuchillo", "olla", "tazas", "agua", "jabón"],
            requests: [
                "En ListOMat, muestra la lista acampada", "muéstrame mi lista acampada", "qué hay en la lista acampada",
                "enséñame la lista acampada", "cuáles son los artículos de la lista acampada",
            ],
            firstItems: "Acampada es una lista larga. Empieza con tienda, hornillo, cerillas, cuerda y lámpara.",
            goOn: "¿Quieres seguir en List-o-Mat?",
            whole: "Acampada: tienda, hornillo, cerillas, cuerda, lámpara, mapa, cuchillo, olla, tazas, agua y jabón.",
            yes: "sí", no: "no", okay: "Vale."
        ),
        Case(
            locale: "fr", list: "Camping",
            items: ["tente", "réchaud", "allumettes", "corde", "lampe", "carte", "couteau", "casserole", "tasses", "eau", "savon"],
            requests: [
                "Dans ListOMat, affiche la liste camping", "montre-moi ma liste camping", "qu'est-ce qu'il y a sur la liste camping",
                "lis-moi la liste camping", "quels sont les articles de la liste camping",
            ],
            firstItems: "Camping est une longue liste. Elle commence par tente, réchaud, allumettes, corde et lampe.",
            goOn: "Voulez-vous continuer dans List-o-Mat ?",
            whole: "Camping : tente, réchaud, allumettes, corde, lampe, carte, couteau, casserole, tasses, eau et savon.",
            yes: "oui", no: "non merci", okay: "D'accord."
        ),
        Case(
            locale: "ja", list: "キャンプ",
            items: ["テント", "コンロ", "マッチ", "ロープ", "ランプ", "地図", "ナイフ", "鍋", "カップ", "水", "石鹸"],
            requests: [
                "ListOMatでキャンプのリストを見せて", "キャンプのリストを見せて", "キャンプのリストには何がある",
                "キャンプのリストを読んで", "キャンプリストを表示して",
            ],
            firstItems: "キャンプは長いリストです。最初はテント、コンロ、マッチ、ロープとランプです。",
            goOn: "List-o-Matで続けますか？",
            whole: "キャンプ：テント、コンロ、マッチ、ロープ、ランプ、地図、ナイフ、鍋、カップ、水と石鹸。",
            yes: "はい", no: "いいえ", okay: "わかりました。"
        ),
        Case(
            locale: "ar", list: "التخييم",
            items: ["خيمة", "موقد", "كبريت", "حبل", "مصباح", "خريطة", "سكين", "قدر", "أكواب", "ماء", "صابون"],
            requests: [
                "في ListOMat، اعرض قائمة التخييم", "اعرض قائمة التخييم", "ماذا في قائمة التخييم",
                "أرني قائمة التخييم", "اقرأ قائمة التخييم",
            ],
            firstItems: "التخييم قائمة طويلة، أولها خيمة وموقد وكبريت وحبل ومصباح.",
            goOn: "هل تريد المتابعة في List-o-Mat؟",
            whole: "التخييم: خيمة وموقد وكبريت وحبل ومصباح وخريطة وسكين وقدر وأكواب وماء وصابون.",
            yes: "نعم", no: "لا", okay: "حسنًا."
        ),
    ]

    @Test(arguments: cases)
    func aLongListIsHandedToTheApp(_ language: Case) async throws {
        for request in language.requests {
            let listOMat = try await EndToEnd(locale: language.locale, lists: [(language.list, language.items)])
            let first = await listOMat.say(request)
            let separator = language.locale == "ja" ? "" : " "
            #expect(first.say == language.firstItems + separator + language.goOn, "\(request)")
            #expect(first.expecting == .confirmation, "\(request)")
            #expect(first.code == "continueInApp", "\(request)")
            #expect(titles(first.parameters["tasks"]) == Array(language.items.prefix(5)), "\(request)")

            let whole = await listOMat.say(language.yes)
            #expect(whole.say == language.whole, "\(request)")
            #expect(whole.expecting == .nothing)
            #expect(whole.intent == ListActivity.activityType)
            #expect(whole.code == ActivityContinuation.code)
            #expect(titles(whole.parameters["taskLists"]) == [language.list])
        }
    }

    @Test(arguments: cases)
    func noLeavesItThere(_ language: Case) async throws {
        let listOMat = try await EndToEnd(locale: language.locale, lists: [(language.list, language.items)])
        _ = await listOMat.say(language.requests[0])
        let done = await listOMat.say(language.no)
        #expect(done.say == language.okay)
        #expect(done.expecting == .nothing)
        #expect(done.code == "continueInApp")
        // The next request is a new one.
        let again = await listOMat.say(language.requests[1])
        #expect(again.code == "continueInApp")
    }

    @Test("a list of ten items is said whole, without asking")
    func aShortListIsSaidWhole() async throws {
        let items = (1...SearchItemsHandler.spokenItems).map { "item \($0)" }
        let listOMat = try await EndToEnd(locale: "en", lists: [("Ten", items)])
        let turn = await listOMat.say("show the ten list")
        #expect(turn.code == "success")
        #expect(turn.expecting == .nothing)
        #expect(titles(turn.parameters["tasks"]) == items)
    }
}
