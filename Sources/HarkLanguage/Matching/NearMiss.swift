/// A sentence that almost matched, for diagnostics when nothing did.
public struct NearMiss: Sendable, Hashable {
    /// The intent of the sentence.
    public var intent: String
    /// The sentence's template, as written.
    public var sentence: String
    /// How much of the user's text (as written) the sentence accounted for before it failed.
    public var matchedPrefix: String

    /// A near miss of the sentence `sentence` of `intent`.
    public init(intent: String, sentence: String, matchedPrefix: String) {
        self.intent = intent
        self.sentence = sentence
        self.matchedPrefix = matchedPrefix
    }
}
