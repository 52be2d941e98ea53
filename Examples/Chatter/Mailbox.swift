public import Foundation
public import Hark

/// A message Chatter received or sent, its content exactly as it was written or said.
public struct Message: Sendable, Hashable, Codable, Identifiable {
    public var id: String
    /// Who sent it: a contact's identifier; `nil` for a message the user sent.
    public var sender: String?
    /// Whom it went to: contacts' identifiers (the user's own inbox has none).
    public var recipients: [String]
    /// The group it went to, when it was sent to one.
    public var group: String?
    public var content: String
    public var date: Date
    public var isRead: Bool
    public var isFlagged: Bool

    public init(
        id: String, sender: String? = nil, recipients: [String] = [], group: String? = nil, content: String, date: Date,
        isRead: Bool = false, isFlagged: Bool = false
    ) {
        self.id = id
        self.sender = sender
        self.recipients = recipients
        self.group = group
        self.content = content
        self.date = date
        self.isRead = isRead
        self.isFlagged = isFlagged
    }

    /// Whether the message has `attribute`.
    public func has(_ attribute: MessageAttribute) -> Bool {
        switch attribute {
        case .read: isRead
        case .unread: !isRead
        case .flagged: isFlagged
        case .unflagged: !isFlagged
        }
    }
}

/// Which messages a search or a change is about: all of them when every part is empty.
public struct MessageFilter: Sendable, Hashable {
    /// The senders' contact identifiers; any sender when empty.
    public var senders: [String]
    /// Received at or after this moment.
    public var from: Date?
    /// Received before this moment.
    public var before: Date?
    public var attribute: MessageAttribute?

    public init(senders: [String] = [], from: Date? = nil, before: Date? = nil, attribute: MessageAttribute? = nil) {
        self.senders = senders
        self.from = from
        self.before = before
        self.attribute = attribute
    }

    func matches(_ message: Message) -> Bool {
        if !senders.isEmpty, !senders.contains(message.sender ?? "") { return false }
        if let from, message.date < from { return false }
        if let before, message.date >= before { return false }
        if let attribute, !message.has(attribute) { return false }
        return true
    }
}

/// Chatter's mailbox, in `messages.json` in the user's Chatter container (a ``ContainerFile``):
/// an inbox of received messages and an outbox of sent ones. A new mailbox holds the demo's
/// inbox, dated from the moment it is first opened.
public struct Mailbox: Sendable {
    /// The app group Chatter and its extension share.
    public static let appGroup = "group.com.example.hark.chatter"
    static let formatVersion = 1

    let file: ContainerFile<ContainerFileError>
    let now: @Sendable () -> Date

    public init(container: URL, now: @escaping @Sendable () -> Date = Date.init) {
        file = ContainerFile(directory: container, name: "messages", describedAs: "Chatter's mailbox")
        self.now = now
    }

    public var fileURL: URL { file.dataURL }

    struct Stored: VersionedContents {
        var formatVersion: Int
        var inbox: [Message]
        var outbox: [Message]
    }

    /// The received messages, newest first.
    public func inbox() throws(ContainerFileError) -> [Message] {
        try read().inbox.sorted { $0.date > $1.date }
    }

    /// The sent messages, oldest first.
    public func outbox() throws(ContainerFileError) -> [Message] {
        try read().outbox
    }

    /// The received messages `filter` picks, newest first; with `markingRead`, they are marked
    /// read as they are returned (they have been read to the user).
    public func messages(_ filter: MessageFilter, markingRead: Bool = false) throws(ContainerFileError) -> [Message] {
        guard markingRead else { return try inbox().filter(filter.matches) }
        return try file.withExclusiveLock { () throws(ContainerFileError) -> [Message] in
            var stored = try read()
            let found = stored.inbox.filter(filter.matches).sorted { $0.date > $1.date }
            guard found.contains(where: { !$0.isRead }) else { return found }
            let ids = Set(found.map(\.id))
            for index in stored.inbox.indices where ids.contains(stored.inbox[index].id) { stored.inbox[index].isRead = true }
            try write(stored)
            return found
        }
    }

    /// Sends `content` to `recipients` (contacts' identifiers), as part of `group` when given.
    @discardableResult
    public func send(_ content: String, to recipients: [String], group: String? = nil) throws(ContainerFileError) -> Message {
        try file.withExclusiveLock { () throws(ContainerFileError) -> Message in
            var stored = try read()
            let message = Message(
                id: "out-\(stored.outbox.count + 1)", recipients: recipients, group: group, content: content, date: now(), isRead: true)
            stored.outbox.append(message)
            try write(stored)
            return message
        }
    }

    /// What giving messages an attribute did.
    public struct Marking: Sendable, Equatable {
        /// The messages the filter picked.
        public var matched: Int
        /// Those of them that did not have the attribute yet.
        public var changed: Int
    }

    /// Gives `attribute` to the received messages `filter` picks.
    public func set(_ attribute: MessageAttribute, on filter: MessageFilter) throws(ContainerFileError) -> Marking {
        try file.withExclusiveLock { () throws(ContainerFileError) -> Marking in
            var stored = try read()
            var marking = Marking(matched: 0, changed: 0)
            for index in stored.inbox.indices where filter.matches(stored.inbox[index]) {
                marking.matched += 1
                guard !stored.inbox[index].has(attribute) else { continue }
                marking.changed += 1
                switch attribute {
                case .read: stored.inbox[index].isRead = true
                case .unread: stored.inbox[index].isRead = false
                case .flagged: stored.inbox[index].isFlagged = true
                case .unflagged: stored.inbox[index].isFlagged = false
                }
            }
            if marking.changed > 0 { try write(stored) }
            return marking
        }
    }

    /// The demo's inbox, dated back from `now`: the messages a new user of Chatter finds.
    public static func demoInbox(now: Date) -> [Message] {
        let minute: TimeInterval = 60
        return [
            Message(id: "in-1", sender: "anna.smith", content: "Are we still on for lunch at one?", date: now - 20 * minute),
            Message(id: "in-2", sender: "carlos.ruiz", content: "¿Me pasas la dirección del restaurante?", date: now - 70 * minute),
            Message(id: "in-3", sender: "yuki.tanaka", content: "明日の会議は10時からです。", date: now - 150 * minute),
            Message(id: "in-4", sender: "marie.dubois", content: "N'oublie pas d'appeler ta grand-mère.", date: now - 240 * minute),
            Message(
                id: "in-5", sender: "lucia.perez", content: "Llego el sábado a las diez.", date: now - 24 * 60 * minute, isRead: true),
            Message(
                id: "in-6", sender: "omar.haddad", content: "شكرا على الهدية!", date: now - 2 * 24 * 60 * minute, isRead: true,
                isFlagged: true),
        ]
    }

    private func read() throws(ContainerFileError) -> Stored {
        guard
            let stored = try file.readJSON(Stored.self, newest: Self.formatVersion)
        else { return Stored(formatVersion: Self.formatVersion, inbox: Self.demoInbox(now: now()), outbox: []) }
        return stored
    }

    private func write(_ stored: Stored) throws(ContainerFileError) {
        try file.writeJSON(stored)
    }
}
