/// A named list of items: "Grocery Store", "Packing for Kyoto".
public struct TaskList: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The list's name as the user says it.
    public var title: SpeakableString
    /// The items on the list, in order.
    public var tasks: [TaskItem]
    /// The group (folder) the list belongs to, if the app has groups.
    public var groupName: SpeakableString?
    /// The app's own identifier for the list.
    public var identifier: String?

    public init(
        title: SpeakableString,
        tasks: [TaskItem] = [],
        groupName: SpeakableString? = nil,
        identifier: String? = nil
    ) {
        self.title = title
        self.tasks = tasks
        self.groupName = groupName
        self.identifier = identifier
    }

    public var description: String { title.spokenPhrase }
}

extension TaskList {
    private enum CodingKeys: String, CodingKey {
        case title, tasks, groupName, identifier
    }

    /// Decodes a list; `tasks` may be left out when a caller names a list without its items
    /// (`{"title": {"spokenPhrase": "Grocery Store"}}`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try container.decode(SpeakableString.self, forKey: .title),
            tasks: try container.decodeIfPresent([TaskItem].self, forKey: .tasks) ?? [],
            groupName: try container.decodeIfPresent(SpeakableString.self, forKey: .groupName),
            identifier: try container.decodeIfPresent(String.self, forKey: .identifier)
        )
    }
}
