/// A small HTML template an app ships to draw its result as a card (SiriKit's Intents UI).
///
/// A template belongs to one intent and, optionally, one response code and one locale; the most
/// specific one is used: the code before the locale, an exact locale (`es-MX`) before its
/// language (`es`). Templates are [Mustache](https://mustache.github.io): `{{name}}` inserts a
/// value escaped for HTML, `{{#tasks}}…{{/tasks}}` repeats for each element of a list, and
/// `{{#completed}}✓{{/completed}}` shows text only when a value is true. The response's values
/// are reachable by their property names, as the assistant says them in the turn's locale
/// (enumerations by their localized name, numbers with the locale's separators), with their
/// localized labels under `labels`; what each kind of value offers is described in
/// `docs/Server.md` (a task list has `title` and `tasks`, a task `title` and `completed`…).
///
/// ```swift
/// SnippetTemplate(intent: "SearchForNotebookItems", code: "success", html: """
///     {{#taskLists}}<h3>{{title}}</h3><ul>{{#tasks}}<li>{{title}}</li>{{/tasks}}</ul>{{/taskLists}}
///     """)
/// SnippetTemplate(intent: "ShowRate", code: "success", locale: "fr", html: "<h3>{{currency}}</h3>{{rate}} €")
/// ```
public struct SnippetTemplate: Sendable, Hashable, Codable {
    /// The intent whose responses the template draws.
    public var intent: String
    /// The response code it draws, or `nil` for every code of the intent.
    public var code: String?
    /// The locale or language it draws in (`fr`, `es-MX`), or `nil` for every locale.
    public var locale: String?
    /// The Mustache template, producing a fragment of HTML.
    public var html: String

    public init(intent: String, code: String? = nil, locale: String? = nil, html: String) {
        self.intent = intent
        self.code = code
        self.locale = locale
        self.html = html
    }
}

extension SnippetTemplate {
    /// A card in the page's classes: the app's name, `title`, then `body` (rows, lists, text).
    ///
    /// ```swift
    /// let sent = SnippetTemplate(
    ///     intent: "SendPayment", code: "success", locale: "en",
    ///     html: SnippetTemplate.card("Sent", SnippetTemplate.row("{{labels.payee}}", "{{payee}}")))
    /// ```
    public static func card(_ title: String, _ body: String) -> String {
        #"<div class="snippet-app">{{app}}</div><h3 class="snippet-title">\#(title)</h3>"# + body
    }

    /// A row: `name` (often `{{labels.…}}`, the definition's label) and `value`.
    public static func row(_ name: String, _ value: String) -> String {
        #"<div class="snippet-row"><span class="snippet-name">\#(name)</span> <span class="snippet-value">\#(value)</span></div>"#
    }

    /// A row for each of the values `names` that the answer carries, under the definition's label
    /// for it; a value the answer lacks has no row.
    public static func rows(_ names: [String]) -> String {
        names.map { "{{#\($0)}}" + row("{{labels.\($0)}}", "{{\($0)}}") + "{{/\($0)}}" }.joined()
    }

    /// The values of the list `name`, one under the other.
    public static func list(_ name: String) -> String {
        #"<ul class="snippet-list">{{#"# + name + #"}}<li class="snippet-item">{{.}}</li>{{/"# + name + "}}</ul>"
    }

    /// A row of text alone.
    public static func text(_ value: String) -> String {
        #"<div class="snippet-row"><span class="snippet-text">\#(value)</span></div>"#
    }
}
