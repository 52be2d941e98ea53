import HarkDefinition

/// Every phrase a list value's template can say: `"[the] kitchen light"` → `"the kitchen light"`,
/// `" kitchen light"`. List values are matched through a trie of these phrases.
struct PhraseExpansion {
    /// Why a value's template cannot be expanded.
    enum Failure: Error {
        case containsSlot(String)
        case unknownRule(String)
        case recursiveRule([String])
        case tooManyPhrases
    }

    /// The most phrases one value may expand to.
    static let limit = 4096

    let rules: [String: Template]
    private var ruleStack: [String] = []

    init(rules: [String: Template]) {
        self.rules = rules
    }

    /// The phrases of `expression`, unnormalized, in template order.
    mutating func phrases(of expression: TemplateExpression) throws(Failure) -> [String] {
        switch expression {
        case .text(let text):
            return [text]
        case .sequence(let parts):
            var phrases = [""]
            for part in parts {
                phrases = try Self.product(phrases, try self.phrases(of: part), separator: "")
            }
            return phrases
        case .alternatives(let branches):
            var phrases: [String] = []
            for branch in branches {
                phrases += try self.phrases(of: branch)
                guard phrases.count <= Self.limit else { throw .tooManyPhrases }
            }
            return phrases
        case .optional(let inner):
            return try phrases(of: inner) + [""]
        case .permutation(let parts):
            guard parts.count <= Permutations.maximumParts else { throw .tooManyPhrases }
            let partPhrases = try parts.map { (part) throws(Failure) in try self.phrases(of: part) }
            var phrases: [String] = []
            for order in Permutations.orders(of: parts.count) {
                var ordered = [""]
                for index in order {
                    ordered = try Self.product(ordered, partPhrases[index], separator: " ")
                }
                phrases += ordered
                guard phrases.count <= Self.limit else { throw .tooManyPhrases }
            }
            return phrases
        case .slot(let reference):
            throw .containsSlot(reference.templateSource)
        case .rule(let name):
            guard let rule = rules[name] else { throw .unknownRule(name) }
            guard !ruleStack.contains(name) else { throw .recursiveRule(ruleStack + [name]) }
            ruleStack.append(name)
            defer { ruleStack.removeLast() }
            return try phrases(of: rule.expression)
        }
    }

    private static func product(_ heads: [String], _ tails: [String], separator: String) throws(Failure) -> [String] {
        guard heads.count * tails.count <= limit else { throw .tooManyPhrases }
        var result: [String] = []
        result.reserveCapacity(heads.count * tails.count)
        for head in heads {
            for tail in tails {
                result.append(head.isEmpty ? tail : head + separator + tail)
            }
        }
        return result
    }
}
