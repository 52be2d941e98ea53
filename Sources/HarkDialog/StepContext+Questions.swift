import Foundation
import Hark
import HarkDefinition
import HarkLanguage

/// Asking questions and reading the answers.
extension StepContext {
    /// Asks `question` and waits for the answer; `counting` is false when the same question is
    /// asked again after an answer that was not understood.
    mutating func ask(_ question: Conversation.Question, counting: Bool = true) {
        if counting {
            let asked = (conversation.request?.questionsAsked ?? 0) + 1
            conversation.request?.questionsAsked = asked
            if asked > limit {
                say(.tooManyQuestions, ["app": appName])
                finish(.failed(reason: "\(appName) kept asking about the same value"))
                return
            }
        }
        conversation.phase = .awaiting(question)
        actions.append(.say(prompt(for: question)))
    }

    func prompt(for question: Conversation.Question) -> Prompt {
        let values = conversation.request?.intent.parameters ?? [:]
        switch question {
        case .whichApp(let apps):
            let names = apps.map(catalog.displayName(of:))
            let text = Wording.whichApp.text(in: locale, ["options": SpokenList.join(names, .or, locale: locale)])
            return Prompt(text: text, expecting: .choice, choices: names)
        case .allowApp(let app):
            let manifest = catalog.manifest(of: app)
            let usage = manifest?.usageDescription.value(for: locale) ?? ""
            let text = Wording.askAuthorization.text(in: locale, ["app": catalog.displayName(of: app), "usage": usage])
            return Prompt(text: text.replacingOccurrences(of: "  ", with: " "), expecting: .confirmation)
        case .value(let name):
            let parameter = definition?.intent.parameter(named: name)
            if let template = parameter.flatMap({ localized($0.prompts.needsValue, locale) }),
                let text = renderer.renderIfComplete(template, values: values)
            {
                return Prompt(text: text, expecting: .value)
            }
            let label = parameter.flatMap { localized($0.displayName, locale) } ?? name
            return Prompt(text: Wording.whatValue.text(in: locale, ["parameter": label]), expecting: .value)
        case .choice(let name, let options):
            let names = options.map(renderer.text(of:))
            let joined = SpokenList.join(names, .or, locale: locale)
            let parameter = definition?.intent.parameter(named: name)
            let text =
                parameter.flatMap { localized($0.prompts.disambiguation, locale) }
                .flatMap { renderer.renderIfComplete($0, values: values, extra: ["options": joined]) }
                ?? Wording.whichOne.text(in: locale, ["options": joined])
            return Prompt(text: text, expecting: .choice, choices: names)
        case .confirmValue(let name, let value):
            let parameter = definition?.intent.parameter(named: name)
            var withValue = values
            withValue[name] = value
            if let template = parameter.flatMap({ localized($0.prompts.confirmation, locale) }),
                let text = renderer.renderIfComplete(template, values: withValue)
            {
                return Prompt(text: text, expecting: .confirmation)
            }
            return Prompt(text: Wording.didYouMean.text(in: locale, ["value": renderer.text(of: value)]), expecting: .confirmation)
        case .offer(_, _, let question):
            return Prompt(text: question, expecting: .confirmation)
        case .openApp(let app, _):
            return Prompt(text: Wording.openApp.text(in: locale, ["app": catalog.displayName(of: app)]), expecting: .confirmation)
        case .unlock(let app):
            return Prompt(text: Wording.needsUnlock.text(in: locale, ["app": catalog.displayName(of: app)]), expecting: .confirmation)
        case .shallI:
            // The code the handler answered `confirm` with words the question, with its values.
            let readiness = conversation.request?.readiness
            var withResponse = values
            for (name, value) in readiness?.parameters ?? [:] { withResponse[name] = value }
            for name in [readiness?.code.rawValue ?? "ready", "ready"] {
                if let ready = definition?.intent.response.code(named: name), let template = localized(ready.templates, locale),
                    let text = renderer.renderIfComplete(template, values: withResponse)
                {
                    return Prompt(text: text, expecting: .confirmation)
                }
            }
            return Prompt(text: Wording.shallI.text(in: locale, ["app": appName, "details": details()]), expecting: .confirmation)
        }
    }

    /// The request's values, "list: Grocery; items: rice and olives", for "shall I?".
    func details() -> String {
        guard let intent = definition?.intent, let request = conversation.request else { return "" }
        let parts = intent.parametersInResolutionOrder.compactMap { parameter -> String? in
            guard let value = request.intent[parameter.name] else { return nil }
            let label = localized(parameter.displayName, locale) ?? parameter.name
            return "\(label): \(renderer.text(of: value))"
        }
        let separator = Wording.language(of: locale) == "ja" ? "、" : (Wording.language(of: locale) == "ar" ? "؛ " : "; ")
        return parts.joined(separator: separator)
    }

    /// Reads `turn` as an answer to `question`; `false` when it is not one.
    mutating func answer(_ question: Conversation.Question, with turn: UserTurn) -> Bool {
        let reader = self.reader
        switch question {
        case .whichApp(let apps):
            guard let index = reader.choice(turn.text, among: apps.map(catalog.displayName(of:))) else { return false }
            conversation.phase = .idle
            route(to: apps[index])
        case .allowApp(let app):
            guard let allowed = reader.yesOrNo(turn.text) else { return false }
            actions.append(.recordAuthorization(app: app, allowed: allowed))
            if allowed {
                beginResolution()
            } else {
                say(.appRefused, ["app": catalog.displayName(of: app)])
                finish(.cancelled)
            }
        case .value(let name):
            guard let parameter = definition?.intent.parameter(named: name) else { return false }
            // An answer that is wholly a value of the parameter's own form ("20 euros" to "How
            // much?") is the answer, though it is a request of its own too (a conversion).
            if let value = reader.wholeValue(turn.text, for: parameter) {
                replaceCurrentValue(with: value)
                return true
            }
            // Otherwise a new request a template understood takes precedence: any text would do
            // as a value. A value only named ("the groceries list" to "Which list?") is the
            // answer all the same, and so is whatever only the trained layer guessed at: "grocery
            // store" to "From which list?" is the list, not a request to delete it.
            let isRequest = turn.recognition.best.map { $0.layer == .templates } ?? false
            guard !isRequest || reader.onlyNames(turn.text, for: parameter),
                let value = reader.value(turn.text, for: parameter, in: definition?.file)
            else {
                return false
            }
            replaceCurrentValue(with: value)
        case .choice(_, let options):
            let names = options.map(renderer.text(of:))
            guard let index = reader.choice(turn.text, among: names) else { return false }
            accept(options[index])
        case .confirmValue(let name, let value):
            guard let yes = reader.yesOrNo(turn.text) else { return false }
            if yes {
                accept(value)
            } else {
                ask(.value(parameter: name))
            }
        case .offer(let name, let value, _):
            guard let yes = reader.yesOrNo(turn.text) else { return false }
            let parameter = definition?.intent.parameter(named: name)
            if yes {
                accept(value)
            } else if let parameter, parameter.isRequired || !parameter.prompts.needsValue.isEmpty {
                ask(.value(parameter: name))
            } else {
                say(.cancelled)
                finish(.cancelled)
            }
        case .unlock(let app):
            // "Go on", as the question says, is the answer, not a request a model may guess at.
            let yes = reader.yesOrNo(turn.text) ?? (reader.goesOn(turn.text) ? true : nil)
            if yes == false {
                say(.cancelled)
                finish(.cancelled)
                return true
            }
            // Another request takes precedence over going on.
            if yes == nil, turn.recognition.best != nil { return false }
            guard turn.isAuthenticated else {
                ask(question)
                return true
            }
            conversation.request?.isAuthenticated = true
            call(.authorization, .checkAuthorization(app: app))
        case .openApp(let app, let activity):
            guard let yes = reader.yesOrNo(turn.text) else { return false }
            if yes {
                call(.continueActivity, .continueActivity(activity, app: app))
            } else {
                say(.okay)
                finish(.completed(conversation.request?.response ?? IntentResponse(code: .continueInApp)))
            }
        case .shallI:
            guard let yes = reader.yesOrNo(turn.text) else { return false }
            if yes {
                handle()
            } else {
                say(.cancelled)
                finish(.cancelled)
            }
        }
        return true
    }
}
