import Foundation
import HarkDefinition
import Testing
import _HarkConformance

/// Home Assistant's real data loads without a single error in every language Hark supports.
@Suite(
    "Home Assistant intent data: the real files",
    // Skipped, not passed, when ../shared is absent: the data is read at run time, never copied in.
    .enabled(if: HomeAssistantData.isPresent, "Home Assistant's intents data is not beside the package (../shared)")
)
struct HomeAssistantDataTests {
    @Test("every language loads: intents, lists, tests and fixtures", arguments: ["en", "es", "fr", "ja", "ar"])
    func loads(language: String) throws {
        let data: HomeAssistantLanguage
        do {
            data = try HomeAssistantLanguage(dataDirectory: HomeAssistantData.directory, language: language)
        } catch {
            Issue.record("\(language) does not load:\n\(error)")
            return
        }
        #expect(data.intents.language == language)
        #expect(data.intents.intent(named: "HassTurnOn")?.data.isEmpty == false)
        #expect(!data.intents.expansionRules.isEmpty)
        #expect(!data.testFiles.isEmpty)
        #expect(data.sentenceCount > 10)
        #expect(!data.fixtures.entities.isEmpty)
        #expect(data.warnings.filter { $0.severity == .error }.isEmpty)

        // Every test names an intent the data defines.
        let names = Set(data.intents.intents.map(\.name))
        for file in data.testFiles {
            for test in file.tests {
                #expect(names.contains(test.intent), "\(file.path): \(test.intent) is not an intent of \(language)")
            }
        }
        // Every reference resolves: each rule and list a sentence uses is defined somewhere.
        let rules = Set(data.intents.expansionRules.keys)
        for intent in data.intents.intents {
            for group in intent.data {
                for sentence in group.sentences {
                    for rule in sentence.expression.ruleNames where !rules.contains(rule) && group.expansionRules[rule] == nil {
                        Issue.record("\(language) \(intent.name): <\(rule)> in '\(sentence.source)' is defined nowhere")
                    }
                }
            }
        }
    }
}
