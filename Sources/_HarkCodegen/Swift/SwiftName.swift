/// Turns names from definition files into Swift source: escapes keywords, changes case.
enum SwiftName {
    /// Words that need backticks to be used as a name: Swift's keywords and the few contextual
    /// words that cannot stand alone in a declaration.
    static let keywords: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "Protocol", "self", "Self", "super", "throws", "true",
        "try", "Type", "_",
    ]

    /// `name` as it may be written in Swift source: `` `default` `` for `default`, else unchanged.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` with its first character upper-cased: `targetTaskList` → `TargetTaskList`.
    static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// Whether `name` is a valid Swift identifier: a letter or `_`, then letters, digits or `_`.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        let head = first == "_" || first.properties.isAlphabetic
        return head && name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType == .decimal }
    }
}
