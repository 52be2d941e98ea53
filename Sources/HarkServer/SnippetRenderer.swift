import Foundation
import HTTPTypes
import Hark
public import HarkAssistant
import HarkDefinition
import HarkDialog
import Mustache

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

    private let assistant: Assistant
    private let templates: [Key: MustacheTemplate]
    private static let defaultCard = try! MustacheTemplate(
        string: """
            <div class="snippet-default"><div class="snippet-app">{{app}}</div>\
            {{#rows}}<div class="snippet-row"><span class="snippet-name">{{name}}</span> \
            <span class="snippet-value">{{value}}</span></div>{{/rows}}</div>
            """)

    /// Compiles the templates of every app `assistant` has installed.
    ///
    /// - Throws: ``ServerError`` naming the app, intent, code and locale of a template that does
    ///   not compile.
    public init(assistant: Assistant) throws {
        var templates: [Key: MustacheTemplate] = [:]
        for app in assistant.apps {
            for snippet in try assistant.snippetTemplates(of: app.identifier) {
                let key = Key(app: app.identifier, intent: snippet.intent, code: snippet.code, locale: snippet.locale?.lowercased())
                do {
                    templates[key] = try MustacheTemplate(string: snippet.html)
                } catch {
                    let code = snippet.code.map { " (\($0))" } ?? ""
                    let locale = snippet.locale.map { " in \($0)" } ?? ""
                    throw ServerError(
                        status: .internalServerError, code: .internalError,
                        message: "\(app.identifier): the card of \(snippet.intent)\(code)\(locale) does not compile: \(error)"
                    )
                }
            }
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
                if let template = templates[Key(app: app, intent: intent, code: code, locale: locale)] { return template }
            }
        }
        return nil
    }
}
