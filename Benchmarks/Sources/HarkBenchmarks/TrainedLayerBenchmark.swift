import Foundation
public import HarkDefinition
import HarkLanguage

/// Whole recognition with the trained layer beside the templates, and with the templates alone,
/// on the same requests — the development data's, most of which no Lists & Notes template
/// matches, so that the trained layer reads them — and how long learning took.
public enum TrainedLayerBenchmark {
    public struct Result: Sendable, Codable, Hashable {
        public var language: String
        public var requests: Int
        public var rounds: Int
        /// Seconds to learn the Lists & Notes model of the language.
        public var trainingSeconds: Double
        /// Milliseconds to read the saved model back.
        public var loadingMilliseconds: Double
        /// The saved model's size in bytes.
        public var modelBytes: Int
        public var templatesOnly: LatencySummary
        public var trained: LatencySummary
        /// Requests with a candidate, each way (in the last round).
        public var understoodTemplatesOnly: Int
        public var understoodTrained: Int
    }

    /// Times `requests` (by language) through a Lists & Notes recognizer with and without its
    /// trained model, alternating round by round.
    public static func run(requests: [String: [String]], file: DefinitionFile, rounds: Int) throws -> [Result] {
        let templates = try UnderstandingBenchmark.listsAndNotesRecognizer(file: file)
        var results: [Result] = []
        for (language, texts) in requests.sorted(by: { $0.key < $1.key }) where !texts.isEmpty {
            let clock = ContinuousClock()
            let started = clock.now
            let model = TrainedModel.train(file: file, language: language)
            let trainingSeconds = Double(Latencies.nanoseconds(of: clock.now - started)) / 1e9
            let bytes = model.serialized()
            let loadStarted = clock.now
            let loaded = try TrainedModel(serialized: bytes, path: "benchmark")
            let loadingMilliseconds = Double(Latencies.nanoseconds(of: clock.now - loadStarted)) / 1e6
            let trained = templates.using([loaded])

            var templatesOnly = Latencies(capacity: texts.count * rounds)
            var withTrained = Latencies(capacity: texts.count * rounds)
            var understood = (templatesOnly: 0, trained: 0)
            for round in 0...rounds {  // the first round is untimed
                let timedTemplates = Latencies.timing(texts, rounds: 1) { text in
                    (try? templates.recognize(text, locale: language))?.candidates.isEmpty == false
                }
                let timedTrained = Latencies.timing(texts, rounds: 1) { text in
                    (try? trained.recognize(text, locale: language))?.candidates.isEmpty == false
                }
                understood = (timedTemplates.answeredTrue, timedTrained.answeredTrue)
                guard round > 0 else { continue }
                templatesOnly.append(contentsOf: timedTemplates.latencies)
                withTrained.append(contentsOf: timedTrained.latencies)
            }
            results.append(
                Result(
                    language: language, requests: texts.count, rounds: rounds, trainingSeconds: (trainingSeconds * 100).rounded() / 100,
                    loadingMilliseconds: (loadingMilliseconds * 100).rounded() / 100, modelBytes: bytes.count,
                    templatesOnly: LatencySummary(templatesOnly), trained: LatencySummary(withTrained),
                    understoodTemplatesOnly: understood.templatesOnly, understoodTrained: understood.trained
                ))
        }
        return results
    }
}
