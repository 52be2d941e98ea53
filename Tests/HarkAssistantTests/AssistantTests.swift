import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkTesting
import Testing

@Suite("The assistant")
struct AssistantTests {
    static let groceries = ParameterValue.taskList(TaskList(title: "Groceries"))

    static var listsApp: ListsApp {
        ListsApp(lists: [TaskList(title: "Groceries"), TaskList(title: "Hardware")])
    }

    // MARK: - authorization

    @Test func theFirstUseAsksRemembersAndCanBeChanged() async throws {
        let assistant = try await Fixtures.assistant([Self.listsApp], allow: false)
        #expect(try await assistant.authorization(of: Fixtures.listOMatID) == .notDetermined)

        let asked = await assistant.respond(to: "ajoute du lait à la liste Groceries", locale: "fr", conversation: "a")
        #expect(
            asked.say
                == "List-o-Mat souhaite travailler avec vous ici. List-o-Mat ajoute et affiche les éléments de vos listes. L'autoriser ?")
        #expect(asked.expecting == .confirmation)
        let added = await assistant.respond(to: "oui", locale: "fr", conversation: "a")
        #expect(added.say == "J'ai ajouté lait à Groceries.")
        #expect(try await assistant.authorization(of: Fixtures.listOMatID) == .allowed)

        let again = await assistant.respond(to: "add eggs to the groceries list", locale: "en", conversation: "b")
        #expect(again.say == "Added eggs to Groceries.")

        try await assistant.deny(app: Fixtures.listOMatID)
        let blocked = await assistant.respond(to: "add eggs to the groceries list", locale: "en", conversation: "c")
        #expect(blocked.say == "List-o-Mat isn't allowed to work with me. You can allow it in the settings.")
        #expect(blocked.code == nil)
    }

    @Test func authorizationIsKeptPerUser() async throws {
        let assistant = try await Fixtures.assistant([Self.listsApp], allow: false)
        try await assistant.allow(app: Fixtures.listOMatID, user: "alice")
        let alice = await assistant.respond(to: "add eggs to the groceries list", locale: "en", session: Session(user: "alice"))
        #expect(alice.say == "Added eggs to Groceries.")
        let bob = await assistant.respond(to: "add eggs to the groceries list", locale: "en", session: Session(user: "bob"))
        #expect(bob.expecting == .confirmation)
        #expect(bob.say.hasPrefix("List-o-Mat would like to work with you here."))
    }

    @Test func allowingAnUnknownAppIsAnError() async throws {
        let assistant = try await Fixtures.assistant([Self.listsApp])
        await #expect(throws: AssistantError.self) { try await assistant.allow(app: "com.example.nothing") }
    }

    @Test func anAppInstalledTwiceIsRefusedByName() throws {
        let error = #expect(throws: AssistantError.self) {
            try Assistant(apps: [Fixtures.scriptedApp(), Fixtures.scriptedApp()])
        }
        #expect(error?.code == .duplicateApp)
        #expect(error?.message == "two installed apps have the identifier '\(Fixtures.listOMatID)'")
    }

    @Test func anIntentRestrictedWhileLockedNeedsAnAuthenticatedSession() async throws {
        let assistant = try await Fixtures.assistant([Fixtures.scriptedApp()])
        let locked = Session(isAuthenticated: false)
        let refused = await assistant.respond(to: "delete milk from the grocery list", locale: "en", session: locked)
        #expect(refused.say == "You need to unlock your device to do that with List-o-Mat. Unlock it, then say “go on”.")
        #expect(refused.expecting == .confirmation)
        let added = await assistant.respond(to: "add milk to the grocery list", locale: "en", session: locked)
        #expect(added.code == "success")
        let unlocked = await assistant.respond(to: "delete milk from the grocery list", locale: "en", conversation: "d")
        #expect(unlocked.say == "Shall I delete milk from grocery?")
    }

    // MARK: - faults and deadlines

    @Test func aHandlerThatThrowsEndsTheTurnNamingTheApp() async throws {
        var app = Fixtures.scriptedApp()
        app.handler.onHandle = { _ in throw HandlerError() }
        let assistant = try await Fixtures.assistant([app])
        let turn = await assistant.respond(to: "買い物リストに牛乳を追加して", locale: "ja", conversation: "t")
        #expect(turn.say == "List-o-Matで問題が発生しました。")
        #expect(turn.expecting == .nothing)
        #expect(try await assistant.conversation("t")?.phase == .idle)
    }

    @Test func aHandlerThatNeverAnswersMissesItsDeadline() async throws {
        var app = Fixtures.scriptedApp()
        app.handler.onResolve = { _, _ in
            await ScriptedHandler.hang()
            return [.notRequired]
        }
        let assistant = try await Fixtures.assistant([app], clock: ElapsedDeadlineClock())
        let turn = await assistant.respond(to: "add milk to the grocery list", locale: "en", conversation: "h")
        #expect(turn.say == "List-o-Mat didn't answer.")
        #expect(try await assistant.conversation("h")?.lastOutcome == .failed(reason: "List-o-Mat missed its deadline"))
    }

    @Test func oneHangingConversationDoesNotHoldAnother() async throws {
        let (hangs, hanging) = AsyncStream.makeStream(of: Void.self)
        var app = Fixtures.scriptedApp()
        app.handler.onHandle = { intent in
            if intent["taskTitles"] == .list([.speakableString("sand")]) {
                hanging.yield()
                await ScriptedHandler.hang()
            }
            return IntentResponse(
                code: .success,
                parameters: ["modifiedTaskList": intent["targetTaskList"] ?? .string("?"), "addedTasks": intent["taskTitles"] ?? .list([])])
        }
        let clock = ManualClock()
        let assistant = try await Fixtures.assistant([app], deadline: .seconds(5), clock: clock)
        async let stuck = assistant.respond(to: "add sand to the beach list", locale: "en", conversation: "hang")
        // The sand request hangs in its handler, its deadline still to come…
        var started = hangs.makeAsyncIterator()
        await started.next()
        try await clock.waitForSleepers(1)
        // …and meanwhile another conversation is served, on the same clock.
        let served = await assistant.respond(to: "add milk to the grocery list", locale: "en", conversation: "serve")
        #expect(served.say == "Added milk to grocery.")
        clock.advance(by: 5)
        #expect(await stuck.say == "List-o-Mat didn't answer.")
    }

    // MARK: - turns

    @Test func anUnknownLocaleIsNamedAndChangesNothing() async throws {
        let assistant = try await Fixtures.assistant([Self.listsApp])
        let turn = await assistant.respond(to: "füge Milch hinzu", locale: "de-DE", conversation: "x")
        #expect(turn.say.contains("'de-DE'"))
        #expect(turn.say.contains("en, es, fr, ja, ar"))
        #expect(try await assistant.transcript(of: "x") == nil)
        let invoked = await assistant.invoke(Intent(name: "AddTasks"), locale: "xx", conversation: "y")
        #expect(invoked.say.contains("'xx'"))
    }

    @Test(arguments: [("en", "Sorry, I didn't understand that."), ("es", "Lo siento, no lo he entendido."), ("ar", "عذرًا، لم أفهم ذلك.")])
    func aRequestNobodyUnderstandsIsAnAnswer(locale: String, said: String) async throws {
        let assistant = try await Fixtures.assistant([Self.listsApp])
        let turn = await assistant.respond(to: "zzz qqq", locale: locale)
        #expect(turn.say == said)
        #expect(turn.expecting == .nothing)
        #expect(turn.intent == nil)
    }

    @Test func invokingAnIntentAsksForWhatItLacks() async throws {
        let assistant = try await Fixtures.assistant([Self.listsApp])
        let intent = Intent(name: "AddTasks", parameters: ["taskTitles": .list([.speakableString("rice"), .speakableString("olives")])])
        let question = await assistant.invoke(intent, app: Fixtures.listOMatID, locale: "es", conversation: "maps")
        #expect(question.say == "¿A qué lista?")
        #expect(question.expecting == .value)
        let done = await assistant.respond(to: "la lista groceries", locale: "es", conversation: "maps")
        #expect(done.say == "He añadido rice y olives a Groceries.")
        #expect(done.code == "success")
    }

    @Test func invokingForAnUnknownAppSaysSo() async throws {
        let assistant = try await Fixtures.assistant([Self.listsApp])
        let turn = await assistant.invoke(Intent(name: "AddTasks"), app: "com.example.nothing", locale: "en")
        #expect(turn.say == "Sorry, I don't know the app com.example.nothing.")
    }

    @Test func severalAppsAskWhichOne() async throws {
        var notely = Fixtures.scriptedApp()
        notely.manifest = Fixtures.notelyManifest
        let assistant = try await Fixtures.assistant([Self.listsApp, notely])
        #expect(assistant.apps.map(\.identifier) == [Fixtures.listOMatID, Fixtures.notelyID])
        let question = await assistant.respond(to: "show the groceries list", locale: "en", conversation: "w")
        #expect(question.say == "Which app: List-o-Mat or Notely?")
        #expect(question.choices == ["List-o-Mat", "Notely"])
        let answer = await assistant.respond(to: "Notely", locale: "en", conversation: "w")
        #expect(answer.app == Fixtures.notelyID)
        #expect(answer.code == "success")
    }

    @Test func aQuestionIsForgottenAfterInactivityAndTheTranscriptStays() async throws {
        let clock = ManualClock()
        let assistant = try await Fixtures.assistant([Self.listsApp], clock: clock)
        #expect(await assistant.respond(to: "add milk", locale: "en", conversation: "e").say == "Which list?")
        clock.advance(by: assistant.configuration.conversationTimeout + 1)
        let late = await assistant.respond(to: "groceries", locale: "en", conversation: "e")
        #expect(late.say == "Sorry, I didn't understand that.")
        let transcript = try #require(try await assistant.transcript(of: "e"))
        #expect(transcript.map(\.text) == ["add milk", "Which list?", "groceries", "Sorry, I didn't understand that."])
        #expect(transcript.map(\.speaker) == [.user, .assistant, .user, .assistant])

        clock.advance(by: assistant.configuration.conversationTimeout + 1)
        #expect(try await assistant.removeExpiredConversations() == 1)
        #expect(try await assistant.transcript(of: "e") == nil)
    }

    @Test func aTurnPrintsAsTheAgreedJSON() async throws {
        let assistant = try await Fixtures.assistant([Self.listsApp])
        let turn = await assistant.respond(to: "add milk", locale: "en", conversation: "j")
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(turn)) as? [String: Any])
        #expect(Set(object.keys) == ["conversation", "say", "expecting", "choices", "app", "intent", "code", "parameters"])
        #expect(object["expecting"] as? String == "value")
        #expect(object["code"] is NSNull)
        #expect(object["intent"] as? String == "AddTasks")
        #expect(try JSONDecoder().decode(AssistantTurn.self, from: JSONEncoder().encode(turn)) == turn)
    }
}
