public import Foundation
import Hark
import HarkDefinition
import HarkLanguage

/// The conversation as a pure state machine: events in, actions out.
///
/// ```swift
/// let machine = DialogMachine(catalog: DialogCatalog(definitions: [listsAndNotes], apps: [listOMat]))
/// var conversation = Conversation(id: "c1", now: now)
/// let turn = UserTurn(text: "add milk", locale: "en", recognition: try recognizer.recognize("add milk", locale: "en"))
/// var actions = machine.step(&conversation, .userSaid(turn), now: now)
/// print(actions)  // [.checkAuthorization(app: "com.app-o-mat.listomat")]
/// actions = machine.step(&conversation, .authorization(app: "com.app-o-mat.listomat", status: .allowed), now: now)
/// print(actions)  // [.resolve(parameter: "targetTaskList", intent: …, app: …)]
/// ```
///
/// A step does no I/O and never waits: it reads the event, updates `conversation`, and returns
/// what the driver must do. A call (authorization, resolve, confirm, handle) is always the last
/// action; the driver answers it with the matching event. Time comes in as `now`, so expiry and
/// transcripts are tested without sleeping. An event the conversation is not waiting for (a
/// handler's answer after the user cancelled) changes nothing and gives no action.
public struct DialogMachine: Sendable {
    /// The installed apps and the definitions of their intents.
    public let catalog: DialogCatalog
    /// How many questions the dialog asks about one parameter before it gives up on a handler
    /// that keeps asking.
    public var maximumQuestionsPerParameter: Int

    public init(catalog: DialogCatalog, maximumQuestionsPerParameter: Int = 3) {
        self.catalog = catalog
        self.maximumQuestionsPerParameter = maximumQuestionsPerParameter
    }

    /// Feeds one event to the conversation and returns what the driver must do.
    public func step(_ conversation: inout Conversation, _ event: DialogEvent, now: Date) -> [DialogAction] {
        var context = StepContext(conversation: conversation, catalog: catalog, limit: maximumQuestionsPerParameter)
        context.now = now
        if let name = conversation.timeZone, let zone = TimeZone(identifier: name) { context.timeZone = zone }
        switch event {
        case .userSaid(let turn):
            context.conversation.locale = turn.locale
            context.conversation.timeZone = turn.timeZone.identifier
            context.timeZone = turn.timeZone
            context.conversation.transcript.append(TranscriptEntry(speaker: .user, text: turn.text, at: now))
            context.userSaid(turn)
        case .start(let request):
            context.conversation.locale = request.locale
            context.start(request.intent, app: request.app, candidates: nil, isAuthenticated: request.isAuthenticated)
        case .authorization(let app, let status):
            guard context.isCalling(.authorization), context.conversation.request?.app == app else { return [] }
            context.authorization(status)
        case .resolved(let parameter, let results):
            guard context.isCalling(.resolve), context.currentParameter?.name == parameter else { return [] }
            context.resolved(results)
        case .confirmed(let response):
            guard context.isCalling(.confirm) else { return [] }
            context.confirmed(response)
        case .handled(let response):
            guard context.isCalling(.handle) else { return [] }
            context.finishWith(response)
        case .continued(let continuation):
            guard context.isCalling(.continueActivity) else { return [] }
            context.continued(continuation)
        case .handlerFailed(let fault) where context.isCalling(.continueActivity):
            context.continued(failing: fault)
        case .handlerFailed(let fault):
            guard context.isCalling(.resolve) || context.isCalling(.confirm) || context.isCalling(.handle) else { return [] }
            context.failed(fault)
        }
        context.conversation.updatedAt = now
        for case .say(let prompt) in context.actions {
            context.conversation.transcript.append(TranscriptEntry(speaker: .assistant, text: prompt.text, at: now))
        }
        conversation = context.conversation
        return context.actions
    }
}

/// The working state of one step: the conversation being changed and the actions so far.
struct StepContext {
    var conversation: Conversation
    let catalog: DialogCatalog
    let limit: Int
    var actions: [DialogAction] = []

    /// The user's time zone in this step, in which spans of time in answers are counted and
    /// moments are said.
    var timeZone: TimeZone = .current
    /// The time of this step, from which "today" and "tomorrow" are told.
    var now = Date()

    var locale: String { conversation.locale }
    var reader: AnswerReader { AnswerReader(locale: locale, timeZone: timeZone) }

    var definition: (intent: IntentDefinition, file: DefinitionFile)? {
        guard let request = conversation.request else { return nil }
        return catalog.intent(named: request.intent.name, app: request.app)
    }

    var renderer: ValueRenderer { ValueRenderer(locale: locale, file: definition?.file, timeZone: timeZone, now: now) }

    var appName: String { conversation.request?.app.map(catalog.displayName(of:)) ?? "" }

    var currentParameter: ParameterDefinition? {
        guard let request = conversation.request, let intent = definition?.intent else { return nil }
        let order = intent.parametersInResolutionOrder
        return request.parameterIndex < order.count ? order[request.parameterIndex] : nil
    }

    func isCalling(_ call: Conversation.Call) -> Bool {
        conversation.phase == .calling(call)
    }

    mutating func say(_ text: String, _ expecting: Expectation = .nothing, choices: [String] = []) {
        actions.append(.say(Prompt(text: text, expecting: expecting, choices: choices)))
    }

    mutating func say(_ phrase: Wording, _ values: [String: String] = [:]) {
        say(phrase.text(in: locale, values))
    }

    /// Ends the request: the conversation goes back to idle.
    mutating func finish(_ outcome: DialogOutcome) {
        actions.append(.finish(outcome))
        conversation.phase = .idle
        conversation.request = nil
        conversation.lastOutcome = outcome
    }

    mutating func call(_ call: Conversation.Call, _ action: DialogAction) {
        conversation.phase = .calling(call)
        actions.append(action)
    }

    // MARK: - New requests

    mutating func userSaid(_ turn: UserTurn) {
        if case .awaiting(let question) = conversation.phase {
            if reader.isCancel(turn.text) {
                say(.cancelled)
                finish(.cancelled)
                return
            }
            if let help = turn.recognition.help {
                // "What can I say?" in the middle of a question: the answer, then the question again.
                answer(help)
                ask(question, counting: false)
                return
            }
            if answer(question, with: turn) { return }
            if turn.recognition.best == nil {
                say(.didNotUnderstand)
                ask(question, counting: false)
                return
            }
            // Something else entirely: start over with it, as Siri does.
            conversation.phase = .idle
            conversation.request = nil
        }
        newRequest(turn)
    }

    mutating func newRequest(_ turn: UserTurn) {
        if let help = turn.recognition.help {
            answer(help)
            return
        }
        guard let best = turn.recognition.best else {
            if reader.isCancel(turn.text) {
                say(.cancelled)
            } else if let named = turn.recognition.namedApp {
                say(.appCannotDoThat, ["app": catalog.displayName(of: named)])
            } else {
                say(.didNotUnderstand)
            }
            return
        }
        let intent = Intent(name: best.intent, parameters: best.parameters.mapValues(\.value))
        start(intent, app: best.app, candidates: best.apps, isAuthenticated: turn.isAuthenticated)
    }

    /// Starts `intent` for `app`, or for the only app that handles it, or asks which app.
    mutating func start(_ intent: Intent, app: String?, candidates: [String]?, isAuthenticated: Bool) {
        conversation.request = ActiveRequest(intent: intent, app: nil, isAuthenticated: isAuthenticated)
        conversation.phase = .idle
        if let app {
            guard catalog.manifest(of: app) != nil else {
                say(.unknownApp, ["app": app])
                finish(.failed(reason: "unknown app '\(app)'"))
                return
            }
            route(to: app)
            return
        }
        let apps = candidates ?? catalog.apps(handling: intent.name)
        switch apps.count {
        case 0:
            say(.noAppCanDoThat)
            finish(.failed(reason: "no installed app handles '\(intent.name)'"))
        case 1:
            route(to: apps[0])
        default:
            ask(.whichApp(apps))
        }
    }

    /// Sends the request to `app`: checks that it handles the intent, that the session may use
    /// it, then asks the driver whether the user allows the app.
    mutating func route(to app: String) {
        guard var request = conversation.request, let manifest = catalog.manifest(of: app) else { return }
        request.app = app
        conversation.request = request
        let name = manifest.displayName
        guard let definition = catalog.intent(named: request.intent.name, app: app),
            catalog.apps(handling: request.intent.name).contains(app)
        else {
            say(.appCannotDoThat, ["app": name])
            finish(.failed(reason: "\(app) does not handle '\(request.intent.name)'"))
            return
        }
        let restricted = definition.intent.restrictedWhileLocked || manifest.isRestrictedWhileLocked(request.intent.name)
        if restricted && !request.isAuthenticated {
            // As Siri does: ask to unlock, and go on with the request once the device is unlocked.
            ask(.unlock(app: app))
            return
        }
        call(.authorization, .checkAuthorization(app: app))
    }

    mutating func authorization(_ status: AuthorizationStatus) {
        switch status {
        case .allowed:
            beginResolution()
        case .denied:
            say(.appNotAllowed, ["app": appName])
            finish(.failed(reason: "the user has not allowed \(appName)"))
        case .notDetermined:
            guard let app = conversation.request?.app else { return }
            ask(.allowApp(app))
        }
    }

    mutating func failed(_ fault: HandlerFault) {
        switch fault {
        case .missedDeadline:
            say(.appDidNotAnswer, ["app": appName])
            finish(.failed(reason: "\(appName) missed its deadline"))
        case .threw(let message):
            say(.appRanIntoProblem, ["app": appName])
            finish(.failed(reason: "\(appName) threw: \(message)"))
        case .noHandler:
            say(.appCannotDoThat, ["app": appName])
            finish(.failed(reason: "\(appName) returned no handler"))
        }
    }
}
