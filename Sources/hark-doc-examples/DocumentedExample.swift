/// A Swift code block found in a Markdown document or in a doc comment.
struct DocumentedExample {
    /// How the block is checked.
    enum Kind: String {
        /// Compiled as statements in an `async throws` function.
        case statements
        /// Compiled as the members of a type: functions, properties, nested types.
        case members
        /// Compiled at file scope: the block extends a type.
        case fileScope
        /// A package manifest or a piece of one: loaded by `swift package dump-package`.
        case manifest
    }

    /// The file the block is in, relative to the package's root.
    var path: String
    /// The line of the block's first line of code (1-based).
    var line: Int
    /// The block's lines, without the doc comment's `///`.
    var lines: [String]

    var kind: Kind {
        let code = lines.filter { !$0.trimmingWhitespace.isEmpty && !$0.trimmingWhitespace.hasPrefix("//") }
        if lines.contains(where: { $0.hasPrefix("import PackageDescription") || $0.hasPrefix("// Package.swift") })
            || code.first.map({ $0.hasPrefix(".") }) == true
        {
            return .manifest
        }
        if code.contains(where: { $0.hasPrefix("extension ") || $0.hasPrefix("public extension ") }) { return .fileScope }
        let declarations = code.filter { !$0.hasPrefix("import ") && !$0.hasPrefix("@") }
        guard let first = declarations.first else { return .statements }
        let words = first.split(separator: " ").map(String.init)
        let modifiers: Set<String> = ["public", "private", "fileprivate", "internal", "final", "static", "nonisolated", "package"]
        let declarationKeywords: Set<String> = ["func", "struct", "class", "enum", "actor", "protocol", "typealias", "init"]
        guard let keyword = words.first(where: { !modifiers.contains($0) }).map({ String($0.prefix { $0.isLetter }) }) else {
            return .statements
        }
        // `var x = …` starts statements; `var x: T {` declares a computed property.
        let isComputedProperty = keyword == "var" && first.hasSuffix("{")
        return declarationKeywords.contains(keyword) || isComputedProperty ? .members : .statements
    }

    /// The modules the block imports.
    var imports: [String] {
        lines.compactMap { line in
            guard line.hasPrefix("import ") else { return nil }
            return String(line.dropFirst("import ".count)).trimmingWhitespace
        }
    }
}

extension DocumentedExample {
    /// The Swift blocks of a Markdown document: fenced with ```` ```swift ````.
    static func inMarkdown(_ text: String, path: String) -> [DocumentedExample] {
        blocks(in: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), path: path)
    }

    /// The Swift blocks of the doc comments in a Swift file: fenced with ```` ```swift ```` after `///`.
    static func inDocComments(_ text: String, path: String) -> [DocumentedExample] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Outside doc comments a line becomes nil, so that no fence spans two comments.
        let commentLines: [String?] = lines.map { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("///") else { return nil }
            let content = trimmed.dropFirst(3)
            return String(content.first == " " ? content.dropFirst() : content)
        }
        return blocks(in: commentLines, path: path)
    }

    private static func blocks(in lines: [String?], path: String) -> [DocumentedExample] {
        var examples: [DocumentedExample] = []
        var open: DocumentedExample?
        for (index, line) in lines.enumerated() {
            guard let line else {
                open = nil
                continue
            }
            let trimmed = line.trimmingWhitespace
            if var example = open {
                if trimmed.hasPrefix("```") {
                    examples.append(example)
                    open = nil
                } else {
                    example.lines.append(line)
                    open = example
                }
            } else if trimmed == "```swift" {
                open = DocumentedExample(path: path, line: index + 2, lines: [])
            }
        }
        return examples
    }
}

extension StringProtocol {
    var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
