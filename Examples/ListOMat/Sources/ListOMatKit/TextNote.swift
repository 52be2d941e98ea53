/// One of the user's notes in List-o-Mat: a title and its text.
///
/// Like lists, a note keeps its identifier for good, so the assistant finds the same note again
/// by it.
public struct TextNote: Sendable, Hashable, Codable, Identifiable {
    /// The note's stable identifier (a UUID string).
    public var id: String
    /// The note's title as the user said it: "Ideas".
    public var title: String
    /// The note's text; each addition on a line of its own.
    public var content: String

    public init(id: String, title: String, content: String = "") {
        self.id = id
        self.title = title
        self.content = content
    }
}
