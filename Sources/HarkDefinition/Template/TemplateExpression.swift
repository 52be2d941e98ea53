/// The parsed form of a hassil sentence template: text, groups, optionals, permutations, slots and rules.
///
/// The parser produces expressions in a normal form, which is what makes printing and re-parsing exact:
/// - a sequence never holds another sequence, an empty text, or two texts in a row (they are merged);
/// - a sequence of one element is that element, and `(x)` with a single branch is just `x`;
/// - an empty branch, as in `(a|)`, is `.sequence([])`;
/// - texts keep what was written, spaces and punctuation included, with escapes resolved (`\(` → `(`).
///
/// `[a|b]` is `.optional(.alternatives([a, b]))` and `[a;b]` is `.optional(.permutation([a, b]))`,
/// as in hassil, where an optional is an alternative with an extra empty branch.
public indirect enum TemplateExpression: Sendable, Hashable {
    /// Literal text as written: words and the spaces and punctuation between them.
    case text(String)
    /// Parts that follow one another.
    case sequence([TemplateExpression])
    /// `(a|b|c)`: exactly one of the branches. A branch may be empty, as in `(a|)`.
    case alternatives([TemplateExpression])
    /// `[x]`: the expression or nothing. `[a|b]` wraps `.alternatives`.
    case optional(TemplateExpression)
    /// `(a;b;c)`: every part once, in any order. A matcher puts a space between the parts, as hassil does.
    case permutation([TemplateExpression])
    /// `{name}` or `{list:slot}`: a value taken from a list into a slot.
    case slot(SlotReference)
    /// `<name>`: an expansion rule, replaced by the rule's own template.
    case rule(String)
}

/// A `{list}` or `{list:slot}` reference: which list the value comes from and which slot it fills.
///
/// `{name}` reads the list `name` into the slot `name`; `{color:paint}` reads the list `color` into the slot `paint`.
public struct SlotReference: Sendable, Hashable, CustomStringConvertible {
    /// The list (a parameter or a type) that supplies the values.
    public var list: String
    /// The slot (the parameter) that receives the matched value.
    public var slot: String

    /// A reference reading `list` into `slot`.
    public init(list: String, slot: String) {
        self.list = list
        self.slot = slot
    }

    /// `{name}`: the list and the slot share one name.
    public init(_ name: String) {
        self.init(list: name, slot: name)
    }

    /// The reference in template syntax: `{name}` when list and slot agree, `{list:slot}` otherwise.
    public var templateSource: String {
        list == slot ? "{\(slot)}" : "{\(list):\(slot)}"
    }

    public var description: String { templateSource }
}

extension TemplateExpression {
    /// Every slot reference, in order of first appearance, each once.
    public var slotReferences: [SlotReference] {
        var seen: Set<SlotReference> = []
        var found: [SlotReference] = []
        forEachLeaf { leaf in
            if case .slot(let reference) = leaf, seen.insert(reference).inserted {
                found.append(reference)
            }
        }
        return found
    }

    /// The names of every expansion rule referenced with `<name>`, in order of first appearance, each once.
    public var ruleNames: [String] {
        var seen: Set<String> = []
        var found: [String] = []
        forEachLeaf { leaf in
            if case .rule(let name) = leaf, seen.insert(name).inserted {
                found.append(name)
            }
        }
        return found
    }

    /// Whether the expression can only ever match nothing: it holds no text, slot or rule anywhere.
    ///
    /// True for an empty branch (`.sequence([])`), an empty text, and groups made only of those.
    public var isEmpty: Bool {
        var hasContent = false
        forEachLeaf { leaf in
            switch leaf {
            case .text(let text): if !text.isEmpty { hasContent = true }
            case .slot, .rule: hasContent = true
            default: break
            }
        }
        return !hasContent
    }

    /// The parts in normal form, concatenated: nested sequences flattened, empty texts dropped,
    /// neighbouring texts merged, and a single remaining part returned as itself.
    static func joining(_ parts: [TemplateExpression]) -> TemplateExpression {
        var joined: [TemplateExpression] = []
        func append(_ part: TemplateExpression) {
            switch part {
            case .sequence(let inner):
                inner.forEach(append)
            case .text(let text) where text.isEmpty:
                break
            case .text(let text):
                if case .text(let previous)? = joined.last {
                    joined[joined.count - 1] = .text(previous + text)
                } else {
                    joined.append(part)
                }
            default:
                joined.append(part)
            }
        }
        parts.forEach(append)
        return joined.count == 1 ? joined[0] : .sequence(joined)
    }

    /// Calls `body` for every text, slot and rule, depth first, left to right.
    private func forEachLeaf(_ body: (TemplateExpression) -> Void) {
        switch self {
        case .text, .slot, .rule:
            body(self)
        case .sequence(let parts), .alternatives(let parts), .permutation(let parts):
            for part in parts { part.forEachLeaf(body) }
        case .optional(let inner):
            inner.forEachLeaf(body)
        }
    }
}
