import Foundation
import Hark
import HarkDefinition
import HarkLanguage
import _HarkConformance

extension HarkTestFile {
    /// The test file at `path`, or every `*.tests.yaml` under the folder at `path`, sorted.
    ///
    /// - Throws: ``CommandFailure`` with the located problems of a file that does not load.
    static func files(at path: String) throws -> [HarkTestFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure("\(path): no such file or folder")
        }
        var urls: [URL] = []
        if isDirectory.boolValue {
            let root = URL(fileURLWithPath: path)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.lastPathComponent.hasSuffix(".tests.yaml") { urls.append(url) }
            }
            urls.sort { $0.path < $1.path }
            guard !urls.isEmpty else { throw CommandFailure("\(path): no *.tests.yaml files in it") }
        } else {
            urls = [URL(fileURLWithPath: path)]
        }
        return try urls.map { url in
            do {
                return try HarkTestFile(contentsOf: url)
            } catch let error as DefinitionError {
                throw CommandFailure(error.diagnostics.map { "\($0)" }.joined(separator: "\n"))
            }
        }
    }
}

extension HarkTestCase {
    /// Why `recognition` is not what the test expects, or `nil` when it is.
    func failure(of recognition: Recognition) -> String? {
        guard let best = recognition.best else { return "no match" }
        guard best.intent == intent else { return "recognized \(best.intent) instead of \(intent)" }
        for (name, expected) in parameters.sorted(by: { $0.key < $1.key }) {
            guard let value = best.parameters[name]?.value else { return "no parameter \(name), expected \(expected)" }
            let said: String
            let wanted: String
            switch (value, expected) {
            case (.list(let items), .list(let expectedItems)):
                said = items.map(\.displayText).joined(separator: ", ")
                wanted = expectedItems.map(\.description).joined(separator: ", ")
            default:
                said = value.displayText
                wanted = expected.description
            }
            let normalizer = TextNormalizer(language: locale)
            if normalizer.normalize(said) != normalizer.normalize(wanted) {
                return "parameter \(name)=\(said), expected \(wanted)"
            }
        }
        return nil
    }
}

extension LanguageConformance {
    /// Counts one sentence of a Hark test: passed when `failure` is `nil`.
    mutating func record(
        file: String, sentence: String, intent: String, parameters: [String: HomeAssistantValue],
        failure: String?, template: String?
    ) {
        sentences += 1
        outcomes.append(Outcome(file: file, sentence: sentence, passed: failure == nil))
        guard let failure else {
            passed += 1
            return
        }
        failures.append(
            Failure(
                file: file, sentence: sentence,
                expected: Expectation(intent: intent, slots: parameters, context: [:]),
                actual: nil, reason: failure, template: template, nearMisses: nil
            ))
    }
}
