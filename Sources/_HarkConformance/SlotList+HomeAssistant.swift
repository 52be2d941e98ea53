import Foundation
public import HarkDefinition
public import HarkLanguage

/// The keys of a ``SlotValue``'s metadata that carry what Hark's matcher has no field for.
///
/// Every other key is the value's Home Assistant `context`, as text. Context keys are
/// identifiers, so these cannot clash with them.
public enum ValueMetadataKey {
    /// The value's `out` as JSON, when it is not plain text (`out: 100`, `out: [blind, shade]`).
    public static let typedOutput = "@out"
    /// Present when the value has no `out`: the slot takes the text as said, as in hassil.
    public static let saysItself = "@said"

    /// The Home Assistant context in `metadata`, without the keys above.
    public static func context(in metadata: [String: String]) -> [String: String] {
        metadata.filter { !$0.key.hasPrefix("@") }
    }
}

extension SlotList {
    /// The list as Hark's matcher takes it: values keep their context in their metadata, and a
    /// typed or missing `out` is noted there (see ``ValueMetadataKey``).
    public init(_ list: HomeAssistantList) {
        switch list {
        case .values(let values):
            self = .values(values.map(SlotValue.init))
        case .range(let range):
            self = .range(
                NumberRange(
                    from: range.from, to: range.to, step: range.step, multiplier: range.multiplier,
                    fractions: range.fractions.map { $0 == .halves ? .halves : .tenths }
                ))
        case .wildcard:
            self = .wildcard
        }
    }

    /// Names said as themselves, each standing for itself, with `context` on every value: how
    /// Home Assistant's test runner fills the `name`, `area` and `floor` lists from its fixtures.
    public static func names(_ names: [(spoken: [String], context: [String: String])]) -> SlotList {
        .values(
            names.flatMap { name in
                name.spoken.map { SlotValue(input: Template(.text($0)), output: $0, metadata: name.context) }
            })
    }
}

extension SlotValue {
    public init(_ value: HomeAssistantListValue) {
        var metadata = value.context.mapValues(\.description)
        let output: String
        switch value.output {
        case .text(let text)?:
            output = text
        case let typed?:
            output = typed.description
            let json = (try? JSONEncoder().encode(typed)).flatMap { String(data: $0, encoding: .utf8) }
            metadata[ValueMetadataKey.typedOutput] = json
        case nil:
            output = value.input.source
            metadata[ValueMetadataKey.saysItself] = "true"
        }
        self.init(input: value.input, output: output, metadata: metadata)
    }
}

extension MatchedSlot {
    /// The slot's value typed as hassil types it: a list value's typed `out`, the text said for
    /// a value without `out`, a range's number, or text.
    public var homeAssistantValue: HomeAssistantValue {
        if let json = valueMetadata[ValueMetadataKey.typedOutput],
            let typed = try? JSONDecoder().decode(HomeAssistantValue.self, from: Data(json.utf8))
        {
            return typed
        }
        if valueMetadata[ValueMetadataKey.saysItself] != nil { return .text(text) }
        if let number { return .number(number) }
        return .text(value)
    }
}
