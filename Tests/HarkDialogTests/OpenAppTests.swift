import Foundation
import Hark
import HarkDialog
import Testing

/// A response better finished in the app (`continueInApp`, or a failure, carrying a user
/// activity): the assistant says it, offers to go on in the app, and yes hands the activity to
/// the app's `continueActivity`.
@Suite("Going on in the app")
struct OpenAppTests {
    static let activity = UserActivity(
        activityType: "com.app-o-mat.listomat.show-list", title: "Grocery Store", userInfo: ["list": .string("L1")])

    static func harness(answering code: IntentResponse.Code, activity: UserActivity? = Self.activity, locale: String = "en")
        -> DialogHarness
    {
        var harness = DialogHarness(locale: locale)
        harness.handle = { _ in IntentResponse(code: code, userActivity: activity) }
        harness.continueActivity = { activity in
            ActivityContinuation(say: "Here is \(activity.title).", parameters: ["shown": .string(activity.title)])
        }
        return harness
    }

    static let request = "In ListOMat, show the grocery store list"

    @Test(
        "a failure that needs the app offers to go on there, in every language",
        arguments: [
            ("en", "Do you want to go on in List-o-Mat?", "yes"),
            ("es", "¿Quieres seguir en List-o-Mat?", "sí"),
            ("fr", "Voulez-vous continuer dans List-o-Mat ?", "oui"),
            ("ja", "List-o-Matで続けますか？", "はい"),
            ("ar", "هل تريد المتابعة في List-o-Mat؟", "نعم"),
        ])
    func offered(locale: String, question: String, yes: String) {
        let requests = [
            "en": Self.request, "es": "En ListOMat, muestra la lista tienda de comestibles",
            "fr": "Dans ListOMat, affiche la liste épicerie", "ja": "ListOMatで食料品店のリストを見せて",
            "ar": "في ListOMat، اعرض قائمة البقالة",
        ]
        var harness = Self.harness(answering: .failureRequiringAppLaunch, locale: locale)
        let said = harness.say(requests[locale]!, locale: locale)
        #expect(said.hasSuffix(question), "\(said)")
        #expect(harness.lastPrompt?.expecting == .confirmation)
        #expect(harness.outcome == nil)
        #expect(harness.say(yes, locale: locale) == "Here is Grocery Store.")
        #expect(harness.outcome == .completed(IntentResponse(code: .failureRequiringAppLaunch, userActivity: Self.activity)))
        #expect(harness.conversation.request == nil)
    }

    @Test func continueInAppOffersToo() {
        var harness = Self.harness(answering: .continueInApp)
        #expect(harness.say(Self.request, locale: "en") == "You can continue in List-o-Mat. Do you want to go on in List-o-Mat?")
        #expect(harness.say("sure", locale: "en") == "Here is Grocery Store.")
        let handed = harness.log.compactMap { action -> UserActivity? in
            if case .continueActivity(let activity, let app) = action, app == DialogHarness.listOMatID { return activity }
            return nil
        }
        #expect(handed == [Self.activity])
    }

    @Test func noEndsTheRequestWithTheResponse() {
        var harness = Self.harness(answering: .failure)
        harness.say(Self.request, locale: "en")
        #expect(harness.say("no", locale: "en") == "OK.")
        #expect(harness.outcome == .completed(IntentResponse(code: .failure, userActivity: Self.activity)))
        #expect(!harness.log.contains { if case .continueActivity = $0 { true } else { false } })
    }

    @Test func withoutAnActivityNothingIsOffered() {
        var harness = Self.harness(answering: .failureRequiringAppLaunch, activity: nil)
        #expect(harness.say(Self.request, locale: "en") == "You can continue in List-o-Mat.")
        #expect(harness.lastPrompt?.expecting == .nothing)
        #expect(harness.conversation.request == nil)
    }

    @Test func successWithAnActivityIsNotAQuestion() {
        var harness = Self.harness(answering: .success)
        #expect(harness.say(Self.request, locale: "en") == "Done.")
        #expect(harness.conversation.request == nil)
    }

    @Test func anAppThatDoesNotContinueLeavesTheUserToIt() {
        var harness = Self.harness(answering: .continueInApp)
        harness.continueActivity = { _ in nil }
        harness.say(Self.request, locale: "en")
        #expect(harness.say("yes", locale: "en") == "You can continue in List-o-Mat.")
        #expect(harness.outcome == .completed(IntentResponse(code: .continueInApp, userActivity: Self.activity)))
    }

    @Test func anAppThatFailsToContinueIsSaidSo() {
        var harness = Self.harness(answering: .continueInApp)
        harness.say(Self.request, locale: "en")
        harness.fault = .missedDeadline
        #expect(harness.say("yes", locale: "en") == "List-o-Mat didn't answer.")
        #expect(harness.conversation.request == nil)
        #expect(harness.conversation.phase == .idle)
    }

    @Test func aNewRequestTakesOver() {
        var harness = Self.harness(answering: .continueInApp)
        harness.say(Self.request, locale: "en")
        harness.handle = { _ in IntentResponse(code: .success) }
        harness.say("In ListOMat, add milk to the grocery store list", locale: "en")
        #expect(harness.handled.last?.name == "AddTasks")
        #expect(harness.conversation.request == nil)
    }
}
