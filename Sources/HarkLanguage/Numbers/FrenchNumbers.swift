import Foundation

/// French number words: "vingt et un", "soixante-dix", "quatre-vingt-dix-neuf", "deux cents".
///
/// Reading also accepts the Belgian and Swiss septante, huitante, octante and nonante.
struct FrenchNumbers: NumberSpelling {
    static let units = [
        "zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
        "onze", "douze", "treize", "quatorze", "quinze", "seize",
    ]
    static let tens = ["", "dix", "vingt", "trente", "quarante", "cinquante", "soixante"]

    /// Normalized words (accents folded) and what they add.
    static let atoms: [String: NumberAtom] = {
        var atoms: [String: NumberAtom] = [
            "zero": .value(0), "une": .value(1), "vingts": .value(20), "septante": .value(70),
            "huitante": .value(80), "octante": .value(80), "nonante": .value(90),
            "cent": .hundred, "cents": .hundred, "mille": .thousand, "mil": .thousand,
            "million": .million, "millions": .million, "et": .and,
        ]
        for (value, word) in units.enumerated() where value > 0 { atoms[word] = .value(value) }
        for (index, word) in tens.enumerated() where !word.isEmpty { atoms[word] = .value(index * 10) }
        return atoms
    }()

    func parse(_ normalized: String) -> Decimal? {
        let words = normalized.split(separator: " ")
        var atoms: [NumberAtom] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            // "quatre-vingts" is eighty, not four twenties added up.
            if word == "quatre", index + 1 < words.count, words[index + 1] == "vingt" || words[index + 1] == "vingts" {
                atoms.append(.value(80))
                index += 2
                continue
            }
            guard let atom = Self.atoms[String(word)] ?? DigitAtom.atom(word) else { return nil }
            atoms.append(atom)
            index += 1
        }
        return NumberAtom.sum(atoms, grammar: .init(vigesimal: true)).map { Decimal($0) }
    }

    func mayBeInNumber(_ word: Substring) -> Bool {
        Self.atoms[String(word)] != nil  // "quatre" and "vingt", read together as eighty, are atoms too
    }

    func words(for number: Int) -> String {
        if number == 0 { return Self.units[0] }
        var parts: [String] = []
        let thousands = number / 1000
        if thousands == 1 {
            parts.append("mille")
        } else if thousands > 1 {
            parts.append(below1000(thousands, isFinal: false) + " mille")
        }
        if number % 1000 > 0 {
            parts.append(below1000(number % 1000, isFinal: true))
        }
        return parts.joined(separator: " ")
    }

    /// The Belgian and Swiss septante and nonante, and huitante (Switzerland).
    func alternativeWords(for number: Int) -> [String] {
        let main = words(for: number)
        let swiss =
            main
            .replacingFirst("soixante-dix", with: "septante")
            .replacingFirst("soixante et onze", with: "septante et un")
            .replacingFirst("quatre-vingt-dix", with: "nonante")
            .replacingFirst("quatre-vingt-onze", with: "nonante et un")
        return swiss == main ? [] : [swiss]
    }

    /// 1…999; "cents" and "quatre-vingts" take their s only at the end of the number.
    private func below1000(_ number: Int, isFinal: Bool) -> String {
        var parts: [String] = []
        let hundreds = number / 100
        let rest = number % 100
        if hundreds == 1 {
            parts.append("cent")
        } else if hundreds > 1 {
            parts.append(Self.units[hundreds] + (rest == 0 && isFinal ? " cents" : " cent"))
        }
        if rest > 0 {
            parts.append(below100(rest, isFinal: isFinal))
        }
        return parts.joined(separator: " ")
    }

    private func below100(_ number: Int, isFinal: Bool) -> String {
        if number <= 16 { return Self.units[number] }
        if number < 20 { return "dix-" + Self.units[number - 10] }
        if number == 80 { return isFinal ? "quatre-vingts" : "quatre-vingt" }
        let (ten, rest) = number < 60 ? (number / 10 * 10, number % 10) : (number / 20 * 20, number % 20)
        let tenWord = ten == 80 ? "quatre-vingt" : Self.tens[ten / 10]
        switch rest {
        case 0: return tenWord
        case 1 where ten != 80: return tenWord + " et un"
        case 11 where ten == 60: return tenWord + " et onze"
        default: return tenWord + "-" + below100(rest, isFinal: isFinal)
        }
    }
}
