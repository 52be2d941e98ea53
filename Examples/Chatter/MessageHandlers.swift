public import DemoContacts
public import Foundation
public import Hark

/// The language of the turn, for the sentences Chatter words itself.
var turnLanguage: String { HandlerContext.current?.language ?? "en" }

/// A group the user writes to by name ("the climbing group"), and who is in it.
public struct ContactGroup: Sendable, Hashable {
    /// How Chatter names the group.
    public var name: String
    /// The names the user calls it by, in every language.
    public var names: [String]
    /// The members' contact identifiers.
    public var members: [String]

    public init(name: String, names: [String], members: [String]) {
        self.name = name
        self.names = names
        self.members = members
    }

    /// The demo's groups.
    public static let demo: [ContactGroup] = [
        ContactGroup(
            name: "Family", names: ["family", "familia", "famille", "la familia", "la famille", "家族", "العائلة", "عائلة", "الأسرة"],
            members: ["lucia.perez", "marie.dubois"]),
        ContactGroup(
            name: "Climbing", names: ["climbing", "escalada", "escalade", "クライミング", "التسلق"],
            members: ["carlos.ruiz", "yuki.tanaka", "omar.haddad"]),
    ]

    /// The group `heard` names, if any.
    static func named(_ heard: String, in groups: [ContactGroup]) -> ContactGroup? {
        let query = Contacts.fold(heard)
        return groups.first { group in group.names.contains { Contacts.fold($0) == query } || Contacts.fold(group.name) == query }
    }
}

/// Resolves each heard person against the contacts (``Contacts/resolve(_:parameter:)``).
func resolvePeople(_ people: [Person], contacts: Contacts, parameter: String) -> [ResolutionResult<Person>] {
    people.map { contacts.resolve($0, parameter: parameter) }
}

/// `SendMessage`: the group or the recipients resolved, the content asked for when missing, the
/// message said back before it is sent, then kept in the outbox.
public struct SendMessageHandler: SendMessageIntentHandling {
    public let mailbox: Mailbox
    public let contacts: Contacts
    public let groups: [ContactGroup]

    public init(mailbox: Mailbox, contacts: Contacts = Contacts(), groups: [ContactGroup] = ContactGroup.demo) {
        self.mailbox = mailbox
        self.contacts = contacts
        self.groups = groups
    }

    public func resolveSpeakableGroupName(for intent: SendMessageIntent) async throws -> ResolutionResult<SpeakableString> {
        guard let heard = intent.speakableGroupName else { return .notRequired }
        guard let group = ContactGroup.named(heard.spokenPhrase, in: groups) else {
            return .unsupported(
                reason: UnsupportedReason(code: "unknownGroup", parameters: ["speakableGroupName": .speakableString(heard)]))
        }
        return .success(SpeakableString(spokenPhrase: group.name))
    }

    /// The people named, or the group's members when a group was named and nobody else.
    public func resolveRecipients(for intent: SendMessageIntent) async throws -> [ResolutionResult<Person>] {
        let named = intent.recipients ?? []
        if named.isEmpty, let heard = intent.speakableGroupName, let group = ContactGroup.named(heard.spokenPhrase, in: groups) {
            return group.members.compactMap { contacts.contact(id: $0) }.map { .success($0.person) }
        }
        guard !named.isEmpty else { return [.needsValue] }
        return resolvePeople(named, contacts: contacts, parameter: "recipients")
    }

    /// The content as said; only an empty message is asked for again.
    public func resolveContent(for intent: SendMessageIntent) async throws -> ResolutionResult<String> {
        guard let content = intent.content, !content.trimmingCharacters(in: .whitespaces).isEmpty else { return .needsValue }
        return .success(content)
    }

    public func confirm(intent: SendMessageIntent) async throws -> SendMessageIntentResponse {
        guard let recipients = intent.recipients, !recipients.isEmpty, let content = intent.content else {
            return SendMessageIntentResponse(code: .failure)
        }
        return .ready(recipients: recipients, content: content)
    }

    public func handle(intent: SendMessageIntent) async throws -> SendMessageIntentResponse {
        guard let recipients = intent.recipients, !recipients.isEmpty, let content = intent.content else {
            return SendMessageIntentResponse(code: .failure)
        }
        let ids = recipients.compactMap(\.identifier)
        guard ids.count == recipients.count else { return SendMessageIntentResponse(code: .failure) }
        try mailbox.send(content, to: ids, group: intent.speakableGroupName?.spokenPhrase)
        return .success(recipients: recipients, content: content)
    }
}

/// `SearchForMessages`: the senders resolved, then the received messages that match read out,
/// newest first, and marked read.
public struct SearchForMessagesHandler: SearchForMessagesIntentHandling {
    public let mailbox: Mailbox
    public let contacts: Contacts

    public init(mailbox: Mailbox, contacts: Contacts = Contacts()) {
        self.mailbox = mailbox
        self.contacts = contacts
    }

    public func resolveSenders(for intent: SearchForMessagesIntent) async throws -> [ResolutionResult<Person>] {
        resolvePeople(intent.senders ?? [], contacts: contacts, parameter: "senders")
    }

    public func handle(intent: SearchForMessagesIntent) async throws -> SearchForMessagesIntentResponse {
        let filter = MessageFilter(intent: intent)
        let found = try mailbox.messages(filter, markingRead: true)
        guard !found.isEmpty else { return SearchForMessagesIntentResponse(code: .noMessages) }
        return .success(count: found.count, summary: MessageSummary(language: turnLanguage, contacts: contacts).text(found))
    }
}

/// `SetMessageAttribute`: the senders resolved, then every received message from them (or every
/// one) marked read, unread, flagged or not; the answer counts the messages that changed.
public struct SetMessageAttributeHandler: SetMessageAttributeIntentHandling {
    public let mailbox: Mailbox
    public let contacts: Contacts

    public init(mailbox: Mailbox, contacts: Contacts = Contacts()) {
        self.mailbox = mailbox
        self.contacts = contacts
    }

    public func resolveSenders(for intent: SetMessageAttributeIntent) async throws -> [ResolutionResult<Person>] {
        resolvePeople(intent.senders ?? [], contacts: contacts, parameter: "senders")
    }

    public func handle(intent: SetMessageAttributeIntent) async throws -> SetMessageAttributeIntentResponse {
        guard let attribute = intent.attribute else { return SetMessageAttributeIntentResponse(code: .failure) }
        let marking = try mailbox.set(attribute, on: MessageFilter(senders: (intent.senders ?? []).compactMap(\.identifier)))
        guard marking.matched > 0 else { return SetMessageAttributeIntentResponse(code: .noMessages) }
        guard marking.changed > 0 else { return .alreadySet(attribute: attribute) }
        return .success(count: marking.changed, attribute: attribute)
    }
}

extension MessageFilter {
    /// The messages a search asks for: its senders, its span of time and its status.
    init(intent: SearchForMessagesIntent) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let range = intent.dateTimeRange
        func date(_ components: DateComponents?) -> Date? {
            guard let components else { return nil }
            return (components.calendar ?? calendar).date(from: components)
        }
        self.init(
            senders: (intent.senders ?? []).compactMap(\.identifier), from: date(range?.start), before: date(range?.end),
            attribute: intent.attributes)
    }
}
