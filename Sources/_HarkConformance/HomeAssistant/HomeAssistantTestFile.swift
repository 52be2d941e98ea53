public import Foundation
public import HarkDefinition

/// A test file of Home Assistant's intent data (`tests/<language>/light_HassTurnOn.yaml`):
/// sentences and the intent each must be recognized as.
///
/// ```yaml
/// language: en
/// tests:
///   - sentences: ["turn on the bedroom lamp", "bedroom lamp on"]
///     intent:
///       name: HassTurnOn
///       slots: { name: Bedroom Lamp }
///     response: Turned on the light
/// ```
public struct HomeAssistantTestFile: Sendable, Hashable {
    /// The path the file was read from, as given.
    public var path: String
    /// The language code (`language`).
    public var language: String
    /// The test cases, in file order.
    public var tests: [HomeAssistantTestCase]
    /// Problems that did not stop loading, in file order.
    public var warnings: [Diagnostic]

    public init(path: String, language: String, tests: [HomeAssistantTestCase] = [], warnings: [Diagnostic] = []) {
        self.path = path
        self.language = language
        self.tests = tests
        self.warnings = warnings
    }

    /// The file's base name: `light_HassTurnOn` for `tests/en/light_HassTurnOn.yaml`.
    public var name: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".yaml") ? String(file.dropLast(5)) : file
    }

    /// How many sentences the file tests.
    public var sentenceCount: Int { tests.reduce(0) { $0 + $1.sentences.count } }

    /// Parses a test file.
    ///
    /// - Throws: ``DefinitionError`` with every problem found, errors and warnings, in file order.
    public init(parsing text: String, path: String) throws(DefinitionError) {
        var parser = HomeAssistantParser(path: path)
        let parsed = parser.parseTestFile(text)
        self = try parser.finish(parsed, warnings: \.warnings)
    }

    /// Reads and parses the test file at `url`.
    public init(contentsOf url: URL) throws(DefinitionError) {
        try self.init(parsing: try HomeAssistantFiles.text(of: url), path: url.path)
    }
}
