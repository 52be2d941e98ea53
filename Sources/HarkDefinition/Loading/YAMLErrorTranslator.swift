package import Yams

/// Turns the YAML library's errors into located diagnostics, naming duplicate intents, types and
/// parameters where the duplicate stands rather than where its mapping starts.
package struct YAMLErrorTranslator {
    package let path: String
    package let text: String

    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    package func diagnostics(for error: any Error) -> [Diagnostic] {
        guard let yamlError = error as? YamlError else {
            return [.error("cannot read the file as YAML: \(error)", at: location(line: 1, column: 1))]
        }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = context.map { "\($0.text) at \($0.mark.line):\($0.mark.column), " } ?? ""
            return [.error("invalid YAML: \(detail)\(problem)", at: location(line: mark.line, column: mark.column))]
        case .reader(let problem, let offset, _, _):
            let (line, column) = lineAndColumn(ofUTF8Offset: offset ?? 0)
            return [.error("the file is not valid text: \(problem)", at: location(line: line, column: column))]
        case .duplicatedKeysInMapping(let duplicates, let context):
            // The text is split into lines once for all the keys: a file can repeat hundreds.
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
            return duplicates.map { key in duplicateKey(key, mappingAt: context.mark, lines: lines) }
        default:
            return [.error("cannot read the file as YAML: \(yamlError)", at: location(line: 1, column: 1))]
        }
    }

    /// Finds the second occurrence of `key` at the indentation of the mapping's keys, and names
    /// what the key is from the section it stands in. `lines` are the text's lines as YAML counts
    /// them (a lone "\r" ends one too); the mark is kept within them. The mark may stand on any
    /// key of a block mapping (a later one when several keys repeat), so the search starts at the
    /// block's first line.
    private func duplicateKey(_ key: String, mappingAt mark: Mark, lines: [String]) -> Diagnostic {
        let startLine = min(max(0, mark.line - 1), lines.count)
        let indentation = max(0, mark.column - 1)
        var blockStart = startLine
        while blockStart > 0 {
            let above = lines[blockStart - 1]
            let leading = above.prefix { $0 == " " }.count
            let content = above.dropFirst(leading)
            if leading < indentation, !content.isEmpty, !content.hasPrefix("#") { break }
            blockStart -= 1
        }
        let kind = sectionName(above: blockStart, lines: lines)
        var occurrences: [Int] = []
        for index in blockStart..<lines.count {
            let line = lines[index]
            let leading = line.prefix { $0 == " " }.count
            let content = line.dropFirst(leading)
            if index > startLine, leading < indentation, !content.isEmpty, !content.hasPrefix("#") { break }
            if leading == indentation || (index == startLine && line.contains(key)) {
                for candidate in [key, "\"\(key)\"", "'\(key)'"] where content.hasPrefix(candidate + ":") {
                    occurrences.append(index + 1)
                }
            }
        }
        let second = occurrences.dropFirst().first ?? mark.line
        let first = occurrences.first.map { " (first defined on line \($0))" } ?? ""
        return .error("duplicate \(kind) '\(key)'\(first)", at: location(line: second, column: indentation + 1))
    }

    /// "intent", "type", "parameter", … from the nearest less-indented key above `line`.
    private func sectionName(above line: Int, lines: [String]) -> String {
        guard line < lines.count else { return "key" }
        let ownIndent = lines[line].prefix { $0 == " " }.count
        var index = line
        while index > 0 {
            index -= 1
            let candidate = lines[index]
            let indent = candidate.prefix { $0 == " " }.count
            let content = candidate.dropFirst(indent)
            guard indent < ownIndent, !content.isEmpty, !content.hasPrefix("#") else { continue }
            let key = content.prefix { $0 != ":" }
            switch key {
            case "intents": return "intent"
            case "types": return "type"
            case "parameters", "properties": return "parameter"
            case "codes": return "response code"
            case "values": return "value"
            default: return "key"
            }
        }
        return "key"
    }

    private func lineAndColumn(ofUTF8Offset offset: Int) -> (Int, Int) {
        var line = 1
        var column = 1
        for byte in text.utf8.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }
}
