/// Builds Swift source line by line, keeping track of indentation.
///
/// ```swift
/// var writer = SwiftWriter()
/// writer.doc("A pizza.")
/// writer.block("public enum PizzaKind: String") { writer in
///     writer.line("case margherita")
/// }
/// ```
struct SwiftWriter {
    /// The source written so far; every line ends with a line break.
    private(set) var text = ""
    private var depth = 0
    /// Whether the last line written was blank or opened a block, so that a separating blank line
    /// would be noise.
    private var atSectionStart = true

    /// Four spaces per level.
    static let indentation = "    "

    /// Writes one line at the current indentation; an empty line stays empty.
    mutating func line(_ line: String) {
        text += line.isEmpty ? "\n" : String(repeating: Self.indentation, count: depth) + line + "\n"
        atSectionStart = line.isEmpty || line.hasSuffix("{") || line.hasSuffix("(")
    }

    /// Writes lines exactly as given, without indentation: the content of a multi-line literal.
    mutating func verbatim(_ lines: [String]) {
        for line in lines { text += line + "\n" }
        atSectionStart = false
    }

    /// Separates what follows from what precedes with one blank line, unless a block just opened
    /// or a blank line is already there.
    mutating func separator() {
        if !atSectionStart { line("") }
    }

    /// A documentation comment: one `///` line per line of `text`.
    mutating func doc(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            self.line(line.isEmpty ? "///" : "/// " + line)
        }
    }

    /// `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        indented(body)
        line("}")
    }

    /// The body one level deeper than the current line.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// `prefix(arguments) suffix {` on one line when it is short, else with one argument per line;
    /// then the body one level deeper and `}`.
    mutating func block(
        _ prefix: String, arguments: [String], suffix: String = "", _ body: (inout SwiftWriter) -> Void
    ) {
        let oneLine = "\(prefix)(\(arguments.joined(separator: ", ")))\(suffix)"
        if oneLine.count <= 100 {
            block(oneLine, body)
            return
        }
        line("\(prefix)(")
        indented { writer in
            for (index, argument) in arguments.enumerated() {
                writer.line(argument + (index == arguments.count - 1 ? "" : ","))
            }
        }
        block(")\(suffix)", body)
    }
}
