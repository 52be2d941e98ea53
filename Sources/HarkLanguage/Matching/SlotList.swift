public import HarkDefinition

/// The values a `{slot}` can take: spoken values with their meaning, a number range, or free text.
public enum SlotList: Sendable, Hashable {
    /// Values, each with its spoken form(s) in template syntax and the output it stands for.
    /// An empty list matches nothing.
    case values([SlotValue])
    /// Numbers, written as digits (`25`, `25%`) or as words (`twenty five`, `vingt-cinq`).
    case range(NumberRange)
    /// Free text, such as a task title or the content of a note: at least one word, up to the
    /// next literal of the sentence or its end.
    case wildcard
}

/// One value of a ``SlotList``: what the user may say, and what the slot then holds.
///
/// The spoken form is a template, as in Home Assistant's lists (`in: "[the] kitchen light"`),
/// so one value may be said several ways; it may use alternatives, optionals, permutations and
/// the grammar's expansion rules, but no slots.
public struct SlotValue: Sendable, Hashable, ExpressibleByStringLiteral {
    /// What the user may say.
    public var input: Template
    /// The value the slot takes (Home Assistant's `out`).
    public var output: String
    /// Data carried to the match with the value, such as Home Assistant's value `context`.
    public var metadata: [String: String]

    /// A value said as `input` that stands for `output`.
    public init(input: Template, output: String, metadata: [String: String] = [:]) {
        self.input = input
        self.output = output
        self.metadata = metadata
    }

    /// A value said exactly as `text` (template characters in it are literal) that stands for itself.
    public init(_ text: String) {
        self.init(input: Template(.text(text)), output: text)
    }

    /// A value said exactly as the literal, standing for itself: `.values(["groceries", "work"])`.
    public init(stringLiteral text: String) {
        self.init(text)
    }
}
