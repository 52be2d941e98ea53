/// The text of a definition file, embedded by generated code so that the assistant can read an
/// app's templates, prompts and responses without looking for files at run time.
public struct DefinitionSource: Sendable, Hashable, Codable {
    /// The file's name as it was generated from: `ListsAndNotes.intents.yaml`.
    public var fileName: String
    /// The file's YAML text, byte for byte.
    public var text: String

    public init(fileName: String, text: String) {
        self.fileName = fileName
        self.text = text
    }
}
