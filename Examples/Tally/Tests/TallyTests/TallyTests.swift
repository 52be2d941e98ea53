import HarkTesting
import Tally
import Testing

/// Tally's own tests, as an app author writes them with HarkTesting: requests said as people say
/// them go through the assistant's understanding and dialog to the real handler, in process.
@Suite("Tally through the assistant")
struct TallyTests {
    let folder: TemporaryDirectory
    let tally: TallyExtension

    init() throws {
        folder = try TemporaryDirectory(prefix: "tally-tests")
        tally = TallyExtension(counters: Counters(folder: folder.url))
    }

    @Test("counting twice says the new total each time, and the counter file keeps it")
    func countsUp() async throws {
        let conversation = try await TestConversation(apps: [tally], locale: "en")
        #expect(await conversation.say("count a coffee").say == "That makes 1 for coffee.")
        #expect(await conversation.say("add one to the coffee").say == "That makes 2 for coffee.")
        #expect(folder.read("counters.json") == #"{"coffee":2}"#)
    }

    @Test("in Spanish too, on the same counters")
    func countsInSpanish() async throws {
        let english = try await TestConversation(apps: [tally], locale: "en")
        await english.say("count a tea")
        let spanish = try await TestConversation(apps: [tally], locale: "es")
        let turn = await spanish.say("suma uno a el tea")
        #expect(turn.say == "Ya van 2 de tea.")
        #expect(turn.intent == "CountUp")
    }

    @Test("without a counter the assistant asks for one, and the answer finishes the request")
    func asksWhatToCount() async throws {
        let conversation = try await TestConversation(apps: [tally], locale: "en")
        let question = await conversation.invoke(CountUpIntent().intent, app: "org.example.tally")
        #expect(question.say == "What should I count?")
        #expect(question.expecting == .value)
        #expect(await conversation.say("biscuits").say == "That makes 1 for biscuits.")
    }

    @Test("a new user is asked to allow Tally first, with its usage description")
    func asksPermission() async throws {
        let conversation = try await TestConversation(apps: [tally], locale: "en", allowed: false)
        let question = await conversation.say("count a coffee")
        #expect(question.say.contains("Tally keeps your counters."))
        #expect(question.expecting == .confirmation)
        #expect(await conversation.say("yes").say == "That makes 1 for coffee.")
    }
}
