import ArgumentParser
import Foundation
import _HarkCodegen

extension HarkCodegen {
    /// `hark-codegen generate FILE... --output-directory DIR [--module-name NAME]`.
    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write one <Name>.swift per <Name>.intents.yaml file, where its contents change.",
            discussion: "A file whose generated Swift is already up to date is left alone."
        )

        @Argument(help: "The definition files.", completion: .file(extensions: ["yaml"]))
        var files: [String]

        @Option(help: "The folder to write the Swift files into; created when missing.", completion: .directory)
        var outputDirectory: String

        @Option(help: "The module the Swift files are compiled into; 'Hark' leaves out 'import Hark'.")
        var moduleName: String?

        func run() throws {
            let compiler = DefinitionCompiler(configuration: .init(moduleName: moduleName))
            let directory = URL(filePath: outputDirectory, directoryHint: .isDirectory)
            let reports = files.map { compiler.generate(path: $0, into: directory) }
            try HarkCodegen.finish(reports)
        }
    }
}
