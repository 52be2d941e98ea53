package import Foundation
public import HarkDefinition

/// Reading the files of Home Assistant's data, with read failures as located diagnostics.
package enum HomeAssistantFiles {
    /// The `*.yaml` files of `directory`, by name.
    package static func yamlFiles(in directory: URL) throws(DefinitionError) -> [URL] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw DefinitionError(diagnostics: [
                .error("cannot read the directory: \(error.localizedDescription)", at: start(of: directory.path))
            ])
        }
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// The file's text, which must be UTF-8.
    package static func text(of file: URL) throws(DefinitionError) -> String {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw DefinitionError(diagnostics: [
                .error("cannot read the file: \(error.localizedDescription)", at: start(of: file.path))
            ])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DefinitionError(diagnostics: [.error("the file is not UTF-8 text", at: start(of: file.path))])
        }
        return text
    }

    package static func start(of path: String) -> SourceLocation {
        SourceLocation(file: path, line: 1, column: 1)
    }
}
