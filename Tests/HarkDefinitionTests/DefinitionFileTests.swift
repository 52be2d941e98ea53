import Foundation
import HarkDefinition
import Testing

@Suite("Definition files: what a valid file gives")
struct DefinitionFileTests {
    static let listsAndNotesURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources/Hark/ListsAndNotes.intents.yaml")

    static func fixture(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    }

    @Test("the built-in Lists & Notes domain parses without a single diagnostic")
    func listsAndNotesIsClean() throws {
        let file = try DefinitionFile(contentsOf: Self.listsAndNotesURL)
        #expect(file.warnings.isEmpty, "\(file.warnings)")
        #expect(file.name == "ListsAndNotes")
        #expect(file.locales == ["en", "es", "fr", "ja", "ar"])
        #expect(file.app == nil)
    }

    @Test("the built-in Ride Booking domain parses cleanly; its intents and parameters are SiriKit's")
    func rideBookingNames() throws {
        let url = Self.listsAndNotesURL.deletingLastPathComponent().appending(path: "RideBooking.intents.yaml")
        let file = try DefinitionFile(contentsOf: url)
        #expect(file.warnings.isEmpty, "\(file.warnings)")
        #expect(file.locales == ["en", "es", "fr", "ja", "ar"])
        #expect(file.intents.map(\.name) == BuiltInDomain.rideBooking.intentNames)
        let parameters = Dictionary(uniqueKeysWithValues: file.intents.map { ($0.name, $0.parameters.map(\.name)) })
        #expect(parameters["ListRideOptions"] == ["pickupLocation", "dropOffLocation"])
        #expect(
            parameters["RequestRide"] == [
                "pickupLocation", "dropOffLocation", "rideOptionName", "partySize", "paymentMethod", "scheduledPickupTime",
            ])
        #expect(parameters["GetRideStatus"] == [])
        #expect(parameters["CancelRide"] == [])
        #expect(file.intent(named: "RequestRide")?.confirmation == .always, "a ride is booked only after its price is said")
    }

    @Test("the built-in Workouts domain parses cleanly; its intents and parameters are SiriKit's")
    func workoutsNames() throws {
        let url = Self.listsAndNotesURL.deletingLastPathComponent().appending(path: "Workouts.intents.yaml")
        let file = try DefinitionFile(contentsOf: url)
        #expect(file.warnings.isEmpty, "\(file.warnings)")
        #expect(file.intents.map(\.name) == BuiltInDomain.workouts.intentNames)
        let parameters = Dictionary(uniqueKeysWithValues: file.intents.map { ($0.name, $0.parameters.map(\.name)) })
        #expect(parameters["StartWorkout"] == ["workoutName", "goalValue", "workoutGoalUnitType", "isOpenEnded"])
        for name in ["PauseWorkout", "ResumeWorkout", "EndWorkout", "CancelWorkout"] {
            #expect(parameters[name] == ["workoutName"], "\(name)")
        }
        #expect(file.intent(named: "CancelWorkout")?.confirmation == .always, "a workout is thrown away only after asking")
    }

    @Test("the built-in Messaging domain parses cleanly; its intents and parameters are SiriKit's")
    func messagingNames() throws {
        let url = Self.listsAndNotesURL.deletingLastPathComponent().appending(path: "Messaging.intents.yaml")
        let file = try DefinitionFile(contentsOf: url)
        #expect(file.warnings.isEmpty, "\(file.warnings)")
        #expect(file.intents.map(\.name) == BuiltInDomain.messaging.intentNames)
        let parameters = Dictionary(uniqueKeysWithValues: file.intents.map { ($0.name, $0.parameters.map(\.name)) })
        #expect(parameters["SendMessage"] == ["speakableGroupName", "recipients", "content"])
        #expect(parameters["SearchForMessages"] == ["senders", "dateTimeRange", "attributes"])
        #expect(parameters["SetMessageAttribute"] == ["attribute", "senders"])
        #expect(file.intent(named: "SendMessage")?.confirmation == .always, "a message is said back before it is sent")
        #expect(file.intent(named: "SearchForMessages")?.restrictedWhileLocked == true, "nobody reads your messages from a locked phone")
    }

    @Test("the built-in domain's intents are SiriKit's, with SiriKit's parameter names")
    func listsAndNotesNames() throws {
        let file = try DefinitionFile(contentsOf: Self.listsAndNotesURL)
        #expect(file.intents.map(\.name) == BuiltInDomain.listsAndNotes.intentNames)
        let parameters = Dictionary(uniqueKeysWithValues: file.intents.map { ($0.name, $0.parameters.map(\.name)) })
        #expect(parameters["SearchForNotebookItems"] == ["title", "content", "itemType", "status", "dateTime"])
        #expect(parameters["AddTasks"] == ["targetTaskList", "taskTitles", "temporalEventTrigger"])
        #expect(parameters["CreateTaskList"] == ["title", "taskTitles", "groupName"])
        #expect(parameters["SetTaskAttribute"] == ["targetTask", "status", "taskList", "all"])
        #expect(file.intent(named: "SetTaskAttribute")?.resolutionOrder == ["taskList", "targetTask", "status", "all"])
        #expect(parameters["DeleteTasks"] == ["taskList", "tasks", "all", "status"])
        #expect(parameters["CreateNote"] == ["title", "content", "groupName"])
        #expect(parameters["AppendToNote"] == ["targetNote", "content"])
    }

    @Test("parameters keep their type, list-ness, required flag and prompts in every locale")
    func parameterDetails() throws {
        let file = try DefinitionFile(contentsOf: Self.listsAndNotesURL)
        let addTasks = try #require(file.intent(named: "AddTasks"))
        let titles = try #require(addTasks.parameter(named: "taskTitles"))
        #expect(titles.type == .builtIn(.speakableString))
        #expect(titles.isList && titles.isRequired)
        let list = try #require(addTasks.parameter(named: "targetTaskList"))
        #expect(list.type == .builtIn(.taskList) && !list.isList && !list.isRequired)
        #expect(list.prompts.needsValue["ja"] == "どのリストですか？")
        #expect(list.prompts.disambiguation["ar"] == "أي قائمة: {options}؟")
        #expect(list.unsupportedReasons["noSuchList"]?["es"] == "No tienes ninguna lista llamada {targetTaskList}.")
        #expect(addTasks.response.properties.map(\.name) == ["modifiedTaskList", "addedTasks"])
        #expect(addTasks.response.code(named: "success")?.templates["fr"] == "J'ai ajouté {addedTasks} à {modifiedTaskList}.")
        #expect(file.intent(named: "DeleteTasks")?.confirmation == .always)
        #expect(file.type(named: "NotebookItemType")?.values.map(\.identifier) == ["note", "taskList", "task"])
    }

    @Test("an app file gives its manifest, custom type, custom codes and sentences in five languages")
    func appFile() throws {
        let file = try DefinitionFile(contentsOf: try Self.fixture("PizzaShop.intents.yaml"))
        let app = try #require(file.app)
        #expect(app.identifier == "com.example.pizzashop")
        #expect(app.alternativeNames == [.init(name: "PizzaShop", pronunciation: "pizza shop")])
        #expect(app.usageDescription["ja"] == "Pizza Shopが注文を受け付けます。")
        #expect(app.supportedIntents == ["OrderPizza", "SearchForNotebookItems"])
        #expect(app.restrictedWhileLocked == ["OrderPizza"])
        #expect(app.appGroup == "group.com.example.pizzashop")
        let kind = try #require(file.type(named: "PizzaKind"))
        #expect(kind.values.first?.synonyms["en"] == ["Margherita", "cheese pizza"])
        let order = try #require(file.intent(named: "OrderPizza"))
        let unavailable = try #require(order.response.code(named: "failurePizzaUnavailable"))
        #expect(unavailable.parameters == ["kind"] && unavailable.isFailure && !unavailable.isStandard)
        #expect(order.sentences.keys.sorted() == ["ar", "en", "es", "fr", "ja"])
        #expect(order.sentences["ja"]?.first?.source == "{kind}[ピザ]を[{quantity}枚]注文[して]")
        #expect(file.rules["en"]?["pizza"] != nil)
    }

    @Test("a resolution order other than declaration order is kept")
    func resolutionOrder() throws {
        let file = try DefinitionFile(
            parsing: """
                locales: [en]
                intents:
                  Send:
                    parameters:
                      content: {type: String}
                      recipient: {type: Person}
                    resolutionOrder: [recipient, content]
                """, path: "Send.intents.yaml")
        let send = try #require(file.intent(named: "Send"))
        #expect(send.parametersInResolutionOrder.map(\.name) == ["recipient", "content"])
    }
}
