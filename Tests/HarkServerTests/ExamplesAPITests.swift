import Foundation
import HTTPTypes
import HarkAssistant
import HarkDialog
import HummingbirdTesting
import ListOMatKit
import Testing

/// What to say to an app, over the API: "what can List-o-Mat do?" answered in a conversation,
/// and each app's examples in `/v1/apps`, in the requested language.
@Suite("what to say, over the API")
struct ExamplesAPITests {
    static let answers: [(String, String, String)] = [
        (
            "en", "what can ListOMat do?",
            "Here are some things you can ask List-o-Mat: “show the grocery store list”, “add rice, onions and olives to the grocery store list”, “create a list called Camping”."
        ),
        (
            "es", "¿qué puede hacer ListOMat?",
            "Estas son algunas cosas que puedes pedirle a List-o-Mat: «muestra la lista de la tienda de comestibles», «añade arroz, cebollas y aceitunas a la lista de la tienda de comestibles», «crea una lista llamada Camping»."
        ),
        (
            "fr", "comment utiliser ListOMat ?",
            "Voici quelques demandes que vous pouvez faire à List-o-Mat : « affiche la liste de l'épicerie », « ajoute du riz, des oignons et des olives à la liste de l'épicerie », « crée une liste appelée Camping »."
        ),
        (
            "ja", "ListOMatで何ができる？",
            "List-o-Matには、たとえばこう話しかけられます：「食料品店のリストを見せて」、「食料品店のリストに米、玉ねぎとオリーブを追加して」、「キャンプという名前のリストを作って」。"
        ),
        (
            "ar", "ماذا يستطيع ListOMat أن يفعل؟",
            "إليك بعض ما يمكنك أن تطلبه من List-o-Mat: «اعرض قائمة متجر البقالة»، «أضف أرز وبصل وزيتون إلى قائمة متجر البقالة»، «أنشئ قائمة باسم تخييم»."
        ),
    ]

    @Test("a conversation asking what List-o-Mat can do gets its examples in the turn's language", arguments: answers)
    func askWhatAnAppCanDo(locale: String, text: String, expected: String) async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let turn = try await client.exchange(.post, "/v1/conversations", token: fixture.alice, json: ["text": text, "locale": locale])
            #expect(turn.status == .ok)
            #expect(turn.say == expected)
            #expect(turn.expecting == "nothing")
            #expect(turn["code"] as? String == nil)
            #expect(turn.card == nil)
            #expect(try await fixture.assistant.authorization(of: ListStore.appIdentifier, user: "alice") == .notDetermined)
        }
    }

    @Test("an app without examples is described by its intents' titles")
    func appWithoutExamples() async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let turn = try await client.exchange(
                .post, "/v1/conversations", token: fixture.alice, json: ["text": "what can I say to Plain Notes", "locale": "en"])
            #expect(turn.say == "I have no examples for Plain Notes, but it can do this: Create a note.")
        }
    }

    @Test("/v1/apps gives each app's examples in the requested language, with their intents", arguments: ["en", "es", "fr", "ja", "ar"])
    func appsCarryExamples(locale: String) async throws {
        let fixture = try await ServerFixture()
        try await fixture.application.test(.router) { client in
            let apps = try await client.exchange(.get, "/v1/apps?locale=\(locale)", token: fixture.alice)
            let list = try #require(apps["apps"] as? [[String: Any]])
            let listOMat = try #require(list.first { $0["identifier"] as? String == ListStore.appIdentifier })
            let examples = try #require(listOMat["examples"] as? [[String: String]])
            let expected = Self.answers.first { $0.0 == locale }!.2
            #expect(examples.count == 5)
            #expect(
                examples.map { $0["intent"] } == [
                    "SearchForNotebookItems", "AddTasks", "CreateTaskList", "SetTaskAttribute", "DeleteTasks",
                ])
            for example in examples.prefix(3) {
                #expect(expected.contains(try #require(example["sentence"])))
            }
            let plain = try #require(list.first { $0["identifier"] as? String == "org.example.plainnotes" })
            #expect((plain["examples"] as? [Any])?.isEmpty == true)
        }
    }
}
