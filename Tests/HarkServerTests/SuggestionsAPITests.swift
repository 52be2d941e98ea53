import Foundation
import HTTPTypes
import Hark
import HarkAssistant
import HarkServer
import HummingbirdTesting
import ListOMatKit
import Testing

/// `GET /v1/suggestions`: what the user asked before, ranked, and runnable through `/v1/invoke`.
@Suite("suggestions over the API")
struct SuggestionsAPITests {
    @Test(
        "a request the user made comes back as a suggestion that runs again, in their language",
        arguments: [
            ServerFixture.Lists.english, ServerFixture.Lists.all[1], ServerFixture.Lists.all[3],
        ])
    func suggestedAndRun(lists: ServerFixture.Lists) async throws {
        let fixture = try await ServerFixture(lists: lists)
        try await fixture.assistant.allow(app: ListStore.appIdentifier, user: "alice")
        try await fixture.application.test(.router) { client in
            let first = try await client.exchange(
                .post, "/v1/conversations", token: fixture.alice, json: ["text": lists.showStore, "locale": lists.locale])
            let id = try #require(first.conversation)
            #expect(first.expecting == "choice")
            let shown = try await client.exchange(
                .post, "/v1/conversations/\(id)", token: fixture.alice, json: ["text": lists.grocery, "locale": lists.locale])
            let answer = try #require(shown.say)
            #expect(answer.contains(lists.groceries[0]), "\(answer)")

            let listed = try await client.exchange(.get, "/v1/suggestions?locale=\(lists.locale)", token: fixture.alice)
            #expect(listed.status == .ok)
            let suggestions = try #require(listed["suggestions"] as? [[String: Any]])
            let suggestion = try #require(suggestions.first)
            #expect(suggestion["app"] as? String == ListStore.appIdentifier)
            #expect(suggestion["appName"] as? String == "List-o-Mat")
            #expect(suggestion["intent"] as? String == "SearchForNotebookItems")
            #expect((suggestion["shortcut"] as? String)?.count == 8)
            #expect(suggestion["title"] as? String == Self.titles[lists.locale], "\(suggestion)")
            #expect((suggestion["why"] as? String)?.hasPrefix("score") == true)

            let again = try await client.exchange(
                .post, "/v1/invoke", token: fixture.alice,
                json: [
                    "app": suggestion["app"]!, "intent": suggestion["intent"]!,
                    "parameters": suggestion["parameters"]!, "locale": lists.locale,
                ])
            #expect(again.status == .ok)
            #expect(again.say == answer)
        }
    }

    /// The title of the shortcut "show the grocery store list" makes, in the user's language.
    static let titles = [
        "en": "Search items: Grocery Store, list",
        "es": "Buscar elementos: Tienda de comestibles, lista",
        "ja": "項目を検索：食料品店、リスト",
    ]

    @Test("one user's habits are never suggested to another")
    func isolation() async throws {
        let fixture = try await ServerFixture()
        try await fixture.assistant.allow(app: ListStore.appIdentifier, user: "alice")
        try await fixture.application.test(.router) { client in
            _ = try await client.exchange(.post, "/v1/conversations", token: fixture.alice, json: ["text": "show the grocery store list"])
            let alices = try await client.exchange(.get, "/v1/suggestions", token: fixture.alice)
            #expect((alices["suggestions"] as? [Any])?.count == 1)
            let bobs = try await client.exchange(.get, "/v1/suggestions", token: fixture.bob)
            #expect(bobs.status == .ok)
            #expect((bobs["suggestions"] as? [Any])?.isEmpty == true)
            let nobody = try await client.exchange(.get, "/v1/suggestions", token: nil)
            #expect(nobody.status == .unauthorized)
        }
    }

    @Test(
        "a moment, a place and a limit are read; a bad one is a 4xx naming it",
        arguments: [
            ("at=tomorrow", "at=tomorrow"), ("near=91,0", "'near'"), ("near=paris", "'near'"), ("limit=0", "'limit'"), ("locale=xx", "xx"),
        ])
    func query(bad: (query: String, named: String)) async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let good = try await client.exchange(
                .get, "/v1/suggestions?at=2026-11-27T18:30:00Z&near=48.8566,2.3522&limit=3", token: fixture.alice)
            #expect(good.status == .ok)
            #expect((good["suggestions"] as? [Any]) != nil)
            // Any offset RFC 3339 allows, with or without fractions of a second.
            for moment in ["2000-01-01T03:20:17.0+22:18", "2026-11-27T18:30:00.25-03:30", "2026-11-27T18:30:00+05:45"] {
                let query = moment.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? moment
                let taken = try await client.exchange(.get, "/v1/suggestions?at=\(query)", token: fixture.alice)
                #expect(taken.status == .ok, "\(moment): \(taken.json)")
            }

            let refused = try await client.exchange(.get, "/v1/suggestions?\(bad.query)", token: fixture.alice)
            #expect(refused.status.code / 100 == 4)
            #expect(refused.errorMessage?.contains(bad.named) == true, "\(refused.json)")
        }
    }
}
