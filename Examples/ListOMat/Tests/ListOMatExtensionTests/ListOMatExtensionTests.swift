import Foundation
import Hark
import ListOMatExtension
import ListOMatKit
import Testing

/// The extension as the assistant sees it: its manifest, its definitions, and handlers driven
/// through the untyped ``IntentHandling``.
struct ListOMatExtensionTests {
    @Test func manifest() throws {
        let manifest = ListOMatExtension(store: try ListStore(dataDirectory: DataDirectory(url: URL(fileURLWithPath: "/nonexistent"))))
            .manifest
        #expect(manifest.identifier == "com.app-o-mat.listomat")
        #expect(manifest.displayName == "List-o-Mat")
        #expect(manifest.alternativeNames == [AppManifest.AlternativeName(name: "ListOMat", pronunciation: "list oh mat")])
        #expect(manifest.appGroup == "group.com.app-o-mat.listomat")
        #expect(manifest.appGroup == ListStore.appGroup)
        #expect(
            manifest.supportedIntents == [
                "SearchForNotebookItems", "AddTasks", "CreateTaskList", "SetTaskAttribute", "DeleteTasks", "CreateNote", "AppendToNote",
            ])
        for language in ["en", "es", "fr", "ja", "ar"] {
            #expect(manifest.usageDescription.hasValue(for: language))
        }
        #expect(manifest.usageDescription.value(for: "es") == "Tus solicitudes sobre listas y notas se enviarán a List-o-Mat.")
    }

    @Test func handlersForEverySupportedIntentAndNoOther() async throws {
        let fixture = try await Fixture([])
        defer { fixture.remove() }
        let listOMat = ListOMatExtension(store: fixture.store)
        #expect(listOMat.definitions == [ListsAndNotes.definition])
        for name in listOMat.manifest.supportedIntents {
            #expect(listOMat.handler(for: Intent(name: name)) != nil, "\(name)")
        }
        #expect(listOMat.handler(for: Intent(name: "OrderPizza")) == nil)
    }

    @Test func aRequestThroughTheUntypedBridge() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listomat-bridge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        let registrar = RecordingRegistrar()
        let listOMat = try ListOMatExtension(dataDirectory: DataDirectory(url: url), registrar: registrar, language: "en")
        try await listOMat.store.installDemoLists(language: "en")

        // "In ListOMat, add rice, onions and olives to the store list": which store?
        let heard = Intent(
            name: "AddTasks",
            parameters: [
                "targetTaskList": .taskList(TaskList(title: "store")),
                "taskTitles": .list([.speakableString("rice"), .speakableString("onions"), .speakableString("olives")]),
            ])
        let handler = try #require(listOMat.handler(for: heard))
        let options = try await handler.resolve(parameter: "targetTaskList", of: heard)
        guard case .disambiguation(let lists)? = options.first else {
            Issue.record("expected disambiguation, got \(options)")
            return
        }
        #expect(lists.map(\.displayText) == ["Grocery Store", "Hardware Store"])

        var chosen = heard
        chosen["targetTaskList"] = lists[0]
        #expect(try await handler.resolve(parameter: "targetTaskList", of: chosen).first?.outcome == .success)
        let response = try await handler.handle(intent: chosen)
        #expect(response.code == .success)
        let typed = try AddTasksIntentResponse(response)
        #expect(typed.addedTasks?.map(\.title.spokenPhrase) == ["rice", "onions", "olives"])
        #expect(try listOMat.store.list("Grocery Store").items.map(\.title).suffix(3) == ["rice", "onions", "olives"])
        #expect(await registrar.calls.last?.kind == "Task")
    }
}
