public import Hark

/// What a recognized phrase runs: its shortcut, with the values the user said in its slots.
public struct PhraseMatch: Sendable, Hashable {
    /// The phrase that matched.
    public var phrase: VoicePhrase
    /// The shortcut to run, its slot parameters set to what the user said.
    public var shortcut: Shortcut
    /// The values read from the text, by parameter name (empty for a phrase without slots).
    public var values: [String: ParameterValue]

    public init(phrase: VoicePhrase, shortcut: Shortcut, values: [String: ParameterValue]) {
        self.phrase = phrase
        self.shortcut = shortcut
        self.values = values
    }

    /// The intent to run, with its parameters filled; `nil` when the shortcut opens an app.
    public var intent: Intent? { shortcut.intent }

    /// The app that runs the shortcut.
    public var app: String { shortcut.app }
}
