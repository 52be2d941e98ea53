import Hark
public import HarkDefinition

/// Checks an app's example requests (`examples:` in its definition file): each sentence must be
/// understood, in its locale, as the intent it claims, the way the assistant understands it with
/// the app installed alone.
///
/// ```swift
/// let path = "Examples/PizzaShop/PizzaShopApp.intents.yaml"
/// let pizzaShop = try DefinitionFile(parsing: String(contentsOfFile: path, encoding: .utf8), path: path)
/// let checker = ExampleChecker(domains: [listsAndNotes])
/// for diagnostic in checker.diagnostics(for: pizzaShop) { print(diagnostic) }
/// // PizzaShopApp.intents.yaml:18:11: error: the en sentence of example 1, "order a Margarita", matches no …
/// ```
public struct ExampleChecker: Sendable {
    /// The built-in domains the assistant always understands beside the app's own intents.
    public var domains: [DefinitionFile]

    public init(domains: [DefinitionFile]) {
        self.domains = domains
    }

    /// One error per example sentence that is not understood as the intent it claims; none for a
    /// file without examples.
    public func diagnostics(for file: DefinitionFile) -> [Diagnostic] {
        guard let app = file.app, let manifest = file.manifest, !app.examples.isEmpty else { return [] }
        // The domains the assistant reads with the app: Lists & Notes always, another built-in
        // domain when the app handles one of its intents.
        let used = domains.filter { domain in
            domain.name != file.name
                && (domain.name == BuiltInDomain.listsAndNotes.rawValue
                    || domain.intents.contains { manifest.supportedIntents.contains($0.name) })
        }
        let definitions = used + [file]
        let recognizer: Recognizer
        do {
            recognizer = try Recognizer(definitions: definitions, apps: [manifest])
        } catch {
            return [.error("the examples cannot be checked: \(error.message)", at: app.location)]
        }
        var diagnostics: [Diagnostic] = []
        for (index, example) in app.examples.enumerated() {
            // In file order, so that the errors read down the file.
            func place(_ locale: String) -> SourceLocation { example.sentenceLocations[locale] ?? example.location }
            for (locale, sentence) in example.sentences.sorted(by: { (place($0.key), $0.key) < (place($1.key), $1.key) }) {
                let location = place(locale)
                let what = "the \(locale) sentence of example \(index + 1), \"\(sentence)\","
                if let problem = problem(with: sentence, locale: locale, claiming: example.intent, recognizer: recognizer, what: what) {
                    diagnostics.append(.error(problem, at: location))
                }
            }
        }
        return diagnostics
    }

    private func problem(with sentence: String, locale: String, claiming intent: String, recognizer: Recognizer, what: String) -> String? {
        let recognition: Recognition
        do {
            recognition = try recognizer.recognize(sentence, locale: locale)
        } catch {
            return "\(what) cannot be understood: \(error.message)"
        }
        if recognition.help != nil {
            return "\(what) is understood as a question about what to say, not as '\(intent)'"
        }
        guard let best = recognition.best else {
            let closest = recognition.nearMisses.first.map { "; the closest sentence is '\($0.sentence)' of '\($0.intent)'" } ?? ""
            return "\(what) matches no sentence template; it claims '\(intent)'\(closest)"
        }
        guard best.intent == intent else {
            return "\(what) is understood as '\(best.intent)', not as '\(intent)', which it claims"
        }
        return nil
    }
}
