import HarkDefinition

/// The vocabulary kinds a parameter's heard words are looked up in.
///
/// A parameter looks in the kind named after its type when that type names things
/// (`TaskList`, `Task`, `Note`, `Person`, `Object`, a custom type), and in the kind named after
/// the parameter itself (`targetTaskList`), so an app can register values for one parameter only.
/// Free text (`String`, `SpeakableString`) looks only under its parameter's name, except where
/// the Lists & Notes domain says what it names: the `title` searched for names a list, a note or
/// an item, and the items added to a list are items.
enum VocabularyKinds {
    static func kinds(for parameter: ParameterDefinition, intent: String) -> [String] {
        var kinds: [String] = []
        switch parameter.type {
        case .builtIn(.string), .builtIn(.speakableString), .builtIn(.integer), .builtIn(.decimal),
            .builtIn(.boolean), .builtIn(.taskStatus):
            break
        default:
            kinds.append(parameter.type.name)
        }
        kinds += domainKinds["\(intent).\(parameter.name)"] ?? []
        kinds.append(parameter.name)
        var seen: Set<String> = []
        return kinds.filter { seen.insert($0).inserted }
    }

    /// What the free-text parameters of the built-in Lists & Notes intents name.
    static let domainKinds: [String: [String]] = [
        "SearchForNotebookItems.title": ["TaskList", "Note", "Task"],
        "AddTasks.taskTitles": ["Task"],
        "CreateTaskList.taskTitles": ["Task"],
    ]
}
