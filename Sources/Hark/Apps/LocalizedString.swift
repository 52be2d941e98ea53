import Foundation

/// A text in several languages, keyed by locale identifier (`en`, `es`, `fr-CA`, `ja`, `ar`).
public struct LocalizedString: Sendable, Hashable, Codable, ExpressibleByDictionaryLiteral {
    /// The text per locale identifier.
    public var values: [String: String]

    public init(_ values: [String: String]) {
        self.values = values
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.values = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// The text for `locale`: the exact locale, else its language (`fr` for `fr-CA`), else a
    /// regional variant of the language, else English, else any text there is.
    public func value(for locale: String) -> String? {
        let normalized = locale.replacingOccurrences(of: "_", with: "-")
        if let exact = values[normalized] { return exact }
        let language = normalized.split(separator: "-").first.map(String.init) ?? normalized
        if let byLanguage = values[language] { return byLanguage }
        if let variant = values.keys.sorted().first(where: { $0.hasPrefix(language + "-") }) {
            return values[variant]
        }
        return values["en"] ?? values.keys.sorted().first.flatMap { values[$0] }
    }

    /// Whether there is a text for `locale` itself or for its language.
    public func hasValue(for locale: String) -> Bool {
        let normalized = locale.replacingOccurrences(of: "_", with: "-")
        let language = normalized.split(separator: "-").first.map(String.init) ?? normalized
        return values[normalized] != nil || values[language] != nil
    }

    public init(from decoder: any Decoder) throws {
        self.values = try decoder.singleValueContainer().decode([String: String].self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }
}
