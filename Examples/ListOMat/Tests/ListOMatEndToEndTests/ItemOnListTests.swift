import HarkAssistant
import Testing

/// "Is milk on my grocery list?", "did I put milk on it?", "check my grocery list", "what do I
/// need to buy?": the ways people ask what a list holds, in every language, answered from the
/// list they name.
@Suite("Whether an item is on a list, end to end")
struct ItemOnListTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var locale: String
        /// The list asked about, its items (the first is asked for), and another list.
        var list: String
        var items: [String]
        var otherList: (name: String, items: [String])
        /// Ways of asking whether the first item is on the list, and the answer.
        var isItOnTheList: [String]
        var onTheList: String
        /// Asking for the other list's item on this list, and the answer: only the list named is searched.
        var notOnTheList: String
        var notFound: String
        /// How the list is usually asked for, and other ways of asking for it whole.
        var showList: String
        var wholeListRequests: [String]
        /// How every list is usually asked for, and other ways of asking what there is to buy or do.
        var showEveryList: String
        var everyListRequests: [String]

        var testDescription: String { locale }
    }

    static let cases: [Case] = [
        Case(
            locale: "en", list: "Groceries", items: ["milk", "bread", "eggs"], otherList: ("Hardware", ["nails"]),
            isItOnTheList: [
                "is milk on my groceries list", "is the milk still on the groceries list", "did I put milk on my groceries list",
                "did I remember to add milk to the groceries list", "does my groceries list have milk",
                "do I have milk on my groceries list", "check if milk is on my groceries list",
                "can you tell me if milk is on my groceries list", "is milk on my list",
            ],
            onTheList: "On Groceries: milk.",
            notOnTheList: "are the nails on my groceries list", notFound: "I didn't find nails on Groceries.",
            showList: "show the groceries list",
            wholeListRequests: [
                "check my groceries list", "I need to know what's on my groceries list",
                "I need for you to tell me what is on my groceries list", "read me my list for groceries",
                "can I hear the whole groceries list", "tell me what I put on my groceries list",
            ],
            showEveryList: "show all my lists",
            everyListRequests: ["what do I need to buy", "what do I need to get when I go shopping", "what's left to do today"]
        ),
        Case(
            locale: "es", list: "Compra", items: ["leche", "pan", "huevos"], otherList: ("Bricolaje", ["clavos"]),
            isItOnTheList: [
                "¿está la leche en mi lista de la compra?", "¿tengo leche en la lista de la compra?",
                "¿he puesto leche en la lista de la compra?", "¿puse leche en la lista de la compra?",
                "dime si hay leche en mi lista de la compra",
            ],
            onTheList: "En Compra: leche.",
            notOnTheList: "¿están los clavos en mi lista de la compra?", notFound: "No encontré clavos en Compra.",
            showList: "muestra la lista de la compra",
            wholeListRequests: [
                "revisa mi lista de la compra", "necesito saber qué hay en mi lista de la compra",
                "léeme lo que hay en la lista de la compra",
            ],
            showEveryList: "muestra todas las listas",
            everyListRequests: ["¿qué tengo que comprar?", "¿qué me falta por hacer hoy?"]
        ),
        Case(
            locale: "fr", list: "Courses", items: ["lait", "pain", "œufs"], otherList: ("Bricolage", ["clous"]),
            isItOnTheList: [
                "est-ce que le lait est sur ma liste de courses ?", "le lait est-il déjà sur ma liste de courses",
                "est-ce qu'il y a du lait sur la liste de courses", "est-ce que j'ai mis du lait sur ma liste de courses",
                "vérifie si le lait est sur ma liste de courses",
            ],
            onTheList: "Dans Courses : lait.",
            notOnTheList: "est-ce que les clous sont sur ma liste de courses", notFound: "Je ne trouve pas clous dans Courses.",
            showList: "affiche la liste de courses",
            wholeListRequests: ["vérifie ma liste de courses", "j'aimerais savoir ce qu'il y a sur ma liste de courses"],
            showEveryList: "affiche toutes les listes",
            everyListRequests: ["qu'est-ce que je dois acheter", "qu'est-ce qu'il me reste à faire aujourd'hui"]
        ),
        Case(
            locale: "ja", list: "買い物", items: ["牛乳", "パン", "卵"], otherList: ("工具", ["釘"]),
            isItOnTheList: ["買い物リストに牛乳はありますか", "牛乳は買い物リストに入ってる？", "買い物リストに牛乳を入れたっけ", "牛乳を買い物リストに追加したっけ"],
            onTheList: "買い物：牛乳",
            notOnTheList: "買い物リストに釘はありますか", notFound: "買い物に釘はありません。",
            showList: "買い物リストを見せて",
            wholeListRequests: ["買い物リストを確認して", "買い物リストをチェックして"],
            showEveryList: "リストを全部見せて",
            everyListRequests: ["何を買うんだっけ"]
        ),
        Case(
            locale: "ar", list: "التسوق", items: ["حليب", "خبز", "بيض"], otherList: ("الأدوات", ["مسامير"]),
            isItOnTheList: [
                "هل الحليب في قائمة التسوق", "هل يوجد حليب في قائمة التسوق", "هل أضفت الحليب إلى قائمة التسوق",
                "تحقق إذا كان الحليب في قائمة التسوق",
            ],
            onTheList: "في التسوق: حليب.",
            notOnTheList: "هل المسامير في قائمة التسوق", notFound: "لم أجد المسامير في التسوق.",
            showList: "اعرض قائمة التسوق",
            wholeListRequests: ["راجع قائمة التسوق", "تفقد قائمة التسوق"],
            showEveryList: "اعرض كل القوائم",
            everyListRequests: ["ماذا علي أن أشتري اليوم"]
        ),
    ]

    func listOMat(_ language: Case) async throws -> EndToEnd {
        try await EndToEnd(locale: language.locale, lists: [(language.list, language.items), language.otherList])
    }

    @Test(arguments: cases)
    func anItemOnTheListIsFoundThere(_ language: Case) async throws {
        let listOMat = try await listOMat(language)
        for request in language.isItOnTheList {
            let turn = await listOMat.say(request)
            #expect(turn.intent == "SearchForNotebookItems", "\(request)")
            #expect(turn.say == language.onTheList, "\(request)")
        }
    }

    @Test(arguments: cases)
    func anItemNotOnTheNamedListIsSaidToBeNotThere(_ language: Case) async throws {
        let listOMat = try await listOMat(language)
        let turn = await listOMat.say(language.notOnTheList)
        #expect(turn.code == "successNothingFoundOnList")
        #expect(turn.say == language.notFound)
    }

    @Test(arguments: cases)
    func theListIsShownWholeHoweverItIsAskedFor(_ language: Case) async throws {
        let listOMat = try await listOMat(language)
        let shown = await listOMat.say(language.showList).say
        #expect(shown.contains(language.items[2]))
        for request in language.wholeListRequests {
            let turn = await listOMat.say(request)
            #expect(turn.intent == "SearchForNotebookItems", "\(request)")
            #expect(turn.say == shown, "\(request)")
        }
    }

    @Test(arguments: cases)
    func whatThereIsToBuyOrDoIsEveryList(_ language: Case) async throws {
        let listOMat = try await listOMat(language)
        let every = await listOMat.say(language.showEveryList)
        #expect(every.code == "successEveryList")
        for request in language.everyListRequests {
            let turn = await listOMat.say(request)
            #expect(turn.say == every.say, "\(request)")
        }
    }
}
