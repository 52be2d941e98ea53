import Foundation

/// Several values said as one phrase, the way each language joins them: "rice, onions and
/// olives", "arroz, cebollas y aceitunas", "riz, oignons et olives", "米、玉ねぎとオリーブ",
/// "أرز وبصل وزيتون"; and the same with "or" for options.
public enum SpokenList {
    /// How the items are joined.
    public enum Conjunction: Sendable {
        case and, or
    }

    /// The items as one phrase in `locale`'s language.
    public static func join(_ items: [String], _ conjunction: Conjunction = .and, locale: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        let language = Wording.language(of: locale)
        let last = items[items.count - 1]
        let rest = items.dropLast()
        switch language {
        case "ja":
            return rest.joined(separator: "、") + (conjunction == .and ? "と" : "か") + last
        case "ar":
            if conjunction == .and {
                return items.dropFirst().reduce(items[0]) { $0 + " و" + $1 }
            }
            return rest.joined(separator: "، ") + " أو " + last
        case "es":
            let word: String
            if conjunction == .and {
                word = startsWithSound(last, ["i", "hi"], unless: ["hie", "hia"]) ? "e" : "y"
            } else {
                word = startsWithSound(last, ["o", "ho"], unless: []) ? "u" : "o"
            }
            return rest.joined(separator: ", ") + " \(word) " + last
        case "fr":
            return rest.joined(separator: ", ") + (conjunction == .and ? " et " : " ou ") + last
        default:
            return rest.joined(separator: ", ") + (conjunction == .and ? " and " : " or ") + last
        }
    }

    /// A name followed by values, as a title is written in `locale`'s language: "Show rate:
    /// bitcoin", "Afficher le taux : bitcoin", "レートを表示：ビットコイン", "Buscar elementos:
    /// Grocery Store, lista"; the name alone when there are no values.
    public static func titled(_ name: String, values: [String], locale: String) -> String {
        guard !values.isEmpty else { return name }
        switch Wording.language(of: locale) {
        case "ja": return name + "：" + values.joined(separator: "、")
        case "ar": return name + ": " + values.joined(separator: "، ")
        case "fr": return name + " : " + values.joined(separator: ", ")
        default: return name + ": " + values.joined(separator: ", ")
        }
    }

    /// Words quoted as `locale`'s language quotes them: “add milk”, «añade leche», « ajoute du
    /// lait », 「牛乳を追加」, «أضف حليب».
    public static func quoted(_ text: String, locale: String) -> String {
        switch Wording.language(of: locale) {
        case "ja": return "「" + text + "」"
        case "fr": return "« " + text + " »"
        case "es", "ar": return "«" + text + "»"
        default: return "“" + text + "”"
        }
    }

    /// Items listed one after the other, without a conjunction: "a, b, c", "a、b、c", "a، b، c";
    /// with `strong`, as separate items that may hold commas themselves: "a; b; c".
    public static func series(_ items: [String], strong: Bool = false, locale: String) -> String {
        switch Wording.language(of: locale) {
        case "ja": return items.joined(separator: "、")
        case "ar": return items.joined(separator: strong ? "؛ " : "، ")
        default: return items.joined(separator: strong ? "; " : ", ")
        }
    }

    /// Several sentences said one after the other: with a space between them, except in
    /// Japanese, which puts none.
    public static func sentences(_ sentences: [String], locale: String) -> String {
        sentences.joined(separator: Wording.language(of: locale) == "ja" ? "" : " ")
    }

    /// Whether `word` begins with one of `prefixes` (ignoring case and accents) and none of `exceptions`.
    private static func startsWithSound(_ word: String, _ prefixes: [String], unless exceptions: [String]) -> Bool {
        let folded = word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return prefixes.contains { folded.hasPrefix($0) } && !exceptions.contains { folded.hasPrefix($0) }
    }
}
