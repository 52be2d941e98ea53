/// One piece of a number spelled in words, and how the pieces add up.
enum NumberAtom: Sendable, Hashable {
    /// A value that adds to what came before: units, teens, tens, or a whole hundred that some
    /// languages spell in one word (Spanish "doscientos", Arabic "ثلاثمئة").
    case value(Int)
    /// Multiplies what came before by 100, or stands for 100 alone ("two hundred", "cent").
    case hundred
    /// Multiplies what came before by 1,000, or stands for 1,000 alone.
    case thousand
    /// Multiplies what came before by 1,000,000.
    case million
    /// A conjunction inside a number: "and", "y", "et", "و".
    case and

    /// Language habits the sum must allow.
    struct Grammar: Sendable {
        /// French: 10–19 after 60 and 80 ("soixante-dix", "quatre-vingt-onze"), and 7–9 after 10
        /// ("dix-sept").
        var vigesimal = false
        /// Arabic: units before tens after "و" ("خمسة وعشرون"), and 10 after a unit without it
        /// ("ثلاثة عشر").
        var unitsBeforeTens = false
    }

    /// The number the atoms spell, or nil when they do not spell one number.
    static func sum(_ atoms: [NumberAtom], grammar: Grammar) -> Int? {
        guard !atoms.isEmpty, atoms.last != .and, atoms.first != .and else { return nil }
        if atoms.contains(.value(0)) {
            return atoms == [.value(0)] ? 0 : nil
        }
        var total = 0  // thousands and millions
        var current = 0  // below a thousand
        var afterAnd = false
        var previous: NumberAtom?
        for atom in atoms {
            defer { previous = atom }
            switch atom {
            case .and:
                guard previous != .and else { return nil }
                afterAnd = true
                continue
            case .value(let value):
                guard let sum = adding(value, to: current, afterAnd: afterAnd, grammar: grammar)
                else { return nil }
                current = sum
            case .hundred:
                guard current < 100 else { return nil }
                current = max(current, 1) * 100
            case .thousand:
                guard total % 1_000_000 == 0, current < 1000 else { return nil }
                total += max(current, 1) * 1000
                current = 0
            case .million:
                guard total == 0, current < 1000 else { return nil }
                total = max(current, 1) * 1_000_000
                current = 0
            }
            afterAnd = false
        }
        return total + current
    }

    /// `current` with `value` added, if the language says numbers in that order.
    private static func adding(_ value: Int, to current: Int, afterAnd: Bool, grammar: Grammar) -> Int? {
        if value >= 100 {
            return current == 0 ? value : nil
        }
        let low = current % 100
        if low == 0 {
            return current + value
        }
        let isTens = value % 10 == 0 && value >= 20
        // "twenty one", "treinta y dos", "vingt et un", "quatre-vingt-dix-neuf"
        if low >= 20, low % 10 == 0, (1...9).contains(value) {
            return current + value
        }
        if grammar.vigesimal {
            if low == 60 || low == 80, (10...19).contains(value) { return current + value }
            if low == 10, (7...9).contains(value) { return current + value }
        }
        if grammar.unitsBeforeTens, (1...9).contains(low) {
            if isTens, afterAnd { return current + value }
            if value == 10, !afterAnd { return current + value }
        }
        return nil
    }
}
