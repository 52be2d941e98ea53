import HarkDefinition

/// A ``SlotList`` prepared for matching: values in a trie, a range with its number words, or a wildcard.
enum CompiledList: Sendable {
    case values(CompiledValues)
    case range(CompiledRange)
    case wildcard

    /// Compiles `list`; value templates may use `rules`.
    ///
    /// - Throws: `PhraseExpansion.Failure` for a value whose template holds a slot, an unknown or
    ///   recursive rule, or too many phrases.
    init(_ list: SlotList, profile: LanguageProfile, rules: [String: Template]) throws(PhraseExpansion.Failure) {
        switch list {
        case .values(let values):
            self = .values(try CompiledValues(values, profile: profile, rules: rules))
        case .range(let range):
            self = .range(CompiledRange(range, profile: profile))
        case .wildcard:
            self = .wildcard
        }
    }

    /// Compiles a list supplied at match time, leaving out values that cannot be compiled.
    init(lenient list: SlotList, profile: LanguageProfile, rules: [String: Template]) {
        switch list {
        case .values(let values):
            self = .values(CompiledValues(lenient: values, profile: profile, rules: rules))
        case .range(let range):
            self = .range(CompiledRange(range, profile: profile))
        case .wildcard:
            self = .wildcard
        }
    }
}

/// A list's values and the trie of every phrase that says one of them.
final class CompiledValues: Sendable {
    let values: [SlotValue]
    let trie: ValueTrie

    init(_ values: [SlotValue], profile: LanguageProfile, rules: [String: Template]) throws(PhraseExpansion.Failure) {
        var phrases: [(bytes: [UInt8], id: Int32)] = []
        var expansion = PhraseExpansion(rules: rules)
        for (id, value) in values.enumerated() {
            for phrase in try Self.phrases(of: value, expansion: &expansion) {
                phrases.append((profile.matchingBytes(phrase), Int32(id)))
            }
        }
        self.values = values
        self.trie = ValueTrie(phrases)
    }

    init(lenient values: [SlotValue], profile: LanguageProfile, rules: [String: Template]) {
        var phrases: [(bytes: [UInt8], id: Int32)] = []
        var expansion = PhraseExpansion(rules: rules)
        for (id, value) in values.enumerated() {
            guard let spoken = try? Self.phrases(of: value, expansion: &expansion) else { continue }
            for phrase in spoken {
                phrases.append((profile.matchingBytes(phrase), Int32(id)))
            }
        }
        self.values = values
        self.trie = ValueTrie(phrases)
    }

    private static func phrases(of value: SlotValue, expansion: inout PhraseExpansion) throws(PhraseExpansion.Failure) -> [String] {
        if case .text(let text) = value.input.expression { return [text] }
        return try expansion.phrases(of: value.input.expression)
    }
}
