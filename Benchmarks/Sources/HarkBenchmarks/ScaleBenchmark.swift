import Foundation
public import Hark
import HarkDefinition
public import HarkLanguage
import ListOMatExtension
import ListOMatKit

/// How recognition time grows with the number of templates and with the size of the user's
/// vocabulary.
public enum ScaleBenchmark {
    /// Matching a fixed sentence set against a grammar of `templates` templates.
    public struct TemplatesRow: Sendable, Codable {
        public var templates: Int
        /// Compiling the grammar, the median of three.
        public var compileMilliseconds: Double
        public var sentences: Int
        /// Sentences that matched the intent they were written for, or nothing when none was.
        public var correct: Int
        public var latency: LatencySummary
    }

    /// Recognizing a fixed sentence set with `names` list names registered.
    public struct VocabularyRow: Sendable, Codable {
        public var names: Int
        public var sentences: Int
        /// Sentences whose best candidate has the intent and the list they were written for.
        public var correct: Int
        public var latency: LatencySummary
    }

    /// The template counts measured by default.
    public static let sizes = [10, 100, 1_000, 10_000]

    /// The vocabulary sizes (list names) measured by default, besides none.
    public static let vocabularySizes = [10, 100, 1_000, 10_000, 100_000]

    /// How long the timed rounds of one size should take together, about.
    static let budget: Duration = .seconds(2)

    /// Times ``SyntheticGrammar/sentences`` against a grammar of `templates` templates.
    public static func templates(_ templates: Int) throws -> TemplatesRow {
        let clock = ContinuousClock()
        var compileTimes: [Int64] = []
        var grammar: Grammar?
        for _ in 0..<3 {
            let start = clock.now
            grammar = try SyntheticGrammar.grammar(templates: templates)
            compileTimes.append(Latencies.nanoseconds(of: clock.now - start))
        }
        let matcher = Matcher(grammar: grammar!)
        let sentences = SyntheticGrammar.sentences
        let correct = sentences.filter { matcher.match($0.text).first?.intent == $0.intent }.count
        let latencies = timeRounds(sentences) { matcher.match($0.text).isEmpty }
        return TemplatesRow(
            templates: templates,
            compileMilliseconds: Double(compileTimes.sorted()[1] / 10_000) / 100,
            sentences: sentences.count,
            correct: correct,
            latency: LatencySummary(latencies)
        )
    }

    /// The sentences measured against a growing vocabulary, with the intent and the list each
    /// asks for. Three name lists every vocabulary holds, one a vocabulary of 100 names or more
    /// holds, and one no vocabulary holds.
    public static let vocabularySentences: [(text: String, intent: String, list: String)] = [
        ("add milk to the grocery list", "AddTasks", "grocery"),
        ("add eggs, bread and olives to my weekend list", "AddTasks", "weekend"),
        ("what's on my packing list", "SearchForNotebookItems", "packing"),
        ("show the \(SyntheticGrammar.noun(50)) list", "SearchForNotebookItems", SyntheticGrammar.noun(50)),
        ("show my hardware list", "SearchForNotebookItems", "hardware"),
    ]

    /// `count` list names: three real ones, then made-up words.
    public static func listNames(_ count: Int) -> [SpeakableString] {
        let real = ["grocery", "weekend", "packing"]
        let madeUp = (0..<max(0, count - real.count)).map { SyntheticGrammar.noun($0 + 3) }
        return (real + madeUp).prefix(count).map { SpeakableString(spokenPhrase: $0) }
    }

    /// Times ``vocabularySentences`` through the Lists & Notes recognizer with `names` list names
    /// registered for List-o-Mat.
    public static func vocabulary(_ names: Int, recognizer: Recognizer) throws -> VocabularyRow {
        let vocabulary = Vocabulary().registering(listNames(names), kind: "TaskList", app: ListStore.appIdentifier)
        let sentences = vocabularySentences
        var correct = 0
        for sentence in sentences {
            let best = try recognizer.recognize(sentence.text, locale: "en", vocabulary: vocabulary).best
            let list = best?.parameters["targetTaskList"] ?? best?.parameters["title"]
            if best?.intent == sentence.intent, list.map({ ListsAndNotesSet.comparable($0.heard) }) == sentence.list {
                correct += 1
            }
        }
        let latencies = timeRounds(sentences) { sentence in
            (try? recognizer.recognize(sentence.text, locale: "en", vocabulary: vocabulary))?.best == nil
        }
        return VocabularyRow(names: names, sentences: sentences.count, correct: correct, latency: LatencySummary(latencies))
    }

    /// Times `body` on every item, round after round, for about ``budget`` (5 to 1,000 rounds)
    /// after one untimed round.
    static func timeRounds<Item>(_ items: [Item], _ body: (Item) -> Bool) -> Latencies {
        let clock = ContinuousClock()
        let start = clock.now
        var misses = 0
        for item in items where body(item) { misses += 1 }
        let round = max(Latencies.nanoseconds(of: clock.now - start), 1)
        let rounds = min(1_000, max(5, Int(Latencies.nanoseconds(of: budget) / round)))
        let (latencies, timedMisses) = Latencies.timing(items, rounds: rounds, body)
        precondition(misses + timedMisses <= items.count * (rounds + 1))
        return latencies
    }
}
