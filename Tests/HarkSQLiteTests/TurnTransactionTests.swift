import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkLanguage
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

    // MARK: The statements every turn runs

    /// Runs `sql` on the fixture's database with the sqlite3 tool.
    static func sqlite(_ database: HarkDatabase, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [database.url.path, sql]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static let hasSQLiteTool = FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3")

    @Test(
        "a turn's conversation and donation are written as the records always were: JSON text, sorted keys",
        .enabled(if: hasSQLiteTool, "needs the sqlite3 tool to look at the rows")
    )
    func rowsAsBefore() async throws {
        let fixture = try await Fixture()
        let turn = await fixture.assistant.respond(to: "In Lists, show the grocery store list", locale: "en", conversation: "c5")
        #expect(turn.code == "success")
        #expect(
            try Self.sqlite(fixture.database, "SELECT typeof(json), typeof(updatedAt) FROM conversation WHERE id = 'c5'") == "text|real")
        #expect(try Self.sqlite(fixture.database, "SELECT typeof(json), typeof(date) FROM donation") == "text|real")
        let json = try Self.sqlite(fixture.database, "SELECT json FROM conversation WHERE id = 'c5'")
        #expect(json.hasPrefix(#"{"createdAt":"#))
        // Read back through the store, it is the conversation the turn left.
        let stored = try await SQLiteConversationStore(database: fixture.database).conversation(id: "c5", user: Session.defaultUser)
        #expect(stored?.transcript.map(\.text) == ["In Lists, show the grocery store list", turn.say])
    }

    @Test(
        "a damaged conversation, authorization or vocabulary row is a clear error naming the record",
        .enabled(if: hasSQLiteTool, "needs the sqlite3 tool to damage a row")
    )
    func damagedRows() async throws {
        let fixture = try await Fixture()
        _ = await fixture.assistant.respond(to: "In Lists, add milk", locale: "en", conversation: "c6")
        let vocabulary = SQLiteVocabularyStore(database: fixture.database)
        try await vocabulary.setVocabulary([SpeakableString("Grocery Store")], of: "list", app: "org.example.lists", user: "amira")
        _ = try Self.sqlite(
            fixture.database,
            """
            UPDATE conversation SET json = '{}' WHERE id = 'c6';
            UPDATE authorization SET status = 'maybe';
            UPDATE vocabulary SET json = '[1]' WHERE user = 'amira';
            """)

        let conversations = SQLiteConversationStore(database: fixture.database)
        let conversation = await #expect(throws: StoreError.self) {
            try await conversations.conversation(id: "c6", user: Session.defaultUser)
        }
        #expect(conversation?.code == .damagedRecord)
        #expect(conversation?.message.contains("conversation 'c6' of user '\(Session.defaultUser)'") == true)

        let authorizations = SQLiteAuthorizationStore(database: fixture.database)
        let authorization = await #expect(throws: StoreError.self) {
            try await authorizations.status(app: TurnTransactionTests.app.manifest.identifier, user: Session.defaultUser)
        }
        #expect(authorization?.code == .damagedRecord)
        #expect(authorization?.message.contains("unknown status 'maybe'") == true)

        let words = await #expect(throws: StoreError.self) { try await vocabulary.vocabulary(user: "amira") }
        #expect(words?.code == .damagedRecord)
        #expect(words?.message.contains("the list vocabulary of 'org.example.lists' for user 'amira'") == true)
        #expect(words?.description.contains(fixture.database.url.path) == true)
    }

    @Test("a conversation or vocabulary another process changed is read as it is now, not as this one last saw it")
    func changedElsewhere() async throws {
        let fixture = try await Fixture()
        // Another handle on the same file: what another process sees.
        let elsewhere = try HarkDatabase(url: fixture.database.url)

        let mine = SQLiteConversationStore(database: fixture.database)
        var conversation = Conversation(id: "c7", user: "amira", locale: "en", now: Date())
        try await mine.save(conversation)
        #expect(try await mine.conversation(id: "c7", user: "amira")?.locale == "en")
        conversation.locale = "fr"
        try await SQLiteConversationStore(database: elsewhere).save(conversation)
        #expect(try await mine.conversation(id: "c7", user: "amira")?.locale == "fr")

        let myWords = SQLiteVocabularyStore(database: fixture.database)
        try await myWords.setVocabulary([SpeakableString("Groceries")], of: "list", app: "org.example.lists", user: "amira")
        #expect(
            try await myWords.vocabulary(user: "amira").values(kind: "list", app: "org.example.lists").map(\.spokenPhrase) == ["Groceries"])
        try await SQLiteVocabularyStore(database: elsewhere).setVocabulary(
            [SpeakableString("Hardware")], of: "list", app: "org.example.lists", user: "amira")
        #expect(
            try await myWords.vocabulary(user: "amira").values(kind: "list", app: "org.example.lists").map(\.spokenPhrase) == ["Hardware"])
    }
}
