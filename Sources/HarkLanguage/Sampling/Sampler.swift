import Foundation
public import HarkDefinition

/// Writes sentences that sentence templates match, with the slot values each sentence says:
/// the grammar run backwards, for tests (every sample must be recognized back) and for showing
/// users what they can say.
///
/// Every part of the template syntax is sampled: one branch of an alternative, an optional
/// present or not, the parts of a permutation in some order, a rule's template, a value of a
/// list (said one of its ways), a number of a range (in digits, or in words via
/// ``NumberParser/words(for:)``), and free text from ``wildcardSamples`` (by slot name), else
/// from a few words of the language. The same seed gives the same sentences.
///
/// ```swift
/// let sampler = Sampler(locale: "en", lists: ["list": .wildcard], wildcardSamples: ["list": ["grocery"]])
/// let samples = sampler.samples(of: try Template(parsing: "show [me] my {list} list"), count: 2)
/// // "show me my grocery list", "show my grocery list" — with slots["list"]?.value == "grocery"
/// ```
public struct Sampler: Sendable {
    /// One sampled sentence and the slot values it says.
    public struct Sample: Sendable, Hashable {
        /// The sentence.
        public var text: String
        /// The slots it fills, by slot name.
        public var slots: [String: SampledSlot]
    }

    /// The value a sampled sentence gives one slot.
    public struct SampledSlot: Sendable, Hashable {
        /// The words in the sentence.
        public var text: String
        /// What the slot should hold: a list value's output, a number, or the free text itself.
        public var value: String
        /// For free text, the items it was made of (one for a plain phrase).
        public var items: [String]
        /// Whether the slot is free text.
        public var isWildcard: Bool
    }

    /// The locale whose number words and item joining apply.
    public var locale: String
    /// The expansion rules the templates use.
    public var rules: [String: Template]
    /// The lists slots take values from; a slot without a list is free text.
    public var lists: [String: SlotList]
    /// Sample free text by slot name.
    public var wildcardSamples: [String: [WildcardSample]]
    /// The seed of the random choices.
    public var seed: UInt64

    public init(
        locale: String, rules: [String: Template] = [:], lists: [String: SlotList] = [:],
        wildcardSamples: [String: [WildcardSample]] = [:], seed: UInt64 = 0
    ) {
        self.locale = locale
        self.rules = rules
        self.lists = lists
        self.wildcardSamples = wildcardSamples
        self.seed = seed
    }

    /// Up to `count` different sentences of `template`.
    public func samples(of template: Template, count: Int) -> [Sample] {
        samples(of: [template], count: count)
    }

    /// Up to `count` different sentences of `templates`, taking each template in turn.
    public func samples(of templates: [Template], count: Int) -> [Sample] {
        guard count > 0, !templates.isEmpty else { return [] }
        var generator = SplitMix64(seed: seed)
        var samples: [Sample] = []
        var seen: Set<String> = []
        var attempts = 0
        while samples.count < count, attempts < count * 30 {
            let template = templates[attempts % templates.count]
            attempts += 1
            var sentence = SentenceBuilder()
            walk(template.expression, into: &sentence, generator: &generator, depth: 0)
            let text = Self.collapsingSpaces(sentence.text)
            guard !text.isEmpty, seen.insert(text).inserted else { continue }
            samples.append(Sample(text: text, slots: sentence.slots))
        }
        return samples
    }

    /// The text sampled so far and the slots it fills.
    private struct SentenceBuilder {
        var text = ""
        var slots: [String: SampledSlot] = [:]
    }

    private func walk(_ expression: TemplateExpression, into sentence: inout SentenceBuilder, generator: inout SplitMix64, depth: Int) {
        guard depth < 32 else { return }
        switch expression {
        case .text(let text):
            sentence.text += text
        case .sequence(let parts):
            for (index, part) in parts.enumerated() {
                if case .slot(let reference) = part, index + 1 < parts.count, Self.isJoined(parts[index + 1]) {
                    // "{goalValue}{workoutGoalUnitType}": a number written against the next word is in digits ("5k").
                    sample(reference, joinedToNext: true, into: &sentence, generator: &generator, depth: depth)
                } else {
                    walk(part, into: &sentence, generator: &generator, depth: depth + 1)
                }
            }
        case .alternatives(let branches):
            if let branch = branches.randomElement(using: &generator) {
                walk(branch, into: &sentence, generator: &generator, depth: depth + 1)
            }
        case .optional(let inner):
            if Bool.random(using: &generator) { walk(inner, into: &sentence, generator: &generator, depth: depth + 1) }
        case .permutation(let parts):
            for part in parts.shuffled(using: &generator) {
                sentence.text += " "
                walk(part, into: &sentence, generator: &generator, depth: depth + 1)
                sentence.text += " "
            }
        case .rule(let name):
            if let rule = rules[name] { walk(rule.expression, into: &sentence, generator: &generator, depth: depth + 1) }
        case .slot(let reference):
            sample(reference, joinedToNext: false, into: &sentence, generator: &generator, depth: depth)
        }
    }

    /// Whether a part of a sequence begins against what comes before it, with no space: a slot,
    /// or text that begins with a letter or digit.
    private static func isJoined(_ part: TemplateExpression) -> Bool {
        switch part {
        case .slot: true
        case .text(let text): text.first.map { $0.isLetter || $0.isNumber } ?? false
        default: false
        }
    }

    private func sample(
        _ reference: SlotReference, joinedToNext: Bool, into sentence: inout SentenceBuilder, generator: inout SplitMix64,
        depth: Int
    ) {
        let slot = sampleSlot(
            list: lists[reference.list] ?? .wildcard, slot: reference.slot, joinedToNext: joinedToNext, generator: &generator, depth: depth)
        sentence.text += slot.text
        sentence.slots[reference.slot] = slot
    }

    private func sampleSlot(list: SlotList, slot: String, joinedToNext: Bool, generator: inout SplitMix64, depth: Int) -> SampledSlot {
        switch list {
        case .values(let values):
            guard let value = values.randomElement(using: &generator) else {
                return SampledSlot(text: "", value: "", items: [], isWildcard: false)
            }
            var said = SentenceBuilder()
            walk(value.input.expression, into: &said, generator: &generator, depth: depth + 1)
            return SampledSlot(text: Self.collapsingSpaces(said.text), value: value.output, items: [], isWildcard: false)
        case .range(let range):
            let usesWordSpaces = (try? LanguageProfile.forLocale(locale))?.usesWordSpaces ?? true
            let steps = max(0, range.count - 1)
            let number = range.from + max(range.step, 1) * Int.random(in: 0...min(steps, 1_000), using: &generator)
            // In words half the time, but never against the next word in a language of spaced
            // words: no one writes "treskm" (the coin is tossed either way, so that every other
            // sentence of a set stays as it was).
            let inWords = Bool.random(using: &generator) && !(joinedToNext && usesWordSpaces)
            let words = inWords ? NumberParser(language: locale).words(for: number) : nil
            let value = range.multiplier.map { Decimal(number) * $0 } ?? Decimal(number)
            return SampledSlot(text: words ?? String(number), value: "\(value)", items: [], isWildcard: false)
        case .wildcard:
            let pool = wildcardSamples[slot] ?? SampleValues.generic(language: LanguageProfile.languageCode(of: locale))
            let sample = pool.randomElement(using: &generator) ?? "x"
            let text = sample.text(language: locale)
            return SampledSlot(text: text, value: text, items: sample.items, isWildcard: true)
        }
    }

    /// Runs of spaces become one; none at either end.
    static func collapsingSpaces(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " }).joined(separator: " ")
    }
}
