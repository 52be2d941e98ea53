/// One way the user's text matches a sentence of the grammar.
public struct Match: Sendable, Hashable {
    /// The name of the intent the sentence belongs to.
    public var intent: String
    /// The sentence that matched, with its metadata.
    public var sentence: GrammarSentence
    /// The slots the match fills, by slot name: the captured ones and the sentence's fixed slots.
    public var slots: [String: MatchedSlot]
    /// How good the match is; matches come best first.
    public var score: MatchScore

    /// A match of `sentence` of the intent `intent`.
    public init(intent: String, sentence: GrammarSentence, slots: [String: MatchedSlot], score: MatchScore) {
        self.intent = intent
        self.sentence = sentence
        self.slots = slots
        self.score = score
    }
}
