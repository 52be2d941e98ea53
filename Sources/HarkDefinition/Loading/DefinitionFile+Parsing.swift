public import Foundation

extension DefinitionFile {
    /// Parses and validates a definition file's text.
    ///
    /// - Parameters:
    ///   - text: The YAML text.
    ///   - path: Where it came from; diagnostics name it, and its base name names the file.
    /// - Throws: ``DefinitionError`` with every problem found, errors and warnings, in file order.
    public init(parsing text: String, path: String) throws(DefinitionError) {
        var parser = DefinitionParser(path: path)
        let parsed = parser.parse(text, path: path)
        let diagnostics = parser.reader.diagnostics.sorted { $0.location < $1.location }
        guard var file = parsed else { throw DefinitionError(diagnostics: diagnostics) }
        file.warnings = diagnostics
        self = file
    }

    /// Reads, parses and validates the definition file at `url`.
    ///
    /// - Throws: ``DefinitionError``, also when the file cannot be read or is not UTF-8 text.
    public init(contentsOf url: URL) throws(DefinitionError) {
        let path = url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DefinitionError(diagnostics: [
                .error("cannot read the file: \(error.localizedDescription)", at: SourceLocation(file: path, line: 1, column: 1))
            ])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DefinitionError(diagnostics: [
                .error("the file is not UTF-8 text", at: SourceLocation(file: path, line: 1, column: 1))
            ])
        }
        try self.init(parsing: text, path: path)
    }
}
