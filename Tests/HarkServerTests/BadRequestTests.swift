import Foundation
import HTTPTypes
import HarkAssistant
import HarkDialog
import HarkLanguage
import HummingbirdTesting
import ListOMatKit
import NIOCore
import Testing

/// Bad requests get a 4xx with `{"error": {"code", "message"}}` that says what is wrong, and
/// change nothing.
@Suite("bad requests")
struct BadRequestTests {
    @Test(
        "without a token, with a malformed header or with a token of nobody: 401, nothing changed",
        arguments: [
            nil, "Basic YWxpY2U6c2VjcmV0", "Bearer", "Bearer hark_notatokenofanyone", "Bearer notevenhark",
        ] as [String?])
    func unauthorized(header: String?) async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            var headers: HTTPFields = [:]
            if let header { headers[.authorization] = header }
            try await client.execute(uri: "/v1/apps/ListOMat/allow", method: .post, headers: headers) { response in
                #expect(response.status == .unauthorized)
                #expect(response.headers[.wwwAuthenticate] == "Bearer realm=\"hark\"")
                let body = try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: [String: String]]
                #expect(body?["error"]?["code"] == "unauthorized")
                #expect(body?["error"]?["message"]?.isEmpty == false)
            }
        }
        #expect(try await fixture.assistant.authorization(of: ListStore.appIdentifier, user: "alice") == .notDetermined)
    }

    @Test(
        "malformed JSON or a body of the wrong shape: 400 naming what is wrong",
        arguments: [
            ("{\"text\": ", "not valid JSON"),
            ("", "not valid JSON"),
            ("{\"locale\": \"en\"}", "lacks 'text'"),
            ("{\"text\": 42}", "'text' should be a string"),
            ("[\"show the store list\"]", "should be an object"),
        ])
    func malformed(body: String, says: String) async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let answer = try await client.exchange(.post, "/v1/conversations", token: fixture.alice, raw: body)
            #expect(answer.status == .badRequest)
            #expect(answer.errorCode == "malformedRequest")
            #expect(answer.errorMessage?.contains(says) == true, "\(answer.errorMessage ?? "")")
        }
    }

    @Test("empty text: 422 saying so")
    func emptyText() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let answer = try await client.exchange(.post, "/v1/conversations", token: fixture.alice, json: ["text": "  \n "])
            #expect(answer.status == .unprocessableContent)
            #expect(answer.errorCode == "invalidValue")
            #expect(answer.errorMessage == "'text' is empty; say something")
        }
    }

    @Test(
        "a time zone that is none: 422 naming it, on every route that takes one",
        arguments: ["Mars/Olympus_Mons", "not a zone", "+09:00"])
    func unknownTimeZone(zone: String) async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let answers = [
                try await client.exchange(
                    .post, "/v1/conversations", token: fixture.alice, json: ["text": "show the grocery store list", "timeZone": zone]),
                try await client.exchange(
                    .post, "/v1/invoke", token: fixture.alice,
                    json: ["intent": "SearchForNotebookItems", "app": "com.app-o-mat.listomat", "timeZone": zone]),
                try await client.exchange(.post, "/v1/shortcuts/any/run", token: fixture.alice, json: ["timeZone": zone]),
                try await client.exchange(
                    .get, "/v1/suggestions?timeZone=\(zone.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? zone)",
                    token: fixture.alice),
            ]
            for answer in answers {
                #expect(answer.status == .unprocessableContent)
                #expect(answer.errorCode == "invalidValue")
                #expect(answer.errorMessage?.contains("'\(zone)'") == true, "\(answer.errorMessage ?? "")")
                #expect(answer.errorMessage?.contains("IANA") == true)
            }
        }
        #expect(try await fixture.assistant.authorization(of: ListStore.appIdentifier, user: "alice") == .notDetermined)
    }

    @Test("a time zone by its IANA name is taken")
    func aTimeZoneIsTaken() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            for zone in ["Asia/Tokyo", "America/Argentina/Buenos_Aires", "UTC", "Etc/GMT+5"] {
                let answer = try await client.exchange(
                    .post, "/v1/conversations", token: fixture.alice,
                    json: ["text": "In ListOMat, show the grocery store list", "timeZone": zone])
                #expect(answer.status == .ok, "\(zone): \(answer.errorMessage ?? "")")
                let query = zone.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? zone
                let suggestions = try await client.exchange(.get, "/v1/suggestions?timeZone=\(query)", token: fixture.alice)
                #expect(suggestions.status == .ok, "\(zone)")
            }
        }
    }

    @Test("an unknown locale: 400 naming it and the languages spoken, and no conversation starts")
    func unknownLocale() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let answer = try await client.exchange(
                .post, "/v1/conversations", token: fixture.alice, json: ["text": "show the store list", "locale": "tlh"])
            #expect(answer.status == .badRequest)
            #expect(answer.errorCode == "unsupportedLocale")
            #expect(answer.errorMessage?.contains("tlh") == true)
            #expect(answer.errorMessage?.contains("ar") == true)
            let apps = try await client.exchange(.get, "/v1/apps?locale=tlh", token: fixture.alice)
            #expect(apps.status == .badRequest)
        }
    }

    @Test("an unknown app: 404 naming it and the installed ones; the permissions stay as they were")
    func unknownApp() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            for path in ["/v1/apps/Nope/allow", "/v1/apps/Nope/deny"] {
                let answer = try await client.exchange(.post, path, token: fixture.alice)
                #expect(answer.status == .notFound)
                #expect(answer.errorCode == "unknownApp")
                #expect(answer.errorMessage?.contains("'Nope'") == true)
                #expect(answer.errorMessage?.contains(ListStore.appIdentifier) == true)
            }
            let vocabulary = try await client.exchange(
                .put, "/v1/apps/Nope/vocabulary/TaskList", token: fixture.alice, json: ["values": ["x"]])
            #expect(vocabulary.status == .notFound)
        }
        #expect(await fixture.vocabulary.vocabulary(user: "alice").values(kind: "TaskList", app: "Nope").isEmpty)
    }

    @Test(
        "vocabulary that cannot be used: 422 or 400, and the words stay as they were",
        arguments: [
            ("/v1/apps/ListOMat/vocabulary/Task%20List", #"{"values": ["a"]}"#, 422),
            ("/v1/apps/ListOMat/vocabulary/TaskList", #"{"values": ["a", "  "]}"#, 422),
            ("/v1/apps/ListOMat/vocabulary/TaskList", #"{"values": [{"identifier": "x"}]}"#, 400),
            ("/v1/apps/ListOMat/vocabulary/TaskList", #"{"words": ["a"]}"#, 400),
        ])
    func badVocabulary(path: String, body: String, status: Int) async throws {
        let fixture = try await ServerFixture()
        let before = await fixture.vocabulary.vocabulary(user: "alice")
        try await fixture.application.test(.router) { client in
            let answer = try await client.exchange(.put, path, token: fixture.alice, raw: body)
            #expect(answer.status.code == status)
            #expect(answer.errorMessage?.isEmpty == false)
        }
        #expect(await fixture.vocabulary.vocabulary(user: "alice") == before)
    }

    @Test("a body over 64 KiB: 413, in process and over a socket", arguments: [TestingSetup.router, .live])
    func oversized(setup: TestingSetup) async throws {
        let fixture = try await ServerFixture()
        let text = String(repeating: "milk ", count: 14_000)
        let before = await fixture.vocabulary.vocabulary(user: "alice")
        try await fixture.application.test(setup) { client in
            let answer = try await client.exchange(
                .put, "/v1/apps/ListOMat/vocabulary/Task", token: fixture.alice, json: ["values": [text]])
            #expect(answer.status == .contentTooLarge)
            #expect(answer.errorCode == "bodyTooLarge")
            #expect(answer.errorMessage == "the body is larger than 64 KiB")
        }
        #expect(await fixture.vocabulary.vocabulary(user: "alice") == before)
    }

    @Test("an unknown path: a JSON 404 naming it", arguments: ["/v2/everything", "/v1/apps/ListOMat", "/v1/conversations/c1/more"])
    func unknownPath(path: String) async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let missing = try await client.exchange(.get, path, token: fixture.alice)
            #expect(missing.status == .notFound)
            #expect(missing.errorCode == "notFound")
            #expect(missing.errorMessage == "no endpoint GET \(path)")
            #expect(missing.headers[.allow] == nil)
        }
    }

    @Test(
        "a known path with a method it does not take: 405, the methods it takes in Allow, with or without a token",
        arguments: [
            (HTTPRequest.Method.delete, "/v1/apps", "GET"),
            (.get, "/v1/invoke", "POST"),
            (.put, "/v1/conversations", "POST"),
            (.delete, "/v1/conversations/c1", "GET, POST"),
            (.get, "/v1/apps/ListOMat/allow", "POST"),
            (.post, "/v1/apps/ListOMat/vocabulary/TaskList", "PUT"),
            (.post, "/health", "GET"),
            (.delete, "/", "GET"),
        ])
    func wrongMethod(method: HTTPRequest.Method, path: String, allow: String) async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            for token in [fixture.alice, nil] {
                let answer = try await client.exchange(method, path, token: token)
                #expect(answer.status == .methodNotAllowed)
                #expect(answer.headers[.allow] == allow)
                #expect(answer.headers[.contentType] == "application/json; charset=utf-8")
                #expect(answer.errorCode == "methodNotAllowed")
                #expect(answer.errorMessage == "\(path) does not take \(method.rawValue); it takes \(allow)")
            }
        }
        #expect(try await fixture.assistant.authorization(of: ListStore.appIdentifier, user: "alice") == .notDetermined)
    }
}
