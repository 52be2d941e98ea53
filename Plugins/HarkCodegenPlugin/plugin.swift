import Foundation
import PackagePlugin

/// Generates typed Swift for every `*.intents.yaml` file in a target, with `hark-codegen`.
///
/// Each definition file becomes one Swift file of the same base name in the plugin's work
/// directory; the build reruns the tool only when a definition file changes.
@main
struct HarkCodegenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let definitions = sourceTarget.sourceFiles(withSuffix: ".intents.yaml").map(\.url)
        guard !definitions.isEmpty else { return [] }

        let tool = try context.tool(named: "hark-codegen")
        let outputDirectory = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        return definitions.map { definition in
            let baseName = definition.lastPathComponent.replacingOccurrences(of: ".intents.yaml", with: "")
            let output = outputDirectory.appending(path: "\(baseName).swift")
            return .buildCommand(
                displayName: "Generating Swift from \(definition.lastPathComponent)",
                executable: tool.url,
                arguments: [
                    "generate", definition.path(percentEncoded: false),
                    "--output-directory", outputDirectory.path(percentEncoded: false),
                    "--module-name", sourceTarget.moduleName,
                ],
                inputFiles: [definition],
                outputFiles: [output]
            )
        }
    }
}
