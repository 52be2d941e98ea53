public import Foundation
public import HarkDefinition

/// A slot list of Home Assistant's intent data: the values a `{name}` in a template can take.
///
/// ```yaml
/// lists:
///   color:
///     values: ["red", { in: "(max|maximum)", out: 100 }]
///   brightness:
///     range: { type: percentage, from: 0, to: 100 }
///   message:
///     wildcard: true
/// ```
public enum HomeAssistantList: Sendable, Hashable {
    /// Values, each said one or several ways.
    case values([HomeAssistantListValue])
    /// Numbers in a range, said as digits or words.
    case range(HomeAssistantRange)
    /// Any text.
    case wildcard
}

/// One value of a ``HomeAssistantList``: `"red"`, or `{ in: "[the] kitchen light", out: light.kitchen, context: {domain: light} }`.
///
/// As in hassil, a plain string is a template only when it holds template characters
/// (`(){}<>[]|@`); otherwise it is literal text and its own output.
public struct HomeAssistantListValue: Sendable, Hashable {
    /// What the user may say, as a template.
    public var input: Template
    /// The value the slot takes (`out`); `nil` when the value leaves it out, in which case the
    /// slot takes the text as said.
    public var output: HomeAssistantValue?
    /// Context the value adds to the match when it is matched (`context`), which sentence
    /// groups' `requires_context` and `excludes_context` test.
    public var context: [String: HomeAssistantValue]
    /// Data returned with the match (`metadata`).
    public var metadata: [String: HomeAssistantValue]
    /// Where the value is written.
    public var location: SourceLocation?

    public init(
        input: Template,
        output: HomeAssistantValue?,
        context: [String: HomeAssistantValue] = [:],
        metadata: [String: HomeAssistantValue] = [:],
        location: SourceLocation? = nil
    ) {
        self.input = input
        self.output = output
        self.context = context
        self.metadata = metadata
        self.location = location
    }

    /// A literal value that stands for itself, as a plain string in a `values` list does.
    public init(_ text: String) {
        self.init(input: Template(.text(text)), output: .text(text))
    }
}

/// A `range` list: whole numbers `from` through `to` by `step`, optionally with fractions and a
/// multiplier applied to the slot's value.
public struct HomeAssistantRange: Sendable, Hashable {
    /// What the numbers measure (`type`); it changes how they may be said (`50%`, `21°`).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case number
        case percentage
        case temperature
    }

    /// The fractions accepted between whole numbers (`fractions`).
    public enum Fractions: String, Sendable, Hashable, CaseIterable {
        /// `.5` only.
        case halves
        /// `.1` through `.9`.
        case tenths
    }

    public var kind: Kind
    public var from: Int
    public var to: Int
    public var step: Int
    /// What the spoken number is multiplied by in the slot's value (`multiplier`).
    public var multiplier: Decimal?
    public var fractions: Fractions?
    /// Whether digits are accepted (`digits`, default true).
    public var acceptsDigits: Bool
    /// Whether numbers in words are accepted (`words`, default true).
    public var acceptsWords: Bool
    /// The language to read number words in, when it differs from the data's (`words_language`).
    public var wordsLanguage: String?

    public init(
        kind: Kind = .number,
        from: Int,
        to: Int,
        step: Int = 1,
        multiplier: Decimal? = nil,
        fractions: Fractions? = nil,
        acceptsDigits: Bool = true,
        acceptsWords: Bool = true,
        wordsLanguage: String? = nil
    ) {
        self.kind = kind
        self.from = from
        self.to = to
        self.step = step
        self.multiplier = multiplier
        self.fractions = fractions
        self.acceptsDigits = acceptsDigits
        self.acceptsWords = acceptsWords
        self.wordsLanguage = wordsLanguage
    }
}
