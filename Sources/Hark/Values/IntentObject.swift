/// An app-defined value the assistant does not need to understand: an identifier to hand back to
/// the app and a string to show and say. SiriKit's `INObject`.
public struct IntentObject: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The app's identifier for the value.
    public var identifier: String
    /// What the assistant shows and says for the value.
    public var displayString: String
    /// How to pronounce `displayString` when it is not obvious.
    public var pronunciationHint: String?

    public init(identifier: String, displayString: String, pronunciationHint: String? = nil) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
    }

    public var description: String { displayString }
}
