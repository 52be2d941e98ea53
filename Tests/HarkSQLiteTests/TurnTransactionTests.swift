import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkSQLite
import HarkShortcuts
import HarkTesting
import Testing

/// The assistant's writes in `hark.sqlite`: one transaction per turn, with a stated durability.
@Suite("One transaction per turn")
struct TurnTransactionTests {
    /// An app that asks which list when none is said.
    static let app = ScriptedApp(
        manifest: AppManifest(
            identifier: "org.example.lists", displayName: "Lists", supportedIntents: ["SearchForNotebookItems", "AddTasks"]),
        handler: ScriptedHandler(onResolve: { parameter, intent in
            if parameter == "targetTaskList", intent[parameter] == nil { return [.needsValue] }
            return try await ScriptedHandler.acceptingEveryValue(parameter, intent)
        }))

    struct Fixture {
        let folder: TemporaryDirectory
        let database: HarkDatabase
        let assistant: Assistant

        init(sharedShortcuts: Bool = true) async throws {
            folder = try TemporaryDirectory(prefix: "hark-turn-transactions")
            database = try HarkDatabase(dataDirectory: folder.dataDirectory)
            let shortcuts: any ShortcutStore = sharedShortcuts ? SQLiteShortcutStore(database: database) : MemoryShortcutStore()
            assistant = try Assistant(
                apps: [TurnTransactionTests.app],
                conversations: SQLiteConversationStore(database: database),
                authorizations: SQLiteAuthorizationStore(database: database),
                vocabulary: SQLiteVocabularyStore(database: database),
                shortcuts: shortcuts
            )
            try await assistant.allow(app: TurnTransactionTests.app.manifest.identifier)
        }
    }

    @Test("a turn that completes a request writes its conversation and its donation in one transaction")
    func completedTurn() async throws {
        let fixture = try await Fixture()
        let before = fixture.database.writeTransactions
        let turn = await fixture.assistant.respond(to: "In Lists, show the grocery store list", locale: "en", conversation: "c1")
        #expect(turn.code == "success")
        #expect(fixture.database.writeTransactions - before == 1)
        let donations = try await SQLiteShortcutStore(database: fixture.database).donations(user: Session.defaultUser, app: nil)
        let intents = donations.compactMap { donation -> String? in
            if case .interaction(let intent, _, _) = donation.content { return intent.name }
            return nil
        }
        #expect(intents == ["SearchForNotebookItems"])
        #expect(try await fixture.assistant.transcript(of: "c1")?.count == 2)
    }

    @Test("a turn that asks a question writes the conversation once, and the answer's turn once more")
    func questionTurns() async throws {
        let fixture = try await Fixture()
        let before = fixture.database.writeTransactions
        let question = await fixture.assistant.respond(to: "In Lists, add milk", locale: "en", conversation: "c2")
        #expect(question.expecting == .value)
        #expect(fixture.database.writeTransactions - before == 1)
        let done = await fixture.assistant.respond(to: "the grocery store", locale: "en", conversation: "c2")
        #expect(done.code == "success")
        #expect(fixture.database.writeTransactions - before == 2)
    }

    @Test("with donations kept elsewhere, the conversation and the donation are written apart and both kept")
    func shortcutsElsewhere() async throws {
        let fixture = try await Fixture(sharedShortcuts: false)
        let before = fixture.database.writeTransactions
        _ = await fixture.assistant.respond(to: "In Lists, show the grocery store list", locale: "en", conversation: "c3")
        #expect(fixture.database.writeTransactions - before == 1)
        #expect(try await fixture.assistant.shortcuts.store.donations(user: Session.defaultUser, app: nil).count == 1)
    }

    @Test("the database says NORMAL synchronous, the durability docs/Decisions.md states")
    func synchronousNormal() async throws {
        let fixture = try await Fixture()
        #expect(try await fixture.database.synchronousSetting() == 1)
    }
}
