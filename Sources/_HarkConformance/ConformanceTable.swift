import Foundation
import HarkDefinition

/// The per-language table and failure listing `hark-conformance` prints, in the same shape as
/// `scripts/hassil_conformance.py` prints hassil's.
public struct ConformanceTable {
    public var results: [LanguageConformance]

    public init(results: [LanguageConformance]) {
        self.results = results
    }

    /// `language  sentences  passed  failed  pass rate`, one row per language.
    public func rendered() -> String {
        var lines = [Self.row("language", "sentences", "passed", "failed", "pass rate")]
        for result in results {
            lines.append(
                Self.row(
                    result.language, String(result.sentences), String(result.passed), String(result.failed),
                    result.sentences == 0 ? "-" : Self.percent(result.passRate)
                ))
        }
        for result in results {
            if let error = result.error { lines.append("\n[\(result.language)] cannot run: \(error)") }
        }
        return lines.joined(separator: "\n")
    }

    /// The first `limit` failures of each language, each with what was expected and what came out.
    public func renderedFailures(limit: Int) -> String {
        var blocks: [String] = []
        for result in results {
            for failure in result.failures.prefix(limit) {
                var block = "[\(result.language)] \(failure.file): \(failure.sentence)\n"
                block += "  expected: \(Self.describe(failure.expected))\n"
                block += "  got:      \(failure.actual.map(Self.describe) ?? "nothing") (\(failure.reason))"
                if let template = failure.template { block += "\n  template: \(template)" }
                for miss in failure.nearMisses ?? [] { block += "\n  closest:  \(miss)" }
                blocks.append(block)
            }
        }
        return blocks.joined(separator: "\n\n")
    }

    /// The results as JSON: `{"peer": "hark", "languages": [...]}`, every sentence's outcome
    /// included and failures limited to `failureLimit` per language.
    public func json(failureLimit: Int) throws -> String {
        struct Document: Encodable {
            var peer = "hark"
            var languages: [LanguageConformance]
        }
        let trimmed = results.map { result in
            var result = result
            result.failures = Array(result.failures.prefix(failureLimit))
            return result
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(Document(languages: trimmed))
        return String(decoding: data, as: UTF8.self)
    }

    public static func percent(_ rate: Double) -> String {
        String(format: "%.1f%%", rate * 100)
    }

    private static func row(_ language: String, _ sentences: String, _ passed: String, _ failed: String, _ rate: String) -> String {
        language.padding(toLength: 10, withPad: " ", startingAt: 0) + " "
            + [(sentences, 9), (passed, 7), (failed, 7), (rate, 9)].map { text, width in
                String(repeating: " ", count: max(0, width - text.count)) + text
            }.joined(separator: " ")
    }

    private static func describe(_ expectation: LanguageConformance.Expectation) -> String {
        let slots = expectation.slots.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
        let context = expectation.context.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
        return "\(expectation.intent) {\(slots)}" + (context.isEmpty ? "" : " context {\(context)}")
    }
}
