import Foundation
import HarkAssistant
import OpenAPIRuntime

/// What anyone may fetch without a token: health, this API's description, and the web page
/// with its script and style sheet, all embedded in the binary.
extension HarkServer {
    func getHealth(_ input: Operations.GetHealth.Input) async throws -> Operations.GetHealth.Output {
        .ok(.init(body: .json(.init(status: .ok, apps: Int64(assistant.apps.count)))))
    }

    func getOpenAPIDocument(_ input: Operations.GetOpenAPIDocument.Input) async throws -> Operations.GetOpenAPIDocument.Output {
        .ok(.init(body: .json(try OpenAPIDocument.container())))
    }

    func getWebPage(_ input: Operations.GetWebPage.Input) async throws -> Operations.GetWebPage.Output {
        .ok(.init(body: .html(HTTPBody(WebPage.html))))
    }

    func getWebPageScript(_ input: Operations.GetWebPageScript.Input) async throws -> Operations.GetWebPageScript.Output {
        .ok(.init(body: .textJavascript(HTTPBody(WebPage.script))))
    }

    func getWebPageStyle(_ input: Operations.GetWebPageStyle.Input) async throws -> Operations.GetWebPageStyle.Output {
        .ok(.init(body: .textCss(HTTPBody(WebPage.style))))
    }
}
