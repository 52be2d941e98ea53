/// A note: a title and free text.
public struct Note: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The note's title as the user says it.
    public var title: SpeakableString
    /// The note's text.
    public var content: String
    /// The group (folder) the note belongs to, if the app has groups.
    public var groupName: SpeakableString?
    /// The app's own identifier for the note.
    public var identifier: String?

    public init(title: SpeakableString, content: String = "", groupName: SpeakableString? = nil, identifier: String? = nil) {
        self.title = title
        self.content = content
        self.groupName = groupName
        self.identifier = identifier
    }

    public var description: String { title.spokenPhrase }
}
