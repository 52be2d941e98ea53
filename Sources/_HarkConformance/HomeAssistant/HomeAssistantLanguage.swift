public import Foundation
public import HarkDefinition

/// Everything Home Assistant's intent data holds for one language: its intents, its tests and
/// the home the tests run against.
///
/// ```swift
/// let data = URL(filePath: "../shared/external-nlu-data/home-assistant-intents")
/// let english = try HomeAssistantLanguage(dataDirectory: data, language: "en")
/// print(english.intents.intents.count, english.testFiles.count, english.fixtures.entities.count)
/// ```
public struct HomeAssistantLanguage: Sendable, Hashable {
    /// The language code: `en`, `es`, `fr`, `ja`, `ar`.
    public var code: String
    /// `sentences/<language>/*.yaml`, merged.
    public var intents: HomeAssistantIntents
    /// `tests/<language>/*.yaml` except the fixtures, by file name.
    public var testFiles: [HomeAssistantTestFile]
    /// `tests/<language>/_fixtures.yaml`; empty when the language has none.
    public var fixtures: HomeAssistantFixtures

    public init(code: String, intents: HomeAssistantIntents, testFiles: [HomeAssistantTestFile], fixtures: HomeAssistantFixtures) {
        self.code = code
        self.intents = intents
        self.testFiles = testFiles
        self.fixtures = fixtures
    }

    /// How many sentences the language's tests hold.
    public var sentenceCount: Int { testFiles.reduce(0) { $0 + $1.sentenceCount } }

    /// Every warning of the intents, test files and fixtures.
    public var warnings: [Diagnostic] { intents.warnings + testFiles.flatMap(\.warnings) + fixtures.warnings }

    /// Loads one language from a checkout of `home-assistant/intents` (the directory that holds
    /// `sentences/` and `tests/`).
    ///
    /// Test files and the fixtures are optional (a language may have none yet); the sentences
    /// directory is not. Files Home Assistant keeps beside the tests (`_test_failures.yaml`)
    /// are skipped.
    ///
    /// - Throws: ``DefinitionError`` with the problems of every file, when any has an error.
    public init(dataDirectory: URL, language: String) throws(DefinitionError) {
        var diagnostics: [Diagnostic] = []
        var intents = HomeAssistantIntents(language: language)
        do {
            intents = try HomeAssistantIntents(
                directory: dataDirectory.appendingPathComponent("sentences").appendingPathComponent(language))
        } catch {
            diagnostics += error.diagnostics
        }

        let testsDirectory = dataDirectory.appendingPathComponent("tests").appendingPathComponent(language)
        var testFiles: [HomeAssistantTestFile] = []
        var fixtures = HomeAssistantFixtures(language: language)
        if FileManager.default.fileExists(atPath: testsDirectory.path) {
            do {
                for file in try HomeAssistantFiles.yamlFiles(in: testsDirectory) where !Self.skippedFiles.contains(file.lastPathComponent) {
                    do {
                        if file.lastPathComponent == Self.fixturesFile {
                            fixtures = try HomeAssistantFixtures(contentsOf: file)
                        } else {
                            testFiles.append(try HomeAssistantTestFile(contentsOf: file))
                        }
                    } catch {
                        diagnostics += error.diagnostics
                    }
                }
            } catch {
                diagnostics += error.diagnostics
            }
        }
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw DefinitionError(diagnostics: diagnostics)
        }
        self.init(code: language, intents: intents, testFiles: testFiles, fixtures: fixtures)
    }

    /// The languages of a checkout that have sentences, sorted: the names of `sentences/*/`.
    public static func available(in dataDirectory: URL) -> [String] {
        let sentences = dataDirectory.appendingPathComponent("sentences")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sentences.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: sentences.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }

    static let fixturesFile = "_fixtures.yaml"
    static let skippedFiles: Set<String> = ["_test_failures.yaml"]
}
