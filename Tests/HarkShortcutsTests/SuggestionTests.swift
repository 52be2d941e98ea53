import CurrencyRates
import Foundation
import Hark
import HarkShortcuts
import Testing
import _HarkShortcutsEvaluation

struct SuggestionTests {
    let ranker = SuggestionRanker()
    let history = RoutineHistory()

    /// The routine history up to the week held back.
    var learned: [ShortcutUsage] {
        let cutoff = history.configuration.start.addingTimeInterval(Double((history.configuration.weeks - 1) * 7) * 86_400)
        return ShortcutUsage.grouping(history.events.map(\.donation).filter { $0.date < cutoff })
    }

    /// A moment of the held-back week: `day` 0 is its Monday.
    func moment(day: Int, hour: Double, at place: Coordinate?) -> SuggestionContext {
        let monday = history.configuration.start.addingTimeInterval(Double((history.configuration.weeks - 1) * 7 + day) * 86_400)
        return SuggestionContext(date: monday.addingTimeInterval(hour * 3600), calendar: history.calendar, place: place)
    }

    @Test(arguments: [
        ("ATM", 4, 19.25, RoutineHistory.bank),
        ("coffee", 1, 8.25, RoutineHistory.cafe),
        ("groceries", 6, 11.0, RoutineHistory.home),
        ("currency", 2, 12.75, RoutineHistory.work),
    ])
    func theRoutinesShortcutComesFirstAtItsMoment(routine: String, day: Int, hour: Double, place: Coordinate) throws {
        let suggestions = ranker.suggestions(for: learned, at: moment(day: day, hour: hour, at: place))
        let first = try #require(suggestions.first)
        #expect(first.shortcut == RoutineHistory.routineShortcuts[routine], "\(suggestions.prefix(3).map(\.explanation))")
    }

    @Test(arguments: [(4, 19.25, true), (1, 8.25, false), (6, 3.0, true), (2, 12.75, false)])
    func theWhyLineMultipliesToTheScoreItShows(day: Int, hour: Double, withPlace: Bool) throws {
        let suggestions = ranker.suggestions(
            for: learned, at: moment(day: day, hour: hour, at: withPlace ? RoutineHistory.bank : nil), limit: 20)
        try #require(!suggestions.isEmpty)
        for suggestion in suggestions {
            // "score 0.35 = uses 1.58 × recency 0.93 × …": the numbers as printed.
            let numbers = suggestion.explanation.split(separator: " ").compactMap { Double($0) }
            let (shown, factors) = (numbers[0], numbers.dropFirst())
            #expect(factors.count == (withPlace ? 5 : 4))
            let product = factors.reduce(1, *)
            // Each printed factor is rounded to ±0.005; the product may drift by that much per factor.
            #expect(abs(product - shown) <= 0.005 * Double(factors.count) * max(1, factors.max() ?? 1) + 0.005, "\(suggestion.explanation)")
            #expect(abs(suggestion.factors.product - suggestion.score) < 1e-12)
        }
    }

    @Test func theRoutineStillWinsWithoutAPlace() throws {
        // Friday 19:15, place unknown: time of day and weekday are enough.
        let suggestions = ranker.suggestions(for: learned, at: moment(day: 4, hour: 19.25, at: nil))
        #expect(suggestions.first?.shortcut == RoutineHistory.routineShortcuts["ATM"])
        #expect(suggestions.first?.parts.place == nil)
    }

    @Test func eachSuggestionCarriesTheParts() throws {
        let ranked = ranker.suggestions(for: learned, at: moment(day: 4, hour: 19.25, at: RoutineHistory.bank))
        let suggestion = try #require(ranked.first)
        let coffee = try #require(ranked.first { $0.shortcut == RoutineHistory.routineShortcuts["coffee"] })
        let parts = suggestion.parts
        // On a Friday evening at the bank, the ATM search beats the coffee on every part of
        // context, though coffee is used more often.
        #expect(parts.timeOfDay > coffee.parts.timeOfDay)
        #expect(parts.weekday > coffee.parts.weekday)
        #expect(try #require(parts.place) > #require(coffee.parts.place))
        #expect(parts.frequency < coffee.parts.frequency)
        for part in [parts.recency, parts.timeOfDay, parts.weekday, try #require(parts.place)] {
            #expect((0...1).contains(part))
        }
        // The score is the documented product: log2(1 + uses) × each part weighed between the
        // floor (0.1) and 1.
        func weigh(_ part: Double) -> Double { 0.1 + 0.9 * part }
        let product =
            log2(1 + parts.frequency) * weigh(parts.recency) * weigh(parts.timeOfDay) * weigh(parts.weekday)
            * weigh(try #require(parts.place))
        #expect(abs(suggestion.score - product) < 1e-9)
        #expect(suggestion.explanation.hasPrefix("score "))
        #expect(suggestion.explanation.contains("place"))
    }

    @Test("the score of known parts, worked by hand")
    func scoreOfKnownParts() {
        // 3 uses → log2(4) = 2; a part of ½ weighs 0.1 + 0.9 × ½ = 0.55; a part of 0 weighs the floor.
        let parts = Suggestion.Parts(frequency: 3, recency: 1, timeOfDay: 0.5, weekday: 0, place: nil)
        #expect(abs(SuggestionRanker().score(parts) - 2 * 1 * 0.55 * 0.1) < 1e-12)
        let near = Suggestion.Parts(frequency: 1, recency: 0.5, timeOfDay: 1, weekday: 1, place: 0.5)
        #expect(abs(SuggestionRanker().score(near) - 1 * 0.55 * 1 * 1 * 0.55) < 1e-12)
    }

    @Test func theTimeOfDayIsCircular() {
        // Uses at 23:30 count as "around now" at 00:30, not as twelve hours away.
        let monday = Fixtures.date("2025-01-13 23:30")
        let late = ShortcutUsage(
            shortcut: Fixtures.rateShortcut(.btc), uses: (0..<4).map { .init(date: monday.addingTimeInterval(Double(-$0 * 7) * 86_400)) })
        let noon = ShortcutUsage(
            shortcut: Fixtures.rateShortcut(.usd),
            uses: (0..<4).map { .init(date: monday.addingTimeInterval(Double(-$0 * 7) * 86_400 - 11.5 * 3600)) })
        let context = SuggestionContext(date: monday.addingTimeInterval(3600), timeZone: Fixtures.paris)
        let ranked = ranker.suggestions(for: [noon, late], at: context)
        #expect(ranked.map(\.shortcut) == [late.shortcut, noon.shortcut])
        #expect(ranked[0].parts.timeOfDay > 0.7)
    }

    @Test func olderHabitsFadeAndUsesAfterTheMomentAreIgnored() {
        let now = Fixtures.date("2025-03-03 09:00")
        let old = ShortcutUsage(
            shortcut: Fixtures.rateShortcut(.gbp), uses: (0..<6).map { .init(date: now.addingTimeInterval(-Double(60 + $0) * 86_400)) })
        let recent = ShortcutUsage(
            shortcut: Fixtures.rateShortcut(.eur), uses: (0..<3).map { .init(date: now.addingTimeInterval(-Double(1 + $0 * 7) * 86_400)) })
        let future = ShortcutUsage(shortcut: Fixtures.rateShortcut(.jpy), uses: [.init(date: now.addingTimeInterval(86_400))])
        let ranked = ranker.suggestions(for: [old, recent, future], at: SuggestionContext(date: now, timeZone: Fixtures.paris))
        #expect(ranked.map(\.shortcut) == [recent.shortcut, old.shortcut])
        #expect(ranked[1].parts.recency < 0.1)
    }

    @Test func rankingIsDeterministic() {
        let context = moment(day: 2, hour: 17, at: RoutineHistory.home)
        let first = ranker.suggestions(for: learned, at: context)
        let again = ranker.suggestions(for: learned.reversed(), at: context)
        #expect(first == again)
        #expect(first.count == learned.count)
    }

    @Test func theEvaluationRunsAndBeatsFrequencyAlone() throws {
        let contextual = SuggestionEvaluation(history: history, ranking: SuggestionEvaluation.contextual(ranker))
        let baseline = SuggestionEvaluation(history: history, ranking: SuggestionEvaluation.frequencyOnly(ranker))
        let routines = try #require(contextual.rows.first { $0.label == "routines" })
        let routinesBaseline = try #require(baseline.rows.first { $0.label == "routines" })
        #expect(routines.events > 0)
        #expect(routines.firstRate >= 0.9)
        #expect(routines.firstRate > routinesBaseline.firstRate)
        #expect(contextual.rows.map(\.label).suffix(3) == ["routines", "noise", "all"])
        let table = contextual.table(baseline: baseline)
        #expect(table.contains("| routines |"))
        // Same seed, same history, same numbers.
        let again = SuggestionEvaluation(history: RoutineHistory(), ranking: SuggestionEvaluation.contextual(ranker))
        #expect(again.rows == contextual.rows)
    }

    @Test func aHabitLongFadedStillHasAScoreAndItsShares() throws {
        // Seventy years after the last use, each use's weight is below what a Double holds.
        let old = Fixtures.date("2025-01-17 12:30")
        let usage = ShortcutUsage(
            shortcut: Fixtures.rateShortcut(.usd), uses: [.init(date: old), .init(date: old.addingTimeInterval(86_400))])
        let later = SuggestionContext(date: Fixtures.date("2095-01-18 12:30"), calendar: Fixtures.calendar)
        let suggestion = try #require(ranker.suggestion(for: usage, at: later))
        #expect(!suggestion.score.isNaN)
        #expect(suggestion.parts.timeOfDay == 1)
        #expect(suggestion.explanation.contains("nan") == false)
    }
}
