import ArgumentParser
import _HarkCodegen

extension HarkCodegen {
    /// `hark-codegen validate FILE...`.
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check definition files and print their problems, without generating anything."
        )

        @Argument(help: "The definition files.", completion: .file(extensions: ["yaml"]))
        var files: [String]

        func run() throws {
            let compiler = DefinitionCompiler()
            try HarkCodegen.finish(files.map { compiler.validate(path: $0) })
        }
    }
}
