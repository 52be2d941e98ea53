import ArgumentParser
import HarkShortcuts
import _HarkShortcutsEvaluation

/// Prints how well suggestions predict the held-back last week of a generated routine history.
@main
struct SuggestionsEval: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hark-suggestions-eval",
        abstract: "Measure how often the right shortcut is suggested first and in the top 3."
    )

    @Option(help: "The generator's seed.")
    var seed: UInt64 = 2018

    @Option(help: "How many histories, with seeds seed, seed+1, …; their questions are pooled.")
    var histories: Int = 20

    @Option(help: "Weeks of history, the last one held back.")
    var weeks: Int = 10

    @Option(help: "Average noise events a day.")
    var noise: Double = 2

    func run() throws {
        let ranker = SuggestionRanker()
        var contextual: [SuggestionEvaluation] = []
        var baseline: [SuggestionEvaluation] = []
        for offset in 0..<UInt64(max(1, histories)) {
            var configuration = RoutineHistory.Configuration()
            configuration.seed = seed &+ offset
            configuration.weeks = weeks
            configuration.noisePerDay = noise
            let history = RoutineHistory(configuration: configuration)
            contextual.append(SuggestionEvaluation(history: history, ranking: SuggestionEvaluation.contextual(ranker)))
            baseline.append(SuggestionEvaluation(history: history, ranking: SuggestionEvaluation.frequencyOnly(ranker)))
        }
        let pooled = SuggestionEvaluation.pooling(contextual)
        print(
            "seeds \(seed)…\(seed &+ UInt64(max(1, histories)) &- 1): \(histories) histories of \(weeks) weeks, the last 7 days of each held back; \(noise) noise events a day"
        )
        print(
            "each history learns from \(pooled.donations / max(1, histories)) donations and \(pooled.shortcuts / max(1, histories)) shortcuts on average"
        )
        print()
        print(pooled.table(baseline: SuggestionEvaluation.pooling(baseline)))
    }
}
