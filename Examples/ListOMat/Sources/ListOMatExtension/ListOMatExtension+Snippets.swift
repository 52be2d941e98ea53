public import Hark

extension ListOMatExtension {
    /// List-o-Mat's cards: a list shown or added to is drawn with its items, a check mark beside
    /// each one done.
    public var snippetTemplates: [SnippetTemplate] {
        [
            SnippetTemplate(
                intent: SearchForNotebookItemsIntent.intentName, code: "success", html: "{{#taskLists}}\(Self.listCard){{/taskLists}}"),
            SnippetTemplate(
                intent: AddTasksIntent.intentName, code: "success", html: "{{#modifiedTaskList}}\(Self.listCard){{/modifiedTaskList}}"),
        ]
    }

    /// One list: its name, then its items, done ones with ✓ and struck through.
    static let listCard = """
        <div class="snippet-app">{{app}}</div>\
        <h3 class="snippet-title">{{title}}</h3>\
        <ul class="snippet-list">{{#tasks}}\
        <li class="snippet-item{{#completed}} snippet-done{{/completed}}">\
        <span class="snippet-check">{{#completed}}✓{{/completed}}{{^completed}}○{{/completed}}</span>\
        <span class="snippet-text">{{title}}</span></li>\
        {{/tasks}}</ul>
        """
}
