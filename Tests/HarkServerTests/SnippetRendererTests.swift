import Foundation
import HTTPTypes
import Hark
import HarkAssistant
import HarkDialog
import HarkLanguage
import ListOMatKit
import Testing

@testable import HarkServer

/// Cards: the app's template for the intent and code, values escaped, a default card otherwise.
@Suite("snippet cards")
struct SnippetRendererTests {
    func turn(intent: String, code: String?, parameters: [String: ParameterValue]) -> AssistantTurn {
        AssistantTurn(conversation: "c", say: "…", app: ListStore.appIdentifier, intent: intent, code: code, parameters: parameters)
    }

    @Test("List-o-Mat draws a list with check marks, and escapes what the user named")
    func listCard() async throws {
        let fixture = try await ServerFixture()
        let list = TaskList(
            title: SpeakableString(spokenPhrase: "<img src=x onerror=alert(1)>"),
            tasks: [
                TaskItem(title: SpeakableString(spokenPhrase: "eggs & ham"), status: .completed),
                TaskItem(title: SpeakableString(spokenPhrase: "toast")),
            ]
        )
        let snippet = try #require(
            fixture.server.snippets.snippet(
                for: turn(
                    intent: "SearchForNotebookItems", code: "success", parameters: ["taskLists": .list([.taskList(list)])]
                ), locale: "en"))
        #expect(snippet.source == .app)
        #expect(snippet.html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!snippet.html.contains("<img"))
        #expect(
            snippet.html.contains(
                #"<li class="snippet-item snippet-done"><span class="snippet-check">✓</span><span class="snippet-text">eggs &amp; ham</span></li>"#
            ))
        #expect(
            snippet.html.contains(
                #"<li class="snippet-item"><span class="snippet-check">○</span><span class="snippet-text">toast</span></li>"#))
        #expect(snippet.html.contains(#"<div class="snippet-app">List-o-Mat</div>"#))
    }

    @Test("a code the app has no card for gets the default card; a request not over gets none")
    func defaultAndNone() async throws {
        let fixture = try await ServerFixture()
        let failure = try #require(
            fixture.server.snippets.snippet(
                for: turn(
                    intent: "SearchForNotebookItems", code: "failure",
                    parameters: ["title": .speakableString(SpeakableString(spokenPhrase: "Garage"))]
                ), locale: "en"))
        #expect(failure.source == .default)
        // Labelled as the definition names the parameter, not by its identifier `title`.
        #expect(failure.html.contains(#"<span class="snippet-name">name</span> <span class="snippet-value">Garage</span>"#))
        #expect(
            fixture.server.snippets.snippet(for: turn(intent: "SearchForNotebookItems", code: nil, parameters: [:]), locale: "en") == nil)
    }
}
