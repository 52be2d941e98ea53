import Hark
import HarkDefinition
import HarkLanguage
import Testing

/// The example at the top of docs/Understanding.md, so the guide cannot drift from the API.
@Suite("docs/Understanding.md")
struct UnderstandingGuideTests {
    @Test("the guide's example recognizes what it says it does")
    func guideExample() throws {
        let source = ListsAndNotes.definition
        let definition = try DefinitionFile(parsing: source.text, path: source.fileName)
        let listOMat = AppManifest(
            identifier: "com.app-o-mat.listomat", displayName: "List-o-Mat",
            alternativeNames: [.init(name: "ListOMat", pronunciation: "list oh mat")],
            supportedIntents: ["AddTasks", "CreateTaskList", "SearchForNotebookItems"]
        )
        let recognizer = try Recognizer(definitions: [definition], apps: [listOMat])

        let vocabulary = Vocabulary().registering([SpeakableString(spokenPhrase: "compras")], kind: "TaskList", app: listOMat.identifier)
        let recognition = try recognizer.recognize(
            "En ListOMat, añade arroz, cebollas y aceitunas a la lista de compras",
            locale: "es-ES", vocabulary: vocabulary
        )
        let best = try #require(recognition.best)
        #expect(best.intent == "AddTasks")
        #expect(best.app == "com.app-o-mat.listomat")
        #expect(best.appWasNamed)
        let items = try #require(best.parameters["taskTitles"]?.value)
        guard case .list(let values) = items else {
            Issue.record("taskTitles is \(items), not a list")
            return
        }
        #expect(values.map(\.displayText) == ["arroz", "cebollas", "aceitunas"])
        #expect(best.parameters["targetTaskList"]?.vocabularyMatches.isEmpty == false)
        #expect(!best.reason.isEmpty)
    }
}
