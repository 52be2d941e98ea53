import Foundation
public import HarkDefinition
package import Yams

extension HomeAssistantParser {
    /// A value with YAML's typing kept: a plain `50` is a number, a quoted `"50"` text.
    mutating func value(_ node: Node, _ what: @autoclosure () -> String) -> HomeAssistantValue? {
        switch node {
        case .scalar(let scalar):
            guard scalar.style == .plain || scalar.style == .any else { return .text(scalar.string) }
            switch node.tagName {
            case .null:
                return .null
            case .bool:
                return node.bool.map(HomeAssistantValue.boolean) ?? .text(scalar.string)
            case .int, .float:
                let digits = scalar.string.replacingOccurrences(of: "_", with: "")
                return Decimal(string: digits, locale: Locale(identifier: "en_US_POSIX")).map(HomeAssistantValue.number)
                    ?? .text(scalar.string)
            default:
                return .text(scalar.string)
            }
        case .sequence(let sequence):
            let description = what()
            return .list(sequence.compactMap { value($0, "an element of \(description)") })
        case .mapping, .alias:
            reader.error("\(what()) must be text, a number or a list, not \(node.kindName)", at: reader.location(of: node))
            return nil
        }
    }

    /// A mapping of values by key, such as a block's `slots` or a value's `context`.
    package mutating func readValues(_ node: Node, _ what: String) -> [String: HomeAssistantValue] {
        var values: [String: HomeAssistantValue] = [:]
        for entry in reader.mapping(node, what) ?? [] {
            if let value = value(entry.value, "'\(entry.key)' of \(what)") { values[entry.key] = value }
        }
        return values
    }

    /// `requires_context` or `excludes_context`: per key a value, a list of values, or (to
    /// require) a mapping with `value` and `slot`.
    mutating func readContextRules(_ node: Node, _ what: String, allowsSlots: Bool) -> [HomeAssistantContextRule] {
        var rules: [HomeAssistantContextRule] = []
        for entry in reader.mapping(node, what) ?? [] {
            let key = "'\(entry.key)' of \(what)"
            guard case .mapping = entry.value else {
                guard let value = value(entry.value, key) else { continue }
                rules.append(HomeAssistantContextRule(key: entry.key, values: Self.accepted(value)))
                continue
            }
            guard let fields = fields(entry.value, key, known: allowsSlots ? ["value", "slot"] : ["value"]) else { continue }
            var rule = HomeAssistantContextRule(key: entry.key, values: nil)
            if let node = fields["value"], let value = value(node, "the value of \(key)") {
                rule.values = Self.accepted(value)
            }
            if let node = fields["slot"] {
                rule.slot = readSlotTarget(node, key: entry.key, what: key)
            }
            rules.append(rule)
        }
        return rules
    }

    /// The values a context value accepts; `nil` (any) for null.
    private static func accepted(_ value: HomeAssistantValue) -> [HomeAssistantValue]? {
        value == .null ? nil : value.alternatives
    }

    /// `slot: true` (the slot named like the key), `slot: false`, or `slot: name`.
    private mutating func readSlotTarget(_ node: Node, key: String, what: String) -> String? {
        switch value(node, "'slot' of \(what)") {
        case .boolean(true)?: return key
        case .boolean(false)?, .null?, nil: return nil
        case .text(let name)? where !name.isEmpty: return name
        default:
            reader.error("'slot' of \(what) must be true, false or a slot name", at: reader.location(of: node))
            return nil
        }
    }
}

extension Node {
    /// The node's resolved tag (`str`, `int`, `float`, `bool`, `null`), as YAML 1.1 resolves plain scalars.
    package var tagName: Tag.Name { Tag.Name(rawValue: tag.rawValue) }
}
