public import Foundation

/// The value a match gives one slot.
public struct MatchedSlot: Sendable, Hashable {
    /// The text as the user wrote it (original case and accents), trimmed; empty for a fixed slot.
    public var text: String
    /// The output: the list value's `out`, the number as text (`"25"`, `"20.5"`), a fixed
    /// slot's value, or for a wildcard the text as written.
    public var value: String
    /// The number, for a range slot (multiplied by the range's multiplier).
    public var number: Decimal?
    /// Whether a wildcard captured the text.
    public var isWildcard: Bool
    /// The matched list value's metadata (Home Assistant's value `context`).
    public var valueMetadata: [String: String]
    /// At least as many characters as `text`, or any part of it, has once normalized (spaces
    /// not counted), when the matcher knew it without normalizing the text: the recognizer
    /// orders matches by the most they can cover (``Recognizer/coverageBound(of:lookup:memo:)``).
    /// Not part of the slot's value: two slots that differ only here are equal.
    var characterBound: Int?

    /// A slot's value; `number` for ranges, `isWildcard` for free text.
    public init(text: String, value: String, number: Decimal? = nil, isWildcard: Bool = false, valueMetadata: [String: String] = [:]) {
        self.text = text
        self.value = value
        self.number = number
        self.isWildcard = isWildcard
        self.valueMetadata = valueMetadata
    }

    public static func == (left: MatchedSlot, right: MatchedSlot) -> Bool {
        left.text == right.text && left.value == right.value && left.number == right.number && left.isWildcard == right.isWildcard
            && left.valueMetadata == right.valueMetadata
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(value)
        hasher.combine(number)
        hasher.combine(isWildcard)
        hasher.combine(valueMetadata)
    }
}
