import Foundation
import Hark
import HarkDialog
import Testing

/// An unsupported value with an offer: the app's question, yes takes the offered value, no asks
/// for another or stops.
@Suite("Offers in place of a value the app cannot use")
struct OfferTests {
    static let garden = ParameterValue.taskList(TaskList(title: "garden"))

    /// A harness whose handler cannot use "garden" as a list but offers to create it, or, when
    /// `askable` is false, offers it for a parameter that cannot be asked for.
    static func harness(offering: Bool = true) -> DialogHarness {
        var harness = DialogHarness()
        harness.resolve = { parameter, intent in
            guard parameter == "targetTaskList", let list = intent[parameter] else {
                return intent[parameter].map { $0.listElements.map { .success($0) } } ?? [.notRequired]
            }
            if case .taskList(let heard) = list, heard.identifier == nil, heard.title.spokenPhrase == "garden", offering {
                return [
                    .unsupported(
                        reason: UnsupportedReason(code: "noSuchList", message: "No garden list. Create it?", offer: Self.garden))
                ]
            }
            return [.success(list)]
        }
        harness.handle = DialogMachineTests.addTasks
        return harness
    }

    @Test func theAppsQuestionIsAskedAndYesTakesTheOfferedValue() {
        var harness = Self.harness()
        #expect(harness.say("In ListOMat, add milk to the garden list", locale: "en") == "No garden list. Create it?")
        #expect(harness.lastPrompt?.expecting == .confirmation)
        #expect(harness.handled.isEmpty)
        #expect(harness.say("yes", locale: "en") == "Added milk to garden.")
        #expect(harness.handled.first?["targetTaskList"] == Self.garden)
    }

    @Test func noAsksForAnotherValue() {
        var harness = Self.harness()
        harness.say("In ListOMat, add milk to the garden list", locale: "en")
        #expect(harness.say("no", locale: "en") == "Which list?")
        #expect(harness.lastPrompt?.expecting == .value)
        #expect(harness.handled.isEmpty)
    }

    @Test func anAnswerThatIsNeitherYesNorNoAsksAgain() {
        var harness = Self.harness()
        harness.say("In ListOMat, add milk to the garden list", locale: "en")
        let again = harness.say("purple", locale: "en")
        #expect(again.hasSuffix("No garden list. Create it?"))
        #expect(harness.handled.isEmpty)
    }

    @Test func withoutAnOfferTheReasonIsSaidAndTheValueAskedFor() {
        var harness = Self.harness(offering: false)
        harness.resolve = { parameter, intent in
            parameter == "targetTaskList"
                ? [.unsupported(reason: UnsupportedReason(code: "noSuchList", message: "No garden list."))]
                : intent[parameter].map { $0.listElements.map { .success($0) } } ?? [.notRequired]
        }
        #expect(harness.say("In ListOMat, add milk to the garden list", locale: "en") == "No garden list. Which list?")
        #expect(harness.lastPrompt?.expecting == .value)
    }

    @Test func anOfferSurvivesTheConversationBeingStored() throws {
        var harness = Self.harness()
        harness.say("In ListOMat, add milk to the garden list", locale: "en")
        let stored = try JSONEncoder().encode(harness.conversation)
        harness.conversation = try JSONDecoder().decode(Conversation.self, from: stored)
        #expect(harness.say("yes", locale: "en") == "Added milk to garden.")
    }
}
