public import Foundation
public import HarkDefinition

/// A value as Home Assistant's YAML writes it: in a sentence group's fixed `slots`, a context, a
/// list value's `out`, or a test's expected slots.
///
/// YAML's own typing is kept, because Home Assistant's tests compare with Python's `==`: `50`
/// is a number, `"50"` and `on` text.
public enum HomeAssistantValue: Sendable, Hashable, CustomStringConvertible {
    /// Text: a quoted scalar or a plain one that is no number, boolean or null.
    case text(String)
    /// A plain integer or decimal scalar, such as `50` or `0.5`.
    case number(Decimal)
    /// A plain `true` or `false`.
    case boolean(Bool)
    /// A list of values, such as `domain: [light, switch]`: any one of them.
    case list([HomeAssistantValue])
    /// An empty value or `null`.
    case null

    /// The value as text: `"50"`, `"0.5"`, `"true"`, `"[light, switch]"`, `""` for null.
    public var description: String {
        switch self {
        case .text(let text): text
        case .number(let number): number.homeAssistantText
        case .boolean(let flag): flag ? "true" : "false"
        case .list(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .null: ""
        }
    }

    /// The values this one stands for: a list's elements, or the value itself.
    public var alternatives: [HomeAssistantValue] {
        if case .list(let values) = self { return values }
        return [self]
    }

    /// Whether `text`, a value as a matcher writes it (a list value's output, a number as
    /// digits, a fixed slot), equals this value: text exactly, numbers numerically, a list
    /// when it holds `text`.
    public func matches(_ text: String) -> Bool {
        switch self {
        case .text(let expected): expected == text
        case .number(let expected): Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) == expected
        case .boolean(let expected): text.lowercased() == (expected ? "true" : "false")
        case .list(let values): values.contains { $0.matches(text) }
        case .null: text.isEmpty
        }
    }
}

extension HomeAssistantValue: Codable {
    /// Decodes JSON: a string, a number, a boolean, an array of these, or null.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .boolean(flag)
        } else if let number = try? container.decode(Decimal.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            self = .list(try container.decode([HomeAssistantValue].self))
        }
    }

    /// Encodes the value as the JSON that ``init(from:)`` reads back.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        case .boolean(let flag): try container.encode(flag)
        case .list(let values): try container.encode(values)
        case .null: try container.encodeNil()
        }
    }
}

extension Decimal {
    /// Digits with a `.` decimal point, whatever the process locale: `50`, `0.5`, `-3`.
    var homeAssistantText: String {
        var value = self
        return NSDecimalString(&value, Locale(identifier: "en_US_POSIX"))
    }
}
