import Foundation
public import Hark
public import HarkDefinition

/// Says parameter values and fills templates in the assistant language: lists joined with the
/// language's words, enumerations by their localized synonym, `TaskStatus` and `Boolean` in words,
/// numbers with the language's separators (``NumberFormat``: "58,900", "58.900", "0,92").
public struct ValueRenderer: Sendable {
    /// The assistant language.
    public var locale: String
    /// The definition file whose types name enumeration values.
    public var file: DefinitionFile?

    public init(locale: String, file: DefinitionFile? = nil) {
        self.locale = locale
        self.file = file
    }

    /// `value` as the assistant says it.
    public func text(of value: ParameterValue) -> String {
        switch value {
        case .list(let items):
            return SpokenList.join(items.map(text(of:)), .and, locale: locale)
        case .enumeration(let identifier):
            return enumerationText(identifier)
        case .boolean(let flag):
            return (flag ? Wording.yes : Wording.no).text(in: locale)
        case .task(let task):
            return task.title.spokenPhrase
        case .integer(let number):
            return NumberFormat(locale: locale).text(of: number)
        case .decimal(let number):
            return NumberFormat(locale: locale).text(of: number)
        case .currencyAmount(let money):
            return "\(NumberFormat(locale: locale).text(of: money.amount)) \(money.currencyCode)"
        default:
            return value.displayText
        }
    }

    /// `template` with each `{name}` replaced by the value of that name in `values` (or
    /// `extra`), or `nil` when a placeholder has no value: the caller then says a generic phrase
    /// rather than a sentence with a hole.
    public func renderIfComplete(_ template: String, values: [String: ParameterValue], extra: [String: String] = [:]) -> String? {
        let names = Self.placeholders(in: template)
        guard names.allSatisfy({ extra[$0] != nil || values[$0] != nil }) else { return nil }
        return render(template, values: values, extra: extra)
    }

    /// The names of the `{name}` placeholders in `template`.
    static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// `template` with each `{name}` replaced by the value of that name in `values`; a
    /// placeholder without a value is dropped with the space before it.
    public func render(_ template: String, values: [String: ParameterValue], extra: [String: String] = [:]) -> String {
        var output = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            output += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                output += rest[open...]
                rest = ""
                break
            }
            let name = String(rest[rest.index(after: open)..<close])
            if let replacement = extra[name] ?? values[name].map(text(of:)) {
                output += replacement
            } else if output.last == " " {
                output.removeLast()
            }
            rest = rest[rest.index(after: close)...]
        }
        output += rest
        return output
    }

    private func enumerationText(_ identifier: String) -> String {
        switch identifier {
        case "completed": return Wording.statusCompleted.text(in: locale)
        case "notCompleted": return Wording.statusNotCompleted.text(in: locale)
        default: break
        }
        let language = Wording.language(of: locale)
        for type in file?.types ?? [] {
            if let value = type.values.first(where: { $0.identifier == identifier }) {
                return value.synonyms[locale]?.first ?? value.synonyms[language]?.first ?? value.synonyms["en"]?.first ?? identifier
            }
        }
        return identifier
    }
}

/// A text per locale from a definition file's `[locale: text]` table: the exact locale, its
/// language, or `nil` when the definition lacks it (the caller falls back to a ``Wording``).
func localized(_ table: [String: String], _ locale: String) -> String? {
    table[locale] ?? table[Wording.language(of: locale)]
}
