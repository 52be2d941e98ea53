package import Yams

/// Reads YAML nodes into plain values, recording a located diagnostic for every problem instead
/// of stopping at the first.
///
/// Every accessor answers `nil` (or an empty collection) after recording what was wrong, so
/// callers keep reading the rest of the file.
package struct YAMLReader {
    package let path: String
    package private(set) var diagnostics: [Diagnostic] = []

    package init(path: String) {
        self.path = path
    }

    // MARK: Diagnostics

    package mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }

    package mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(.warning(message, at: location))
    }

    package func location(of node: Node) -> SourceLocation {
        location(of: node.mark)
    }

    package func location(of mark: Mark?) -> SourceLocation {
        SourceLocation(file: path, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    // MARK: Values

    /// A mapping's entries in file order, keys as strings; records an error and answers `nil`
    /// for anything else.
    package mutating func mapping(_ node: Node, _ what: @autoclosure () -> String) -> [Entry]? {
        guard case .mapping(let mapping) = node else {
            error("\(what()) must be a mapping (key: value), not \(node.kindName)", at: location(of: node))
            return nil
        }
        var entries: [Entry] = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                error("keys of \(what()) must be plain names, not \(key.kindName)", at: location(of: key))
                continue
            }
            entries.append(Entry(key: scalar.string, keyLocation: location(of: key), value: value))
        }
        return entries
    }

    /// Entries of a mapping whose keys must come from `allowed`; an unknown key is an error that
    /// lists what is allowed, so typos ("requried") are caught.
    package mutating func fields(_ node: Node, _ what: @autoclosure () -> String, allowed: [String]) -> Fields? {
        let description = what()
        guard let entries = mapping(node, description) else { return nil }
        for entry in entries where !allowed.contains(entry.key) {
            error(
                "unknown key '\(entry.key)' in \(description); expected one of: \(allowed.joined(separator: ", "))",
                at: entry.keyLocation
            )
        }
        return Fields(entries: entries.filter { allowed.contains($0.key) }, location: location(of: node))
    }

    package mutating func string(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        guard case .scalar(let scalar) = node else {
            error("\(what()) must be text, not \(node.kindName)", at: location(of: node))
            return nil
        }
        return scalar.string
    }

    /// A non-empty string, trimmed of surrounding spaces.
    package mutating func nonEmptyString(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        let description = what()
        guard let text = string(node, description) else { return nil }
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else {
            error("\(description) must not be empty", at: location(of: node))
            return nil
        }
        return trimmed
    }

    package mutating func bool(_ node: Node, _ what: @autoclosure () -> String) -> Bool? {
        let description = what()
        guard let text = string(node, description) else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            error("\(description) must be true or false, not '\(text)'", at: location(of: node))
            return nil
        }
    }

    /// A sequence of strings; a single string is taken as a one-element list.
    package mutating func stringList(_ node: Node, _ what: @autoclosure () -> String) -> [Located<String>] {
        let description = what()
        switch node {
        case .scalar(let scalar):
            return [Located(value: scalar.string, location: location(of: node))]
        case .sequence(let sequence):
            return sequence.compactMap { element in
                string(element, "an element of \(description)").map { Located(value: $0, location: location(of: element)) }
            }
        default:
            error("\(description) must be a list of text, not \(node.kindName)", at: location(of: node))
            return []
        }
    }

    /// Nodes of a sequence; records an error for anything else.
    package mutating func sequence(_ node: Node, _ what: @autoclosure () -> String) -> [Node] {
        if case .sequence(let sequence) = node { return Array(sequence) }
        error("\(what()) must be a list, not \(node.kindName)", at: location(of: node))
        return []
    }

    /// Where character `offset` of a scalar's text sits in the file, when the scalar is on one line.
    /// The template `source`, read from `node`; a syntax error is reported at its character in
    /// the file and gives `nil`.
    package mutating func template(_ source: String, node: Node, what: String) -> Template? {
        do {
            return try Template(parsing: source)
        } catch {
            self.error("bad template syntax in \(what): \(error.message)", at: location(ofCharacter: error.offset, in: node))
            return nil
        }
    }

    package func location(ofCharacter offset: Int, in node: Node) -> SourceLocation {
        guard case .scalar(let scalar) = node, let mark = scalar.mark else { return location(of: node) }
        let text = scalar.string
        let isSingleLine = !text.contains("\n")
        switch scalar.style {
        case .plain where isSingleLine, .singleQuoted where isSingleLine, .doubleQuoted where isSingleLine:
            let quote = scalar.style == .plain ? 0 : 1
            let prefix = text.prefix(max(0, min(offset, text.count)))
            return SourceLocation(file: path, line: mark.line, column: mark.column + quote + prefix.unicodeScalars.count)
        default:
            return location(of: node)
        }
    }
}

/// One key of a mapping with its value and where the key stands.
package struct Entry {
    package let key: String
    package let keyLocation: SourceLocation
    package let value: Node

    package init(key: String, keyLocation: SourceLocation, value: Node) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// The known keys of a mapping, for lookup by name.
package struct Fields {
    package let entries: [Entry]
    package let location: SourceLocation

    package init(entries: [Entry], location: SourceLocation) {
        self.entries = entries
        self.location = location
    }

    package subscript(key: String) -> Node? {
        entries.first { $0.key == key }?.value
    }

    package func entry(_ key: String) -> Entry? {
        entries.first { $0.key == key }
    }
}

/// A value with the place it was read from.
package struct Located<Value> {
    package let value: Value
    package let location: SourceLocation

    package init(value: Value, location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Node {
    /// Whether the node holds at most `limit` values (itself, and every text, list and mapping
    /// within it, counted again each time an alias repeats it), found without visiting more.
    package func expands(within limit: Int) -> Bool {
        var budget = limit
        var pending = [self]
        while let node = pending.popLast() {
            budget -= 1
            guard budget >= 0 else { return false }
            switch node {
            case .scalar, .alias: break
            case .sequence(let sequence): pending.append(contentsOf: sequence)
            case .mapping(let mapping):
                for (key, value) in mapping {
                    pending.append(key)
                    pending.append(value)
                }
            }
        }
        return true
    }

    /// "a mapping", "a list", "text": how messages name what was found instead.
    package var kindName: String {
        switch self {
        case .scalar: "text"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}

extension String {
    package var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
