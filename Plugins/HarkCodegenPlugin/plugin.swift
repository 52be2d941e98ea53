import Foundation
import PackagePlugin

/// Generates typed Swift for every `*.intents.yaml` file in a target, with `hark-codegen`.
///
/// Each definition file becomes one Swift file of the same base name in the plugin's work
/// directory; the build reruns the tool only when a definition file changes, and the tool rewrites
/// a Swift file only when its contents change.
@main
struct HarkCodegenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let definitions = sourceTarget.sourceFiles.map(\.url).filter { DefinitionFileName.isDefinitionFile($0.lastPathComponent) }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        guard !definitions.isEmpty else { return [] }

        // Two files with the same base name in different folders would write the same Swift file.
        var seen: [String: URL] = [:]
        for definition in definitions {
            let baseName = DefinitionFileName.baseName(ofPath: definition.lastPathComponent)
            if let earlier = seen[baseName] {
                throw PluginError.sameBaseName(earlier, definition, target: target.name)
            }
            seen[baseName] = definition
        }

        let tool = try context.tool(named: "hark-codegen")
        let outputDirectory = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        return definitions.map { definition in
            .buildCommand(
                displayName: "Generating Swift from \(definition.lastPathComponent)",
                executable: tool.url,
                arguments: [
                    "generate", definition.path(percentEncoded: false),
                    "--output-directory", outputDirectory.path(percentEncoded: false),
                    "--module-name", sourceTarget.moduleName,
                ],
                inputFiles: [definition],
                outputFiles: [outputDirectory.appending(path: DefinitionFileName.swiftFileName(ofPath: definition.lastPathComponent))]
            )
        }
    }
}

/// A target whose definition files the plugin cannot generate Swift for.
enum PluginError: Error, CustomStringConvertible {
    case sameBaseName(URL, URL, target: String)

    var description: String {
        switch self {
        case .sameBaseName(let first, let second, let target):
            "target '\(target)' has two definition files named \(second.lastPathComponent), which would "
                + "generate the same Swift file: \(first.path(percentEncoded: false)) and "
                + "\(second.path(percentEncoded: false)); rename one of them"
        }
    }
}
