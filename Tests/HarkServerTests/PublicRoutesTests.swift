import Foundation
import HTTPTypes
import HarkDialog
import HarkLanguage
import HarkServer
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// What anyone may fetch: health, the OpenAPI document and the web page with its assets.
@Suite("public routes")
struct PublicRoutesTests {
    @Test("health answers without a token")
    func health() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let health = try await client.exchange(.get, "/health", token: nil)
            #expect(health.status == .ok)
            #expect(health["status"] as? String == "ok")
            #expect(health["apps"] as? Int == 2)
        }
    }

    @Test("the OpenAPI document describes every API route the server has")
    func openAPI() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let document = try await client.exchange(.get, "/openapi.json", token: nil)
            #expect(document.status == .ok)
            #expect(document["openapi"] as? String == "3.1.0")
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            let methods: Set = ["get", "put", "post", "delete", "patch", "head", "options"]
            let documented = Set(paths.flatMap { path, item in item.keys.filter(methods.contains).map { "\($0) \(path)" } })
            // The router's own list of what it serves, in OpenAPI's spelling: `/v1/apps/{app}/allow`
            // for `/v1/apps/:app/allow`.
            let served = Set(
                fixture.server.router().routes.map { route in
                    let path =
                        "/"
                        + "\(route.path)".split(separator: "/").map { $0.hasPrefix(":") ? "{\($0.dropFirst())}" : String($0) }.joined(
                            separator: "/")
                    return "\(route.method.rawValue.lowercased()) \(path)"
                }
            )
            #expect(served.count >= 17)
            #expect(documented == served)
        }
    }

    @Test("the page and its assets come from the server itself, with nothing from elsewhere")
    func page() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            for (path, type) in [("/", "text/html"), ("/app.js", "text/javascript"), ("/app.css", "text/css")] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentType]?.hasPrefix(type) == true)
                    #expect(response.headers[.contentSecurityPolicy]?.hasPrefix("default-src 'self'") == true)
                    let text = String(buffer: response.body)
                    #expect(!text.contains("http://") && !text.contains("https://"), "\(path) refers to another site")
                }
            }
            try await client.execute(uri: "/", method: .get) { response in
                let html = String(buffer: response.body)
                #expect(html.contains(#"<script src="/app.js" defer></script>"#))
                #expect(html.contains(#"id="speak""#))
                #expect(html.contains(#"id="settings""#))
            }
            try await client.execute(uri: "/app.js", method: .get) { response in
                let script = String(buffer: response.body)
                #expect(script.contains("speechSynthesis"))
                #expect(script.contains("Authorization"))
            }
        }
    }
}
