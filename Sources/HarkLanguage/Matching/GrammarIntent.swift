/// An intent of a ``Grammar``: its name and the sentences that express it.
public struct GrammarIntent: Sendable, Hashable {
    /// The intent's name, as matches report it (`"AddTasks"`, `"HassTurnOn"`).
    public var name: String
    /// The sentences that express the intent, in order; earlier sentences win ties.
    public var sentences: [GrammarSentence]

    /// An intent named `name`, expressed by `sentences`.
    public init(name: String, sentences: [GrammarSentence]) {
        self.name = name
        self.sentences = sentences
    }
}
