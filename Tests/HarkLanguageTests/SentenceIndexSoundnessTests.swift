import Hark
import HarkDefinition
import Testing

@testable import HarkLanguage

/// The sentence index only narrows: every sentence that matches a text is among the
/// candidates it gives for the text, in every built-in domain and language, whether its
/// sentences are filed under words or (without word spaces) under pieces.
struct SentenceIndexSoundnessTests {
    @Test(arguments: RecognizerBoundedReadingTests.domains.indices, RecognizerFixtures.locales)
    func everySentenceThatMatchesIsACandidate(domain: Int, locale: String) throws {
        let file = RecognizerBoundedReadingTests.domains[domain]
        let recognizer = try Recognizer(definitions: [file], apps: [])
        let matcher = try #require(try recognizer.matchers.matcher(for: LanguageProfile.languageCode(of: locale)))
        let grammar = matcher.grammar.compiled
        let runtimeLists = matcher.prepare([:]).lists
        let samples = Sampler.samples(of: file, locale: locale, perTemplate: 3, seed: 5)
        // Sampled requests, and pieces of them that many sentences nearly match.
        var texts = samples.map(\.sample.text)
        texts += samples.prefix(40).map { String($0.sample.text.dropFirst($0.sample.text.count / 3)) }
        var missed: [String] = []
        var matched = 0
        for text in texts {
            var input = MatchInput(forIndex: text, grammar: grammar)
            let candidates = Set(grammar.index.candidates(for: input.variants[0], extraWords: input.extraWords))
            input.addVariants(grammar: grammar)
            let scratch = RunScratch(cache: grammar.cache)
            for (index, sentence) in grammar.sentences.enumerated() {
                let matches = input.variants.contains { variant in
                    variant.bytes.withUnsafeBufferPointer { bytes in
                        var runner = ProgramRunner(
                            sentence: sentence, text: variant, input: bytes, runtimeLists: runtimeLists, scratch: scratch,
                            stepLimit: Matcher.sentenceBudget)
                        runner.run()
                        return !runner.successes.isEmpty
                    }
                }
                guard matches else { continue }
                matched += 1
                if !candidates.contains(Int32(index)) { missed.append("\(text): sentence \(index)") }
            }
        }
        #expect(matched >= samples.count, "the samples match their own sentences")
        #expect(missed.isEmpty, "\(missed.prefix(10))")
    }
}
