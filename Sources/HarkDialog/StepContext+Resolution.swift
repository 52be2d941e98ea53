import Hark
import HarkDefinition

/// Resolve → confirm → handle: working through the handler's answers.
extension StepContext {
    mutating func beginResolution() {
        conversation.request?.parameterIndex = 0
        conversation.request?.questionsAsked = 0
        resolveCurrentParameter()
    }

    /// Asks the driver to resolve the current parameter, or to confirm when all are resolved.
    mutating func resolveCurrentParameter() {
        guard let request = conversation.request, let app = request.app else { return }
        conversation.request?.progress = nil
        if let parameter = currentParameter {
            call(.resolve, .resolve(parameter: parameter.name, intent: request.intent, app: app))
        } else {
            call(.confirm, .confirm(intent: request.intent, app: app))
        }
    }

    mutating func nextParameter() {
        conversation.request?.parameterIndex += 1
        conversation.request?.questionsAsked = 0
        resolveCurrentParameter()
    }

    mutating func resolved(_ results: [ResolutionResult<ParameterValue>]) {
        guard let parameter = currentParameter else { return }
        conversation.request?.progress = ResolutionProgress(parameter: parameter.name, results: results)
        workThroughResults()
    }

    /// Takes the handler's results item by item: accepts successes, skips `notRequired`, and
    /// stops at the first result that needs the user.
    mutating func workThroughResults() {
        guard let parameter = currentParameter, var progress = conversation.request?.progress else { return }
        while progress.index < progress.results.count {
            let result = progress.results[progress.index]
            switch result {
            case .success(let value):
                progress.accepted.append(value)
                progress.index += 1
            case .notRequired:
                progress.index += 1
            case .needsValue:
                conversation.request?.progress = progress
                ask(.value(parameter: parameter.name))
                return
            case .disambiguation(let options):
                conversation.request?.progress = progress
                switch options.count {
                case 0: ask(.value(parameter: parameter.name))
                case 1: ask(.confirmValue(parameter: parameter.name, value: options[0]))
                default: ask(.choice(parameter: parameter.name, options: options))
                }
                return
            case .confirmationRequired(let value):
                conversation.request?.progress = progress
                ask(.confirmValue(parameter: parameter.name, value: value))
                return
            case .unsupported(let reason):
                conversation.request?.progress = progress
                unsupported(parameter, reason: reason, item: progress.index)
                return
            }
        }
        conversation.request?.progress = progress
        if !progress.accepted.isEmpty {
            conversation.request?.intent[parameter.name] = parameter.isList ? .list(progress.accepted) : progress.accepted[0]
        }
        nextParameter()
    }

    /// Says why the value cannot be used, then asks for another when the parameter can be
    /// asked for, or stops.
    mutating func unsupported(_ parameter: ParameterDefinition, reason: UnsupportedReason?, item: Int) {
        let given = conversation.request?.intent[parameter.name]
        let elements = given?.listElements ?? []
        let value = parameter.isList && item < elements.count ? elements[item] : given
        var values = conversation.request?.intent.parameters ?? [:]
        if let value { values[parameter.name] = value }
        for (name, value) in reason?.parameters ?? [:] { values[name] = value }
        let explanation: String? =
            if let message = reason?.message {
                message
            } else if let code = reason?.code,
                let template = parameter.unsupportedReasons[code].flatMap({ localized($0, locale) })
            {
                renderer.renderIfComplete(template, values: values)
            } else {
                nil
            }
        if let offer = reason?.offer, let explanation {
            ask(.offer(parameter: parameter.name, value: offer, question: explanation))
            return
        }
        if let explanation {
            say(explanation)
        } else if let value {
            say(.cannotUseValue, ["app": appName, "value": renderer.text(of: value)])
        } else {
            say(.appCannotDoThat, ["app": appName])
        }
        askAgainOrStop(parameter, reason: reason)
    }

    /// Asks for another value when the parameter can be asked for, or stops.
    mutating func askAgainOrStop(_ parameter: ParameterDefinition, reason: UnsupportedReason?) {
        if parameter.isRequired || !parameter.prompts.needsValue.isEmpty {
            ask(.value(parameter: parameter.name))
        } else {
            finish(.failed(reason: "\(appName) cannot use the value of '\(parameter.name)': \(reason?.description ?? "unsupported")"))
        }
    }

    /// Takes `value` for the item being looked at and goes on with the next items.
    mutating func accept(_ value: ParameterValue) {
        guard var progress = conversation.request?.progress else { return }
        progress.accepted.append(value)
        progress.index += 1
        conversation.request?.progress = progress
        conversation.phase = .idle
        workThroughResults()
    }

    /// Puts the user's new value in place of the item being looked at (the whole value for a
    /// single parameter) and asks the handler to resolve the parameter again.
    mutating func replaceCurrentValue(with value: ParameterValue) {
        guard let parameter = currentParameter, var request = conversation.request else { return }
        if parameter.isList, let progress = request.progress, progress.results.count > 1,
            let elements = request.intent[parameter.name]?.listElements, progress.index < elements.count
        {
            var items = elements
            items.replaceSubrange(progress.index...progress.index, with: value.listElements)
            request.intent[parameter.name] = .list(items)
        } else {
            request.intent[parameter.name] = value
        }
        conversation.request = request
        resolveCurrentParameter()
    }

    mutating func confirmed(_ response: IntentResponse) {
        if response.code.isFailure || response.code == .continueInApp {
            finishWith(response)
            return
        }
        if definition?.intent.confirmation == .always {
            conversation.request?.readiness = response
            conversation.request?.questionsAsked = 0
            ask(.shallI)
            return
        }
        handle()
    }

    mutating func handle() {
        guard let request = conversation.request, let app = request.app else { return }
        call(.handle, .handle(intent: request.intent, app: app))
    }

    /// Says the response, rendered from the intent's template for its code, and ends the request;
    /// a response that is better finished in the app asks first whether to go on there.
    mutating func finishWith(_ response: IntentResponse) {
        say(text(of: response))
        if response.continuesInApp, let activity = response.userActivity, let app = conversation.request?.app {
            conversation.request?.response = response
            ask(.openApp(app: app, activity: activity), counting: false)
            return
        }
        finish(.completed(response))
    }

    /// The app's answer to the activity it was handed: its words, or "You can continue in
    /// List-o-Mat." when it does not continue the activity here. The request ends with the
    /// handler's response.
    mutating func continued(_ continuation: ActivityContinuation?) {
        if let continuation {
            say(continuation.say)
        } else {
            say(.continueInApp, ["app": appName])
        }
        finish(.completed(conversation.request?.response ?? IntentResponse(code: .continueInApp)))
    }

    /// The app could not answer the activity it was handed; the request still ends with the
    /// handler's response.
    mutating func continued(failing fault: HandlerFault) {
        switch fault {
        case .missedDeadline: say(.appDidNotAnswer, ["app": appName])
        case .threw, .noHandler: say(.appRanIntoProblem, ["app": appName])
        }
        finish(.completed(conversation.request?.response ?? IntentResponse(code: .continueInApp)))
    }

    func text(of response: IntentResponse) -> String {
        var values = conversation.request?.intent.parameters ?? [:]
        for (name, value) in response.parameters { values[name] = value }
        if let code = definition?.intent.response.code(named: response.code.rawValue),
            let template = localized(code.templates, locale), let text = renderer.renderIfComplete(template, values: values)
        {
            return text
        }
        let app = ["app": appName]
        switch response.code {
        case .success, .ready: return Wording.done.text(in: locale)
        case .inProgress: return Wording.inProgress.text(in: locale, app)
        case .continueInApp, .failureRequiringAppLaunch: return Wording.continueInApp.text(in: locale, app)
        default: return Wording.appCouldNotDoIt.text(in: locale, app)
        }
    }
}
