import HarkDefinition
import HarkLanguage

/// A phrase as the user wrote it, split into literal text and `{parameter}` slots.
struct PhraseTemplate: Sendable, Hashable {
    enum Segment: Sendable, Hashable {
        case text(String)
        case slot(String)
    }

    var segments: [Segment]

    /// The names of the slots, in order.
    var slots: [String] {
        segments.compactMap { if case .slot(let name) = $0 { name } else { nil } }
    }

    /// Reads `text`: `{name}` is a slot whose name is letters, digits and `_`; any other brace is an error.
    init(parsing text: String) throws(ShortcutsError) {
        var segments: [Segment] = []
        var literal = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "{" {
                guard let close = text[index...].firstIndex(of: "}") else {
                    throw .invalidPhrase(text, reason: "a '{' is never closed")
                }
                let name = String(text[text.index(after: index)..<close])
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                    !(name.first?.isNumber ?? true)
                else {
                    throw .invalidPhrase(text, reason: "'{\(name)}' is not a parameter name")
                }
                if case .slot = segments.last, literal.isEmpty {
                    throw .invalidPhrase(text, reason: "two slots need words between them")
                }
                if !literal.isEmpty { segments.append(.text(literal)) }
                literal = ""
                segments.append(.slot(name))
                index = text.index(after: close)
            } else if character == "}" {
                throw .invalidPhrase(text, reason: "a '}' closes nothing")
            } else {
                literal.append(character)
                index = text.index(after: index)
            }
        }
        if !literal.isEmpty { segments.append(.text(literal)) }
        self.segments = segments
    }

    /// The phrase compared as the matcher compares it: each literal normalized for `language`, each
    /// slot as `{}` (so "show rate for {currency}" and "Show rate for {money}!" are the same phrase).
    func key(_ normalizer: TextNormalizer) -> String {
        segments.compactMap { segment -> String? in
            switch segment {
            case .text(let text):
                let normalized = normalizer.normalize(text)
                return normalized.isEmpty ? nil : normalized
            case .slot: return "{}"
            }
        }
        .joined(separator: " ")
    }

    /// Whether the phrase has a word of its own besides its slots.
    func hasWords(_ normalizer: TextNormalizer) -> Bool {
        segments.contains { if case .text(let text) = $0 { !normalizer.normalize(text).isEmpty } else { false } }
    }

    /// The sentence template the matcher runs: literals as written (never read as template
    /// syntax, so a typed `(` or `|` is just punctuation), slots as `{name}`.
    var template: Template {
        let parts = segments.map { segment -> TemplateExpression in
            switch segment {
            case .text(let text): .text(text)
            case .slot(let name): .slot(SlotReference(name))
            }
        }
        return Template(parts.count == 1 ? parts[0] : .sequence(parts))
    }
}
