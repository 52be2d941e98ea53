public import HarkDefinition

extension HomeAssistantFixtures {
    /// The most forms one templated name may expand into; the rest are dropped.
    static let formLimit = 1_000

    /// Every way a fixture name can be said, as Home Assistant's test runner reads names:
    /// a plain name is itself, trimmed; a name with template syntax (`[the] (TV|television)`)
    /// expands into every sentence it allows, in order, each trimmed and with single spaces.
    ///
    /// A name whose template is broken, or holds slots or rules, counts as plain text.
    public static func spokenForms(of name: String) -> [String] {
        let plain = [collapsingSpaces(name)]
        guard name.contains(where: HomeAssistantParser.templateCharacters.contains),
            let template = try? Template(parsing: name),
            let forms = template.expression.sampledTexts(limit: formLimit)
        else { return plain }
        var seen: Set<String> = []
        return forms.map(collapsingSpaces).filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    static func collapsingSpaces(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension HomeAssistantFixtures.Floor {
    /// The floor's name and every other way it can be said (see ``HomeAssistantFixtures/spokenForms(of:)``).
    public var spokenNames: [String] { HomeAssistantFixtures.spokenForms(of: name) }
}

extension HomeAssistantFixtures.Area {
    /// The area's name and every other way it can be said (see ``HomeAssistantFixtures/spokenForms(of:)``).
    public var spokenNames: [String] { HomeAssistantFixtures.spokenForms(of: name) }
}

extension HomeAssistantFixtures.Entity {
    /// The entity's name and every other way it can be said (see ``HomeAssistantFixtures/spokenForms(of:)``).
    public var spokenNames: [String] { HomeAssistantFixtures.spokenForms(of: name) }
}

extension TemplateExpression {
    /// Every text the expression matches, in hassil's sampling order: alternatives in turn,
    /// `[x]` as `x` then nothing, permutations in every order with their parts joined by a space.
    ///
    /// - Returns: `nil` when the expression holds a slot or a rule, a permutation of more than
    ///   six parts, or would give more than `limit` texts.
    func sampledTexts(limit: Int) -> [String]? {
        switch self {
        case .text(let text):
            return [text]
        case .slot, .rule:
            return nil
        case .sequence(let parts):
            var texts = [""]
            for part in parts {
                guard let tails = part.sampledTexts(limit: limit), texts.count * tails.count <= limit else { return nil }
                texts = texts.flatMap { head in tails.map { head + $0 } }
            }
            return texts
        case .alternatives(let branches):
            var texts: [String] = []
            for branch in branches {
                guard let branchTexts = branch.sampledTexts(limit: limit) else { return nil }
                texts += branchTexts
                if texts.count > limit { return nil }
            }
            return texts
        case .optional(let inner):
            return TemplateExpression.alternatives([inner, .sequence([])]).sampledTexts(limit: limit)
        case .permutation(let parts):
            guard parts.count <= 6 else { return nil }
            var texts: [String] = []
            for order in Self.orders(of: parts.count) {
                let sequence = order.map { parts[$0] }
                var ordered = [""]
                for (position, part) in sequence.enumerated() {
                    guard let tails = part.sampledTexts(limit: limit), ordered.count * tails.count <= limit else { return nil }
                    let separator = position == 0 ? "" : " "
                    ordered = ordered.flatMap { head in tails.map { head + separator + $0 } }
                }
                texts += ordered
                if texts.count > limit { return nil }
            }
            return texts
        }
    }

    /// Every order of `count` indices, first the written one.
    private static func orders(of count: Int) -> [[Int]] {
        guard count > 1 else { return [Array(0..<count)] }
        return (0..<count).flatMap { first in
            orders(of: count - 1).map { rest in [first] + rest.map { $0 >= first ? $0 + 1 : $0 } }
        }
    }
}
