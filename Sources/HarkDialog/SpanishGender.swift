/// The grammatical gender and number of a Spanish noun phrase, guessed from its head noun (the
/// first word) so the words around it can agree: "leche" is feminine, "panes" masculine plural.
///
/// Endings decide most nouns (-a, -ción, -dad … feminine; -o, and most others, masculine); the
/// common exceptions a list holds — groceries, household things — are listed.
enum SpanishGender: Equatable {
    case masculine, feminine, masculinePlural, femininePlural

    /// "hecho", "hecha", "hechos", "hechas": a completed task, agreeing.
    var completed: String {
        switch self {
        case .masculine: "hecho"
        case .feminine: "hecha"
        case .masculinePlural: "hechos"
        case .femininePlural: "hechas"
        }
    }

    static func of(_ phrase: String) -> SpanishGender {
        let words = phrase.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" })
        guard var noun = words.first.map(String.init) else { return .masculine }
        if ["el", "los", "un", "unos"].contains(noun), words.count > 1 { noun = String(words[1]) }
        if ["la", "las", "una", "unas"].contains(noun), words.count > 1 { noun = String(words[1]) }
        let plural = noun.count > 3 && noun.hasSuffix("s") && !singularEndingInS.contains(noun)
        let singular = plural ? singularForm(of: noun) : noun
        let feminine = isFeminine(singular)
        switch (feminine, plural) {
        case (false, false): return .masculine
        case (true, false): return .feminine
        case (false, true): return .masculinePlural
        case (true, true): return .femininePlural
        }
    }

    private static func singularForm(of plural: String) -> String {
        if plural.hasSuffix("ces") { return String(plural.dropLast(3)) + "z" }
        if plural.hasSuffix("iones") { return String(plural.dropLast(5)) + "ión" }
        if plural.hasSuffix("es"), let before = plural.dropLast(2).last, !"aeiouáéíóú".contains(before) {
            return String(plural.dropLast(2))
        }
        return String(plural.dropLast())
    }

    private static func isFeminine(_ noun: String) -> Bool {
        if masculineWords.contains(noun) { return false }
        if feminineWords.contains(noun) { return true }
        for ending in ["a", "á", "ión", "dad", "tad", "tud", "umbre", "ie", "is"] where noun.hasSuffix(ending) {
            return !(ending == "a" && (noun.hasSuffix("ma") && noun.count > 4))
        }
        return false
    }

    /// Feminine nouns whose ending does not say so.
    private static let feminineWords: Set<String> = [
        "leche", "carne", "sal", "miel", "col", "coliflor", "nuez", "flor", "llave", "calle", "clase", "noche", "nube",
        "fuente", "gente", "parte", "sangre", "nieve", "piel", "luz", "voz", "cruz", "mujer", "imagen", "pared", "red",
        "mano", "foto", "moto", "radio", "lejía", "servilleta", "sartén", "tarde", "torre", "fe", "ley", "vez", "paz",
        "lombriz", "perdiz", "raíz", "codorniz", "acelga", "mostaza", "crema", "mantequilla", "margarina",
    ]

    /// Masculine nouns ending in -a, and others that look feminine.
    private static let masculineWords: Set<String> = [
        "día", "mapa", "sofá", "planeta", "problema", "programa", "sistema", "tema", "idioma", "clima", "pijama", "cometa",
        "aguacate", "tomate", "chocolate", "café", "té", "pan", "arroz", "maíz", "jabón", "champú", "pie", "diente",
        "análisis", "lunes", "martes", "paraguas", "avión", "camión", "gorrión", "sarampión", "guion",
    ]

    /// Singular nouns that end in -s.
    private static let singularEndingInS: Set<String> = [
        "análisis", "lunes", "martes", "miércoles", "jueves", "viernes", "paraguas", "tenis", "crisis", "dosis", "atlas",
        "mies", "gas", "mes", "país", "autobús", "anís", "adiós", "compás", "cutis",
    ]
}
