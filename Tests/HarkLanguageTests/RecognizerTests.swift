import Hark
import HarkDefinition
import Testing

@testable import HarkLanguage

/// The seed article's requests to List-o-Mat and their translations: naming the app, showing
/// "the grocery store list" and "the store list", adding one item and several.
struct RecognizerTests {
    struct Request: Sendable, CustomTestStringConvertible {
        var locale: String
        var text: String
        var intent: String
        /// Expected parameters as ``RecognizerFixtures/said(_:)`` renders them.
        var parameters: [String: String]

        var testDescription: String { "\(locale): \(text)" }
    }

    static let seedRequests: [Request] = [
        Request(
            locale: "en", text: "In ListOMat, show the grocery store list", intent: "SearchForNotebookItems",
            parameters: ["title": "grocery store", "itemType": "taskList"]),
        Request(
            locale: "en", text: "In ListOMat, show the store list", intent: "SearchForNotebookItems",
            parameters: ["title": "store", "itemType": "taskList"]),
        Request(
            locale: "en", text: "In ListOMat, add apples to the grocery list", intent: "AddTasks",
            parameters: ["targetTaskList": "grocery", "taskTitles": "apples"]),
        Request(
            locale: "en", text: "In ListOMat, add rice, onions and olives to the grocery list", intent: "AddTasks",
            parameters: ["targetTaskList": "grocery", "taskTitles": "rice|onions|olives"]),

        Request(
            locale: "es", text: "En ListOMat, muestra la lista de la tienda de comestibles", intent: "SearchForNotebookItems",
            parameters: ["title": "tienda de comestibles", "itemType": "taskList"]),
        Request(
            locale: "es", text: "En ListOMat, muestra la lista de la tienda", intent: "SearchForNotebookItems",
            parameters: ["title": "tienda", "itemType": "taskList"]),
        Request(
            locale: "es", text: "En ListOMat, agregue manzanas a la lista de compras", intent: "AddTasks",
            parameters: ["targetTaskList": "compras", "taskTitles": "manzanas"]),
        Request(
            locale: "es", text: "En ListOMat, añade arroz, cebollas y aceitunas a la lista de compras", intent: "AddTasks",
            parameters: ["targetTaskList": "compras", "taskTitles": "arroz|cebollas|aceitunas"]),

        Request(
            locale: "fr", text: "Dans List-o-Mat, affiche la liste de l'épicerie", intent: "SearchForNotebookItems",
            parameters: ["title": "épicerie", "itemType": "taskList"]),
        Request(
            locale: "fr", text: "Dans List-o-Mat, affiche la liste du magasin", intent: "SearchForNotebookItems",
            parameters: ["title": "magasin", "itemType": "taskList"]),
        Request(
            locale: "fr", text: "Dans List-o-Mat, ajoute des pommes à la liste de courses", intent: "AddTasks",
            parameters: ["targetTaskList": "courses", "taskTitles": "pommes"]),
        Request(
            locale: "fr", text: "Dans List-o-Mat, ajoute du riz, des oignons et des olives à la liste de courses", intent: "AddTasks",
            parameters: ["targetTaskList": "courses", "taskTitles": "riz|oignons|olives"]),

        Request(
            locale: "ja", text: "ListOMatで食料品店のリストを見せて", intent: "SearchForNotebookItems",
            parameters: ["title": "食料品店", "itemType": "taskList"]),
        Request(
            locale: "ja", text: "ListOMatで店のリストを見せて", intent: "SearchForNotebookItems",
            parameters: ["title": "店", "itemType": "taskList"]),
        Request(
            locale: "ja", text: "ListOMatで買い物リストにりんごを追加して", intent: "AddTasks",
            parameters: ["targetTaskList": "買い物", "taskTitles": "りんご"]),
        Request(
            locale: "ja", text: "ListOMatで買い物リストに米、玉ねぎとオリーブを追加して", intent: "AddTasks",
            parameters: ["targetTaskList": "買い物", "taskTitles": "米|玉ねぎ|オリーブ"]),

        Request(
            locale: "ar", text: "في ListOMat، اعرض قائمة متجر البقالة", intent: "SearchForNotebookItems",
            parameters: ["title": "متجر البقالة", "itemType": "taskList"]),
        Request(
            locale: "ar", text: "في ListOMat، اعرض قائمة المتجر", intent: "SearchForNotebookItems",
            parameters: ["title": "المتجر", "itemType": "taskList"]),
        Request(
            locale: "ar", text: "في ListOMat، أضف التفاح إلى قائمة التسوق", intent: "AddTasks",
            parameters: ["targetTaskList": "التسوق", "taskTitles": "تفاح"]),
        Request(
            locale: "ar", text: "في ListOMat، أضف الأرز والبصل والزيتون إلى قائمة التسوق", intent: "AddTasks",
            parameters: ["targetTaskList": "التسوق", "taskTitles": "أرز|بصل|زيتون"]),
    ]

    @Test(arguments: seedRequests)
    func seedRequestReachesListOMat(request: Request) throws {
        let recognition = try RecognizerFixtures.recognizer.recognize(request.text, locale: request.locale)
        let best = try #require(recognition.best)
        #expect(best.intent == request.intent)
        #expect(best.app == RecognizerFixtures.listOMatID)
        #expect(best.appWasNamed)
        #expect(!recognition.isTie)
        #expect(best.parameters.mapValues { RecognizerFixtures.said($0.value) ?? "" } == request.parameters)
    }

    @Test func parametersAreTypedByTheDefinition() throws {
        let recognition = try RecognizerFixtures.recognizer.recognize(
            "In ListOMat, add rice, onions and olives to the grocery list", locale: "en")
        let best = try #require(recognition.best)
        #expect(best.parameters["targetTaskList"]?.value == .taskList(TaskList(title: "grocery")))
        #expect(best.parameters["targetTaskList"]?.heard == "grocery")
        #expect(
            best.parameters["taskTitles"]?.value
                == .list([.speakableString("rice"), .speakableString("onions"), .speakableString("olives")]))
        #expect(best.parameters["taskTitles"]?.heard == "rice, onions and olives")
    }

    @Test func theStoreListStillReachesTheAppAsStore() throws {
        let vocabulary = RecognizerFixtures.vocabulary(lists: ["Grocery Store", "Hardware Store"])
        let recognition = try RecognizerFixtures.recognizer.recognize(
            "In ListOMat, show the store list", locale: "en", vocabulary: vocabulary)
        let title = try #require(recognition.best?.parameters["title"])
        #expect(title.value == .speakableString("store"))
        #expect(title.vocabularyMatches.map(\.value.spokenPhrase) == ["Grocery Store", "Hardware Store"])
        #expect(title.vocabularyMatches.allSatisfy { $0.kind == .contains })
    }

    /// An app's own definition: a custom enumeration and a number, in every language.
    static let pizzaShop: DefinitionFile = {
        let yaml = """
            locales: [en, es, fr, ja, ar]
            app:
              id: com.example.pizzashop
              displayName: Pizza Shop
              usageDescription: {en: Orders., es: Pedidos., fr: Commandes., ja: 注文。, ar: طلبات.}
              supportedIntents: [OrderPizza]
            types:
              PizzaKind:
                values:
                  margherita: {en: [Margherita], es: [margarita], fr: [margherita], ja: [マルゲリータ], ar: [مارغريتا]}
                  quattroFormaggi: {en: [four cheese], es: [cuatro quesos], fr: [quatre fromages], ja: [クアトロフォルマッジ], ar: [أربعة أجبان]}
            intents:
              OrderPizza:
                parameters:
                  kind: {type: PizzaKind}
                  quantity: {type: Integer}
                sentences:
                  en: ["order {quantity} {kind} pizza[s]"]
                  es: ["pide {quantity} pizza[s] {kind}"]
                  fr: ["commande {quantity} pizza[s] {kind}"]
                  ja: ["{kind}ピザを{quantity}枚注文して"]
                  ar: ["اطلب {quantity} بيتزا {kind}"]
            """
        do {
            return try DefinitionFile(parsing: yaml, path: "PizzaShop.intents.yaml")
        } catch {
            fatalError("\(error)")
        }
    }()

    @Test(arguments: [
        ("en", "order two four cheese pizzas", 2, "quattroFormaggi"),
        ("es", "pide dos pizzas margarita", 2, "margherita"),
        ("fr", "commande trois pizzas quatre fromages", 3, "quattroFormaggi"),
        ("ja", "マルゲリータピザを3枚注文して", 3, "margherita"),
        ("ar", "اطلب 4 بيتزا أربعة أجبان", 4, "quattroFormaggi"),
    ])
    func customTypesAndNumbersAreTyped(locale: String, text: String, quantity: Int, kind: String) throws {
        let pizzaShop = AppManifest(identifier: "com.example.pizzashop", displayName: "Pizza Shop", supportedIntents: ["OrderPizza"])
        let recognizer = try Recognizer(
            definitions: [RecognizerFixtures.listsAndNotes, Self.pizzaShop], apps: [RecognizerFixtures.listOMat, pizzaShop])
        let best = try #require(try recognizer.recognize(text, locale: locale).best)
        #expect(best.intent == "OrderPizza")
        #expect(best.app == "com.example.pizzashop")
        #expect(best.parameters["quantity"]?.value == .integer(quantity))
        #expect(best.parameters["kind"]?.value == .enumeration(kind))
    }

    @Test func recognitionIsDeterministic() throws {
        let text = "add rice, onions and olives to the grocery list"
        let first = try RecognizerFixtures.recognizer.recognize(text, locale: "en")
        for _ in 0..<5 {
            #expect(try RecognizerFixtures.recognizer.recognize(text, locale: "en") == first)
        }
    }

    @Test func regionalLocalesUseTheirLanguage() throws {
        let recognition = try RecognizerFixtures.recognizer.recognize("añade leche a la lista de compras", locale: "es-MX")
        #expect(recognition.locale == "es-MX")
        #expect(recognition.best?.intent == "AddTasks")
    }

    @Test func unknownLocaleIsAClearError() {
        #expect(throws: LanguageError.self) {
            try RecognizerFixtures.recognizer.recognize("hallo", locale: "de")
        }
        do {
            _ = try RecognizerFixtures.recognizer.recognize("hallo", locale: "de-DE")
        } catch {
            #expect(error.message.contains("de-DE"))
        }
    }

    @Test func aLanguageWithoutSentencesIsAClearError() throws {
        let recognizer = try Recognizer(definitions: [], apps: [RecognizerFixtures.listOMat])
        #expect(recognizer.languages.isEmpty)
        #expect(throws: LanguageError.self) {
            try recognizer.recognize("show my grocery list", locale: "en")
        }
    }

    /// Installers say which app is installed twice (`AssistantError.duplicateApp`); the
    /// recognizer, given two anyway, refuses rather than route requests to either at random.
    @Test func appsInstalledTwiceAreRefused() {
        #expect {
            _ = try Recognizer(
                definitions: [RecognizerFixtures.listsAndNotes], apps: [RecognizerFixtures.listOMat, RecognizerFixtures.listOMat])
        } throws: { error in
            (error as? LanguageError)?.code == .duplicateApp
                && (error as? LanguageError)?.message.contains(RecognizerFixtures.listOMat.identifier) == true
        }
    }
}
