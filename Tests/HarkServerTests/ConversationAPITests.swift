import Foundation
import HTTPTypes
import HarkAssistant
import HarkDialog
import HarkLanguage
import HummingbirdTesting
import ListOMatKit
import Testing

/// Conversations over the API, in process and over a real socket: the seed's "which store?"
/// answered, and the list drawn as List-o-Mat's card.
@Suite("conversations over the API")
struct ConversationAPITests {
    @Test(
        "the first request asks for permission, then which store, then shows the list as a card", arguments: [TestingSetup.router, .live])
    func seedConversation(setup: TestingSetup) async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(setup) { client in
            let first = try await client.exchange(
                .post, "/v1/conversations", token: fixture.alice, json: ["text": "show the store list", "locale": "en"])
            #expect(first.status == .ok)
            #expect(first.expecting == "confirmation")
            #expect(first.say?.hasSuffix("Allow it?") == true)
            #expect(first.card == nil)
            let id = try #require(first.conversation)

            let second = try await client.exchange(
                .post, "/v1/conversations/\(id)", token: fixture.alice, json: ["text": "yes", "locale": "en"])
            #expect(second.say == "Which one: Grocery Store or Hardware Store?")
            #expect(second.expecting == "choice")
            #expect(second.choices == ["Grocery Store", "Hardware Store"])

            let third = try await client.exchange(
                .post, "/v1/conversations/\(id)", token: fixture.alice, json: ["text": "Grocery Store", "locale": "en"])
            #expect(third.say == "On Grocery Store: milk and bread.")
            #expect(third.expecting == "nothing")
            #expect(third["code"] as? String == "success")
            #expect(third["app"] as? String == ListStore.appIdentifier)
            let card = try #require(third.card)
            #expect(card["source"] as? String == "app")
            let html = try #require(card["html"] as? String)
            #expect(html.contains("<h3 class=\"snippet-title\">Grocery Store</h3>"))
            #expect(html.contains("<span class=\"snippet-check\">✓</span><span class=\"snippet-text\">bread</span>"))
            #expect(html.contains("<span class=\"snippet-check\">○</span><span class=\"snippet-text\">milk</span>"))
            #expect(!html.contains("Hardware Store"))
        }
    }

    @Test("the same conversation in every language, the choice answered by the name offered", arguments: ServerFixture.Lists.all)
    func everyLanguage(lists: ServerFixture.Lists) async throws {
        let fixture = try await ServerFixture(lists: lists)
        try await fixture.assistant.allow(app: ListStore.appIdentifier, user: "alice")
        try await fixture.application.test(.router) { client in
            let question = try await client.exchange(
                .post, "/v1/conversations", token: fixture.alice, json: ["text": lists.showStore, "locale": lists.locale]
            )
            #expect(question.expecting == "choice", "\(question.json)")
            #expect(question.choices == [lists.grocery, lists.hardware])
            #expect(question.say?.contains(lists.hardware) == true)
            let id = try #require(question.conversation)
            let answer = try await client.exchange(
                .post, "/v1/conversations/\(id)", token: fixture.alice, json: ["text": lists.grocery, "locale": lists.locale]
            )
            #expect(answer["code"] as? String == "success", "\(answer.json)")
            #expect(answer.say?.contains(lists.groceries[0]) == true)
            let html = try #require(answer.card?["html"] as? String)
            #expect(html.contains(lists.grocery.replacingOccurrences(of: "'", with: "&#39;")))
            #expect(html.contains("✓</span><span class=\"snippet-text\">\(lists.groceries[1])</span>"))
        }
    }

    @Test("a request no template matches is answered through the API by the trained layer")
    func trainedLayer() async throws {
        let fixture = try await ServerFixture(trained: true)
        try await fixture.assistant.allow(app: ListStore.appIdentifier, user: "alice")
        try await fixture.application.test(.router) { client in
            let answer = try await client.exchange(
                .post, "/v1/conversations", token: fixture.alice,
                json: ["text": "could you tell me everything that is on the hardware list", "locale": "en"])
            // "hardware" is part of a list's name: List-o-Mat checks, as it does for a template's match.
            #expect(answer.say == "Did you mean Hardware Store?", "\(answer.json)")
            let id = try #require(answer.conversation)
            let shown = try await client.exchange(
                .post, "/v1/conversations/\(id)", token: fixture.alice, json: ["text": "yes", "locale": "en"])
            #expect(shown["code"] as? String == "success", "\(shown.json)")
            #expect(shown.say == "On Hardware Store: nails.")
            let refused = try await client.exchange(
                .post, "/v1/conversations", token: fixture.alice, json: ["text": "how tall is the eiffel tower", "locale": "en"])
            #expect(refused.say == "Sorry, I didn't understand that.", "\(refused.json)")
        }
    }

    @Test("a conversation's transcript is the user's to read")
    func transcript() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let turn = try await client.exchange(.post, "/v1/conversations", token: fixture.alice, json: ["text": "show the store list"])
            let id = try #require(turn.conversation)
            let transcript = try await client.exchange(.get, "/v1/conversations/\(id)", token: fixture.alice)
            #expect(transcript.status == .ok)
            let entries = try #require(transcript["transcript"] as? [[String: Any]])
            #expect(entries.first?["speaker"] as? String == "user")
            #expect(entries.first?["text"] as? String == "show the store list")
            #expect(entries.count == 2)
        }
    }

    @Test("a finished request gets the default card when the app ships none")
    func defaultCard() async throws {
        let fixture = try await ServerFixture()
        try await fixture.assistant.allow(app: "org.example.plainnotes", user: "alice")
        try await fixture.application.test(.router) { client in
            let turn = try await client.exchange(
                .post, "/v1/invoke", token: fixture.alice,
                json: ["intent": "CreateNote", "parameters": ["title": speakable("<b>Ideas</b>")], "app": "org.example.plainnotes"]
            )
            #expect(turn["code"] as? String == "success", "\(turn.json)")
            let card = try #require(turn.card)
            #expect(card["source"] as? String == "default")
            let html = try #require(card["html"] as? String)
            #expect(html.contains("<div class=\"snippet-app\">Plain Notes</div>"))
            #expect(html.contains("&lt;b&gt;Ideas&lt;/b&gt;"))
            #expect(!html.contains("<b>Ideas"))
        }
    }
}

extension ConversationAPITests {
    @Test("turns sent at once to one conversation all count: none is lost to another's save")
    func concurrentTurns() async throws {
        let fixture = try await ServerFixture()
        try await fixture.assistant.allow(app: ListStore.appIdentifier, user: "alice")
        let id = try await fixture.application.test(.router) { client in
            let first = try await client.exchange(
                .post, "/v1/conversations", token: fixture.alice, json: ["text": "show the grocery store list"])
            let id = try #require(first.conversation)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<12 {
                    group.addTask {
                        let turn = try await client.exchange(
                            .post, "/v1/conversations/\(id)", token: fixture.alice, json: ["text": "show the hardware store list"])
                        #expect(turn["code"] as? String == "success")
                    }
                }
                try await group.waitForAll()
            }
            return id
        }
        let transcript = try #require(try await fixture.assistant.transcript(of: id, user: "alice"))
        #expect(transcript.count == 2 * 13)
    }
}
