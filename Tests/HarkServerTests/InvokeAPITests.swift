import Foundation
import HTTPTypes
import HarkAssistant
import HarkDialog
import HarkLanguage
import HummingbirdTesting
import ListOMatKit
import Testing

/// `POST /v1/invoke`: the seed's Maps case, an intent with structured values and no language;
/// what is missing or ambiguous still comes back as a question.
@Suite("invoking intents over the API")
struct InvokeAPITests {
    @Test("an ambiguous list comes back as a choice, answered in the conversation, and the items land in the store")
    func ambiguousValue() async throws {
        let fixture = try await ServerFixture()
        try await fixture.assistant.allow(app: ListStore.appIdentifier, user: "alice")
        try await fixture.application.test(.router) { client in
            let question = try await client.exchange(
                .post, "/v1/invoke", token: fixture.alice,
                json: [
                    "intent": "AddTasks",
                    "app": ListStore.appIdentifier,
                    "parameters": [
                        "targetTaskList": ["taskList": ["title": ["spokenPhrase": "store"], "tasks": []]],
                        "taskTitles": ["list": [speakable("rice"), speakable("olives")]],
                    ],
                ])
            #expect(question.status == .ok)
            #expect(question.expecting == "choice", "\(question.json)")
            #expect(question.choices == ["Grocery Store", "Hardware Store"])
            let id = try #require(question.conversation)
            let done = try await client.exchange(.post, "/v1/conversations/\(id)", token: fixture.alice, json: ["text": "the second one"])
            #expect(done["code"] as? String == "success", "\(done.json)")
            #expect(done.say == "Added rice and olives to Hardware Store.")
            #expect(try fixture.store.list(.name("Hardware Store")).items.map(\.title) == ["nails", "rice", "olives"])
            let html = try #require(done.card?["html"] as? String)
            #expect(html.contains("rice"))
        }
    }

    @Test("a missing required value comes back as a question in the invocation's language")
    func missingValue() async throws {
        let fixture = try await ServerFixture(lists: ServerFixture.Lists.all[1])
        try await fixture.assistant.allow(app: "org.example.plainnotes", user: "alice")
        try await fixture.application.test(.router) { client in
            let question = try await client.exchange(
                .post, "/v1/invoke", token: fixture.alice,
                json: [
                    "intent": "CreateNote", "app": "org.example.plainnotes", "locale": "es",
                    "parameters": ["content": ["string": "comprar pan"]],
                ])
            #expect(question.expecting == "value", "\(question.json)")
            #expect(question.say?.contains("título") == true || question.say?.hasPrefix("¿") == true, "\(question.say ?? "")")
            let id = try #require(question.conversation)
            let done = try await client.exchange(
                .post, "/v1/conversations/\(id)", token: fixture.alice, json: ["text": "Compras", "locale": "es"])
            #expect(done["code"] as? String == "success", "\(done.json)")
        }
    }

    @Test(
        "an intent no app handles, a parameter the intent lacks, or an app not installed is refused",
        arguments: [
            (#"{"intent": "BookRide"}"#, 422, "invalidValue", "BookRide"),
            (#"{"intent": "AddTasks", "parameters": {"flavour": {"string": "x"}}}"#, 422, "invalidValue", "flavour"),
            (#"{"intent": "AddTasks", "app": "com.example.nothere"}"#, 404, "unknownApp", "com.example.nothere"),
            (#"{"intent": "AddTasks", "locale": "xx"}"#, 400, "unsupportedLocale", "xx"),
            (#"{"intent": "AddTasks", "parameters": {"taskTitles": {"colour": "red"}}}"#, 400, "malformedRequest", "parameters.taskTitles"),
            (
                #"{"intent": "AddTasks", "parameters": {"targetTaskList": {"speakableString": {"spokenPhrase": "store"}}}}"#, 422,
                "invalidValue", "takes a TaskList ({\"taskList\": …}), not speakableString"
            ),
            (
                #"{"intent": "AddTasks", "parameters": {"taskTitles": {"speakableString": {"spokenPhrase": "rice"}}}}"#, 422,
                "invalidValue", "takes a list of SpeakableString"
            ),
        ])
    func refused(body: String, status: Int, code: String, named: String) async throws {
        let fixture = try await ServerFixture()
        try await fixture.assistant.allow(app: ListStore.appIdentifier, user: "alice")
        try await fixture.application.test(.router) { client in
            let answer = try await client.exchange(.post, "/v1/invoke", token: fixture.alice, raw: body)
            #expect(answer.status.code == status)
            #expect(answer.errorCode == code)
            #expect(answer.errorMessage?.contains(named) == true, "\(answer.errorMessage ?? "")")
        }
        #expect(try fixture.store.list(.name("Grocery Store")).items.map(\.title) == ["milk", "bread"])
    }
}
