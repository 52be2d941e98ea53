import HTTPTypes
import Hark
import HarkAssistant
import Mustache

/// Draws finished requests as cards: with the app's template for the intent and response code
/// when it ships one, else with a clean default card.
struct SnippetRenderer: Sendable {
    private struct Key: Hashable {
        var app: String
        var intent: String
        var code: String?
    }

    private let templates: [Key: MustacheTemplate]
    private let displayNames: [String: String]
    private static let defaultCard = try! MustacheTemplate(
        string: """
            <div class="snippet-default"><div class="snippet-app">{{app}}</div>\
            {{#rows}}<div class="snippet-row"><span class="snippet-name">{{name}}</span> \
            <span class="snippet-value">{{value}}</span></div>{{/rows}}</div>
            """)

    /// Compiles the templates of every app `assistant` has installed.
    ///
    /// - Throws: ``ServerError`` naming the app, intent and code of a template that does not compile.
    init(assistant: Assistant) throws {
        var templates: [Key: MustacheTemplate] = [:]
        for app in assistant.apps {
            for snippet in try assistant.snippetTemplates(of: app.identifier) {
                let key = Key(app: app.identifier, intent: snippet.intent, code: snippet.code)
                do {
                    templates[key] = try MustacheTemplate(string: snippet.html)
                } catch {
                    throw ServerError(
                        status: .internalServerError, code: .internalError,
                        message:
                            "\(app.identifier): the card of \(snippet.intent)\(snippet.code.map { " (\($0))" } ?? "") does not compile: \(error)"
                    )
                }
            }
        }
        self.templates = templates
        self.displayNames = Dictionary(assistant.apps.map { ($0.identifier, $0.displayName) }, uniquingKeysWith: { first, _ in first })
    }

    /// The card for `turn`, or `nil` while the request is not over.
    func snippet(for turn: AssistantTurn) -> Snippet? {
        guard let app = turn.app, let intent = turn.intent, let code = turn.code else { return nil }
        var context: [String: Any] = turn.parameters.mapValues(SnippetContext.render)
        context["app"] = displayNames[app] ?? app
        context["intent"] = intent
        context["code"] = code
        context["say"] = turn.say
        if let template = templates[Key(app: app, intent: intent, code: code)] ?? templates[Key(app: app, intent: intent, code: nil)] {
            return Snippet(html: template.render(context), source: .app)
        }
        context["rows"] = turn.parameters.sorted { $0.key < $1.key }.compactMap { name, value -> [String: Any]? in
            let text = value.displayText
            return text.isEmpty ? nil : ["name": name, "value": text]
        }
        return Snippet(html: Self.defaultCard.render(context), source: .default)
    }
}
