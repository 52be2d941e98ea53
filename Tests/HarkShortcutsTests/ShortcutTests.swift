import CurrencyRates
import Foundation
import Hark
import HarkShortcuts
import Testing

struct ShortcutTests {
    let app = CurrencyRatesApp.manifest.identifier
    let day = Fixtures.date("2025-01-13 09:00")

    func donation(_ currency: Currency, hoursLater: Double, response: IntentResponse? = nil) -> Donation {
        Donation(
            Interaction(intent: Fixtures.rate(currency), response: response, date: day.addingTimeInterval(hoursLater * 3600)), app: app,
            user: "amira")
    }

    @Test func theSameIntentWithOtherValuesMakesAnotherShortcut() {
        let usages = ShortcutUsage.grouping([
            donation(.usd, hoursLater: 0), donation(.btc, hoursLater: 1), donation(.usd, hoursLater: 2),
        ])
        #expect(usages.map(\.shortcut) == [Fixtures.rateShortcut(.usd), Fixtures.rateShortcut(.btc)])
        #expect(usages.map(\.uses.count) == [2, 1])
        #expect(usages.first?.shortcut.title == "ShowRate (currency: usd)")
    }

    @Test func theRequestIdentifierIsNotPartOfTheShortcut() {
        var first = Fixtures.rate(.usd)
        first.identifier = "request-1"
        var second = Fixtures.rate(.usd)
        second.identifier = "request-2"
        #expect(Shortcut(app: app, intent: first).id == Shortcut(app: app, intent: second).id)
    }

    @Test func anActivityTypeAndTitleMakeOneShortcut() {
        let english = RatesScreen(currencies: [.usd]).activity(locale: "en")
        let englishAgain = RatesScreen(currencies: [.btc]).activity(locale: "en")
        let japanese = RatesScreen(currencies: [.usd]).activity(locale: "ja")
        let usages = ShortcutUsage.grouping(
            [english, englishAgain, japanese].enumerated().map { index, activity in
                Donation(activity, app: app, user: "amira", date: day.addingTimeInterval(Double(index) * 60))
            })
        #expect(usages.map(\.shortcut.title) == ["Exchange rates", "為替レート"])
        #expect(usages.first?.uses.count == 2)
        // The latest user info wins.
        guard case .userActivity(let latest)? = usages.first?.shortcut.action else {
            Issue.record("expected an activity")
            return
        }
        #expect(RatesScreen(continuing: latest)?.currencies == [.btc])
    }

    @Test func failuresAndActivitiesNotEligibleMakeNoShortcut() {
        let failed = donation(.jpy, hoursLater: 0, response: ShowRateIntentResponse.failureNoRate(currency: .jpy).response)
        var hidden = RatesScreen(currencies: [.usd]).activity(locale: "en")
        hidden.isEligibleForPrediction = false
        let usages = ShortcutUsage.grouping([failed, Donation(hidden, app: app, user: "amira", date: day)])
        #expect(usages.isEmpty)
    }

    @Test func anAppHasAtMostTwentyShortcutsTheLeastRelevantDropped() async throws {
        let center = ShortcutCenter(store: MemoryShortcutStore())
        // 25 different amounts of one intent, the first five used once long ago, the others often.
        for index in 0..<25 {
            let uses = index < 5 ? 1 : 3
            for use in 0..<uses {
                let age = index < 5 ? 60.0 : Double(use)
                let intent = Intent(name: "ShowRate", parameters: ["currency": .enumeration("c\(index)")])
                try await center.donate(
                    Interaction(intent: intent, date: day.addingTimeInterval(-age * 86_400)), app: CurrencyRatesApp.manifest, user: "amira")
            }
        }
        let shortcuts = try await center.shortcuts(user: "amira", now: day)
        #expect(shortcuts.count == 20)
        let dropped = Set((0..<5).map { "c\($0)" })
        #expect(shortcuts.allSatisfy { !dropped.contains($0.shortcut.intent?["currency"]?.displayText ?? "") })

        var ranker = SuggestionRanker()
        ranker.configuration.limitPerApp = 3
        let limited = ShortcutCenter(store: center.store, ranker: ranker)
        #expect(try await limited.shortcuts(user: "amira", now: day).count == 3)
        let context = SuggestionContext(date: day, timeZone: Fixtures.paris)
        #expect(try await limited.suggestions(user: "amira", at: context).count == 3)
    }
}
