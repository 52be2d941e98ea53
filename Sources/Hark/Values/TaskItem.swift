/// One item on a task list: "apples" on the grocery list.
///
/// SiriKit calls this `INTask`. Hark names it `TaskItem` so that importing Hark never shadows
/// Swift's own `Task`; definition files still call the type `Task`.
public struct TaskItem: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The item's title as the user says it.
    public var title: SpeakableString
    /// Whether the item is done.
    public var status: TaskStatus
    /// The app's own identifier for the item.
    public var identifier: String?

    public init(title: SpeakableString, status: TaskStatus = .notCompleted, identifier: String? = nil) {
        self.title = title
        self.status = status
        self.identifier = identifier
    }

    public var description: String { title.spokenPhrase }
}

/// Whether a task is done.
public enum TaskStatus: String, Sendable, Hashable, Codable, CaseIterable {
    case notCompleted
    case completed
}
