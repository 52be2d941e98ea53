import Hark
import HarkAssistant
import HarkDialog
import Testing

/// The seed article's walkthrough: "show the store list" → Grocery Store or Hardware Store? →
/// the first one → the list, in every language.
@Suite("The store list, end to end")
struct SeedDisambiguationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var locale: String
        var request: String
        var lists: [String]
        var question: String
        var byPosition: String
        var byName: String
        var testDescription: String { locale }
    }

    static let cases = [
        Case(
            locale: "en", request: "show the store list", lists: ["Grocery Store", "Hardware Store"],
            question: "Which one: Grocery Store or Hardware Store?", byPosition: "the first one", byName: "Grocery Store"),
        Case(
            locale: "es", request: "muestra la lista de la tienda", lists: ["Tienda de comestibles", "Tienda de bricolaje"],
            question: "¿Cuál: Tienda de comestibles o Tienda de bricolaje?", byPosition: "la primera", byName: "tienda de comestibles"),
        Case(
            locale: "fr", request: "affiche la liste du magasin", lists: ["Magasin bio", "Grand magasin"],
            question: "Lequel : Magasin bio ou Grand magasin ?", byPosition: "le premier", byName: "le magasin bio"),
        Case(
            locale: "ja", request: "店のリストを見せて", lists: ["食料品店", "金物店"],
            question: "どれですか：食料品店か金物店？", byPosition: "1番目", byName: "食料品店"),
        Case(
            locale: "ar", request: "اعرض قائمة المتجر", lists: ["المتجر الكبير", "متجر الأدوات"],
            question: "أيها: المتجر الكبير أو متجر الأدوات؟", byPosition: "الأول", byName: "المتجر الكبير"),
    ]

    static func app(_ test: Case) -> ListsApp {
        ListsApp(
            lists: test.lists.map { name in
                TaskList(
                    title: SpeakableString(spokenPhrase: name), tasks: [TaskItem(title: SpeakableString(spokenPhrase: "\(name) item"))])
            })
    }

    @Test(arguments: cases)
    func answeredByPosition(_ test: Case) async throws {
        try await run(test, answer: test.byPosition)
    }

    @Test(arguments: cases)
    func answeredByName(_ test: Case) async throws {
        try await run(test, answer: test.byName)
    }

    func run(_ test: Case, answer: String) async throws {
        let assistant = try await Fixtures.assistant([Self.app(test)])
        try await assistant.vocabulary.setVocabulary(
            test.lists.map { SpeakableString(spokenPhrase: $0) }, of: "TaskList", app: Fixtures.listOMatID)

        let question = await assistant.respond(to: test.request, locale: test.locale, conversation: "store")
        #expect(question.say == test.question)
        #expect(question.expecting == .choice)
        #expect(question.choices == test.lists)
        #expect(question.app == Fixtures.listOMatID)
        #expect(question.intent == "SearchForNotebookItems")

        let shown = await assistant.respond(to: answer, locale: test.locale, conversation: "store")
        #expect(shown.code == "success")
        #expect(shown.expecting == .nothing)
        let lists = try #require(shown.parameters["taskLists"]?.listElements)
        #expect(lists.map(\.displayText) == [test.lists[0]])
        guard case .taskList(let list) = lists.first else {
            Issue.record("not a list: \(lists)")
            return
        }
        #expect(list.tasks.map(\.title.spokenPhrase) == ["\(test.lists[0]) item"])
    }
}
