import HarkDefinition
public import HarkLanguage

/// A made-up English grammar of any size, for measuring how matching grows with the number of
/// templates.
///
/// Intent `i` has one template, about a device called ``noun(_:)`` of `i` — a made-up word no
/// other intent uses — after one of a dozen verbs, so that many templates share their first
/// words as real grammars do. A third of the templates take an area from a list of ten, a
/// third a level from a number range, a third free text:
///
/// ```
/// turn on [the] kaka [(in|on) [the] {area}]
/// turn off [my] kalo (to|at) {level} [percent]
/// open [the] kami (with|for) {message}
/// ```
///
/// The first ten intents are the same in every size, so ``sentences`` match in all of them.
public enum SyntheticGrammar {
    static let verbs = [
        "turn on", "turn off", "open", "close", "start", "stop", "show", "check", "play", "find", "set", "add",
    ]
    static let syllables = ["ka", "lo", "mi", "ne", "su", "ta", "ri", "bo", "de", "gu", "pa", "zo"]
    static let areas = [
        "kitchen", "living room", "bedroom", "bathroom", "garage", "garden", "office", "hallway", "attic", "basement",
    ]

    /// The made-up word for intent `index`: two or more syllables, one per base-12 digit.
    public static func noun(_ index: Int) -> String {
        var digits: [Int] = []
        var rest = index
        repeat {
            digits.append(rest % syllables.count)
            rest /= syllables.count
        } while rest > 0
        while digits.count < 2 { digits.append(0) }
        return digits.reversed().map { syllables[$0] }.joined()
    }

    /// The name of intent `index`.
    public static func intentName(_ index: Int) -> String { "Intent\(index)" }

    /// The template of intent `index`.
    public static func template(_ index: Int) -> String {
        let verb = verbs[index % verbs.count]
        let noun = noun(index)
        switch index % 3 {
        case 0: return "\(verb) [the] \(noun) [(in|on) [the] {area}]"
        case 1: return "\(verb) [my] \(noun) (to|at) {level} [percent]"
        default: return "\(verb) [the] \(noun) (with|for) {message}"
        }
    }

    /// A grammar of `templates` intents.
    public static func grammar(templates: Int) throws -> Grammar {
        var intents: [GrammarIntent] = []
        intents.reserveCapacity(templates)
        for index in 0..<templates {
            let template = try Template(parsing: template(index))
            intents.append(GrammarIntent(name: intentName(index), sentences: [GrammarSentence(template: template)]))
        }
        return try Grammar(
            locale: "en",
            intents: intents,
            lists: [
                "area": .values(areas.map { SlotValue($0) }),
                "level": .range(NumberRange(from: 0, to: 100)),
                "message": .wildcard,
            ]
        )
    }

    /// The sentences measured in every size: one for each of the first ten intents, and two that
    /// no template matches. Each comes with the intent it should match, or `nil`.
    public static let sentences: [(text: String, intent: String?)] =
        (0..<10).map { index in
            let verb = verbs[index % verbs.count]
            let noun = noun(index)
            let text =
                switch index % 3 {
                case 0: "\(verb) the \(noun) in the \(areas[index % areas.count])"
                case 1: "\(verb) my \(noun) to \(index * 7) percent"
                default: "\(verb) the \(noun) with a fresh coat of paint"
                }
            return (text, intentName(index))
        } + [
            ("what time is it in tokyo", nil),
            ("turn on the moon lamp in the kitchen", nil),
        ]
}
