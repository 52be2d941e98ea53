/// A phrase as the user says it, optionally tied to an app's own identifier.
///
/// The counterpart of SiriKit's `INSpeakableString`: list names, item titles and other
/// user-specific values travel as speakable strings so that the assistant can say them back and
/// the app can find them again by `identifier`.
public struct SpeakableString: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The phrase as it is spoken and shown.
    public var spokenPhrase: String
    /// The app's own identifier for the value, if it has one.
    public var identifier: String?
    /// How to pronounce the phrase when it is not obvious from its spelling ("list oh mat").
    public var pronunciationHint: String?

    public init(spokenPhrase: String, identifier: String? = nil, pronunciationHint: String? = nil) {
        self.spokenPhrase = spokenPhrase
        self.identifier = identifier
        self.pronunciationHint = pronunciationHint
    }

    public var description: String { spokenPhrase }
}

extension SpeakableString: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self.init(spokenPhrase: value)
    }
}
