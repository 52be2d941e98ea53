/// A template that does not follow hassil's syntax, with the position of the character at fault.
///
/// `offset` counts `Character`s (grapheme clusters) from the start of the template, 0-based, whitespace
/// included. It points at the culprit: the `(` that is never closed, the stray `)`, the `{` of an empty
/// `{}`, the bad character in a slot name, the second kind of separator in `(a|b;c)`.
public struct TemplateSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in one sentence that reads well after "bad template syntax: ".
    public var message: String
    /// The 0-based position of the offending character, in `Character`s.
    public var offset: Int
    /// The whole template as it was given to the parser.
    public var template: String

    /// An error about `template`, at the character `offset`.
    public init(message: String, offset: Int, template: String) {
        self.message = message
        self.offset = offset
        self.template = template
    }

    public var description: String { "\(message) (at character \(offset))" }

    /// The error drawn under the template's line, with a caret below the culprit:
    ///
    /// ```
    /// error: unclosed '(': expected ')'
    /// 1 | order (a|an {kind}
    ///   |       ^
    /// ```
    ///
    /// Tabs are kept in the padding and East Asian wide characters count as two columns, so the caret
    /// lines up in a terminal.
    public func caretDiagnostic() -> String {
        let characters = Array(template)
        let offset = min(max(0, offset), characters.count)

        var lineStart = 0
        var lineNumber = 1
        for index in 0..<offset where characters[index].isNewline {
            lineStart = index + 1
            lineNumber += 1
        }
        var lineEnd = offset
        while lineEnd < characters.count, !characters[lineEnd].isNewline {
            lineEnd += 1
        }

        let padding = characters[lineStart..<offset].map { character in
            character == "\t" ? "\t" : String(repeating: " ", count: Self.displayWidth(of: character))
        }.joined()
        let gutter = String(lineNumber)
        let blankGutter = String(repeating: " ", count: gutter.count)
        return """
            error: \(message)
            \(gutter) | \(String(characters[lineStart..<lineEnd]))
            \(blankGutter) | \(padding)^
            """
    }

    /// How many terminal columns a character takes: 2 for East Asian wide and fullwidth ones, else 1.
    static func displayWidth(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 1 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
