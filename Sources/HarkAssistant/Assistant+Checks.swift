public import Hark
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
                message: "\(app.map { "the app '\($0)'" } ?? "no installed app") handles no intent '\(intent.name)'; "
                    + "intents: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
            )
        }
        let declared = definition.parameters.map(\.name)
        for name in intent.parameters.keys.sorted() where !declared.contains(name) {
            throw AssistantError(
                code: .unknownParameter,
                message: "the intent '\(intent.name)' has no parameter '\(name)'; parameters: \(declared.joined(separator: ", "))"
            )
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
