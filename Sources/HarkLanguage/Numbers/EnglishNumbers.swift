import Foundation

/// English number words: "twenty-one", "a hundred and five", "two thousand".
struct EnglishNumbers: NumberSpelling {
    static let units = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen",
    ]
    static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    static let atoms: [String: NumberAtom] = {
        var atoms: [String: NumberAtom] = ["hundred": .hundred, "thousand": .thousand, "million": .million, "and": .and]
        for (value, word) in units.enumerated() { atoms[word] = .value(value) }
        for (index, word) in tens.enumerated() where !word.isEmpty { atoms[word] = .value(index * 10) }
        atoms["fourty"] = .value(40)  // a common misspelling
        return atoms
    }()

    func parse(_ normalized: String) -> Decimal? {
        let words = normalized.split(separator: " ")
        var atoms: [NumberAtom] = []
        for (index, word) in words.enumerated() {
            if word == "a" || word == "an" {
                // "a hundred", "a thousand": only before a multiplier.
                let next = index + 1 < words.count ? Self.atoms[String(words[index + 1])] : nil
                guard next == .hundred || next == .thousand || next == .million else { return nil }
                atoms.append(.value(1))
            } else if let atom = Self.atoms[String(word)] ?? DigitAtom.atom(word) {
                atoms.append(atom)
            } else {
                return nil
            }
        }
        return NumberAtom.sum(atoms, grammar: .init()).map { Decimal($0) }
    }

    func mayBeInNumber(_ word: Substring) -> Bool {
        word == "a" || word == "an" || Self.atoms[String(word)] != nil
    }

    func words(for number: Int) -> String {
        if number == 0 { return Self.units[0] }
        var parts: [String] = []
        if number >= 1000 {
            parts.append(below1000(number / 1000) + " thousand")
        }
        if number % 1000 > 0 {
            parts.append(below1000(number % 1000))
        }
        return parts.joined(separator: " ")
    }

    /// Forms people also say: "a hundred", "one hundred and five", "twenty one".
    func alternativeWords(for number: Int) -> [String] {
        var forms: [String] = []
        let main = words(for: number)
        if (100...199).contains(number % 1000), number < 1000 {
            forms.append("a" + main.dropFirst("one".count))
        }
        if number % 100 != 0, number % 1000 > 100 {
            let hundreds = below1000(number % 1000 / 100 * 100)
            forms.append(main.replacingFirst(hundreds + " ", with: hundreds + " and "))
        }
        return forms
    }

    private func below1000(_ number: Int) -> String {
        var parts: [String] = []
        if number >= 100 {
            parts.append(Self.units[number / 100] + " hundred")
        }
        let rest = number % 100
        if rest >= 20 {
            let unit = rest % 10
            parts.append(Self.tens[rest / 10] + (unit > 0 ? "-" + Self.units[unit] : ""))
        } else if rest > 0 {
            parts.append(Self.units[rest])
        }
        return parts.joined(separator: " ")
    }
}
