import Hark
import Testing

/// The built-in Lists & Notes domain, generated into Hark by the same plugin, driven through the
/// untyped ``IntentHandling`` as the assistant drives it.
struct ListsAndNotesTests {
    /// Adds items to lists it knows by name; resolves everything else with the defaults.
    struct GroceryLists: AddTasksIntentHandling {
        var lists: [TaskList]

        func resolveTargetTaskList(for intent: AddTasksIntent) async throws -> ResolutionResult<TaskList> {
            guard let wanted = intent.targetTaskList else { return .needsValue }
            guard let list = lists.first(where: { $0.title.spokenPhrase == wanted.title.spokenPhrase }) else {
                return .unsupported(reason: UnsupportedReason(code: "noSuchList"))
            }
            return .success(list)
        }

        func handle(intent: AddTasksIntent) async throws -> AddTasksIntentResponse {
            guard let list = intent.targetTaskList, let titles = intent.taskTitles else {
                return AddTasksIntentResponse(code: .failure)
            }
            return AddTasksIntentResponse(
                code: .success,
                modifiedTaskList: list,
                addedTasks: titles.map { TaskItem(title: $0) }
            )
        }
    }

    /// Writes only what it must: `handle`.
    struct Minimal: AddTasksIntentHandling {
        func handle(intent: AddTasksIntent) async throws -> AddTasksIntentResponse {
            AddTasksIntentResponse(code: .success)
        }
    }

    let groceries = TaskList(title: "Groceries")

    @Test func defaultsAreSiriKits() async throws {
        let handler = AddTasksIntentHandler(Minimal())
        let empty = Intent(name: AddTasksIntent.intentName)
        #expect(try await handler.resolve(parameter: "targetTaskList", of: empty) == [.notRequired])
        // taskTitles is required: missing and empty both need a value.
        #expect(try await handler.resolve(parameter: "taskTitles", of: empty) == [.needsValue])
        let noTitles = Intent(name: "AddTasks", parameters: ["taskTitles": .list([])])
        #expect(try await handler.resolve(parameter: "taskTitles", of: noTitles) == [.needsValue])
        #expect(try await handler.confirm(intent: empty) == IntentResponse(code: .ready))
    }

    @Test func listParametersAreResolvedItemByItem() async throws {
        let handler = AddTasksIntentHandler(GroceryLists(lists: [groceries]))
        let intent = Intent(
            name: "AddTasks",
            parameters: [
                "taskTitles": .list([.string("rice"), .speakableString("onions"), .speakableString("olives")])
            ])
        #expect(
            try await handler.resolve(parameter: "taskTitles", of: intent) == [
                .success(.speakableString("rice")), .success(.speakableString("onions")), .success(.speakableString("olives")),
            ])
        // A single value is a list of one.
        let one = Intent(name: "AddTasks", parameters: ["taskTitles": .speakableString("rice")])
        #expect(try await handler.resolve(parameter: "taskTitles", of: one) == [.success(.speakableString("rice"))])
    }

    @Test func theAppsOwnResolutionAndHandlingComeThrough() async throws {
        let handler = AddTasksIntentHandler(GroceryLists(lists: [groceries]))
        let unknownList = AddTasksIntent(targetTaskList: TaskList(title: "Hardware")).intent
        #expect(
            try await handler.resolve(parameter: "targetTaskList", of: unknownList) == [
                .unsupported(reason: UnsupportedReason(code: "noSuchList"))
            ])

        let intent = AddTasksIntent(targetTaskList: TaskList(title: "Groceries"), taskTitles: ["rice", "olives"]).intent
        #expect(try await handler.resolve(parameter: "targetTaskList", of: intent) == [.success(.taskList(groceries))])
        let response = try await handler.handle(intent: intent)
        #expect(response.code == .success)
        #expect(response["addedTasks"] == .list([.task(TaskItem(title: "rice")), .task(TaskItem(title: "olives"))]))
        #expect(try AddTasksIntentResponse(response).modifiedTaskList == TaskList(title: "Groceries"))
    }

    @Test func aValueOfTheWrongKindIsAnError() async throws {
        let handler = AddTasksIntentHandler(Minimal())
        let intent = Intent(name: "AddTasks", parameters: ["targetTaskList": .integer(3)])
        let error = try await #require(throws: HarkError.self) {
            try await handler.resolve(parameter: "targetTaskList", of: intent)
        }
        #expect(error == .wrongParameterType("targetTaskList", of: "AddTasks", expected: "TaskList", found: .integer))

        let badItem = Intent(name: "AddTasks", parameters: ["taskTitles": .list([.string("rice"), .boolean(true)])])
        let itemError = try #require(throws: HarkError.self) { try AddTasksIntent(badItem) }
        #expect(itemError.code == .wrongParameterType)
    }

    @Test func anUnknownParameterOrIntentIsAnError() async throws {
        let handler = AddTasksIntentHandler(Minimal())
        let error = try await #require(throws: HarkError.self) {
            try await handler.resolve(parameter: "colour", of: Intent(name: "AddTasks"))
        }
        #expect(error == .unknownParameter("colour", of: "AddTasks"))

        let wrongIntent = try await #require(throws: HarkError.self) {
            try await handler.handle(intent: Intent(name: "CreateNote"))
        }
        #expect(wrongIntent == .wrongIntent("CreateNote", expected: "AddTasks"))
    }

    @Test func theDomainEmbedsItsDefinition() {
        #expect(ListsAndNotes.definition.fileName == "ListsAndNotes.intents.yaml")
        #expect(ListsAndNotes.definition.text.contains("AddTasks:"))
        #expect(NotebookItemType.taskList.displayName(locale: "es") == "lista")
        #expect(SearchForNotebookItemsIntent(itemType: .note).intent["itemType"] == .enumeration("note"))
    }
}
