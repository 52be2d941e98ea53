import Foundation
import HarkDefinition
import HarkTesting
import Testing
import _HarkCodegen

/// Runs the built `hark-codegen` executable as the build plugin and a person at a terminal do.
struct HarkCodegenToolTests {
    /// What one run of the tool did.
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String

        var errorLines: [String] {
            standardError.split(separator: "\n").map(String.init)
        }
    }

    /// `hark-codegen` in the build products folder, beside this test target's resource bundle.
    static let executable = Bundle.module.bundleURL.deletingLastPathComponent().appending(path: "hark-codegen")

    func run(_ arguments: [String], in directory: TemporaryDirectory) throws -> Run {
        let path = Self.executable.path(percentEncoded: false)
        try #require(FileManager.default.isExecutableFile(atPath: path), "hark-codegen is not built at \(path)")
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory.url
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }

    static let pizzaShop = GoldenFileTests.goldenDirectory.appending(path: "PizzaShop.intents.yaml")

    @Test func malformedFileGetsEveryErrorWithItsLocationAndFails() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            locales: [en]
            intents:
              OrderPizza:
                parameters:
                  kind: {type: PizzaKnd}
                  Quantity: {type: Integer}
            """, to: "Broken.intents.yaml")

        let run = try run(["generate", "Broken.intents.yaml", "--output-directory", "Generated"], in: directory)

        #expect(run.status != 0)
        // The loader words the messages; the tool's job is to print all of them, located.
        #expect(run.errorLines.count == 2)
        #expect(run.errorLines.first?.hasPrefix("Broken.intents.yaml:5:20: error: ") == true)
        #expect(run.errorLines.first?.contains("'PizzaKnd'") == true)
        #expect(run.errorLines.last?.hasPrefix("Broken.intents.yaml:6:7: error: ") == true)
        #expect(run.errorLines.last?.contains("'Quantity'") == true)
        #expect(!FileManager.default.fileExists(atPath: directory.path("Generated/Broken.swift")))
    }

    @Test func generatorChecksArePrintedLikeTheLoaders() throws {
        // The loader accepts this file; the names would not compile as generated Swift.
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            locales: [en]
            types:
              Intent:
                values:
                  synonyms: {en: [one]}
            intents:
              Ping:
                parameters:
                  kind: {type: Intent}
            """, to: "pizza-shop.intents.yaml")

        let run = try run(["generate", "pizza-shop.intents.yaml", "--output-directory", "Generated"], in: directory)

        #expect(run.status != 0)
        #expect(
            run.errorLines == [
                "pizza-shop.intents.yaml:1:1: error: generated code names an enum after the file, and 'pizza-shop' is not a "
                    + "Swift identifier: rename the file, e.g. to 'PizzaShop.intents.yaml'",
                "pizza-shop.intents.yaml:3:3: error: the type 'Intent' would hide 'Intent' of Hark, Swift or Foundation, "
                    + "which generated code uses: rename it",
                "pizza-shop.intents.yaml:5:7: error: the value 'synonyms' of 'Intent' clashes with a member generated code "
                    + "declares: rename it",
            ])
        #expect(!FileManager.default.fileExists(atPath: directory.path("Generated")))
    }

    @Test func unreadableFilesAreNamedAndTheOthersStillGenerated() throws {
        let directory = try TemporaryDirectory()
        let good = try directory.write(String(contentsOf: Self.pizzaShop, encoding: .utf8), to: "PizzaShop.intents.yaml")

        let run = try run(["generate", "Missing.intents.yaml", good, "--output-directory", "Generated"], in: directory)

        #expect(run.status != 0)
        #expect(run.errorLines == ["Missing.intents.yaml: error: cannot read the definition file: no such file"])
        #expect(FileManager.default.fileExists(atPath: directory.path("Generated/PizzaShop.swift")))
    }

    @Test func goodFileIsGeneratedQuietlyAndOnlyOnce() throws {
        let directory = try TemporaryDirectory()
        let arguments = [
            "generate", Self.pizzaShop.path(percentEncoded: false), "--output-directory", "Generated", "--module-name", "PizzaShopKit",
        ]

        let first = try run(arguments, in: directory)
        #expect(first.status == 0)
        #expect(first.standardError.isEmpty)
        let output = directory.path("Generated/PizzaShop.swift")
        let generated = try String(contentsOfFile: output, encoding: .utf8)
        #expect(generated == (try String(contentsOf: GoldenFileTests.goldenDirectory.appending(path: "PizzaShop.swift"), encoding: .utf8)))

        // A second run finds the same contents and leaves the file alone: no rebuild follows.
        let before = try FileIdentity(path: output)
        let second = try run(arguments, in: directory)
        #expect(second.status == 0)
        #expect(try FileIdentity(path: output) == before)
    }

    @Test func warningsArePrintedButDoNotFail() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            locales: [en, es]
            intents:
              Ping:
                sentences:
                  en: ["ping"]
            """, to: "Ping.intents.yaml")

        let run = try run(["generate", "Ping.intents.yaml", "--output-directory", "Generated"], in: directory)

        #expect(run.status == 0)
        #expect(run.errorLines.count == 1)
        #expect(run.errorLines.first?.hasPrefix("Ping.intents.yaml:3:3: warning: ") == true)
        #expect(FileManager.default.fileExists(atPath: directory.path("Generated/Ping.swift")))
    }

    @Test func separateRunsGiveTheSameBytes() throws {
        // Each process hashes with its own seed, so dictionary order differs between runs.
        let directory = try TemporaryDirectory()
        let listsAndNotes = GoldenFileTests.packageDirectory.appending(path: "Sources/Hark/ListsAndNotes.intents.yaml")
        var outputs: [String] = []
        for index in 1...3 {
            let run = try run(
                ["generate", listsAndNotes.path(percentEncoded: false), "--output-directory", "Run\(index)", "--module-name", "Hark"],
                in: directory
            )
            #expect(run.status == 0)
            outputs.append(try String(contentsOfFile: directory.path("Run\(index)/ListsAndNotes.swift"), encoding: .utf8))
        }
        #expect(Set(outputs).count == 1)
    }

    @Test func validateWritesNothingAndSucceedsOnAGoodFile() throws {
        let directory = try TemporaryDirectory()
        let run = try run(["validate", Self.pizzaShop.path(percentEncoded: false)], in: directory)
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path(percentEncoded: false)).isEmpty)
    }

    @Test func missingArgumentsAreAUsageError() throws {
        let directory = try TemporaryDirectory()
        let run = try run(["generate", "A.intents.yaml"], in: directory)
        #expect(run.status != 0)
        #expect(run.standardError.contains("--output-directory"))
    }
}
