public import Foundation
import Hark
public import HarkDefinition
public import HarkLanguage
import ListOMatExtension
import _HarkConformance

/// How fast and how well one peer recognizes one sentence set in one language.
public struct UnderstandingResult: Sendable, Codable {
    /// `home-assistant` (Home Assistant's intent tests) or `lists-and-notes` (sampled sentences).
    public var set: String
    public var language: String
    public var sentences: Int
    /// Sentences recognized as their test expects (see BENCHMARKS.md for the rule of each set).
    public var correct: Int
    /// How many times each sentence was timed, after one untimed round.
    public var rounds: Int
    /// One measurement per sentence per round.
    public var latency: LatencySummary?
    /// Why the language could not run.
    public var error: String?

    public init(
        set: String, language: String, sentences: Int = 0, correct: Int = 0, rounds: Int = 0, latency: LatencySummary? = nil,
        error: String? = nil
    ) {
        self.set = set
        self.language = language
        self.sentences = sentences
        self.correct = correct
        self.rounds = rounds
        self.latency = latency
        self.error = error
    }
}

/// Times Hark's understanding on the benchmark's sentence sets.
///
/// Every sentence is recognized once untimed (which also checks it), then `rounds` times more,
/// each timed alone; the sentences are taken in order within a round, as hassil's peer script
/// takes them.
public enum UnderstandingBenchmark {
    public static let homeAssistantSet = "home-assistant"
    public static let listsAndNotesSet = "lists-and-notes"

    /// Home Assistant's intent tests of `language` through ``HomeAssistantRecognizer``, the
    /// counterpart of hassil's `recognize_best`, checked as Home Assistant's test runner checks.
    public static func homeAssistant(dataDirectory: URL, language code: String, rounds: Int) -> UnderstandingResult {
        let language: HomeAssistantLanguage
        let recognizer: HomeAssistantRecognizer
        do {
            language = try HomeAssistantLanguage(dataDirectory: dataDirectory, language: code)
            recognizer = try HomeAssistantRecognizer(language)
        } catch {
            return UnderstandingResult(set: homeAssistantSet, language: code, error: "\(error)")
        }
        let cases = language.testFiles.flatMap(\.tests).flatMap { test in
            test.sentences.map { (sentence: $0, test: test, context: test.contextText) }
        }
        let (correct, latencies) = run(cases, rounds: rounds, label: "\(homeAssistantSet) \(code)") { item in
            guard let recognition = recognizer.recognize(item.sentence, context: item.context) else { return false }
            return item.test.failure(intent: recognition.intent, slots: recognition.slots, context: recognition.context) == nil
        } timed: { item in
            recognizer.recognize(item.sentence, context: item.context) != nil
        }
        return UnderstandingResult(
            set: homeAssistantSet, language: code, sentences: cases.count, correct: correct, rounds: rounds,
            latency: LatencySummary(latencies)
        )
    }

    /// A recognizer over the Lists & Notes domain with List-o-Mat installed, as the assistant
    /// builds it.
    public static func listsAndNotesRecognizer(file: DefinitionFile) throws -> Recognizer {
        try Recognizer(definitions: [file], apps: [ListOMat.manifest])
    }

    /// A recognizer over the built-in domain of `set`, as the assistant builds it with an app
    /// that handles the domain's intents installed: List-o-Mat for Lists & Notes, an app of the
    /// domain's intents for the others.
    public static func recognizer(set: String) throws -> Recognizer {
        if set == ListsAndNotesSet.allDomainsSet {
            // List-o-Mat for Lists & Notes, and an app of each other domain's intents.
            var files: [DefinitionFile] = []
            var apps = [ListOMat.manifest]
            for domain in ListsAndNotesSet.domains.map(\.key) {
                let file = try ListsAndNotesSet.definition(set: domain)
                files.append(file)
                guard domain != listsAndNotesSet else { continue }
                apps.append(
                    AppManifest(
                        identifier: "com.example.bench.\(domain)", displayName: "Bench \(domain)",
                        supportedIntents: file.intents.map(\.name)))
            }
            return try Recognizer(definitions: files, apps: apps)
        }
        let file = try ListsAndNotesSet.definition(set: set)
        if set == listsAndNotesSet { return try listsAndNotesRecognizer(file: file) }
        let app = AppManifest(
            identifier: "com.example.bench.\(set)", displayName: "Bench", supportedIntents: file.intents.map(\.name))
        return try Recognizer(definitions: [file], apps: [app])
    }

    /// The sampled Lists & Notes sentences through ``Recognizer``: app names, normalization,
    /// matching, parameter reading and ranking, without vocabulary. The best candidate is
    /// asked for, as the assistant asks (and as hassil's `recognize_best` answers).
    public static func listsAndNotes(_ set: ListsAndNotesSet, recognizer: Recognizer, rounds: Int) -> UnderstandingResult {
        let locale = set.language
        do {
            _ = try recognizer.recognize("", locale: locale)
        } catch {
            return UnderstandingResult(set: set.set, language: locale, error: error.message)
        }
        let (correct, latencies) = run(set.sentences, rounds: rounds, label: "\(set.set) \(locale)") { sentence in
            guard let recognition = try? recognizer.recognize(sentence.text, locale: locale, limit: 1) else { return false }
            return ListsAndNotesSet.problem(with: recognition, for: sentence) == nil
        } timed: { sentence in
            (try? recognizer.recognize(sentence.text, locale: locale, limit: 1))?.best != nil
        }
        return UnderstandingResult(
            set: set.set, language: locale, sentences: set.sentences.count, correct: correct, rounds: rounds,
            latency: LatencySummary(latencies)
        )
    }

    /// Checks every item once untimed, then times `timed` on every item, `rounds` times; under
    /// callgrind, the timed rounds' instructions are counted as `label`.
    ///
    /// - Returns: How many items `check` passed, and one latency per item per round.
    static func run<Item>(
        _ items: [Item], rounds: Int, label: String, check: (Item) -> Bool, timed: (Item) -> Bool
    ) -> (correct: Int, latencies: Latencies) {
        let correct = items.reduce(0) { $0 + (check($1) ? 1 : 0) }
        let (latencies, recognized) = Callgrind.count(label) { Latencies.timing(items, rounds: rounds, timed) }
        // What was recognized is used, so that no recognition can be optimized away.
        precondition(recognized <= items.count * rounds)
        return (correct, latencies)
    }
}
