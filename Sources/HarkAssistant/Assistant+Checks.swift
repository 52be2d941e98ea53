public import Hark
import HarkDefinition
import HarkDialog
import HarkLanguage

/// Checks a caller makes before a turn, to refuse bad input with a message instead of an answer.
extension Assistant {
    /// Checks that the assistant speaks `locale` (`"en"`, `"es-MX"`, `"ja"`…).
    ///
    /// - Throws: ``AssistantError`` with code `unsupportedLocale`, naming the locale and the
    ///   languages spoken.
    public func checkLocale(_ locale: String) throws(AssistantError) {
        do {
            _ = try LanguageProfile.forLocale(locale)
        } catch {
            throw AssistantError(code: .unsupportedLocale, message: error.message)
        }
    }

    /// Checks that `intent` can be invoked: `app`, when given, is installed and handles it (else
    /// some installed app does), and every parameter it carries is one its definition declares.
    ///
    /// - Throws: ``AssistantError`` with code `unknownApp`, `unknownIntent` or
    ///   `unknownParameter`, naming the culprit and what would be accepted.
    public func checkInvocation(of intent: Intent, app: String?) throws(AssistantError) {
        if let app {
            try checkInstalled(app)
        }
        let handling = machine.catalog.apps(handling: intent.name)
        guard app.map(handling.contains) ?? !handling.isEmpty,
            let definition = machine.catalog.intent(named: intent.name, app: app ?? handling.first)?.intent
        else {
            let known = Set(apps.filter { app == nil || $0.identifier == app }.flatMap(\.supportedIntents)).sorted()
            throw AssistantError(
                code: .unknownIntent,
                message: "\(app.map { "the app '\($0)' does not handle" } ?? "no installed app handles") the intent '\(intent.name)'; "
                    + "intents: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
            )
        }
        let declared = definition.parameters.map(\.name)
        for name in intent.parameters.keys.sorted() {
            guard let parameter = definition.parameters.first(where: { $0.name == name }), let value = intent.parameters[name] else {
                throw AssistantError(
                    code: .unknownParameter,
                    message: "the intent '\(intent.name)' has no parameter '\(name)'; parameters: \(declared.joined(separator: ", "))"
                )
            }
            try Self.check(value, of: parameter, intent: intent.name)
        }
    }

    /// Checks that `value` has the kind `parameter`'s type is written with, as a list when the
    /// parameter is one.
    private static func check(_ value: ParameterValue, of parameter: ParameterDefinition, intent: String) throws(AssistantError) {
        let kinds = kinds(of: parameter.type)
        var elements = [value]
        if parameter.isList, case .list(let values) = value {
            elements = values
        }
        let fits = (parameter.isList == (value.kind == .list)) && elements.allSatisfy { kinds.contains($0.kind) }
        guard fits else {
            let wanted = kinds.map { "{\"\($0.rawValue)\": …}" }.joined(separator: " or ")
            throw AssistantError(
                code: .invalidParameterValue,
                message: "the parameter '\(parameter.name)' of '\(intent)' takes "
                    + (parameter.isList
                        ? "a list of \(parameter.type.name) ({\"list\": [\(wanted)]})" : "a \(parameter.type.name) (\(wanted))")
                    + ", not \(value.kind == .list ? "a list" : value.kind.rawValue)"
            )
        }
    }

    /// The kinds of value a parameter of `type` is written with.
    private static func kinds(of type: ValueType) -> [ParameterValue.Kind] {
        switch type {
        case .custom: [.enumeration, .object]
        case .builtIn(let builtIn):
            switch builtIn {
            case .string: [.string]
            case .speakableString: [.speakableString]
            case .integer: [.integer]
            case .decimal: [.decimal, .integer]
            case .boolean: [.boolean]
            case .person: [.person]
            case .location: [.location]
            case .dateComponents: [.dateComponents]
            case .dateComponentsRange: [.dateComponentsRange]
            case .currencyAmount: [.currencyAmount]
            case .task: [.task]
            case .taskList: [.taskList]
            case .taskStatus: [.enumeration]
            case .note: [.note]
            case .object: [.object]
            }
        }
    }

    /// The cards `app` draws its results with; empty for an app that ships none.
    ///
    /// - Throws: ``AssistantError`` with code `unknownApp` when no installed app has the identifier.
    public func snippetTemplates(of app: String) throws(AssistantError) -> [SnippetTemplate] {
        try checkInstalled(app)
        return extensions[app]?.snippetTemplates ?? []
    }
}
