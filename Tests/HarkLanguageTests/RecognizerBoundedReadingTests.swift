import Foundation
import Hark
import HarkDefinition
import Testing

@testable import HarkLanguage

/// The recognizer reads a match's values only when the match can still rank among the
/// candidates kept; what it answers must be what reading every match answers, candidate for
/// candidate, with the same tie, in every built-in domain and language, with and without the
/// user's vocabulary.
struct RecognizerBoundedReadingTests {
    static let domains: [DefinitionFile] = DefinitionSource.builtInDomains.map { source in
        do {
            return try DefinitionFile(parsing: source.text, path: source.fileName)
        } catch {
            fatalError("\(source.fileName) does not parse: \(error)")
        }
    }

    @Test(arguments: Self.domains.indices, RecognizerFixtures.locales)
    func boundedReadingAnswersAsReadingEveryMatch(domain: Int, locale: String) throws {
        for limit in [1, 3, Recognizer.maximumCandidates] {
            try compare(domain: domain, locale: locale, limit: limit)
        }
    }

    /// Recognizes every sample of `domain` in `locale`, asking for `limit` candidates, bounded
    /// and reading every match.
    func compare(domain: Int, locale: String, limit: Int) throws {
        let file = Self.domains[domain]
        let app = AppManifest(identifier: "com.example.bounded", displayName: "Bounded", supportedIntents: file.intents.map(\.name))
        let bounded = try Recognizer(definitions: [file], apps: [app])
        var everyMatch = bounded
        everyMatch.readsEveryMatch = true

        let samples = Sampler.samples(of: file, locale: locale, perTemplate: 4, seed: 11)
        #expect(samples.count >= 30)
        // Every other sample's free text is the user's vocabulary, under its parameter's kinds:
        // exact, contained and misspelled names then steer the ranking as they do for a user.
        var vocabulary = Vocabulary()
        for (index, sampled) in samples.enumerated() where index.isMultiple(of: 2) {
            guard let intent = file.intents.first(where: { $0.name == sampled.intent }) else { continue }
            for (name, slot) in sampled.sample.slots where slot.isWildcard {
                guard let parameter = intent.parameter(named: name) else { continue }
                let words = slot.items.count > 1 ? slot.items : [slot.text]
                for kind in VocabularyKinds.kinds(for: parameter, intent: intent.name) {
                    vocabulary.register(words.map { SpeakableString(spokenPhrase: $0) }, kind: kind, app: app.identifier)
                }
            }
        }

        var differences: [String] = []
        var compared = 0
        for sampled in samples {
            for words in [Vocabulary(), vocabulary] {
                let text = sampled.sample.text
                var expected = try everyMatch.recognize(text, locale: locale, vocabulary: words, timeZone: .gmt, limit: limit)
                var answered = try bounded.recognize(text, locale: locale, vocabulary: words, timeZone: .gmt, limit: limit)
                if answered.candidates != expected.candidates {
                    // A span of time ("the last 3 days") is counted from the moment it is read, to
                    // the second: two readings a second apart differ. Read both again, at once.
                    expected = try everyMatch.recognize(text, locale: locale, vocabulary: words, timeZone: .gmt, limit: limit)
                    answered = try bounded.recognize(text, locale: locale, vocabulary: words, timeZone: .gmt, limit: limit)
                }
                compared += 1
                if answered.candidates != expected.candidates || answered.isTie != expected.isTie {
                    let said = answered.candidates.map { "\($0.intent) \($0.template)" }
                    let wanted = expected.candidates.map { "\($0.intent) \($0.template)" }
                    differences.append("\(text) (vocabulary: \(!words.isEmpty)): \(said), expected \(wanted)")
                }
            }
        }
        #expect(compared == samples.count * 2)
        #expect(
            differences.isEmpty,
            Comment(
                rawValue: "\(differences.count) of \(compared) in \(file.name) \(locale), limit \(limit):\n"
                    + differences.joined(separator: "\n")))
    }
}
