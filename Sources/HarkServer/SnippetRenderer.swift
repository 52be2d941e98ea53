import Foundation
import HTTPTypes
import Hark
public import HarkAssistant
import HarkDefinition
import HarkDialog
import Mustache
import Synchronization

/// Draws finished requests as cards: with the app's template for the intent, response code and
/// locale when it ships one, else with a clean default card: the app's name and each value of
/// the response under its localized label, as the assistant says it.
///
/// ```swift
/// let cards = try SnippetRenderer(assistant: assistant)
/// let turn = AssistantTurn(
///     conversation: "c1", say: "Un bitcoin vaut 58 900 euros.", app: "com.example.hark.currencyrates",
///     intent: "ShowRate", code: "success", parameters: ["currency": .enumeration("btc"), "rate": .decimal(58900)])
/// if let card = cards.snippet(for: turn, locale: "fr") {
///     print(card.lines(locale: "fr"))   // ["Currency Rates", "bitcoin", "1 bitcoin : 58 900 €"]
/// }
/// ```
public struct SnippetRenderer: Sendable {
    private struct Key: Hashable {
        var app: String
        var intent: String
        var code: String?
        var locale: String?
    }

    /// When the apps' card templates are compiled.
    public enum Compilation: Sendable {
        /// All of them when the renderer is made, so that one that does not compile is an error
        /// at once: what a server does before it listens.
        case eagerly
        /// Each when a card first needs it: what a command that draws one card does. A template
        /// that does not compile is told to `warn`, once, and drawn as the default card.
        case onFirstUse(warn: @Sendable (String) -> Void)
    }

    /// A card template's HTML, and once compiled, the template.
    private final class CardTemplate: Sendable {
        let html: String
        let what: String
        let compiled = Mutex<Result<MustacheTemplate, ServerError>?>(nil)

        init(html: String, what: String) {
            self.html = html
            self.what = what
        }

        /// The compiled template, or why it does not compile; `isNew` when this call compiled it.
        func template() -> (result: Result<MustacheTemplate, ServerError>, isNew: Bool) {
            compiled.withLock { compiled in
                if let compiled { return (compiled, false) }
                let result: Result<MustacheTemplate, ServerError>
                do {
                    result = .success(try MustacheTemplate(string: html))
                } catch {
                    result = .failure(
                        ServerError(status: .internalServerError, code: .internalError, message: "\(what) does not compile: \(error)"))
                }
                compiled = result
                return (result, true)
            }
        }
    }

    private let assistant: Assistant
    private let templates: [Key: CardTemplate]
    private let warn: (@Sendable (String) -> Void)?
    private static let defaultCard = try! MustacheTemplate(
        string: """
            <div class="snippet-default"><div class="snippet-app">{{app}}</div>\
            {{#rows}}<div class="snippet-row"><span class="snippet-name">{{name}}</span> \
            <span class="snippet-value">{{value}}</span></div>{{/rows}}</div>
            """)

    /// The cards of every app `assistant` has installed, their templates compiled `compiling`.
    ///
    /// - Throws: ``ServerError`` naming the app, intent, code and locale of a template that does
    ///   not compile, when compiling eagerly.
    public init(assistant: Assistant, compiling: Compilation = .eagerly) throws {
        var templates: [Key: CardTemplate] = [:]
        for app in assistant.apps {
            for snippet in try assistant.snippetTemplates(of: app.identifier) {
                let key = Key(app: app.identifier, intent: snippet.intent, code: snippet.code, locale: snippet.locale?.lowercased())
                let code = snippet.code.map { " (\($0))" } ?? ""
                let locale = snippet.locale.map { " in \($0)" } ?? ""
                templates[key] = CardTemplate(html: snippet.html, what: "\(app.identifier): the card of \(snippet.intent)\(code)\(locale)")
            }
        }
        switch compiling {
        case .eagerly:
            for template in templates.values {
                if case .failure(let error) = template.template().result { throw error }
            }
            warn = nil
        case .onFirstUse(let warn):
            self.warn = warn
        }
        self.assistant = assistant
        self.templates = templates
    }

    /// The card for `turn`, drawn in `locale`, or `nil` while the request is not over, or when
    /// the app ships no card for it and the response has no value to show.
    public func snippet(for turn: AssistantTurn, locale: String) -> Snippet? {
        guard let app = turn.app, let intent = turn.intent, let code = turn.code else { return nil }
        let found = assistant.intentDefinition(named: intent, app: app)
        let renderer = ValueRenderer(locale: locale, file: found?.file)
        let labels = SnippetLabels(intent: found?.intent, file: found?.file, locale: locale)
        var context: [String: Any] = turn.parameters.mapValues { SnippetContext.render($0, renderer: renderer) }
        context["labels"] = Dictionary(uniqueKeysWithValues: turn.parameters.keys.map { ($0, labels.label(of: $0)) })
        context["counted"] = SnippetContext.counted(turn.parameters, renderer: renderer)
        context["app"] = assistant.displayName(of: app)
        context["intent"] = intent
        context["code"] = code
        context["say"] = turn.say
        if let template = template(app: app, intent: intent, code: code, locale: locale) {
            return Snippet(html: template.render(context), source: .app)
        }
        let rows = labels.ordered(Array(turn.parameters.keys)).compactMap { name -> [String: Any]? in
            guard let value = turn.parameters[name] else { return nil }
            let text = renderer.text(of: value)
            return text.isEmpty ? nil : ["name": labels.label(of: name), "value": text]
        }
        guard !rows.isEmpty else { return nil }
        context["rows"] = rows
        return Snippet(html: Self.defaultCard.render(context), source: .default)
    }

    /// The most specific template: for the code before for every code; for the exact locale,
    /// then its language, then every locale.
    private func template(app: String, intent: String, code: String, locale: String) -> MustacheTemplate? {
        let exact = locale.lowercased()
        let language = String(exact.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
        for code in [code, nil] {
            for locale in [exact, language, nil] {
                guard let template = templates[Key(app: app, intent: intent, code: code, locale: locale)] else { continue }
                let (result, isNew) = template.template()
                switch result {
                case .success(let compiled): return compiled
                case .failure(let error):
                    if isNew { warn?(error.message) }
                    return nil
                }
            }
        }
        return nil
    }
}
