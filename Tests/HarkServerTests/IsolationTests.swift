import Foundation
import HTTPTypes
import Hark
import HarkAssistant
import HarkDialog
import HarkLanguage
import HarkServer
import HummingbirdTesting
import ListOMatKit
import Testing

/// One user's token never reads or changes another user's conversations, permissions or vocabulary.
@Suite("users are kept apart")
struct IsolationTests {
    @Test("bob can neither read nor continue alice's conversation, and alice's goes on untouched", arguments: [TestingSetup.router, .live])
    func conversations(setup: TestingSetup) async throws {
        let fixture = try await ServerFixture()
        try await fixture.assistant.allow(app: ListStore.appIdentifier, user: "alice")
        try await fixture.application.test(setup) { client in
            let question = try await client.exchange(
                .post, "/v1/conversations", token: fixture.alice, json: ["text": "show the store list"])
            let id = try #require(question.conversation)
            #expect(question.expecting == "choice")

            let read = try await client.exchange(.get, "/v1/conversations/\(id)", token: fixture.bob)
            #expect(read.status == .notFound)
            #expect(read.errorCode == "unknownConversation")
            let answer = try await client.exchange(.post, "/v1/conversations/\(id)", token: fixture.bob, json: ["text": "the second one"])
            #expect(answer.status == .notFound)
            #expect(answer.errorCode == "unknownConversation")
            #expect(try await fixture.assistant.conversation(id, user: "bob") == nil)

            let transcript = try #require(try await fixture.assistant.transcript(of: id, user: "alice"))
            #expect(transcript.count == 2)
            let alice = try await client.exchange(.post, "/v1/conversations/\(id)", token: fixture.alice, json: ["text": "the first one"])
            #expect(alice.say == "On Grocery Store: milk and bread.")
        }
    }

    @Test("bob's allow and deny change only bob's permissions")
    func permissions() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let allowed = try await client.exchange(.post, "/v1/apps/ListOMat/allow", token: fixture.alice)
            #expect(allowed.status == .ok)
            #expect(allowed["authorization"] as? String == "allowed")

            let bobsApps = try await client.exchange(.get, "/v1/apps", token: fixture.bob)
            let listOMat = try #require(
                (bobsApps["apps"] as? [[String: Any]])?.first { $0["identifier"] as? String == ListStore.appIdentifier })
            #expect(listOMat["authorization"] as? String == "notDetermined")

            let denied = try await client.exchange(.post, "/v1/apps/\(ListStore.appIdentifier)/deny", token: fixture.bob)
            #expect(denied["authorization"] as? String == "denied")
            #expect(try await fixture.assistant.authorization(of: ListStore.appIdentifier, user: "alice") == .allowed)
            #expect(try await fixture.assistant.authorization(of: ListStore.appIdentifier, user: "bob") == .denied)

            let refused = try await client.exchange(
                .post, "/v1/conversations", token: fixture.bob, json: ["text": "show the grocery store list"])
            #expect(refused["code"] as? String == nil)
            let served = try await client.exchange(
                .post, "/v1/conversations", token: fixture.alice, json: ["text": "show the grocery store list"])
            #expect(served["code"] as? String == "success")
        }
    }

    @Test("vocabulary bob registers is bob's alone")
    func vocabulary() async throws {
        let fixture = try await ServerFixture()
        let alicesBefore = await fixture.vocabulary.vocabulary(user: "alice")
        try await fixture.application.test(.router) { client in
            let registered = try await client.exchange(
                .put, "/v1/apps/ListOMat/vocabulary/TaskList", token: fixture.bob,
                json: ["values": ["Garden Center", ["spokenPhrase": "Pharmacy", "pronunciationHint": "far-ma-see"]]]
            )
            #expect(registered.status == .ok)
            #expect(registered["count"] as? Int == 2)
        }
        #expect(await fixture.vocabulary.vocabulary(user: "alice") == alicesBefore)
        let bobs = await fixture.vocabulary.vocabulary(user: "bob").values(kind: "TaskList", app: ListStore.appIdentifier)
        #expect(bobs.map(\.spokenPhrase) == ["Garden Center", "Pharmacy"])
        #expect(bobs.last?.pronunciationHint == "far-ma-see")
        #expect(
            alicesBefore.values(kind: "TaskList", app: ListStore.appIdentifier).map(\.spokenPhrase) == ["Grocery Store", "Hardware Store"])
    }

    @Test("a removed user's token stops working at once")
    func removedUser() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            #expect(try await client.exchange(.get, "/v1/me", token: fixture.bob)["user"] as? String == "bob")
            try await fixture.server.accounts.remove(name: "bob")
            let refused = try await client.exchange(.get, "/v1/me", token: fixture.bob)
            #expect(refused.status == .unauthorized)
            #expect(try await client.exchange(.get, "/v1/me", token: fixture.alice)["user"] as? String == "alice")
        }
    }
}
