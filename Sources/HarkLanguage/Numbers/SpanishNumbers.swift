import Foundation

/// Spanish number words: "veintidós", "treinta y dos", "ciento cinco", "dos mil".
struct SpanishNumbers: NumberSpelling {
    static let units = [
        "cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
        "once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho",
        "diecinueve", "veinte", "veintiuno", "veintidós", "veintitrés", "veinticuatro",
        "veinticinco", "veintiséis", "veintisiete", "veintiocho", "veintinueve",
    ]
    static let tens = ["", "", "veinte", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"]
    static let hundreds = [
        "", "ciento", "doscientos", "trescientos", "cuatrocientos", "quinientos", "seiscientos",
        "setecientos", "ochocientos", "novecientos",
    ]

    /// Normalized words (accents folded) and what they add.
    static let atoms: [String: NumberAtom] = {
        let normalizer = TextNormalizer(language: "es")
        var atoms: [String: NumberAtom] = [
            "un": .value(1), "una": .value(1), "veintiun": .value(21), "veintiuna": .value(21),
            "cien": .value(100), "mil": .thousand, "millon": .million, "millones": .million,
            "y": .and,
        ]
        for (value, word) in units.enumerated() { atoms[normalizer.normalize(word)] = .value(value) }
        for (index, word) in tens.enumerated() where !word.isEmpty { atoms[word] = .value(index * 10) }
        for (index, word) in hundreds.enumerated() where !word.isEmpty {
            atoms[word] = .value(index * 100)
            if index > 1 { atoms[String(word.dropLast(2)) + "as"] = .value(index * 100) }  // doscientas
        }
        return atoms
    }()

    func parse(_ normalized: String) -> Decimal? {
        var atoms: [NumberAtom] = []
        for word in normalized.split(separator: " ") {
            guard let atom = Self.atoms[String(word)] ?? DigitAtom.atom(word) else { return nil }
            atoms.append(atom)
        }
        return NumberAtom.sum(atoms, grammar: .init()).map { Decimal($0) }
    }

    func mayBeInNumber(_ word: Substring) -> Bool {
        Self.atoms[String(word)] != nil
    }

    func words(for number: Int) -> String {
        if number == 0 { return Self.units[0] }
        var parts: [String] = []
        let thousands = number / 1000
        if thousands == 1 {
            parts.append("mil")
        } else if thousands > 1 {
            parts.append(Self.apocopated(below1000(thousands)) + " mil")
        }
        if number % 1000 > 0 {
            parts.append(below1000(number % 1000))
        }
        return parts.joined(separator: " ")
    }

    /// "veintiuno" before a noun or "mil" is "veintiún"; "uno" is "un".
    static func apocopated(_ words: String) -> String {
        if words.hasSuffix("veintiuno") { return String(words.dropLast(3)) + "ún" }
        if words.hasSuffix("uno") { return String(words.dropLast(1)) }
        return words
    }

    /// "un" and "una" for 1, "veintiún" for 21, as before a noun ("una manzana").
    func alternativeWords(for number: Int) -> [String] {
        let main = words(for: number)
        let short = Self.apocopated(main)
        var forms = short == main ? [] : [short]
        if main.hasSuffix("uno") { forms.append(String(main.dropLast(1)) + "a") }
        return forms
    }

    private func below1000(_ number: Int) -> String {
        if number == 100 { return "cien" }
        var parts: [String] = []
        if number >= 100 {
            parts.append(Self.hundreds[number / 100])
        }
        let rest = number % 100
        if rest >= 30 {
            let unit = rest % 10
            parts.append(Self.tens[rest / 10] + (unit > 0 ? " y " + Self.units[unit] : ""))
        } else if rest > 0 {
            parts.append(Self.units[rest])
        }
        return parts.joined(separator: " ")
    }
}
