/// A sentence template in hassil's syntax, such as `add {taskTitles} to [the|my] {targetTaskList} [list]`.
///
/// The syntax, as Home Assistant's hassil reads it:
/// - `(a|b)` one of the alternatives; a branch may be empty: `(a|)`;
/// - `[x]` optional, `[a|b]` optional alternatives;
/// - `(a;b)` a permutation: every part once, in any order;
/// - `{name}` a slot filled from the list of the same name, `{list:slot}` one filled from another list;
/// - `<name>` an expansion rule;
/// - `\` makes the next character literal: `\(`, `\[`, `\{`, `\<`, `\|`, `\;`, `\\`;
/// - anything else is text, in any script, punctuation included.
///
/// Whitespace around the whole template is ignored, and the template is itself a group, so a
/// top-level `a|b` is an alternative and `a;b` a permutation, as in hassil.
public struct Template: Sendable, Hashable, CustomStringConvertible {
    /// The template as it was written.
    public let source: String
    /// The parsed template, in normal form (see ``TemplateExpression``).
    public let expression: TemplateExpression

    /// Parses `source`, or throws the first syntax error with the offset of the character at fault.
    public init(parsing source: String) throws(TemplateSyntaxError) {
        var parser = TemplateParser(source)
        self.expression = try parser.parseTemplate()
        self.source = source
    }

    /// A template as a definition archive kept it (``DefinitionFile/archived()``): its source and its parsed expression.
    init(source: String, expression: TemplateExpression) {
        self.source = source
        self.expression = expression
    }

    /// A template made from an expression; its source is the expression printed in template syntax.
    public init(_ expression: TemplateExpression) {
        self.expression = expression
        self.source = expression.templateSource
    }

    /// The template printed back from its expression, normalized: `Template(parsing: description)`
    /// has the same expression.
    public var description: String { expression.templateSource }
}

extension TemplateExpression: CustomStringConvertible {
    /// The expression in hassil's template syntax.
    ///
    /// For every expression the parser returns, parsing this text gives an equal expression. Groups
    /// are written only where needed, special characters in text are escaped with `\`, and a template
    /// that would begin or end with whitespace (which parsing trims) is wrapped in parentheses.
    public var templateSource: String {
        let printed = printed
        if let first = printed.first, let last = printed.last, first.isWhitespace || last.isWhitespace {
            return "(\(printed))"
        }
        return printed
    }

    public var description: String { templateSource }

    private var printed: String {
        switch self {
        case .text(let text):
            return Self.escaped(text)
        case .sequence(let parts):
            return parts.map(\.printed).joined()
        case .alternatives(let branches):
            return "(\(Self.branches(branches, separatedBy: "|")))"
        case .permutation(let parts):
            return "(\(Self.branches(parts, separatedBy: ";")))"
        case .optional(.alternatives(let branches)):
            return "[\(Self.branches(branches, separatedBy: "|"))]"
        case .optional(.permutation(let parts)):
            return "[\(Self.branches(parts, separatedBy: ";"))]"
        case .optional(let inner):
            return "[\(inner.printed)]"
        case .slot(let reference):
            return reference.templateSource
        case .rule(let name):
            return "<\(name)>"
        }
    }

    private static func branches(_ branches: [TemplateExpression], separatedBy separator: String) -> String {
        branches.map(\.printed).joined(separator: separator)
    }

    /// The characters with a meaning in templates, which text must escape.
    private static let specialCharacters: Set<Character> = ["\\", "(", ")", "[", "]", "{", "}", "<", ">", "|", ";"]

    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
            UInt8(ascii: "}"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: ";"):
            true
        default: false
        }
    }

    private static func escaped(_ text: String) -> String {
        // Most text has nothing to escape, and every special character is one ASCII byte: a look
        // at the bytes spares breaking the text into characters.
        guard text.utf8.contains(where: isSpecial) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            if specialCharacters.contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
