import Hark
import Testing

@testable import HarkLanguage

/// Every sentence sampled from the Lists & Notes templates is recognized back as its intent,
/// with the slot values it was sampled with, in every language.
struct ListsAndNotesTemplatesRoundTripTests {
    static let samplesPerTemplate = 12

    @Test(arguments: RecognizerFixtures.locales, [7, 2026] as [UInt64])
    func everySampleRecognizesBack(locale: String, seed: UInt64) throws {
        let samples = Sampler.samples(
            of: RecognizerFixtures.listsAndNotes, locale: locale, perTemplate: Self.samplesPerTemplate, seed: seed
        )
        #expect(samples.count >= 200)
        var failures: [String] = []
        for sampled in samples {
            let recognition = try RecognizerFixtures.recognizer.recognize(sampled.sample.text, locale: locale)
            if let problem = Self.problem(with: recognition, for: sampled) {
                failures.append("\(sampled.sample.text) [\(sampled.template)]: \(problem)")
            }
        }
        #expect(
            failures.isEmpty,
            Comment(rawValue: "\(failures.count) of \(samples.count) \(locale) samples:\n" + failures.joined(separator: "\n")))
    }

    /// What is wrong with the recognition of a sample, or `nil` when it reads back right.
    static func problem(with recognition: Recognition, for sampled: Sampler.IntentSample) -> String? {
        guard let best = recognition.best else { return "not recognized" }
        guard best.intent == sampled.intent else { return "recognized as \(best.intent) by \(best.template)" }
        if recognition.isTie { return "tie with another intent" }
        for (name, slot) in sampled.sample.slots.sorted(by: { $0.key < $1.key }) {
            guard let parameter = best.parameters[name] else { return "no \(name) (by \(best.template))" }
            if slot.isWildcard {
                if slot.items.count > 1 {
                    let items = parameter.value.listElements.map(\.displayText)
                    if items != slot.items { return "\(name) items \(items), expected \(slot.items)" }
                } else if parameter.heard != slot.text {
                    return "\(name) heard '\(parameter.heard)', expected '\(slot.text)' (by \(best.template))"
                }
            } else if RecognizerFixtures.said(parameter.value) != slot.value {
                return "\(name) is \(RecognizerFixtures.said(parameter.value) ?? "nil"), expected \(slot.value)"
            }
        }
        return nil
    }
}
