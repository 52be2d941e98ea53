/// A small HTML template an app ships to draw its result as a card (SiriKit's Intents UI).
///
/// A template belongs to one intent and, optionally, one response code; the most specific one
/// is used. Templates are [Mustache](https://mustache.github.io): `{{name}}` inserts a value
/// escaped for HTML, `{{#tasks}}…{{/tasks}}` repeats for each element of a list, and
/// `{{#completed}}✓{{/completed}}` shows text only when a value is true. The response's values
/// are reachable by their property names; what each kind of value offers is described in
/// `docs/Server.md` (a task list has `title` and `tasks`, a task `title` and `completed`…).
///
/// ```swift
/// SnippetTemplate(intent: "SearchForNotebookItems", code: "success", html: """
///     {{#taskLists}}<h3>{{title}}</h3><ul>{{#tasks}}<li>{{title}}</li>{{/tasks}}</ul>{{/taskLists}}
///     """)
/// ```
public struct SnippetTemplate: Sendable, Hashable, Codable {
    /// The intent whose responses the template draws.
    public var intent: String
    /// The response code it draws, or `nil` for every code of the intent.
    public var code: String?
    /// The Mustache template, producing a fragment of HTML.
    public var html: String

    public init(intent: String, code: String? = nil, html: String) {
        self.intent = intent
        self.code = code
        self.html = html
    }
}
