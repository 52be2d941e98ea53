public import Foundation
import HarkDefinition
import HarkLanguage

/// An app made only of example sentences: the seven intents of the SNIPS custom-intent
/// benchmark (`train_*.json`), each made an intent of a definition file whose `examples:` are
/// its training utterances with their slots marked, scored by k-fold cross-validation — the
/// trained layer learns from k − 1 folds and reads the one left out — on intent accuracy and slot
/// F1 (slot name and words, case-folded).
public enum SnipsBenchmark {
    public struct Result: Sendable, Codable, Hashable {
        public var folds: Int
        public var utterances: Int
        public var intentAccuracy: Double
        public var slotPrecision: Double
        public var slotRecall: Double
        public var slotF1: Double
        /// Intent accuracy per intent.
        public var perIntent: [String: Double]
        /// Seconds to learn one fold's model, on average.
        public var trainingSeconds: Double
    }

    struct Utterance {
        var intent: String
        var text: String
        var slots: [(name: String, text: String)]
    }

    static let intents = [
        "AddToPlaylist", "BookRestaurant", "GetWeather", "PlayMusic", "RateBook", "SearchCreativeWork", "SearchScreeningEvent",
    ]

    /// Scores the trained layer on `directory`'s `train_<Intent>.json` files in `folds` folds.
    public static func run(directory: URL, folds: Int) throws -> Result {
        var utterances: [Utterance] = []
        for intent in intents {
            let url = directory.appendingPathComponent("train_\(intent).json")
            guard let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: [[String: Any]]],
                let rows = object[intent]
            else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path]) }
            for row in rows {
                guard let chunks = row["data"] as? [[String: String]] else { continue }
                var text = ""
                var slots: [(String, String)] = []
                for chunk in chunks {
                    let words = chunk["text"] ?? ""
                    text += words
                    if let entity = chunk["entity"] { slots.append((parameterName(entity), words.trimmingCharacters(in: .whitespaces))) }
                }
                utterances.append(Utterance(intent: intent, text: text.trimmingCharacters(in: .whitespaces), slots: slots))
            }
        }
        // Stratified folds: each intent's utterances dealt out in turn, in a fixed shuffled order.
        var generator = SplitMix64(seed: 2017)
        var fold: [Int] = Array(repeating: 0, count: utterances.count)
        for intent in intents {
            let indices = utterances.indices.filter { utterances[$0].intent == intent }.shuffled(using: &generator)
            for (position, index) in indices.enumerated() { fold[index] = position % folds }
        }
        var correct = 0
        var correctByIntent: [String: Int] = [:]
        var truePositives = 0
        var predicted = 0
        var gold = 0
        var trainingSeconds = 0.0
        let clock = ContinuousClock()
        for held in 0..<folds {
            let training = utterances.indices.filter { fold[$0] != held }.map { utterances[$0] }
            let file = try definition(training)
            let started = clock.now
            let model = TrainedModel.train(file: file, language: "en")
            trainingSeconds += Double(Latencies.nanoseconds(of: clock.now - started)) / 1e9
            for index in utterances.indices where fold[index] == held {
                let utterance = utterances[index]
                let reading = model.read(utterance.text)
                if reading?.intent == utterance.intent {
                    correct += 1
                    correctByIntent[utterance.intent, default: 0] += 1
                }
                let expected = Set(utterance.slots.map { "\($0.name)=\(normalized($0.text))" })
                let found = Set((reading?.slots ?? []).map { "\($0.parameter)=\(normalized($0.text))" })
                truePositives += expected.intersection(found).count
                predicted += found.count
                gold += expected.count
            }
        }
        let precision = predicted == 0 ? 0 : Double(truePositives) / Double(predicted)
        let recall = gold == 0 ? 0 : Double(truePositives) / Double(gold)
        var perIntent: [String: Double] = [:]
        for intent in intents {
            let total = utterances.filter { $0.intent == intent }.count
            perIntent[intent] = rounded(Double(correctByIntent[intent] ?? 0) / Double(max(total, 1)))
        }
        return Result(
            folds: folds, utterances: utterances.count, intentAccuracy: rounded(Double(correct) / Double(max(utterances.count, 1))),
            slotPrecision: rounded(precision), slotRecall: rounded(recall),
            slotF1: rounded(precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)), perIntent: perIntent,
            trainingSeconds: (trainingSeconds / Double(folds) * 100).rounded() / 100
        )
    }

    /// A SNIPS entity as a parameter name: `playlist_owner` → `slotPlaylistOwner`.
    static func parameterName(_ entity: String) -> String {
        "slot" + entity.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .trimmingCharacters(in: CharacterSet(charactersIn: ".,!?\"'"))
    }

    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    /// A definition file of the intents, each with its utterances as marked examples and a
    /// String parameter per slot it has.
    static func definition(_ utterances: [Utterance]) throws -> DefinitionFile {
        var yaml = "locales: [en]\nintents:\n"
        for intent in intents {
            let own = utterances.filter { $0.intent == intent }
            let parameters = Set(own.flatMap { $0.slots.map(\.name) }).sorted()
            yaml += "  \(intent):\n"
            if !parameters.isEmpty {
                yaml += "    parameters:\n"
                for parameter in parameters { yaml += "      \(parameter): {type: String}\n" }
            }
            yaml += "    examples:\n      en:\n"
            for utterance in own {
                guard let marked = marked(utterance) else { continue }
                yaml +=
                    "        - \"\(marked.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\"\n"
            }
        }
        return try DefinitionFile(parsing: yaml, path: "Snips.intents.yaml")
    }

    /// The utterance with its slots marked `[words](parameter)`, in order; `nil` when its words
    /// hold the marks' own brackets.
    static func marked(_ utterance: Utterance) -> String? {
        guard !utterance.text.contains(where: { "[]()".contains($0) }) else { return nil }
        var rest = utterance.text[...]
        var result = ""
        for slot in utterance.slots where !slot.text.isEmpty {
            guard let range = rest.range(of: slot.text) else { return nil }
            result += rest[..<range.lowerBound] + "[\(slot.text)](\(slot.name))"
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
