import Foundation
import Hark
import HarkDialog

/// What a snippet template sees of a value: text as the assistant says it for simple values
/// (enumerations by their localized name, numbers with the locale's separators), and for lists,
/// tasks and notes their parts by name, so that `{{#tasks}}{{title}}{{/tasks}}` reads naturally.
enum SnippetContext {
    /// `value` as Mustache reads it, said by `renderer`.
    static func render(_ value: ParameterValue, renderer: ValueRenderer) -> Any {
        switch value {
        case .string(let text): text
        case .speakableString(let phrase): phrase.spokenPhrase
        case .enumeration, .integer, .decimal, .currencyAmount: renderer.text(of: value)
        case .boolean(let flag): flag
        case .task(let task): render(task)
        case .taskList(let list): render(list)
        case .note(let note):
            [
                "title": note.title.spokenPhrase,
                "content": note.content,
            ] as [String: Any]
        case .list(let values): values.map { render($0, renderer: renderer) }
        case .person, .location, .dateComponents, .dateComponentsRange, .object:
            value.displayText
        }
    }

    /// Each number of `parameters` said with each value that counts it, by the number's name
    /// and the value's: `{{counted.goalValue.workoutGoalUnitType}}` is "1 hour", "2 hours",
    /// «ساعتان», as the response says it (``ValueRenderer/counted(_:_:)``).
    static func counted(_ parameters: [String: ParameterValue], renderer: ValueRenderer) -> [String: [String: String]] {
        var counted: [String: [String: String]] = [:]
        for (name, number) in parameters {
            for (unitName, unit) in parameters {
                guard let said = renderer.counted(number, unit) else { continue }
                counted[name, default: [:]][unitName] = said
            }
        }
        return counted
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
