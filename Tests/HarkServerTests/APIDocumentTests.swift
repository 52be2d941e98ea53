import Foundation
import HTTPTypes
import HarkServer
import HummingbirdTesting
import NIOCore
import Testing
import Yams

/// openapi.yaml is the API's one source: the routes are generated from it, `/openapi.json` is
/// it, and what it says about tokens, nulls, locales and bodies is what the server does.
@Suite("the API's document")
struct APIDocumentTests {
    /// openapi.yaml as it is in the source tree.
    static func sourceDocument() throws -> [String: Any] {
        let url = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Sources/HarkServer/openapi.yaml")
        return try #require(try Yams.load(yaml: String(contentsOf: url, encoding: .utf8)) as? [String: Any])
    }

    @Test("/openapi.json is openapi.yaml, the same document as JSON")
    func servedDocument() async throws {
        // Both through JSON, so that numbers and booleans compare as JSON has them.
        let source = try JSONSerialization.data(withJSONObject: Self.sourceDocument())
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let served = try await client.exchange(.get, "/openapi.json", token: nil)
            #expect(served.status == .ok)
            #expect(served.headers[.contentType]?.hasPrefix("application/json") == true)
            let expected = try JSONSerialization.jsonObject(with: source) as? NSDictionary
            #expect(NSDictionary(dictionary: served.json) == expected)
        }
    }

    @Test("every /v1 operation asks for the token and no other does, as the server holds it")
    func security() async throws {
        let document = try Self.sourceDocument()
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        var operations: [(method: String, path: String, isPublic: Bool)] = []
        for (path, item) in paths {
            for (method, value) in item where ["get", "post", "put", "delete"].contains(method) {
                let operation = try #require(value as? [String: Any])
                operations.append((method, path, (operation["security"] as? [Any])?.isEmpty == true))
            }
        }
        #expect(operations.count >= 17)
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { [operations] client in
            for (method, path, isPublic) in operations {
                #expect(isPublic == !path.hasPrefix("/v1/"), "\(method) \(path)")
                let uri = path.replacingOccurrences(of: "{", with: "x").replacingOccurrences(of: "}", with: "")
                let answer = try await client.exchange(HTTPRequest.Method(method.uppercased())!, uri, token: nil)
                #expect((answer.status == .unauthorized) == !isPublic, "\(method) \(path): \(answer.status)")
            }
        }
    }

    @Test("every response, error or not, carries the page's security headers")
    func securityHeaders() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            for (uri, token) in [("/", nil), ("/app.js", nil), ("/v1/apps", fixture.alice), ("/nowhere", nil), ("/v1/me", nil)] {
                let answer = try await client.exchange(.get, uri, token: token)
                let policy = try #require(answer.headers[.contentSecurityPolicy], "\(uri)")
                #expect(policy.contains("default-src 'self'") && policy.contains("frame-ancestors 'none'"), "\(uri)")
                #expect(!policy.contains("unsafe-inline"), "\(uri)")
                #expect(answer.headers[.xContentTypeOptions] == "nosniff", "\(uri)")
                #expect(answer.headers[HTTPField.Name("Referrer-Policy")!] == "no-referrer", "\(uri)")
                #expect(answer.headers[.contentType]?.contains("charset=utf-8") == true, "\(uri)")
            }
        }
    }

    @Test(
        "a null where the document names a field is a 400 naming it; under a field it does not name, it is ignored",
        arguments: [
            (#"{"text": "show the store list", "locale": null}"#, "'locale'"),
            (#"{"text": null}"#, "'text'"),
            (#"null"#, "the body"),
        ])
    func nulls(body: String, named: String) async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let refused = try await client.exchange(.post, "/v1/conversations", token: fixture.alice, raw: body)
            #expect(refused.status == .badRequest)
            #expect(refused.errorCode == "malformedRequest")
            #expect(refused.errorMessage?.contains(named) == true, "\(refused.json)")
            #expect(refused.errorMessage?.contains("leave out") == true, "\(refused.json)")

            let ignored = try await client.exchange(
                .post, "/v1/conversations", token: fixture.alice, raw: #"{"text": "show the store list", "comment": null}"#)
            #expect(ignored.status == .ok, "\(ignored.json)")
        }
    }

    @Test(
        "locales as the document's pattern has them: with a region or script, in either separator",
        arguments: [("en-GB", true), ("es_MX", true), ("ja-JP", true), ("ar", true), ("EN", false), ("english", false), ("de", false)])
    func locales(locale: String, accepted: Bool) async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let answer = try await client.exchange(.get, "/v1/apps?locale=\(locale)", token: fixture.alice)
            if accepted {
                #expect(answer.status == .ok, "\(answer.json)")
            } else {
                #expect(answer.status == .badRequest)
                #expect(answer.errorCode == "unsupportedLocale")
                #expect(answer.errorMessage?.contains(locale) == true)
            }
        }
    }

    @Test("a body that says it is not JSON is a 400 naming the content type it takes")
    func contentType() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let headers: HTTPFields = [.authorization: "Bearer \(fixture.alice)", .contentType: "text/plain"]
            try await client.execute(
                uri: "/v1/conversations", method: .post, headers: headers, body: ByteBuffer(string: "show the store list")
            ) { response in
                #expect(response.status == .badRequest)
                let text = String(buffer: response.body)
                #expect(text.contains("malformedRequest") && text.contains("application/json"), "\(text)")
            }
        }
    }

    @Test("a decimal beyond 1e38 is a 422 naming where, not 'not valid JSON'")
    func decimals() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let tooLarge = try await client.exchange(
                .post, "/v1/invoke", token: fixture.alice,
                raw: #"{"intent": "CreateNote", "parameters": {"title": {"decimal": 1e300}}}"#)
            #expect(tooLarge.status == .unprocessableContent)
            #expect(tooLarge.errorCode == "invalidValue")
            #expect(tooLarge.errorMessage?.contains("parameters.title.decimal") == true, "\(tooLarge.json)")
            #expect(tooLarge.errorMessage?.contains("1e38") == true, "\(tooLarge.json)")
        }
    }

    @Test("a value of the document's shape that cannot be used (a date's unknown time zone) is a 422 naming where")
    func unusableValues() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let unknownZone = try await client.exchange(
                .post, "/v1/invoke", token: fixture.alice,
                raw: #"{"intent": "CreateNote", "parameters": {"title": {"dateComponents": {"timeZone": {"identifier": "KNby+3kS9"}}}}}"#)
            #expect(unknownZone.status == .unprocessableContent)
            #expect(unknownZone.errorCode == "invalidValue")
            #expect(unknownZone.errorMessage?.contains("parameters.title.dateComponents") == true, "\(unknownZone.json)")
            // What is not JSON, or not of the document's shape, stays a 400.
            let notJSON = try await client.exchange(.post, "/v1/invoke", token: fixture.alice, raw: #"{"intent": "#)
            #expect(notJSON.status == .badRequest)
            let wrongShape = try await client.exchange(.post, "/v1/invoke", token: fixture.alice, raw: #"{"intent": 3}"#)
            #expect(wrongShape.status == .badRequest)
        }
    }

    @Test("a transcript's times are RFC 3339 dates, as the document says")
    func transcriptDates() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let turn = try await client.exchange(.post, "/v1/conversations", token: fixture.alice, json: ["text": "show the store list"])
            let id = try #require(turn.conversation)
            let transcript = try await client.exchange(.get, "/v1/conversations/\(id)", token: fixture.alice)
            let entries = try #require(transcript["transcript"] as? [[String: Any]])
            #expect(entries.count == 2)
            for entry in entries {
                let at = try #require(entry["at"] as? String)
                #expect(ISO8601DateFormatter().date(from: at) != nil, "\(at)")
            }
        }
    }
}
