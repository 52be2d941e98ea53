import Foundation
import HarkDefinition
import Yams
import _HarkConformance

/// A Hark test file (`*.tests.yaml`): sentences, and the intent, parameters and answer each must
/// give. `hark test` runs them.
///
/// ```yaml
/// locale: en                      # the default of every test
/// tests:
///   - sentences: ["add rice, onions and olives to the grocery list"]
///     intent: AddTasks
///     parameters: {targetTaskList: grocery, taskTitles: [rice, onions, olives]}
///     response: Added rice, onions and olives to Grocery.   # optional
///   - locale: es
///     sentences: ["muestra mi lista de compras"]
///     intent: SearchForNotebookItems
///     parameters: {title: compras}
/// ```
///
/// A parameter's expected value is the text it shows (`displayText`); a list parameter's is the
/// list of its items' texts. Parameters a test does not name are not checked.
struct HarkTestFile: Sendable, Hashable {
    /// The path the file was read from, as given.
    var path: String
    /// The tests, in file order, each with its locale.
    var tests: [HarkTestCase]
    /// Problems that did not stop loading.
    var warnings: [Diagnostic]

    /// The file's name without `.tests.yaml` or `.yaml`.
    var name: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".tests.yaml", ".yaml"] where file.hasSuffix(suffix) {
            return String(file.dropLast(suffix.count))
        }
        return file
    }

    /// Parses a test file.
    ///
    /// - Throws: ``DefinitionError`` with every problem found, located.
    init(parsing text: String, path: String) throws(DefinitionError) {
        var parser = HomeAssistantParser(path: path)
        let parsed = parser.parseHarkTestFile(text)
        self = try parser.finish(parsed, warnings: \.warnings)
    }

    /// Reads and parses the test file at `url`.
    init(contentsOf url: URL) throws(DefinitionError) {
        try self.init(parsing: try HomeAssistantFiles.text(of: url), path: url.path)
    }

    init(path: String) {
        self.path = path
        self.tests = []
        self.warnings = []
    }
}

/// One test of a ``HarkTestFile``.
struct HarkTestCase: Sendable, Hashable {
    /// The assistant language of the sentences.
    var locale: String
    /// The sentences, each tested on its own.
    var sentences: [String]
    /// The intent each sentence must be recognized as.
    var intent: String
    /// The parameters it must have, by name: text, or a list of texts.
    var parameters: [String: HomeAssistantValue]
    /// What the assistant must answer, when given.
    var response: String?
    /// Where the test starts in its file.
    var location: SourceLocation
}

extension HomeAssistantParser {
    static let harkTestFileKeys = ["locale", "tests"]
    static let harkTestKeys = ["locale", "sentences", "intent", "parameters", "response"]

    mutating func parseHarkTestFile(_ text: String) -> HarkTestFile? {
        guard let root = root(of: text, what: "the test file"),
            let fields = fields(root, "the test file", known: Self.harkTestFileKeys)
        else { return nil }
        let defaultLocale = fields["locale"].flatMap { reader.nonEmptyString($0, "'locale'") }
        guard let tests = fields["tests"] else {
            reader.error("the test file has no 'tests'", at: fields.location)
            return nil
        }
        var file = HarkTestFile(path: reader.path)
        for (index, node) in reader.sequence(tests, "'tests'").enumerated() {
            let what = "test \(index + 1)"
            guard let test = self.fields(node, what, known: Self.harkTestKeys) else { continue }
            guard let sentences = test["sentences"], let intentNode = test["intent"],
                let intent = reader.nonEmptyString(intentNode, "the intent of \(what)")
            else {
                reader.error("\(what) needs 'sentences' and 'intent'", at: test.location)
                continue
            }
            guard let locale = test["locale"].flatMap({ reader.nonEmptyString($0, "the locale of \(what)") }) ?? defaultLocale else {
                reader.error("\(what) has no 'locale', and the file gives none", at: test.location)
                continue
            }
            var parameters: [String: HomeAssistantValue] = [:]
            if let node = test["parameters"], node.tagName != .null {
                parameters = readValues(node, "the parameters of \(what)")
            }
            let response = test["response"].flatMap { reader.nonEmptyString($0, "the response of \(what)") }
            file.tests.append(
                HarkTestCase(
                    locale: locale,
                    sentences: reader.stringList(sentences, "the sentences of \(what)").map(\.value),
                    intent: intent, parameters: parameters, response: response, location: test.location
                ))
        }
        return file
    }
}
