import Foundation
import Hark
import ListOMatExtension
import ListOMatKit
import Testing

/// The five handlers, from resolution to the store they change and the response they give.
struct HandlerTests {
    // MARK: SearchForNotebookItems

    @Test func searchReturnsTheListsItemsWithStatusAndIdentifiers() async throws {
        let fixture = try await Fixture([("Grocery Store", ["milk", "bread"]), ("Hardware Store", ["nails"])])
        defer { fixture.remove() }
        try await fixture.store.setItem("bread", in: "Grocery Store", done: true)
        let groceries = try fixture.list("Grocery Store")
        let handler = SearchItemsHandler(store: fixture.store, language: "en")
        let intent = SearchForNotebookItemsIntent(title: "grocery store")
        #expect(try await handler.resolveItemType(for: intent) == .success(.taskList))

        let response = try await handler.handle(intent: intent)
        #expect(response.code == .success)
        #expect(response.taskLists?.map(\.identifier) == [groceries.id])
        #expect(
            response.tasks == [
                TaskItem(
                    title: SpeakableString(spokenPhrase: "milk", identifier: groceries.items[0].id),
                    status: .notCompleted, identifier: groceries.items[0].id),
                TaskItem(
                    title: SpeakableString(spokenPhrase: "bread", identifier: groceries.items[1].id),
                    status: .completed, identifier: groceries.items[1].id),
            ])

        let notDone = try await handler.handle(intent: SearchForNotebookItemsIntent(title: "Grocery Store", status: .notCompleted))
        #expect(notDone.tasks?.map(\.title.spokenPhrase) == ["milk"])
    }

    @Test func searchForAllReturnsEveryList() async throws {
        let fixture = try await Fixture([("Grocery Store", ["milk"]), ("Hardware Store", ["nails"])])
        defer { fixture.remove() }
        let handler = SearchItemsHandler(store: fixture.store, language: "fr")
        let intent = SearchForNotebookItemsIntent(title: "toutes")
        #expect(try await handler.resolveTitle(for: intent) == .success("toutes"))
        let response = try await handler.handle(intent: intent)
        #expect(response.taskLists?.map(\.title.spokenPhrase) == ["Grocery Store", "Hardware Store"])
        #expect(response.tasks?.map(\.title.spokenPhrase) == ["milk", "nails"])
    }

    @Test func searchForAnItemFindsItOnEveryList() async throws {
        let fixture = try await Fixture([("Grocery Store", ["milk", "light bulbs"]), ("Hardware Store", ["light bulbs"])])
        defer { fixture.remove() }
        let handler = SearchItemsHandler(store: fixture.store, language: "en")
        let intent = SearchForNotebookItemsIntent(title: "light bulbs", itemType: .task)
        #expect(try await handler.resolveItemType(for: intent) == .success(.task))
        #expect(Outcome(try await handler.resolveTitle(for: intent)) == .disambiguation(["light bulbs", "light bulbs"]))
        let response = try await handler.handle(intent: intent)
        #expect(response.taskLists?.map(\.title.spokenPhrase) == ["Grocery Store", "Hardware Store"])
        #expect(response.tasks?.count == 2)
    }

    @Test func notesAreSearchedByTitle() async throws {
        let fixture = try await Fixture([])
        defer { fixture.remove() }
        try await fixture.store.notes.createNote(titled: "Recetas", content: "tortilla")
        let handler = SearchItemsHandler(store: fixture.store, language: "es")
        #expect(try await handler.resolveItemType(for: SearchForNotebookItemsIntent(itemType: .note)) == .success(.note))
        let found = try await handler.resolveTitle(for: SearchForNotebookItemsIntent(title: "recetas", itemType: .note))
        #expect(found.resolvedValue?.spokenPhrase == "Recetas")
        let missing = try await handler.resolveTitle(for: SearchForNotebookItemsIntent(title: "ideas", itemType: .note))
        guard case .unsupported(let reason?) = missing else {
            Issue.record("expected unsupported, got \(missing)")
            return
        }
        #expect(reason.code == "noSuchNote")
        #expect(reason.message == "No tienes ninguna nota llamada «ideas».")
        let response = try await handler.handle(intent: SearchForNotebookItemsIntent(title: "recetas", itemType: .note))
        #expect(response.code == .successNotes)
        #expect(response.notes?.map(\.content) == ["tortilla"])
    }

    // MARK: AddTasks

    @Test func addingSeveralItemsInOneRequest() async throws {
        let fixture = try await Fixture([("Grocery Store", ["milk"]), ("Hardware Store", [])])
        defer { fixture.remove() }
        let handler = AddItemsHandler(store: fixture.store, language: "en")
        let heard = AddTasksIntent(targetTaskList: TaskList(title: "grocery store"), taskTitles: ["rice", "onions", "olives"])
        let list = try #require(try await handler.resolveTargetTaskList(for: heard).resolvedValue)
        #expect(try await handler.resolveTaskTitles(for: heard) == [.success("rice"), .success("onions"), .success("olives")])

        let response = try await handler.handle(intent: AddTasksIntent(targetTaskList: list, taskTitles: heard.taskTitles))
        #expect(response.code == .success)
        #expect(response.modifiedTaskList?.title.spokenPhrase == "Grocery Store")
        #expect(response.addedTasks?.map(\.title.spokenPhrase) == ["rice", "onions", "olives"])
        #expect(response.addedTasks?.allSatisfy { $0.identifier != nil && $0.status == .notCompleted } == true)
        #expect(try fixture.list("Grocery Store").items.map(\.title) == ["milk", "rice", "onions", "olives"])
        // The assistant learns the new item titles.
        let calls = await fixture.registrar.calls
        #expect(calls.map(\.kind) == ["Task"])
        #expect(calls.first?.values == ["milk", "rice", "onions", "olives"])
    }

    @Test func addingWithoutTitlesOrWithAnEmptyOne() async throws {
        let fixture = try await Fixture([("Grocery Store", [])])
        defer { fixture.remove() }
        let handler = AddItemsHandler(store: fixture.store, language: "en")
        #expect(try await handler.resolveTaskTitles(for: AddTasksIntent(targetTaskList: TaskList(title: "Grocery Store"))) == [.needsValue])
        let results = try await handler.resolveTaskTitles(for: AddTasksIntent(taskTitles: ["rice", " "]))
        #expect(results.map(\.outcome) == [.success, .unsupported])
    }

    @Test func addingToAListDeletedSinceItWasResolvedFails() async throws {
        let fixture = try await Fixture([("Grocery Store", [])])
        defer { fixture.remove() }
        let handler = AddItemsHandler(store: fixture.store, language: "en")
        let list = try fixture.list("Grocery Store").taskList
        try await fixture.store.deleteList("Grocery Store")
        let response = try await handler.handle(intent: AddTasksIntent(targetTaskList: list, taskTitles: ["rice"]))
        #expect(response.code == .failure)
    }

    @Test func aCorruptStoreIsAnErrorNamingTheFile() async throws {
        let fixture = try await Fixture([("Grocery Store", [])])
        defer { fixture.remove() }
        try Data("{".utf8).write(to: fixture.store.fileURL)
        let handler = AddItemsHandler(store: fixture.store, language: "en")
        let error = await #expect(throws: ListOMatError.self) {
            try await handler.resolveTargetTaskList(for: AddTasksIntent(targetTaskList: TaskList(title: "Grocery Store")))
        }
        #expect(error?.code == .corruptStore)
        #expect(error?.message.contains(fixture.store.fileURL.path) == true)
        await #expect(throws: ListOMatError.self) {
            try await handler.handle(intent: AddTasksIntent(targetTaskList: TaskList(title: "Grocery Store"), taskTitles: ["rice"]))
        }
        #expect(try Data(contentsOf: fixture.store.fileURL) == Data("{".utf8))
    }

    // MARK: CreateTaskList

    @Test func creatingAListWithItems() async throws {
        let fixture = try await Fixture([("Grocery Store", [])])
        defer { fixture.remove() }
        let handler = CreateListHandler(store: fixture.store, language: "ja")
        let intent = CreateTaskListIntent(title: "旅行の荷物", taskTitles: ["パスポート", "充電器"])
        #expect(try await handler.resolveTitle(for: intent) == .success("旅行の荷物"))
        let response = try await handler.handle(intent: intent)
        #expect(response.code == .success)
        #expect(response.createdTaskList?.title.spokenPhrase == "旅行の荷物")
        #expect(response.createdTaskList?.tasks.map(\.title.spokenPhrase) == ["パスポート", "充電器"])
        #expect(try fixture.store.lists().map(\.name) == ["Grocery Store", "旅行の荷物"])
        #expect(await fixture.registrar.calls.map(\.kind) == ["TaskList", "Task"])
    }

    @Test func creatingAListThatExists() async throws {
        let fixture = try await Fixture([("Liste de courses", [])])
        defer { fixture.remove() }
        let handler = CreateListHandler(store: fixture.store, language: "fr")
        let result = try await handler.resolveTitle(for: CreateTaskListIntent(title: "la liste de courses"))
        guard case .unsupported(let reason?) = result else {
            Issue.record("expected unsupported, got \(result)")
            return
        }
        #expect(reason.code == "listExists")
        #expect(reason.message == "Vous avez déjà une liste nommée « Liste de courses ».")
        #expect(try await handler.resolveTitle(for: CreateTaskListIntent()) == .needsValue)
        // If it appears between resolution and handling, handling fails and changes nothing.
        let response = try await handler.handle(intent: CreateTaskListIntent(title: "liste de COURSES"))
        #expect(response.code == .failure)
        #expect(try fixture.store.lists().count == 1)
    }

    // MARK: SetTaskAttribute

    @Test func markingAnItemDoneOnTheListNamed() async throws {
        let fixture = try await Fixture([("Lista de la compra", ["leche", "pan"]), ("Tienda de bricolaje", ["clavos"])])
        defer { fixture.remove() }
        let handler = SetItemStatusHandler(store: fixture.store, language: "es")
        let heard = SetTaskAttributeIntent(
            targetTask: TaskItem(title: "Leche"), status: .completed, taskList: TaskList(title: "lista de la compra"))
        let list = try #require(try await handler.resolveTaskList(for: heard).resolvedValue)
        var intent = heard
        intent.taskList = list
        let item = try #require(try await handler.resolveTargetTask(for: intent).resolvedValue)
        #expect(item.title.spokenPhrase == "leche")
        intent.targetTask = item
        let response = try await handler.handle(intent: intent)
        #expect(response.code == .success)
        #expect(response.modifiedTask?.status == .completed)
        #expect(try fixture.list("Lista de la compra").items.map(\.done) == [true, false])
        // Item titles are registered not-done first, so marking one done registers them again.
        #expect(await fixture.registrar.calls.map(\.values) == [["pan", "clavos", "leche"]])
    }

    @Test func itemsAreMatchedLikeLists() async throws {
        let fixture = try await Fixture([("Grocery Store", ["milk", "oat milk", "bread"]), ("Hardware Store", ["bread knife"])])
        defer { fixture.remove() }
        let handler = SetItemStatusHandler(store: fixture.store, language: "en")
        func outcome(_ title: String?, list: String? = nil) async throws -> Outcome {
            let intent = SetTaskAttributeIntent(
                targetTask: title.map { TaskItem(title: SpeakableString(spokenPhrase: $0)) }, status: .completed,
                taskList: list.map { TaskList(title: SpeakableString(spokenPhrase: $0)) }
            )
            return Outcome(try await handler.resolveTargetTask(for: intent))
        }
        #expect(try await outcome("Milk") == .success("milk"))
        #expect(try await outcome("oat") == .confirmationRequired("oat milk"))
        #expect(try await outcome("bred") == .disambiguation(["bread", "bread knife"]))
        #expect(try await outcome("braed knife") == .confirmationRequired("bread knife"))
        #expect(try await outcome("knife") == .confirmationRequired("bread knife"))
        #expect(try await outcome("eggs") == .unsupported("noSuchItem"))
        #expect(try await outcome(nil) == .needsValue)
        // Without a list, every list; with one, only that list.
        #expect(try await outcome("bread") == .success("bread"))
        #expect(try await outcome("knife", list: "Grocery Store") == .unsupported("noSuchItem"))
        #expect(try await handler.resolveTaskList(for: SetTaskAttributeIntent()) == .notRequired)
    }

    @Test func theSameItemOnTwoListsAsksWhichOne() async throws {
        let fixture = try await Fixture([("Grocery Store", ["batteries"]), ("Hardware Store", ["batteries"])])
        defer { fixture.remove() }
        let handler = SetItemStatusHandler(store: fixture.store, language: "en")
        let result = try await handler.resolveTargetTask(for: SetTaskAttributeIntent(targetTask: TaskItem(title: "batteries")))
        guard case .disambiguation(let options) = result else {
            Issue.record("expected disambiguation, got \(result)")
            return
        }
        let ids = [try fixture.list("Grocery Store").items[0].id, try fixture.list("Hardware Store").items[0].id]
        #expect(options.map(\.identifier) == ids)
        // The one chosen is the one marked.
        let response = try await handler.handle(intent: SetTaskAttributeIntent(targetTask: options[1], status: .completed))
        #expect(response.modifiedTask?.identifier == ids[1])
        #expect(try fixture.list("Hardware Store").items[0].done)
        #expect(try !fixture.list("Grocery Store").items[0].done)
    }

    @Test func markingEveryItemOfAList() async throws {
        let fixture = try await Fixture([("Épicerie", ["lait", "pain", "pommes"]), ("Bricolage", ["clous"]), ("Vide", [])])
        defer { fixture.remove() }
        try await fixture.store.setItem("pain", in: "Épicerie", done: true)
        let handler = SetItemStatusHandler(store: fixture.store, language: "fr")
        // Every item needs a list ("Sur quelle liste ?"), and no item.
        let heard = SetTaskAttributeIntent(status: .completed, all: true)
        #expect(try await handler.resolveTaskList(for: heard) == .needsValue)
        #expect(try await handler.resolveTargetTask(for: heard) == .notRequired)
        var intent = heard
        intent.taskList = try #require(
            try await handler.resolveTaskList(for: SetTaskAttributeIntent(taskList: TaskList(title: "épicerie"), all: true)).resolvedValue)

        let response = try await handler.handle(intent: intent)
        #expect(response.code == .successAll)
        #expect(response.modifiedTasks?.map(\.title.spokenPhrase) == ["lait", "pain", "pommes"])
        #expect(response.modifiedTasks?.allSatisfy { $0.status == .completed } == true)
        // The card draws the list as it now is.
        #expect(response.modifiedTaskList?.title.spokenPhrase == "Épicerie")
        #expect(response.modifiedTaskList?.tasks.map(\.status) == [.completed, .completed, .completed])
        #expect(try fixture.list("Épicerie").items.map(\.done) == [true, true, true])
        #expect(try fixture.list("Bricolage").items.map(\.done) == [false])

        intent.status = .notCompleted
        #expect(try await handler.handle(intent: intent).code == .successAll)
        #expect(try fixture.list("Épicerie").items.map(\.done) == [false, false, false])

        // A list with nothing on it says so; one that is gone is a failure, and nothing changes.
        intent.taskList = try #require(
            try await handler.resolveTaskList(for: SetTaskAttributeIntent(taskList: TaskList(title: "vide"), all: true)).resolvedValue)
        #expect(try await handler.handle(intent: intent).code == .failureEmptyList)
        intent.taskList = TaskList(title: "Jardin")
        #expect(try await handler.handle(intent: intent).code == .failure)
        #expect(try fixture.list("Épicerie").items.map(\.done) == [false, false, false])
    }

    // MARK: DeleteTasks

    @Test func deletingItemsFromAList() async throws {
        let fixture = try await Fixture([("قائمة التسوق", ["حليب", "خبز", "تفاح"])])
        defer { fixture.remove() }
        let handler = DeleteItemsHandler(store: fixture.store, language: "ar")
        let heard = DeleteTasksIntent(
            taskList: TaskList(title: "قائمه التسوق"), tasks: [TaskItem(title: "الحليب"), TaskItem(title: "تفاح")])
        let list = try #require(try await handler.resolveTaskList(for: heard).resolvedValue)
        var intent = heard
        intent.taskList = list
        let items = try await handler.resolveTasks(for: intent)
        #expect(items.map { Outcome($0) } == [.success("حليب"), .success("تفاح")])
        intent.tasks = items.compactMap(\.resolvedValue)
        #expect(try await handler.confirm(intent: intent).code == .ready)
        let response = try await handler.handle(intent: intent)
        #expect(response.code == .success)
        #expect(response.deletedTasks?.map(\.title.spokenPhrase) == ["حليب", "تفاح"])
        #expect(try fixture.list("قائمة التسوق").items.map(\.title) == ["خبز"])
    }

    @Test func deletingAllItemsKeepsTheList() async throws {
        let fixture = try await Fixture([("Grocery Store", ["milk", "bread"])])
        defer { fixture.remove() }
        let handler = DeleteItemsHandler(store: fixture.store, language: "en")
        let intent = DeleteTasksIntent(taskList: try fixture.list("Grocery Store").taskList, all: true)
        #expect(try await handler.resolveTasks(for: intent) == [.notRequired])
        let response = try await handler.handle(intent: intent)
        #expect(response.deletedTasks?.map(\.title.spokenPhrase) == ["milk", "bread"])
        #expect(try fixture.list("Grocery Store").items.isEmpty)
    }

    @Test func deletingTheItemsInOneState() async throws {
        let fixture = try await Fixture([("Grocery Store", ["milk", "bread", "apples", "eggs"]), ("Packing", ["passport"])])
        defer { fixture.remove() }
        try await fixture.store.setItem("bread", in: .name("Grocery Store"), done: true)
        try await fixture.store.setItem("eggs", in: .name("Grocery Store"), done: true)
        let handler = DeleteItemsHandler(store: fixture.store, language: "en")
        // "delete all my completed tasks": the list is asked for; neither the items nor `all` are.
        let heard = DeleteTasksIntent(tasks: [TaskItem(title: "all my completed tasks")], all: true, status: .completed)
        #expect(try await handler.resolveTaskList(for: heard) == .needsValue)
        #expect(try await handler.resolveTasks(for: heard) == [.notRequired])
        let intent = DeleteTasksIntent(taskList: try fixture.list("Grocery Store").taskList, status: .completed)
        #expect(try await handler.confirm(intent: intent).code == .readyToDeleteWithStatus)
        let response = try await handler.handle(intent: intent)
        #expect(response.code == .success)
        #expect(response.deletedTasks?.map(\.title.spokenPhrase) == ["bread", "eggs"])
        #expect(try fixture.list("Grocery Store").items.map(\.title) == ["milk", "apples"])
        // Nothing left in that state: said at confirm, and nothing changes if it is handled anyway.
        #expect(try await handler.confirm(intent: intent).code == .failureNoneWithStatus)
        #expect(try await handler.handle(intent: intent).code == .failureNoneWithStatus)
        #expect(try fixture.list("Grocery Store").items.map(\.title) == ["milk", "apples"])
        // The items not done, on another list.
        let pending = DeleteTasksIntent(taskList: try fixture.list("Packing").taskList, status: .notCompleted)
        #expect(try await handler.handle(intent: pending).deletedTasks?.map(\.title.spokenPhrase) == ["passport"])
        #expect(try fixture.list("Packing").items.isEmpty)
    }

    @Test func deletingAWholeList() async throws {
        let fixture = try await Fixture([("Packing", ["passport"]), ("Grocery Store", [])])
        defer { fixture.remove() }
        let handler = DeleteItemsHandler(store: fixture.store, language: "en")
        #expect(try await handler.resolveTaskList(for: DeleteTasksIntent()) == .needsValue)
        let intent = DeleteTasksIntent(taskList: try fixture.list("Packing").taskList)
        #expect(try await handler.confirm(intent: intent).code == .readyToDeleteList)
        let response = try await handler.handle(intent: intent)
        #expect(response.code == .successDeletedList)
        #expect(response.deletedTasks?.map(\.title.spokenPhrase) == ["passport"])
        #expect(try fixture.store.lists().map(\.name) == ["Grocery Store"])
        // Gone now: confirming the same request again fails.
        #expect(try await handler.confirm(intent: intent).code == .failure)
        #expect(await fixture.registrar.calls.map(\.kind) == ["TaskList", "Task"])
    }

    @Test func deletingAnItemThatIsNotThereIsUnsupported() async throws {
        let fixture = try await Fixture([("Grocery Store", ["milk"])])
        defer { fixture.remove() }
        let handler = DeleteItemsHandler(store: fixture.store, language: "en")
        let intent = DeleteTasksIntent(taskList: try fixture.list("Grocery Store").taskList, tasks: [TaskItem(title: "eggs")])
        let results = try await handler.resolveTasks(for: intent)
        guard case .unsupported(let reason?) = results.first else {
            Issue.record("expected unsupported, got \(results)")
            return
        }
        #expect(reason.message == "“Grocery Store” has no item called “eggs”.")
        #expect(try await handler.confirm(intent: intent).code == .failure)
        #expect(try await handler.handle(intent: intent).code == .failure)
        #expect(try fixture.list("Grocery Store").items.count == 1)
    }
}
