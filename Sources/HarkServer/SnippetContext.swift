import Foundation
import Hark

/// What a snippet template sees of a value: text for simple values, and for lists, tasks and
/// notes their parts by name, so that `{{#tasks}}{{title}}{{/tasks}}` reads naturally.
enum SnippetContext {
    /// `value` as Mustache reads it.
    static func render(_ value: ParameterValue) -> Any {
        switch value {
        case .string(let text), .enumeration(let text): text
        case .speakableString(let phrase): phrase.spokenPhrase
        case .integer(let number): number
        case .decimal(let number): "\(number)"
        case .boolean(let flag): flag
        case .task(let task): render(task)
        case .taskList(let list): render(list)
        case .note(let note):
            [
                "title": note.title.spokenPhrase,
                "content": note.content,
            ] as [String: Any]
        case .list(let values): values.map(render)
        case .person, .location, .dateComponents, .dateComponentsRange, .currencyAmount, .object:
            value.displayText
        }
    }

    static func render(_ task: TaskItem) -> [String: Any] {
        [
            "title": task.title.spokenPhrase,
            "completed": task.status == .completed,
            "status": task.status.rawValue,
        ]
    }

    static func render(_ list: TaskList) -> [String: Any] {
        var context: [String: Any] = [
            "title": list.title.spokenPhrase,
            "tasks": list.tasks.map(render),
        ]
        if let group = list.groupName {
            context["groupName"] = group.spokenPhrase
        }
        return context
    }
}
