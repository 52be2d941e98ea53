import Hark
import HarkDefinition

@testable import HarkLanguage

/// The apps and the recognizer the recognizer tests share: List-o-Mat (every Lists & Notes
/// intent) and Notely (notes and search only), over the built-in Lists & Notes definition.
enum RecognizerFixtures {
    static let listOMatID = "com.app-o-mat.listomat"
    static let notelyID = "com.example.notely"

    static let listOMat = AppManifest(
        identifier: listOMatID,
        displayName: "List-o-Mat",
        alternativeNames: [.init(name: "ListOMat", pronunciation: "list oh mat")],
        supportedIntents: [
            "SearchForNotebookItems", "AddTasks", "CreateTaskList", "SetTaskAttribute", "DeleteTasks",
            "CreateNote", "AppendToNote",
        ]
    )

    static let notely = AppManifest(
        identifier: notelyID,
        displayName: "Notely",
        supportedIntents: ["SearchForNotebookItems", "CreateNote", "AppendToNote"]
    )

    static let locales = ["en", "es", "fr", "ja", "ar"]

    /// The Lists & Notes definition, as generated code embeds it.
    static let listsAndNotes: DefinitionFile = {
        let source = ListsAndNotes.definition
        do {
            return try DefinitionFile(parsing: source.text, path: source.fileName)
        } catch {
            fatalError("ListsAndNotes.intents.yaml does not parse: \(error)")
        }
    }()

    /// A recognizer with both apps installed.
    static let recognizer: Recognizer = {
        do {
            return try Recognizer(definitions: [listsAndNotes], apps: [listOMat, notely])
        } catch {
            fatalError("the Lists & Notes templates do not compile: \(error)")
        }
    }()

    /// The user's lists, as List-o-Mat registers them.
    static func vocabulary(lists: [SpeakableString]) -> Vocabulary {
        Vocabulary().registering(lists, kind: "TaskList", app: listOMatID)
    }

    /// What a parameter's value says: the title of a list, item or note, a list's items joined
    /// with "|", an enumeration's identifier.
    static func said(_ value: ParameterValue?) -> String? {
        guard let value else { return nil }
        switch value {
        case .list(let items): return items.map(\.displayText).joined(separator: "|")
        default: return value.displayText
        }
    }
}
