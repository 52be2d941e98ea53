import Foundation
import Hark
import HarkDefinition
import HarkDialog
import HarkShortcuts

/// A conversation as read from the store earlier in a turn: `conversation` is `nil` when the
/// store had none.
struct StoredConversation: Sendable {
    var conversation: Conversation?
}

/// The driver loop: feeds the machine, carries out its actions, feeds back their answers.
extension Assistant {
    /// Runs `event` and what follows from it in conversation `id`, then saves the conversation and
    /// donates the request when it ended with the app's response.
    ///
    /// - Parameters:
    ///   - said: What the user said, for the transcript, when `event` starts an intent on their
    ///     behalf (one of their phrases).
    ///   - read: The conversation as this turn already read it; `nil` reads it.
    func drive(
        _ event: DialogEvent, conversation id: String, session: Session, locale: String, said: String? = nil,
        read: StoredConversation? = nil
    ) async throws -> AssistantTurn {
        let user = session.user
        let now = clock.now()
        let stored: Conversation?
        if let read {
            stored = read.conversation
        } else {
            stored = try await conversations.conversation(id: id, user: user)
        }
        var state = stored ?? Conversation(id: id, user: user, locale: locale, now: now)
        if state.isExpired(at: now, timeout: configuration.conversationTimeout) {
            // Too long ago: a pending question is forgotten, the transcript stays.
            state.phase = .idle
            state.request = nil
        }
        if let said {
            state.transcript.append(TranscriptEntry(speaker: .user, text: said, at: now))
        }
        var pending = [event]
        var prompts: [Prompt] = []
        var outcome: DialogOutcome?
        var continued: (activity: UserActivity, continuation: ActivityContinuation)?
        var request = state.request
        // Results a handler gave ahead of time, with the intent they were resolved with: used when
        // the machine asks for that parameter of that same intent.
        var resolvedAhead: [String: (intent: Intent, app: String, results: [ResolutionResult<ParameterValue>])] = [:]
        while !pending.isEmpty {
            let event = pending.removeFirst()
            if let current = state.request { request = current }
            let actions = machine.step(&state, event, now: clock.now())
            if let current = state.request { request = current }
            for action in actions {
                switch action {
                case .say(let prompt):
                    prompts.append(prompt)
                case .finish(let ending):
                    outcome = ending
                case .checkAuthorization(let app):
                    let status = try await authorizations.status(app: app, user: user)
                    pending.append(.authorization(app: app, status: status))
                case .recordAuthorization(let app, let allowed):
                    try await authorizations.setStatus(allowed ? .allowed : .denied, app: app, user: user)
                case .resolve(let parameter, let intent, let app):
                    if let ahead = resolvedAhead.removeValue(forKey: parameter), ahead.intent == intent, ahead.app == app {
                        pending.append(.resolved(parameter: parameter, results: ahead.results))
                        continue
                    }
                    let parameters = [parameter] + self.parameters(after: parameter, of: intent, app: app)
                    let resolution = await resolving(parameters, of: intent, app: app, locale: state.locale, user: user)
                    pending.append(resolution.event)
                    resolvedAhead = [:]
                    for next in resolution.ahead { resolvedAhead[next.parameter] = (intent, app, next.results) }
                case .confirm(let intent, let app):
                    pending.append(
                        await call(app, intent, locale: state.locale, user: user) { .confirmed(try await $0.confirm(intent: intent)) })
                case .handle(let intent, let app):
                    pending.append(
                        await call(app, intent, locale: state.locale, user: user) { .handled(try await $0.handle(intent: intent)) })
                case .continueActivity(let activity, let app):
                    let event = await continuing(activity, app: app, locale: state.locale, user: user)
                    if case .continued(let continuation?) = event { continued = (activity, continuation) }
                    pending.append(event)
                }
            }
        }
        var donation: Donation?
        if case .completed(let response) = outcome, let request {
            donation = self.donation(of: request, response: response, session: session)
        }
        try await commit(state, donating: donation)
        var answer = turn(
            id: id, locale: state.locale, prompts: prompts, outcome: outcome, request: state.request ?? request,
            finished: state.request == nil)
        if let continued {
            // The app's answer is what the user sees: its card is the activity's.
            answer.intent = continued.activity.activityType
            answer.code = ActivityContinuation.code
            answer.parameters = continued.continuation.parameters
        }
        return answer
    }

    /// The parameters the machine resolves after `parameter`, in its order.
    private func parameters(after parameter: String, of intent: Intent, app: String) -> [String] {
        guard let definition = machine.catalog.intent(named: intent.name, app: app)?.intent else { return [] }
        let order = definition.parametersInResolutionOrder.map(\.name)
        guard let index = order.firstIndex(of: parameter) else { return [] }
        return Array(order[(index + 1)...])
    }

    /// Resolves the first of `parameters` with `app`'s handler against the deadline, letting the
    /// handler resolve the ones after it in the same call (``IntentHandling/resolve(parameters:of:)``):
    /// the first one's results as an event, and what was resolved ahead.
    private func resolving(_ parameters: [String], of intent: Intent, app: String, locale: String, user: String) async -> (
        event: DialogEvent, ahead: [ResolvedParameter]
    ) {
        let failing: (HandlerFault) -> (event: DialogEvent, ahead: [ResolvedParameter]) = { (.handlerFailed($0), []) }
        return await call(
            app, intent, locale: locale, user: user, failing: failing,
            { handler in
                let resolved = try await handler.resolve(parameters: parameters, of: intent)
                guard let first = resolved.first, first.parameter == parameters.first else {
                    return (.handlerFailed(.threw(message: "it did not resolve \(parameters.first ?? "")")), [])
                }
                return (.resolved(parameter: first.parameter, results: first.results), Array(resolved.dropFirst()))
            })
    }

    /// Hands `activity` to `app` against the deadline and turns its answer into an event.
    private func continuing(_ activity: UserActivity, app: String, locale: String, user: String) async -> DialogEvent {
        await HandlerContext.$current.withValue(HandlerContext(locale: locale, user: user)) {
            guard let appExtension = extensions[app] else { return .handlerFailed(.noHandler) }
            switch await withDeadline(configuration.handlerDeadline, clock: clock, { try await appExtension.continueActivity(activity) }) {
            case .value(let continuation): return .continued(continuation)
            case .threw(let message): return .handlerFailed(.threw(message: message))
            case .missedDeadline: return .handlerFailed(.missedDeadline)
            }
        }
    }

    /// Calls `app`'s handler for `intent` against the deadline and turns the result into an event.
    /// The app sees the turn's `locale` and `user` as ``HandlerContext/current``, from
    /// `handler(for:)` on.
    private func call(
        _ app: String, _ intent: Intent, locale: String, user: String,
        _ body: @escaping @Sendable (any IntentHandling) async throws -> DialogEvent
    ) async -> DialogEvent {
        await call(app, intent, locale: locale, user: user, failing: { .handlerFailed($0) }, body)
    }

    /// Calls `app`'s handler for `intent` against the deadline: what `body` makes of it, or what
    /// `failing` makes of the fault when there is no handler, it throws or it misses the deadline.
    private func call<Value: Sendable>(
        _ app: String, _ intent: Intent, locale: String, user: String, failing: (HandlerFault) -> Value,
        _ body: @escaping @Sendable (any IntentHandling) async throws -> Value
    ) async -> Value {
        await HandlerContext.$current.withValue(HandlerContext(locale: locale, user: user)) {
            guard let handler = extensions[app]?.handler(for: intent) else {
                return failing(.noHandler)
            }
            switch await withDeadline(configuration.handlerDeadline, clock: clock, { try await body(handler) }) {
            case .value(let value): return value
            case .threw(let message): return failing(.threw(message: message))
            case .missedDeadline: return failing(.missedDeadline)
            }
        }
    }

    private func turn(id: String, locale: String, prompts: [Prompt], outcome: DialogOutcome?, request: ActiveRequest?, finished: Bool)
        -> AssistantTurn
    {
        let last = prompts.last
        var turn = AssistantTurn(
            conversation: id,
            say: SpokenList.sentences(prompts.map(\.text), locale: locale),
            expecting: finished ? .nothing : (last?.expecting ?? .nothing),
            choices: finished ? [] : (last?.choices ?? []),
            app: request?.app,
            intent: request?.intent.name,
            parameters: request?.intent.parameters ?? [:]
        )
        if case .completed(let response) = outcome {
            turn.code = response.code.rawValue
            turn.parameters = response.parameters
        } else if !finished, let response = request?.response {
            // Asking whether to go on in the app: the turn shows what the handler answered.
            turn.code = response.code.rawValue
            turn.parameters = response.parameters
        }
        return turn
    }
}
