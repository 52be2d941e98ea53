public import Hark

/// One parameter of a recognized request: what the user said, the typed value it gives, and
/// the vocabulary it matched.
public struct RecognizedParameter: Sendable, Hashable {
    /// The words as the user wrote them ("the store", "rice, onions and olives"); empty when the
    /// value did not come from the text.
    public var heard: String
    /// The value, typed by the parameter's definition: `.taskList(TaskList(title: "store"))`,
    /// `.list([.speakableString("rice"), …])`, `.enumeration("completed")`, `.integer(3)`.
    ///
    /// Vocabulary never replaces it: "the store list" reaches the app as "store", and the app's
    /// `resolve` decides between "Grocery Store" and "Hardware Store".
    public var value: ParameterValue
    /// The registered vocabulary the heard words matched, closest first (see ``Vocabulary``).
    public var vocabularyMatches: [VocabularyMatch]

    public init(heard: String, value: ParameterValue, vocabularyMatches: [VocabularyMatch] = []) {
        self.heard = heard
        self.value = value
        self.vocabularyMatches = vocabularyMatches
    }
}
