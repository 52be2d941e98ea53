import Hark
import HarkAssistant
import HarkDialog
import ListOMatKit
import Testing

/// A request that names a list the user does not have: the name is never taken into the items,
/// and List-o-Mat offers to create the list with them.
@Suite("Adding to a list that does not exist")
struct UnknownListTests {
    /// What one language says and hears. The user has a grocery store list holding
    /// `knownItem`, so the items said are in the vocabulary: the case where the whole rest of
    /// the sentence once read as one item.
    struct Case: Sendable, CustomTestStringConvertible {
        var locale: String
        var groceryStore: String
        var knownItem: String
        /// Ways of asking to add `knownItem` (and sometimes more) to a list called `missing`.
        var requests: [(text: String, items: [String])]
        var missing: String
        var shallICreate: String
        var created: @Sendable (_ items: [String]) -> String
        var yes: String
        var no: String
        var whichList: String

        var testDescription: String { locale }
    }

    static let cases: [Case] = [
        Case(
            locale: "en", groceryStore: "Grocery Store", knownItem: "milk",
            requests: [
                ("add milk to the garden list", ["milk"]),
                ("In ListOMat, add milk to the garden list", ["milk"]),
                ("add milk and seeds to my garden list", ["milk", "seeds"]),
                ("put milk on the garden list", ["milk"]),
                ("add milk to garden", ["milk"]),
            ],
            missing: "garden", shallICreate: "You don't have a list called “garden”. Shall I create it?",
            created: { "Added \(english($0)) to garden." }, yes: "yes", no: "no", whichList: "Which list?"
        ),
        Case(
            locale: "es", groceryStore: "Tienda de comestibles", knownItem: "manzanas",
            requests: [
                ("En ListOMat, agregue manzanas a la lista de compras", ["manzanas"]),
                ("añade manzanas a la lista de compras", ["manzanas"]),
                ("pon manzanas y peras en mi lista de compras", ["manzanas", "peras"]),
                ("agrega manzanas a compras", ["manzanas"]),
            ],
            missing: "compras", shallICreate: "No tienes ninguna lista llamada «compras». ¿La creo?",
            created: { "He añadido \($0.joined(separator: " y ")) a compras." }, yes: "sí", no: "no", whichList: "¿A qué lista?"
        ),
        Case(
            locale: "fr", groceryStore: "Épicerie", knownItem: "pommes",
            requests: [
                ("Dans ListOMat, ajoute des pommes à la liste de courses", ["pommes"]),
                ("ajoute pommes à la liste de courses", ["pommes"]),
                ("mets des pommes et des poires sur ma liste de courses", ["pommes", "poires"]),
                ("ajoute des pommes à courses", ["pommes"]),
            ],
            missing: "courses", shallICreate: "Vous n'avez pas de liste nommée « courses ». Je la crée ?",
            created: { "J'ai ajouté \($0.joined(separator: " et ")) à courses." }, yes: "oui", no: "non",
            whichList: "À quelle liste ?"
        ),
        Case(
            locale: "ja", groceryStore: "食料品店", knownItem: "りんご",
            requests: [
                ("ListOMatで買い物リストにりんごを追加して", ["りんご"]),
                ("買い物リストにりんごを追加して", ["りんご"]),
                ("りんごを買い物リストに入れて", ["りんご"]),
                ("買い物にりんごとみかんを追加して", ["りんご", "みかん"]),
            ],
            missing: "買い物", shallICreate: "「買い物」という名前のリストはありません。作成しますか？",
            created: { "買い物に\($0.joined(separator: "と"))を追加しました。" }, yes: "はい", no: "いいえ",
            whichList: "どのリストですか？"
        ),
        Case(
            locale: "ar", groceryStore: "البقالة", knownItem: "تفاح",
            requests: [
                ("في ListOMat، أضف تفاح إلى قائمة المشتريات", ["تفاح"]),
                ("أضف تفاح إلى قائمة المشتريات", ["تفاح"]),
                ("أضف تفاح وموز إلى قائمة المشتريات", ["تفاح", "موز"]),
                ("ضع تفاح في قائمة المشتريات", ["تفاح"]),
            ],
            missing: "المشتريات", shallICreate: "ليست لديك قائمة باسم «المشتريات». هل أنشئها؟",
            created: { "أضفت \($0.joined(separator: " و")) إلى المشتريات." }, yes: "نعم", no: "لا", whichList: "إلى أي قائمة؟"
        ),
    ]

    static func english(_ items: [String]) -> String {
        items.count == 2 ? "\(items[0]) and \(items[1])" : items.joined(separator: ", ")
    }

    @Test(arguments: cases)
    func theListIsNeverTakenIntoTheItems(_ language: Case) async throws {
        for request in language.requests {
            let listOMat = try await EndToEnd(
                locale: language.locale, lists: [(language.groceryStore, [language.knownItem])])
            let question = await listOMat.say(request.text)
            #expect(question.say == language.shallICreate, "\(request.text)")
            #expect(question.expecting == .confirmation, "\(request.text)")
            #expect(question.intent == "AddTasks", "\(request.text)")
            #expect(titles(question.parameters["taskTitles"]) == request.items, "\(request.text)")
            // Asking changes nothing.
            #expect(try listOMat.lists().map(\.name) == [language.groceryStore])
            #expect(try listOMat.titles(of: language.groceryStore) == [language.knownItem])
        }
    }

    @Test(arguments: cases)
    func yesCreatesTheListWithTheItems(_ language: Case) async throws {
        for request in language.requests {
            let listOMat = try await EndToEnd(
                locale: language.locale, lists: [(language.groceryStore, [language.knownItem])])
            _ = await listOMat.say(request.text)
            let done = await listOMat.say(language.yes)
            #expect(done.say == language.created(request.items), "\(request.text)")
            #expect(done.code == "success")
            #expect(try listOMat.lists().map(\.name) == [language.groceryStore, language.missing])
            #expect(try listOMat.titles(of: language.missing) == request.items, "\(request.text)")
            #expect(try listOMat.titles(of: language.groceryStore) == [language.knownItem])
        }
    }

    @Test(arguments: cases)
    func noAsksWhichListInstead(_ language: Case) async throws {
        let listOMat = try await EndToEnd(locale: language.locale, lists: [(language.groceryStore, [language.knownItem])])
        let request = language.requests[0]
        _ = await listOMat.say(request.text)
        let which = await listOMat.say(language.no)
        #expect(which.say == language.whichList)
        #expect(which.expecting == .value)
        let done = await listOMat.say(language.groceryStore)
        #expect(done.code == "success")
        #expect(try listOMat.lists().map(\.name) == [language.groceryStore])
        #expect(try listOMat.titles(of: language.groceryStore) == [language.knownItem] + request.items)
    }
}
