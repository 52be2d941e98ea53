import ArgumentParser
import Foundation
import HarkDefinition
import HarkLanguage
import _HarkConformance

/// `hark-conformance`: runs Home Assistant's intent tests through Hark's matcher and prints how
/// many pass per language, next to what `scripts/hassil_conformance.py` prints for hassil.
@main
struct HarkConformance: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hark-conformance",
        abstract: "Run Home Assistant's intent tests through Hark's matcher.",
        discussion: """
            Loads sentences/<language> and tests/<language> of a home-assistant/intents checkout, \
            compiles each language into a Hark grammar, and checks every test sentence as Home \
            Assistant's own test runner does: the intent, every slot, and the context when the test \
            gives one (spoken responses are not checked).
            """
    )

    static let defaultLanguages = ["en", "es", "fr", "ja", "ar"]

    @Option(help: "The home-assistant-intents checkout (holding sentences/ and tests/); $HARK_HOME_ASSISTANT_INTENTS changes the default.")
    var data: String = HomeAssistantData.directory.path(percentEncoded: false)

    @Option(help: "Comma-separated language codes.")
    var languages: String = defaultLanguages.joined(separator: ",")

    @Option(help: "Print the first N failures of each language.")
    var failures: Int = 0

    @Flag(help: "Print JSON, with every sentence's outcome.")
    var json = false

    @Option(help: "Instead of the tests, show how this one sentence is matched in each language.")
    var sentence: String?

    @Option(name: .customLong("context"), help: "With --sentence: the caller's context, as key=value (repeatable).")
    var contextPairs: [String] = []

    func run() throws {
        let directory = URL(fileURLWithPath: data)
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("sentences").path) else {
            throw ValidationError("no Home Assistant intents data at \(data) (expected sentences/ and tests/ in it)")
        }
        let codes = languages.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if let sentence {
            for code in codes { try explain(sentence, language: code, directory: directory) }
            return
        }
        let results = codes.map { LanguageConformance.run(dataDirectory: directory, language: $0) }
        let table = ConformanceTable(results: results)
        if json {
            print(try table.json(failureLimit: failures))
            return
        }
        print(table.rendered())
        if failures > 0 {
            let listing = table.renderedFailures(limit: failures)
            if !listing.isEmpty { print("\n" + listing) }
        }
    }

    /// Prints Hark's matches of `sentence`, best first, and what Home Assistant's rules make of them.
    private func explain(_ sentence: String, language code: String, directory: URL) throws {
        let language = try HomeAssistantLanguage(dataDirectory: directory, language: code)
        let recognizer = try HomeAssistantRecognizer(language)
        var context: [String: String] = [:]
        for pair in contextPairs {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw ValidationError("--context takes key=value, not '\(pair)'") }
            context[parts[0]] = parts[1]
        }
        print("[\(code)] \(sentence)")
        let matches = recognizer.matcher.match(sentence, prepared: recognizer.fixtureLists)
        for match in matches.prefix(10) {
            let slots = match.slots.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.value)" }.joined(separator: ", ")
            print("  match: \(match.intent) {\(slots)} \(match.score.reason) — \(match.sentence.template.source)")
        }
        if matches.isEmpty {
            for miss in recognizer.nearMisses(sentence, limit: 5) { print("  closest: \(miss)") }
        }
        if let best = recognizer.recognize(sentence, context: context) {
            let slots = best.slots.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
            print("  recognized: \(best.intent) {\(slots)}")
        } else {
            print("  recognized: nothing")
        }
    }
}
