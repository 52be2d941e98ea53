import Hark
import HarkAssistant
import ListOMatExtension
import ListOMatKit
import Testing

/// List-o-Mat answers in the language of each turn, as SiriKit's handlers follow the user's Siri
/// language, whatever language it was set up with.
@Suite("List-o-Mat answers in the turn's language")
struct TurnLanguageTests {
    /// A request for a list nobody has, and what List-o-Mat's handler says about it.
    struct Case: Sendable, CustomTestStringConvertible {
        var locale: String
        var request: String
        var answer: String
        var testDescription: String { locale }
    }

    static let cases = [
        Case(
            locale: "en", request: "In ListOMat, add apples to the garden list",
            answer: "You don't have a list called “garden”. Shall I create it?"),
        Case(
            locale: "es", request: "En ListOMat, añade manzanas a la lista del jardín",
            answer: "No tienes ninguna lista llamada «jardín». ¿La creo?"),
        Case(
            locale: "fr", request: "Dans ListOMat, ajoute des pommes à la liste du jardin",
            answer: "Vous n'avez pas de liste nommée « jardin ». Je la crée ?"),
        Case(
            locale: "ja", request: "ListOMatで庭のリストにりんごを追加して",
            answer: "「庭」という名前のリストはありません。作成しますか？"),
        Case(
            locale: "ar", request: "في ListOMat أضف تفاح إلى قائمة الحديقة",
            answer: "ليست لديك قائمة باسم «الحديقة». هل أنشئها؟"),
    ]

    @Test("one installation set up in English: each request is answered in its own language", arguments: ["en", "ar"])
    func eachTurnInItsLanguage(installedIn: String) async throws {
        let listOMat = try await EndToEnd(locale: "en", lists: Phrasebook.english.lists, installedIn: installedIn)
        for example in Self.cases {
            let turn = await listOMat.say(example.request, locale: example.locale)
            #expect(turn.say.hasPrefix(example.answer), "\(example.locale): \(turn.say)")
            // The list was not created behind the user's back.
            #expect(try listOMat.lists().count == 2)
            _ = await listOMat.say(Self.cancel[example.locale] ?? "cancel", locale: example.locale)
        }
    }

    @Test("called outside a turn, the handlers answer in the language List-o-Mat was set up with")
    func installedLanguageOutsideATurn() async throws {
        let listOMat = try await EndToEnd(locale: "es", lists: Phrasebook.english.lists)
        let handler = try #require(ListOMatExtension(store: listOMat.store, language: "es").handler(for: Intent(name: "AddTasks")))
        let intent = Intent(name: "AddTasks", parameters: ["targetTaskList": .taskList(TaskList(title: "jardín"))])
        let results = try await handler.resolve(parameter: "targetTaskList", of: intent)
        guard case .unsupported(let reason?) = results.first else {
            Issue.record("expected unsupported, got \(results)")
            return
        }
        #expect(reason.message == "No tienes ninguna lista llamada «jardín». ¿La creo?")
        let french = try await HandlerContext.$current.withValue(HandlerContext(locale: "fr-CA")) {
            try await ListOMatExtension(store: listOMat.store, language: "es").handler(for: intent)?
                .resolve(parameter: "targetTaskList", of: intent)
        }
        guard case .unsupported(let reason?) = french?.first else {
            Issue.record("expected unsupported, got \(String(describing: french))")
            return
        }
        #expect(reason.message == "Vous n'avez pas de liste nommée « jardín ». Je la crée ?")
    }

    static let cancel = ["en": "never mind", "es": "olvídalo", "fr": "laisse tomber", "ja": "キャンセル", "ar": "إلغاء"]
}
