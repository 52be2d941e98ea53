/// Where an app tells the assistant the words that are its user's own — list names, item
/// titles, contact names — so that requests naming them are understood at once.
///
/// The counterpart of SiriKit's `INVocabulary.setVocabularyStrings(_:of:)`: the app calls it
/// whenever those values change, with the complete current set of one kind, which replaces the
/// previous set. Kinds are the names of the parameter types they fill (`"TaskList"`, `"TaskItem"`
/// is spelled `"Task"` as in definition files, `"Note"`, or a custom type's name).
public protocol VocabularyRegistering: Sendable {
    /// Replaces the app's vocabulary of `kind` with `values`, most important first.
    func setVocabulary(_ values: [SpeakableString], of kind: String, app: String) async throws
}
