internal import HarkDefinition

/// Writes the enumeration for a custom type: one case per value, its synonyms per locale and how
/// the assistant says each value.
///
/// ```text
/// public enum PizzaKind: String, IntentValue, CaseIterable, Sendable, Hashable, Codable {
///     case margherita
///     public static let synonyms: [PizzaKind: [String: [String]]] = […]
///     public func displayName(locale: String) -> String
/// }
/// ```
struct TypeGenerator {
    var type: CustomTypeDefinition
    var file: DefinitionFile

    private var typeName: String { SwiftName.escaped(type.name) }

    func write(into writer: inout SwiftWriter) {
        if let displayName = file.documentationText(type.displayName) {
            writer.doc("The values of \"\(displayName)\" (`\(type.name)` in `\(file.fileName)`).")
        } else {
            writer.doc("The values of `\(type.name)`, from `\(file.fileName)`.")
        }
        writer.doc(
            """

            A parameter of this type holds ``ParameterValue/enumeration(_:)`` with the case's name.
            """)
        writer.block("public enum \(typeName): String, IntentValue, CaseIterable, Sendable, Hashable, Codable") { writer in
            for value in type.values {
                if let words = file.documentationLocale.flatMap({ value.synonyms[$0] }), !words.isEmpty {
                    writer.doc(words.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
                }
                writer.line("case \(SwiftName.escaped(value.identifier))")
            }
            if !type.displayName.isEmpty {
                writer.separator()
                writer.doc("How the assistant names the type itself, per locale.")
                writer.line("public static let typeDisplayName: LocalizedString = [")
                writer.indented { writer in
                    for (locale, name) in type.displayName.sorted(by: { $0.key < $1.key }) {
                        writer.line("\(SwiftLiteral.string(locale)): \(SwiftLiteral.string(name)),")
                    }
                }
                writer.line("]")
            }
            writer.separator()
            writeSynonyms(into: &writer)
            writer.separator()
            writer.doc(
                """
                How the assistant says the value in `locale`: its first synonym for the locale, else
                for the locale's language, else in English, else in any locale; the case's name when
                there is no synonym at all.
                """)
            writer.block("public func displayName(locale: String) -> String") { writer in
                writer.line("LocalizedString((Self.synonyms[self] ?? [:]).compactMapValues(\\.first)).value(for: locale) ?? rawValue")
            }
        }
    }

    private func writeSynonyms(into writer: inout SwiftWriter) {
        writer.doc("The words for each value per locale; the first is how the assistant says the value.")
        guard !type.values.isEmpty else {
            writer.line("public static let synonyms: [\(typeName): [String: [String]]] = [:]")
            return
        }
        // One line per value, unless a value needs more room: then one line per locale for all.
        let entries = type.values.map { value in
            let words = value.synonyms.sorted { $0.key < $1.key }
                .map { "\(SwiftLiteral.string($0.key)): \(SwiftLiteral.stringArray($0.value))" }
            return (key: "." + SwiftName.escaped(value.identifier), words: words)
        }
        let oneLine = entries.map { "\($0.key): [" + ($0.words.isEmpty ? ":" : $0.words.joined(separator: ", ")) + "]," }
        writer.line("public static let synonyms: [\(typeName): [String: [String]]] = [")
        writer.indented { writer in
            if oneLine.allSatisfy({ $0.count <= 100 }) {
                for line in oneLine { writer.line(line) }
                return
            }
            for entry in entries {
                writer.line("\(entry.key): [")
                writer.indented { writer in
                    for word in entry.words { writer.line(word + ",") }
                    if entry.words.isEmpty { writer.line(":") }
                }
                writer.line("],")
            }
        }
        writer.line("]")
    }
}
