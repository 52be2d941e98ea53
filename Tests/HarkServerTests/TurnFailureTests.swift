import Foundation
import HTTPTypes
import HarkAssistant
import HarkTesting
import HummingbirdTesting
import Testing

/// A turn the assistant could not do its part of — a conversation it could not keep, as on a full
/// disk — is a 500 saying so in the user's language, never a 200 a client would take for an answer.
@Suite("a turn that fails on the server's side")
struct TurnFailureTests {
    @Test(
        "a conversation that cannot be kept: 500 internalError with the apology and the reason",
        arguments: [
            (ServerFixture.Lists.english, "show the grocery store list", "Sorry, something went wrong"),
            (ServerFixture.Lists.all[1], "muestra la lista de la tienda de comestibles", "Lo siento"),
        ])
    func conversationNotKept(lists: ServerFixture.Lists, request: String, apology: String) async throws {
        let fixture = try await ServerFixture(lists: lists, conversations: FailingConversationStore())
        try await fixture.application.test(.router) { client in
            let answer = try await client.exchange(
                .post, "/v1/conversations", token: fixture.alice, json: ["text": request, "locale": lists.locale])
            #expect(answer.status == .internalServerError)
            #expect(answer.errorCode == "internalError")
            #expect(answer.errorMessage?.hasPrefix(apology) == true, "\(answer.errorMessage ?? "")")
            #expect(answer.errorMessage?.contains("the disk is full") == true)

            let invoked = try await client.exchange(
                .post, "/v1/invoke", token: fixture.alice,
                json: ["intent": "SearchForNotebookItems", "locale": lists.locale])
            #expect(invoked.status == .internalServerError, "\(invoked.json)")
        }
    }
}
