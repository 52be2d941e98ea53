public import Hark
import ListOMatKit

extension ListOMatExtension {
    /// List-o-Mat's cards: a list shown, added to or marked done is drawn with its items, a check mark beside
    /// each one done; every list, one card after another; a note with its text.
    public var snippetTemplates: [SnippetTemplate] {
        let lists = "\(Self.appName){{#taskLists}}\(Self.listCard){{/taskLists}}"
        let notes = "\(Self.appName){{#notes}}\(Self.noteCard){{/notes}}"
        return [
            SnippetTemplate(intent: SearchForNotebookItemsIntent.intentName, code: "success", html: lists),
            SnippetTemplate(intent: ListActivity.activityType, code: ActivityContinuation.code, html: lists),
            SnippetTemplate(intent: SearchForNotebookItemsIntent.intentName, code: "successEmptyList", html: lists),
            SnippetTemplate(intent: SearchForNotebookItemsIntent.intentName, code: "successEveryList", html: lists),
            SnippetTemplate(intent: SearchForNotebookItemsIntent.intentName, code: "successNotes", html: notes),
            SnippetTemplate(intent: SearchForNotebookItemsIntent.intentName, code: "successEveryNote", html: notes),
            SnippetTemplate(
                intent: AddTasksIntent.intentName, code: "success",
                html: "\(Self.appName){{#modifiedTaskList}}\(Self.listCard){{/modifiedTaskList}}"),
            SnippetTemplate(
                intent: SetTaskAttributeIntent.intentName, code: "successAll",
                html: "\(Self.appName){{#modifiedTaskList}}\(Self.listCard){{/modifiedTaskList}}"),
            SnippetTemplate(
                intent: CreateTaskListIntent.intentName, code: "success",
                html: "\(Self.appName){{#createdTaskList}}\(Self.listCard){{/createdTaskList}}"),
            SnippetTemplate(
                intent: CreateNoteIntent.intentName, code: "success",
                html: "\(Self.appName){{#createdNote}}\(Self.noteCard){{/createdNote}}"),
            SnippetTemplate(
                intent: AppendToNoteIntent.intentName, code: "success", html: "\(Self.appName){{#note}}\(Self.noteCard){{/note}}"),
        ]
    }

    /// The app's name, once at the top of a card.
    static let appName = #"<div class="snippet-app">{{app}}</div>"#

    /// One list: its name, then its items, done ones with ✓ and struck through.
    static let listCard = """
        <h3 class="snippet-title">{{title}}</h3>\
        <ul class="snippet-list">{{#tasks}}\
        <li class="snippet-item{{#completed}} snippet-done{{/completed}}">\
        <span class="snippet-check">{{#completed}}✓{{/completed}}{{^completed}}○{{/completed}}</span>\
        <span class="snippet-text">{{title}}</span></li>\
        {{/tasks}}</ul>
        """

    /// One note: its title, then its text.
    static let noteCard = """
        <h3 class="snippet-title">{{title}}</h3>\
        <p class="snippet-text snippet-note">{{content}}</p>
        """
}
