import Foundation
import Testing

@testable import HarkLanguage

/// A wildcard's ends that the literal after it surely does not follow are counted as failed
/// steps without being stepped through (`ProgramRunner.matchWildcard`). The search must find
/// the same matches in the same number of steps, stop where it stopped, and reach as far, as
/// when every step is taken: the budgets and the near misses depend on it.
struct WildcardStepCountingTests {
    /// Requests in each language, the fuzzer's slow inputs, and long text without word spaces.
    static func texts(_ language: String) throws -> [String] {
        var texts = RecognizerBoundedReadingTests.domains.flatMap { domain in
            Sampler.samples(of: domain, locale: language, perTemplate: 1, seed: 5).prefix(30).map(\.sample.text)
        }
        let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Fuzz/Regressions/recognizer")
        for input in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) {
            texts.append(String(decoding: try Data(contentsOf: input).dropFirst(), as: UTF8.self))
        }
        let request = texts[0]
        texts.append(String(repeating: request + " ", count: 12))
        texts.append("\u{0}listomat\u{FFFD}" + String(repeating: "空港への車をお願いします", count: 8) + "\u{FFFD}")
        return texts
    }

    @Test(arguments: RecognizerFixtures.locales)
    func countingFailuresFindsWhatEveryStepFinds(language: String) throws {
        let counting = try #require(try PathologicalInputTests.allDomains.matchers.matcher(for: language))
        var stepping = counting
        stepping.takesEveryStep = true
        var compared = 0
        for text in try Self.texts(language) {
            // The whole budget, and budgets that run out part of the way.
            for budget in [Matcher.callBudget, 5_000, 777, 40] {
                let counted = counting.matchSearch(text, normalized: nil, budget: budget)
                let stepped = stepping.matchSearch(text, normalized: nil, budget: budget)
                #expect(counted.matches == stepped.matches, "\(language) \(budget): \(text.debugDescription)")
                #expect(counted.steps == stepped.steps, "\(language) \(budget): \(text.debugDescription)")
                #expect(counted.longestRun == stepped.longestRun, "\(language) \(budget): \(text.debugDescription)")
                compared += 1
            }
            let counted = counting.nearMissSearch(text, budget: 20_000)
            let stepped = stepping.nearMissSearch(text, budget: 20_000)
            #expect(counted.misses == stepped.misses, "\(language): \(text.debugDescription)")
            #expect(counted.steps == stepped.steps, "\(language): \(text.debugDescription)")
        }
        #expect(compared > 400)
    }
}
