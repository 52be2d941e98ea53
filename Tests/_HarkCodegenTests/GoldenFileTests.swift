import Foundation
import HarkDefinition
import Testing
import _HarkCodegen

/// Generates Swift from the definition files in `Golden/` (and from the built-in Lists & Notes
/// domain) and compares it byte for byte with the expected `.swift` files beside them.
///
/// After an intended change of the generator, rewrite the expected files with
/// `HARK_UPDATE_GOLDEN=1 swift test --filter _HarkCodegenTests` and review the diff.
struct GoldenFileTests {
    /// One definition file and the module its Swift is compiled into.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var definition: URL
        var moduleName: String?

        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "PizzaShop", definition: goldenDirectory.appending(path: "PizzaShop.intents.yaml"), moduleName: "PizzaShopKit"),
        Case(name: "EdgeCases", definition: goldenDirectory.appending(path: "EdgeCases.intents.yaml"), moduleName: nil),
        // The built-in domain, read where Hark keeps it and generated into Hark itself.
        Case(
            name: "ListsAndNotes", definition: packageDirectory.appending(path: "Sources/Hark/ListsAndNotes.intents.yaml"),
            moduleName: "Hark"),
    ]

    @Test(arguments: cases)
    func generatedSwiftMatchesGoldenFile(_ golden: Case) throws {
        let text = try String(contentsOf: golden.definition, encoding: .utf8)
        // The absolute path is given on purpose: the output must not depend on where the file is.
        let file = try DefinitionFile(parsing: text, path: golden.definition.path(percentEncoded: false))
        let source = try SourceGenerator(configuration: .init(moduleName: golden.moduleName)).generate(file)
        #expect(source.fileName == "\(golden.name).swift")

        let expectedURL = Self.goldenDirectory.appending(path: source.fileName)
        if ProcessInfo.processInfo.environment["HARK_UPDATE_GOLDEN"] == "1" {
            try Data(source.contents.utf8).write(to: expectedURL)
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(
            source.contents == expected,
            "\(source.fileName) differs from the golden file \(Self.firstDifference(expected, source.contents)); run HARK_UPDATE_GOLDEN=1 swift test --filter _HarkCodegenTests to accept the change"
        )
    }

    /// HarkCodegenPluginTests compiles these files with the plugin and calls the result: its
    /// copies must stay the golden inputs, or the two targets test different things.
    @Test(arguments: ["PizzaShop.intents.yaml", "EdgeCases.intents.yaml"])
    func pluginTestsCompileTheGoldenDefinitions(_ name: String) throws {
        let golden = try Data(contentsOf: Self.goldenDirectory.appending(path: name))
        let copy = try Data(contentsOf: Self.packageDirectory.appending(path: "Tests/HarkCodegenPluginTests/\(name)"))
        #expect(copy == golden, "Tests/HarkCodegenPluginTests/\(name) differs from Golden/\(name): copy one over the other")
    }

    /// `Tests/_HarkCodegenTests/Golden` in the package's source tree.
    static let goldenDirectory = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Golden")

    /// The package's root folder.
    static let packageDirectory = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// "at line 12: expected `…`, got `…`", for a readable failure.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            let actualLine = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
            if expectedLine != actualLine {
                return "at line \(index + 1): expected `\(expectedLine)`, got `\(actualLine)`"
            }
        }
        return "(in line endings only)"
    }
}
