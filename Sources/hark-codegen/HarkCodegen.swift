import ArgumentParser
import Foundation
import _HarkCodegen

/// `hark-codegen`: typed Swift from Hark definition files (`*.intents.yaml`).
@main
struct HarkCodegen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hark-codegen",
        abstract: "Generate typed Swift from Hark definition files (*.intents.yaml).",
        discussion: """
            Problems are printed to standard error as `path:line:column: error: message`, all of \
            them, and the exit status is non-zero when there are errors.
            """,
        subcommands: [Generate.self, Validate.self]
    )

    /// Prints every problem of `reports` to standard error, and fails when there is an error
    /// among them.
    static func finish(_ reports: [DefinitionCompiler.Report]) throws {
        let messages = reports.flatMap(\.messages)
        if !messages.isEmpty {
            FileHandle.standardError.write(Data((messages.joined(separator: "\n") + "\n").utf8))
        }
        if reports.contains(where: \.hasErrors) {
            throw ExitCode.failure
        }
    }
}
