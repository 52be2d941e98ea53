import Hark
import ListOMatExtension
import ListOMatKit
import Testing

/// How the handlers resolve a list the user named, in each of the five languages: the seed
/// article's exact → success, partial → "did you mean…?", several → "which one?", none →
/// unsupported with an offer to create it, "all" → every list, nothing named → needs a value.
struct ListResolutionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var language: String
        var lists: [String]
        var heard: String?
        var expected: Outcome

        var testDescription: String { "\(language): \(heard ?? "nothing") → \(expected)" }
    }

    static let english = ["Grocery Store", "Hardware Store", "Packing"]
    static let spanish = ["Lista de la compra", "Tienda de comestibles", "Tienda de bricolaje"]
    static let french = ["Liste de courses", "Épicerie", "Magasin de bricolage", "Magasin de jouets"]
    static let japanese = ["買い物リスト", "食料品店", "金物店"]
    static let arabic = ["قائمة التسوق", "متجر البقالة", "متجر الأدوات"]

    static let cases: [Case] = [
        // English: the seed's Grocery Store and Hardware Store.
        Case(language: "en", lists: english, heard: "Grocery Store", expected: .success("Grocery Store")),
        Case(language: "en", lists: english, heard: "the grocery store", expected: .success("Grocery Store")),
        Case(language: "en", lists: english, heard: "store", expected: .disambiguation(["Grocery Store", "Hardware Store"])),
        Case(language: "en", lists: english, heard: "grocery", expected: .confirmationRequired("Grocery Store")),
        Case(language: "en", lists: english, heard: "hardwear store", expected: .confirmationRequired("Hardware Store")),
        Case(language: "en", lists: english, heard: "garden", expected: .unsupported("noSuchList")),
        Case(language: "en", lists: english, heard: "all", expected: .disambiguation(english)),
        Case(language: "en", lists: english, heard: nil, expected: .needsValue),
        // Spanish
        Case(language: "es", lists: spanish, heard: "lista de la compra", expected: .success("Lista de la compra")),
        Case(language: "es", lists: spanish, heard: "LISTA DE LA COMPRA", expected: .success("Lista de la compra")),
        Case(language: "es", lists: spanish, heard: "tienda", expected: .disambiguation(["Tienda de comestibles", "Tienda de bricolaje"])),
        Case(language: "es", lists: spanish, heard: "compra", expected: .confirmationRequired("Lista de la compra")),
        Case(language: "es", lists: spanish, heard: "jardín", expected: .unsupported("noSuchList")),
        Case(language: "es", lists: spanish, heard: "todas", expected: .disambiguation(spanish)),
        Case(language: "es", lists: spanish, heard: nil, expected: .needsValue),
        // French: accents folded, the article dropped.
        Case(language: "fr", lists: french, heard: "liste de courses", expected: .success("Liste de courses")),
        Case(language: "fr", lists: french, heard: "l'epicerie", expected: .success("Épicerie")),
        Case(language: "fr", lists: french, heard: "magasin", expected: .disambiguation(["Magasin de bricolage", "Magasin de jouets"])),
        Case(language: "fr", lists: french, heard: "courses", expected: .confirmationRequired("Liste de courses")),
        Case(language: "fr", lists: french, heard: "jardin", expected: .unsupported("noSuchList")),
        Case(language: "fr", lists: french, heard: "toutes", expected: .disambiguation(french)),
        Case(language: "fr", lists: french, heard: nil, expected: .needsValue),
        // Japanese: no word spaces, a kanji is a word.
        Case(language: "ja", lists: japanese, heard: "買い物リスト", expected: .success("買い物リスト")),
        Case(language: "ja", lists: japanese, heard: "店", expected: .disambiguation(["食料品店", "金物店"])),
        Case(language: "ja", lists: japanese, heard: "買い物", expected: .confirmationRequired("買い物リスト")),
        Case(language: "ja", lists: japanese, heard: "庭", expected: .unsupported("noSuchList")),
        Case(language: "ja", lists: japanese, heard: "全部", expected: .disambiguation(japanese)),
        Case(language: "ja", lists: japanese, heard: nil, expected: .needsValue),
        // Arabic: letter variants and the article folded.
        Case(language: "ar", lists: arabic, heard: "قائمة التسوق", expected: .success("قائمة التسوق")),
        Case(language: "ar", lists: arabic, heard: "قائمه التسوق", expected: .success("قائمة التسوق")),
        Case(language: "ar", lists: arabic, heard: "متجر", expected: .disambiguation(["متجر البقالة", "متجر الأدوات"])),
        Case(language: "ar", lists: arabic, heard: "التسوق", expected: .confirmationRequired("قائمة التسوق")),
        Case(language: "ar", lists: arabic, heard: "حديقة", expected: .unsupported("noSuchList")),
        Case(language: "ar", lists: arabic, heard: "الكل", expected: .disambiguation(arabic)),
        Case(language: "ar", lists: arabic, heard: nil, expected: .needsValue),
    ]

    @Test(arguments: cases)
    func addingToANamedList(_ test: Case) async throws {
        let fixture = try await Fixture(test.lists.map { ($0, []) })
        defer { fixture.remove() }
        let handler = AddItemsHandler(store: fixture.store, language: test.language)
        let intent = AddTasksIntent(targetTaskList: test.heard.map { TaskList(title: SpeakableString(spokenPhrase: $0)) })
        #expect(Outcome(try await handler.resolveTargetTaskList(for: intent)) == test.expected)
    }

    @Test(arguments: cases.filter { $0.expected != .disambiguation($0.lists) })
    func searchingForAList(_ test: Case) async throws {
        let fixture = try await Fixture(test.lists.map { ($0, []) })
        defer { fixture.remove() }
        let handler = SearchItemsHandler(store: fixture.store, language: test.language)
        let intent = SearchForNotebookItemsIntent(title: test.heard.map { SpeakableString(spokenPhrase: $0) })
        // No name when searching means every list.
        #expect(Outcome(try await handler.resolveTitle(for: intent)) == (test.heard == nil ? .notRequired : test.expected))
    }

    @Test func theCardAfterAnAddShowsTheListsLastItems() async throws {
        let fixture = try await Fixture([("Grocery Store", (1...30).map { "item \($0)" })])
        defer { fixture.remove() }
        let handler = AddItemsHandler(store: fixture.store, language: "en")
        let list = try fixture.list("Grocery Store")
        let one = try await handler.handle(
            intent: AddTasksIntent(targetTaskList: TaskList(title: "Grocery Store", identifier: list.id), taskTitles: ["milk"]))
        #expect(one.modifiedTaskList?.tasks.map(\.title.spokenPhrase) == (12...30).map { "item \($0)" } + ["milk"])
        #expect(one.addedTasks?.map(\.title.spokenPhrase) == ["milk"])

        let many = (1...25).map { SpeakableString(spokenPhrase: "new \($0)") }
        let more = try await handler.handle(
            intent: AddTasksIntent(targetTaskList: TaskList(title: "Grocery Store", identifier: list.id), taskTitles: many))
        #expect(more.modifiedTaskList?.tasks.map(\.title.spokenPhrase) == many.map(\.spokenPhrase))
    }

    @Test func aResolvedListIsFoundByItsIdentifierAfterARename() async throws {
        let fixture = try await Fixture([("Grocery Store", ["milk"])])
        defer { fixture.remove() }
        let handler = AddItemsHandler(store: fixture.store, language: "en")
        let resolved = try #require(
            try await handler.resolveTargetTaskList(
                for: AddTasksIntent(targetTaskList: TaskList(title: "grocery store"))
            ).resolvedValue)
        #expect(resolved.identifier == (try fixture.list("Grocery Store")).id)
        // The list is named, not copied: a request about a long list stays small.
        #expect(resolved.tasks.isEmpty)
        try await fixture.store.renameList("Grocery Store", to: "Groceries")
        let again = try await handler.resolveTargetTaskList(for: AddTasksIntent(targetTaskList: resolved))
        #expect(Outcome(again) == .success("Groceries"))
    }

    @Test func anUnknownListIsOfferedToBeCreatedWhenAddingTo() async throws {
        let fixture = try await Fixture([("Grocery Store", [])])
        defer { fixture.remove() }
        for (language, expected) in [
            ("en", "You don't have a list called “Garden”. Shall I create it?"),
            ("es", "No tienes ninguna lista llamada «Garden». ¿La creo?"),
            ("fr", "Vous n'avez pas de liste nommée « Garden ». Je la crée ?"),
            ("ja", "「Garden」という名前のリストはありません。作成しますか？"),
            ("ar", "ليست لديك قائمة باسم «Garden». هل أنشئها؟"),
        ] {
            let handler = AddItemsHandler(store: fixture.store, language: language)
            let result = try await handler.resolveTargetTaskList(for: AddTasksIntent(targetTaskList: TaskList(title: "Garden")))
            guard case .unsupported(let reason?) = result else {
                Issue.record("expected unsupported, got \(result)")
                continue
            }
            #expect(reason.code == "noSuchList")
            #expect(reason.message == expected)
            #expect(reason.offer == .taskList(TaskList(title: "Garden")))
            #expect(reason.parameters["targetTaskList"] == .taskList(TaskList(title: "Garden")))
        }
        // Searching for it says how to create it, and offers nothing.
        let search = SearchItemsHandler(store: fixture.store, language: "es")
        let result = try await search.resolveTitle(for: SearchForNotebookItemsIntent(title: "Garden"))
        guard case .unsupported(let reason?) = result else {
            Issue.record("expected unsupported, got \(result)")
            return
        }
        #expect(reason.message == "No tienes ninguna lista llamada «Garden». Di «crea una lista llamada Garden» para crearla.")
        #expect(reason.offer == nil)
        #expect(reason.parameters["suggestedIntent"] == .string("CreateTaskList"))
    }

    @Test func allWithNoListsOrOneList() async throws {
        let empty = try await Fixture([])
        defer { empty.remove() }
        let handler = AddItemsHandler(store: empty.store, language: "en")
        let intent = AddTasksIntent(targetTaskList: TaskList(title: "all"))
        #expect(Outcome(try await handler.resolveTargetTaskList(for: intent)) == .unsupported("noLists"))
        try await empty.store.createList(named: "Packing")
        #expect(Outcome(try await handler.resolveTargetTaskList(for: intent)) == .confirmationRequired("Packing"))
    }

    @Test func aListNamedLikeAllIsFoundByItsName() async throws {
        let fixture = try await Fixture([("All", []), ("Packing", [])])
        defer { fixture.remove() }
        let handler = AddItemsHandler(store: fixture.store, language: "en")
        let intent = AddTasksIntent(targetTaskList: TaskList(title: "all"))
        #expect(Outcome(try await handler.resolveTargetTaskList(for: intent)) == .success("All"))
    }
}
