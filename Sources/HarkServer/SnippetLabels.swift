import Foundation
import HarkDefinition

/// How a card names the values of a response, in a locale: the response property's
/// `displayName`, else the intent parameter's of the same name, else its custom type's, else the
/// name in words ("orderNumber" → "order number"). Values come in the definition's order:
/// response properties, then parameters, then any others by name.
struct SnippetLabels {
    var intent: IntentDefinition?
    var file: DefinitionFile?
    var locale: String

    /// The label of the value called `name`.
    func label(of name: String) -> String {
        let definitions = [intent?.response.properties.first { $0.name == name }, intent?.parameter(named: name)].compactMap { $0 }
        for definition in definitions {
            if let label = localized(definition.displayName) { return label }
        }
        for definition in definitions {
            if case .custom(let type) = definition.type, let label = file?.type(named: type).flatMap({ localized($0.displayName) }) {
                return label
            }
        }
        return Self.words(of: name)
    }

    /// `names` in the definition's order.
    func ordered(_ names: [String]) -> [String] {
        let order = (intent?.response.properties.map(\.name) ?? []) + (intent?.parameters.map(\.name) ?? [])
        return names.sorted { (order.firstIndex(of: $0) ?? .max, $0) < (order.firstIndex(of: $1) ?? .max, $1) }
    }

    private func localized(_ table: [String: String]) -> String? {
        let language = String(locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
        return table[locale] ?? table[language]
    }

    /// "orderNumber" → "order number".
    static func words(of identifier: String) -> String {
        var words = ""
        for character in identifier {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(contentsOf: character.lowercased())
        }
        return words
    }
}
