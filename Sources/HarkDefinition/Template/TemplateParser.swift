/// A recursive-descent parser for hassil's sentence-template syntax.
///
/// The grammar, over `Character`s of the template with surrounding whitespace trimmed (as hassil does):
///
/// ```
/// body     := branch (('|' | ';') branch)*      one kind of separator per body
/// branch   := item*
/// item     := text | '(' body ')' | '[' body ']' | '{' name (':' name)? '}' | '<' name '>'
/// text     := (any character but ()[]{}<>|;\ | '\' any character)+
/// name     := (letter | digit | '_' | '.' | '-')+
/// ```
///
/// The template itself is a body, so a top-level `a|b` is an alternative and `a;b` a permutation,
/// exactly as in hassil, which wraps every sentence in parentheses before parsing it.
struct TemplateParser {
    /// How deeply `(…)` and `[…]` may nest; deeper templates are rejected rather than risking the stack.
    static let maximumNesting = 64

    /// An open `(` or `[` whose closer the parser is looking for.
    private struct OpenGroup {
        var opener: Character
        var offset: Int
        var closer: Character { opener == "[" ? "]" : ")" }
    }

    private let source: String
    private let characters: [Character]
    private let end: Int
    private var position: Int
    private var nesting = 0

    init(_ source: String) {
        self.source = source
        let characters = Array(source)
        var start = 0
        var end = characters.count
        while start < end, characters[start].isWhitespace { start += 1 }
        while end > start, characters[end - 1].isWhitespace { end -= 1 }
        self.characters = characters
        self.position = start
        self.end = end
    }

    /// Parses the whole template.
    mutating func parseTemplate() throws(TemplateSyntaxError) -> TemplateExpression {
        guard let expression = try parseBody(in: nil) else {
            throw error("the template is empty", at: 0)
        }
        return expression
    }

    // MARK: Bodies and groups

    /// Parses branches up to the closer of `group` (left unconsumed) or, at the top level, to the end.
    /// Returns `nil` for a body with neither content nor separators, such as the inside of `()`.
    private mutating func parseBody(in group: OpenGroup?) throws(TemplateSyntaxError) -> TemplateExpression? {
        var branches: [TemplateExpression] = []
        var parts: [TemplateExpression] = []
        var text = ""
        var separator: Character?

        func flushText() {
            if !text.isEmpty {
                parts.append(.text(text))
                text = ""
            }
        }

        while position < end {
            let character = characters[position]
            switch character {
            case "\\":
                guard position + 1 < end else {
                    throw error("a '\\' at the end of the template escapes nothing; write '\\\\' for a backslash", at: position)
                }
                text.append(characters[position + 1])
                position += 2
            case "(", "[":
                flushText()
                parts.append(try parseGroup())
            case "{":
                flushText()
                parts.append(.slot(try parseSlot()))
            case "<":
                flushText()
                parts.append(.rule(try parseRule()))
            case "|", ";":
                if let separator, separator != character {
                    let place = group.map { "one '\($0.opener)…\($0.closer)'" } ?? "the top level of a template"
                    throw error(
                        "cannot mix '|' and ';' in \(place); put the alternatives of a permutation part, or the permutation in an alternative, in their own parentheses",
                        at: position
                    )
                }
                separator = character
                flushText()
                branches.append(.joining(parts))
                parts = []
                position += 1
            case ")", "]":
                guard let group else {
                    throw error(
                        "unmatched '\(character)': no '\(character == ")" ? "(" : "[")' is open; write '\\\(character)' for a literal '\(character)'",
                        at: position)
                }
                guard character == group.closer else {
                    throw error(
                        "'\(character)' cannot close the '\(group.opener)' at character \(group.offset); expected '\(group.closer)'",
                        at: position)
                }
                flushText()
                return Self.body(branches: branches, lastBranch: parts, separator: separator)
            case "}", ">":
                let opener: Character = character == "}" ? "{" : "<"
                throw error(
                    "unmatched '\(character)': no '\(opener)' is open; write '\\\(character)' for a literal '\(character)'", at: position)
            default:
                text.append(character)
                position += 1
            }
        }

        if let group {
            throw error("unclosed '\(group.opener)': expected '\(group.closer)'", at: group.offset)
        }
        flushText()
        return Self.body(branches: branches, lastBranch: parts, separator: separator)
    }

    /// The expression for a body's branches: one branch as itself, several as alternatives or a permutation.
    private static func body(branches: [TemplateExpression], lastBranch: [TemplateExpression], separator: Character?) -> TemplateExpression?
    {
        let last = TemplateExpression.joining(lastBranch)
        switch separator {
        case nil: return lastBranch.isEmpty ? nil : last
        case "|": return .alternatives(branches + [last])
        default: return .permutation(branches + [last])
        }
    }

    /// Parses `(…)` or `[…]`, starting on the opener.
    private mutating func parseGroup() throws(TemplateSyntaxError) -> TemplateExpression {
        let group = OpenGroup(opener: characters[position], offset: position)
        guard nesting < Self.maximumNesting else {
            throw error("groups nest more than \(Self.maximumNesting) deep", at: position)
        }
        nesting += 1
        defer { nesting -= 1 }
        position += 1

        guard let body = try parseBody(in: group) else {
            let what = group.opener == "[" ? "an empty optional '[]'" : "an empty group '()'"
            throw error(
                "\(what) matches nothing; remove it, or write '\\\(group.opener)\\\(group.closer)' for literal brackets", at: group.offset)
        }
        position += 1  // the closer, checked by parseBody
        return group.opener == "[" ? .optional(body) : body
    }

    // MARK: Slots and rules

    /// Parses `{name}` or `{list:slot}`, starting on the `{`.
    private mutating func parseSlot() throws(TemplateSyntaxError) -> SlotReference {
        let opener = position
        let (names, separators) = try parseNames(opener: "{", closer: "}", what: "slot", allowsColon: true)
        switch names.count {
        case 1 where names[0].isEmpty:
            throw error("an empty slot '{}' names no list; write '{name}' or '{list:slot}', or '\\{\\}' for literal braces", at: opener)
        case 1:
            return SlotReference(names[0])
        default:
            if names[0].isEmpty {
                throw error("missing list name before ':' in a slot reference", at: separators[0])
            }
            if names[1].isEmpty {
                throw error("missing slot name after ':' in a slot reference", at: position - 1)
            }
            return SlotReference(list: names[0], slot: names[1])
        }
    }

    /// Parses `<name>`, starting on the `<`.
    private mutating func parseRule() throws(TemplateSyntaxError) -> String {
        let opener = position
        let (names, _) = try parseNames(opener: "<", closer: ">", what: "rule", allowsColon: false)
        guard let name = names.first, !name.isEmpty else {
            throw error("an empty rule '<>' names no rule; write '<name>', or '\\<\\>' for literal angle brackets", at: opener)
        }
        return name
    }

    /// Reads the names between `opener` (the current character) and `closer`, split at `:` when
    /// `allowsColon` (at most once), and moves past the closer. Returns the names and the colons' offsets.
    private mutating func parseNames(
        opener: Character,
        closer: Character,
        what: String,
        allowsColon: Bool
    ) throws(TemplateSyntaxError) -> (names: [String], separators: [Int]) {
        let openerOffset = position
        position += 1
        var names = [""]
        var separators: [Int] = []
        while position < end {
            let character = characters[position]
            if character == closer {
                position += 1
                return (names, separators)
            }
            if Self.isNameCharacter(character) {
                names[names.count - 1].append(character)
            } else if character == ":", allowsColon, separators.isEmpty {
                separators.append(position)
                names.append("")
            } else if closes(from: position, opener: opener, closer: closer) {
                let shown = character.isWhitespace ? "a space" : "'\(character)'"
                throw error(
                    "\(shown) cannot appear in a \(what) name; names use letters, digits, '_', '.' and '-'",
                    at: position
                )
            } else {
                break
            }
            position += 1
        }
        throw error("unclosed '\(opener)': expected '\(closer)'; write '\\\(opener)' for a literal '\(opener)'", at: openerOffset)
    }

    /// Whether `closer` comes at or after `offset` before another `opener` or the end: tells a bad
    /// character inside a name (`{a b}`) from a name that is never closed (`{a and b`).
    private func closes(from offset: Int, opener: Character, closer: Character) -> Bool {
        for character in characters[offset..<end] {
            if character == closer { return true }
            if character == opener { return false }
        }
        return false
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "." || character == "-"
    }

    private func error(_ message: String, at offset: Int) -> TemplateSyntaxError {
        TemplateSyntaxError(message: message, offset: offset, template: source)
    }
}
