public import Foundation

extension DefinitionFile {
    /// The largest definition file read, in bytes: 1 MiB, some twenty times the largest one
    /// Hark ships; larger ones are refused before they are parsed.
    public static let maximumSize = 1 << 20

    /// The most values (texts, lists and mappings) a definition file may hold once its YAML
    /// aliases are expanded: a file of a few kilobytes whose aliases repeat one another can
    /// otherwise stand for billions.
    public static let maximumValues = 500_000

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
    /// - Throws: ``DefinitionError``, also when the file cannot be read, is larger than
    ///   ``maximumSize`` or is not UTF-8 text.
    public init(contentsOf url: URL) throws(DefinitionError) {
        let path = url.path
        let data: Data
        do {
            // Only as much as the limit and one byte more is read: a larger file is refused, not loaded.
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: Self.maximumSize + 1) ?? Data()
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
