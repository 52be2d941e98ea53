import Foundation
import Hark
import HarkDefinition
import HarkDialog
import HarkLanguage

/// A synchronous driver for the machine: answers its calls with closures, the way the assistant
/// answers them with handlers, and collects what it says.
struct DialogHarness {
    static let listOMatID = "com.app-o-mat.listomat"
    static let notelyID = "com.example.notely"
    static let locales = ["en", "es", "fr", "ja", "ar"]

    static let listOMat = AppManifest(
        identifier: listOMatID, displayName: "List-o-Mat",
        alternativeNames: [.init(name: "ListOMat", pronunciation: "list oh mat")],
        usageDescription: ["en": "It adds items to your lists.", "es": "Añade elementos a tus listas."],
        supportedIntents: [
            "SearchForNotebookItems", "AddTasks", "CreateTaskList", "SetTaskAttribute", "DeleteTasks", "CreateNote", "AppendToNote",
        ],
        intentsRestrictedWhileLocked: ["DeleteTasks"]
    )
    static let notely = AppManifest(
        identifier: notelyID, displayName: "Notely", supportedIntents: ["SearchForNotebookItems", "CreateNote"])

    static let listsAndNotes: DefinitionFile = {
        do {
            return try DefinitionFile(parsing: ListsAndNotes.definition.text, path: ListsAndNotes.definition.fileName)
        } catch {
            fatalError("ListsAndNotes.intents.yaml does not parse: \(error)")
        }
    }()

    static let recognizer: Recognizer = {
        do {
            return try Recognizer(definitions: [listsAndNotes], apps: [listOMat, notely])
        } catch {
            fatalError("the Lists & Notes templates do not compile: \(error)")
        }
    }()

    var machine = DialogMachine(
        catalog: DialogCatalog(definitions: [DialogHarness.listsAndNotes], apps: [DialogHarness.listOMat, DialogHarness.notely]))
    var conversation: Conversation
    var now = Date(timeIntervalSince1970: 1_800_000_000)
    var authorization: AuthorizationStatus = .allowed
    var isAuthenticated = true
    var resolve: (String, Intent) -> [ResolutionResult<ParameterValue>] = { parameter, intent in
        intent[parameter].map { value in value.listElements.map { .success($0) } } ?? [.notRequired]
    }
    var confirm: (Intent) -> IntentResponse = { _ in IntentResponse(code: .ready) }
    var handle: (Intent) -> IntentResponse = { _ in IntentResponse(code: .success) }
    var continueActivity: (UserActivity) -> ActivityContinuation? = { _ in nil }
    var fault: HandlerFault?
    /// Every action, in order.
    var log: [DialogAction] = []
    var outcome: DialogOutcome?

    init(locale: String = "en") {
        conversation = Conversation(id: "test", locale: locale, now: now)
    }

    /// The user says `text`; returns what the assistant says back, joined.
    @discardableResult
    mutating func say(_ text: String, locale: String) -> String {
        let recognition = (try? Self.recognizer.recognize(text, locale: locale)) ?? Recognition(locale: locale)
        return run(.userSaid(UserTurn(text: text, locale: locale, recognition: recognition, isAuthenticated: isAuthenticated)))
    }

    /// Feeds `event` and every call's answer until the machine waits for the user.
    @discardableResult
    mutating func run(_ event: DialogEvent) -> String {
        var pending = [event]
        var said: [String] = []
        while !pending.isEmpty {
            let actions = machine.step(&conversation, pending.removeFirst(), now: now)
            log += actions
            for action in actions {
                switch action {
                case .say(let prompt): said.append(prompt.text)
                case .finish(let ending): outcome = ending
                case .checkAuthorization(let app): pending.append(.authorization(app: app, status: authorization))
                case .recordAuthorization(_, let allowed): authorization = allowed ? .allowed : .denied
                case .resolve(let parameter, let intent, _):
                    pending.append(
                        fault.map(DialogEvent.handlerFailed) ?? .resolved(parameter: parameter, results: resolve(parameter, intent)))
                case .confirm(let intent, _):
                    pending.append(fault.map(DialogEvent.handlerFailed) ?? .confirmed(confirm(intent)))
                case .handle(let intent, _):
                    pending.append(fault.map(DialogEvent.handlerFailed) ?? .handled(handle(intent)))
                case .continueActivity(let activity, _):
                    pending.append(fault.map(DialogEvent.handlerFailed) ?? .continued(continueActivity(activity)))
                }
            }
        }
        return SpokenList.sentences(said, locale: conversation.locale)
    }

    /// The last prompt the machine said.
    var lastPrompt: Prompt? {
        log.reversed().lazy.compactMap { action -> Prompt? in
            if case .say(let prompt) = action { return prompt }
            return nil
        }.first
    }

    /// The intents the machine asked to handle.
    var handled: [Intent] {
        log.compactMap { action in
            if case .handle(let intent, _) = action { return intent }
            return nil
        }
    }
}
