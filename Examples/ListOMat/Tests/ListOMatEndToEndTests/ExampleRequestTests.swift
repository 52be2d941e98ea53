import Hark
import HarkAssistant
import HarkDialog
import ListOMatExtension
import ListOMatKit
import Testing

/// What List-o-Mat tells people to say works: asked "what can ListOMat do?", the assistant says
/// the app's first examples in the user's language, and each example, said to a new user's demo
/// lists, is carried out as the intent it claims.
@Suite("List-o-Mat's examples, end to end")
struct ExampleRequestTests {
    static let questions = [
        "en": "what can I say to ListOMat?", "es": "¿qué puede hacer ListOMat?", "fr": "comment utiliser ListOMat ?",
        "ja": "ListOMatで何ができる？", "ar": "كيف أستخدم ListOMat",
    ]

    /// A new user's demo lists in `locale`.
    static func demoLists(_ locale: String) -> [(name: String, items: [String])] {
        DemoLists.lists(language: locale).map { list in (list.name, list.items.map(\.title)) }
    }

    @Test("asked what it can do, the assistant quotes List-o-Mat's first three examples", arguments: Phrasebook.all)
    func theAnswerQuotesTheExamples(_ book: Phrasebook) async throws {
        let listOMat = try await EndToEnd(locale: book.locale, lists: Self.demoLists(book.locale))
        let turn = await listOMat.say(Self.questions[book.locale]!)
        let examples = ListOMat.manifest.examples(in: book.locale).map(\.sentence)
        #expect(examples.count == 5)
        for example in examples.prefix(3) { #expect(turn.say.contains(example), "\(turn.say)") }
        for example in examples.dropFirst(3) { #expect(!turn.say.contains(example)) }
        #expect(turn.intent == nil && turn.code == nil)
    }

    @Test("every example is carried out on the demo lists as the intent it claims", arguments: Phrasebook.all)
    func everyExampleWorks(_ book: Phrasebook) async throws {
        for example in ListOMat.manifest.examples(in: book.locale) {
            let listOMat = try await EndToEnd(locale: book.locale, lists: Self.demoLists(book.locale))
            var turn = await listOMat.say(example.sentence)
            #expect(turn.intent == example.intent, "\(example.sentence): \(turn.say)")
            if turn.expecting == .confirmation {
                turn = await listOMat.say(book.yes)
            }
            #expect(turn.code == "success", "\(example.sentence): \(turn.say)")
        }
    }
}
