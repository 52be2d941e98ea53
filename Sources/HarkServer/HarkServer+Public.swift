import HTTPTypes
import HarkAssistant
import Hummingbird
import NIOCore

/// The routes without a token: health, the API's description, and the web page with its assets.
extension HarkServer {
    func addPublicRoutes(to router: Router<ServerRequestContext>) {
        router.get("health") { _, _ in
            try JSONBody.response(API.Health(status: "ok", apps: assistant.apps.count))
        }
        router.get("openapi.json") { _, _ in
            Self.asset(OpenAPIDocument.json, type: "application/json; charset=utf-8")
        }
        router.get("/") { _, _ in
            Self.asset(WebPage.html, type: "text/html; charset=utf-8")
        }
        router.get("app.js") { _, _ in
            Self.asset(WebPage.script, type: "text/javascript; charset=utf-8")
        }
        router.get("app.css") { _, _ in
            Self.asset(WebPage.style, type: "text/css; charset=utf-8")
        }
    }

    /// A file embedded in the binary. The page may load only what this server serves, so it
    /// works offline and nothing it shows can pull in another site's script.
    private static func asset(_ text: String, type: String) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: type,
                .cacheControl: "no-cache",
                .contentSecurityPolicy: "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'",
                .xContentTypeOptions: "nosniff",
            ],
            body: .init(byteBuffer: ByteBuffer(string: text))
        )
    }
}
