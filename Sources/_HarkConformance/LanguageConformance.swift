public import Foundation
public import HarkDefinition
import HarkLanguage

/// The outcome of one language's Home Assistant tests run through Hark's matcher.
public struct LanguageConformance: Sendable, Encodable {
    /// One test sentence that did not give what its test expects.
    public struct Failure: Sendable, Codable {
        public var file: String
        public var sentence: String
        public var expected: Expectation
        public var actual: Expectation?
        /// Why it failed: "no match", "recognized X instead of Y", "slot name=…, expected …".
        public var reason: String
        /// The template that matched, when one did.
        public var template: String?
        /// When nothing matched: the sentences that came closest, with how far they got.
        public var nearMisses: [String]?

        public init(
            file: String, sentence: String, expected: Expectation, actual: Expectation?, reason: String,
            template: String? = nil, nearMisses: [String]? = nil
        ) {
            self.file = file
            self.sentence = sentence
            self.expected = expected
            self.actual = actual
            self.reason = reason
            self.template = template
            self.nearMisses = nearMisses
        }
    }

    /// An intent with its slots and context, as expected or as recognized.
    public struct Expectation: Sendable, Codable {
        public var intent: String
        public var slots: [String: HomeAssistantValue]
        public var context: [String: String]

        public init(intent: String, slots: [String: HomeAssistantValue], context: [String: String]) {
            self.intent = intent
            self.slots = slots
            self.context = context
        }
    }

    /// Whether one sentence passed, for comparing peers sentence by sentence.
    public struct Outcome: Sendable, Codable {
        public var file: String
        public var sentence: String
        public var passed: Bool

        public init(file: String, sentence: String, passed: Bool) {
            self.file = file
            self.sentence = sentence
            self.passed = passed
        }
    }

    public var language: String
    public var sentences: Int
    public var passed: Int
    public var failed: Int { sentences - passed }
    public var failures: [Failure]
    public var outcomes: [Outcome]
    /// Why the language could not run at all (data that does not load or compile).
    public var error: String?

    /// The share of sentences that passed, 0…1; 0 for a language without tests.
    public var passRate: Double { sentences == 0 ? 0 : Double(passed) / Double(sentences) }

    public enum CodingKeys: String, CodingKey {
        case language, sentences, passed, failed, failures, outcomes, error
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(language, forKey: .language)
        try container.encode(sentences, forKey: .sentences)
        try container.encode(passed, forKey: .passed)
        try container.encode(failed, forKey: .failed)
        try container.encode(failures, forKey: .failures)
        try container.encode(outcomes, forKey: .outcomes)
        try container.encodeIfPresent(error, forKey: .error)
    }

    public init(
        language: String, sentences: Int = 0, passed: Int = 0, failures: [Failure] = [], outcomes: [Outcome] = [], error: String? = nil
    ) {
        self.language = language
        self.sentences = sentences
        self.passed = passed
        self.failures = failures
        self.outcomes = outcomes
        self.error = error
    }

    /// Runs every test sentence of `language` through `recognizer`, checking each as Home
    /// Assistant's test runner does (``HomeAssistantTestCase/failure(intent:slots:context:)``).
    public init(_ language: HomeAssistantLanguage, recognizer: HomeAssistantRecognizer) {
        self.init(language: language.code)
        for file in language.testFiles {
            let fileName = file.name + ".yaml"
            for test in file.tests {
                let context = test.contextText
                let expected = Expectation(intent: test.intent, slots: test.slots, context: context)
                for sentence in test.sentences {
                    sentences += 1
                    let recognition = recognizer.recognize(sentence, context: context)
                    let reason =
                        recognition.map { test.failure(intent: $0.intent, slots: $0.slots, context: $0.context) }
                        ?? "no match"
                    outcomes.append(Outcome(file: fileName, sentence: sentence, passed: reason == nil))
                    guard let reason else {
                        passed += 1
                        continue
                    }
                    failures.append(
                        Failure(
                            file: fileName, sentence: sentence, expected: expected,
                            actual: recognition.map { Expectation(intent: $0.intent, slots: $0.slots, context: $0.context) },
                            reason: reason, template: recognition?.sentence,
                            nearMisses: recognition == nil ? recognizer.nearMisses(sentence) : nil
                        ))
                }
            }
        }
    }

    /// Loads `code` from the data directory, compiles it and runs its tests; a language that
    /// cannot load or compile comes back with ``error`` set and no sentences passed.
    public static func run(dataDirectory: URL, language code: String) -> LanguageConformance {
        let language: HomeAssistantLanguage
        do {
            language = try HomeAssistantLanguage(dataDirectory: dataDirectory, language: code)
        } catch {
            return LanguageConformance(language: code, error: "the data does not load:\n\(error)")
        }
        do {
            let recognizer = try HomeAssistantRecognizer(language)
            return LanguageConformance(language, recognizer: recognizer)
        } catch {
            var failed = LanguageConformance(language: code, error: "the grammar does not compile: \(error)")
            failed.sentences = language.sentenceCount
            return failed
        }
    }
}
