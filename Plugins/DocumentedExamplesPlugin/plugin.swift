import Foundation
import PackagePlugin

/// Compiles the package's documentation: every ```` ```swift ```` block in `README.md`, `docs/`,
/// `Examples/` and the doc comments of the Swift sources becomes code in the target it is applied
/// to, written by `hark-doc-examples`.
///
/// The tool reruns whenever a document or a source changes and rewrites its output only when an
/// example changed, so an edit elsewhere does not recompile the tests.
@main
struct DocumentedExamplesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        let root = context.package.directoryURL
        let documents = files(under: root, in: ["docs", "Examples"], suffix: ".md") + ["README.md"]
        let sources = files(under: root, in: ["Sources", "Examples"], suffix: ".swift")
        // The package's own libraries the target depends on: the examples may use their internals.
        let packageTargets = Set(context.package.targets.map(\.id))
        let modules = target.recursiveTargetDependencies
            .filter { packageTargets.contains($0.id) }
            .compactMap { $0 as? SourceModuleTarget }
            .filter { $0.kind == .generic }
            .map(\.moduleName)
        // Other packages' libraries the target names, such as Hummingbird for a server's example.
        let products = target.dependencies.flatMap { dependency -> [String] in
            guard case .product(let product) = dependency else { return [] }
            return product.targets.compactMap { ($0 as? SourceModuleTarget)?.moduleName }
        }

        let output = context.pluginWorkDirectoryURL.appending(path: "DocumentedExamples.swift")
        var arguments = [root.path(percentEncoded: false), output.path(percentEncoded: false)]
        for module in modules { arguments += ["--module", module] }
        for module in products { arguments += ["--import", module] }
        for document in documents { arguments += ["--document", document] }
        for source in sources { arguments += ["--source", source] }
        return [
            .buildCommand(
                displayName: "Collecting the documentation's Swift examples",
                executable: try context.tool(named: "hark-doc-examples").url,
                arguments: arguments,
                inputFiles: (documents + sources).map { root.appending(path: $0) },
                outputFiles: [output]
            )
        ]
    }

    /// Paths relative to `root` of the files ending in `suffix` under the given folders, sorted.
    private func files(under root: URL, in folders: [String], suffix: String) -> [String] {
        var found: [String] = []
        for folder in folders {
            let base = root.appending(path: folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else {
                continue
            }
            for case let url as URL in walker {
                let name = url.lastPathComponent
                if name.hasPrefix(".build") {
                    walker.skipDescendants()
                } else if name.hasSuffix(suffix) {
                    found.append(
                        folder + "/"
                            + String(url.path(percentEncoded: false).dropFirst(base.path(percentEncoded: false).count)).trimmingPrefix("/"))
                }
            }
        }
        return found.sorted()
    }
}

extension String {
    fileprivate func trimmingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
