public import DemoContacts
public import Hark

/// Chatter's Intents extension: the manifest generated from `ChatterApp.intents.yaml`, the
/// built-in Messaging domain it handles, and a handler for each of its intents.
public struct ChatterExtension: AppExtension {
    public let manifest = ChatterApp.manifest
    public let definitions = [Messaging.definition]
    /// The user's inbox and outbox.
    public let mailbox: Mailbox
    /// The people the user writes to and hears from.
    public let contacts: Contacts
    /// The groups the user writes to by name.
    public let groups: [ContactGroup]

    public init(mailbox: Mailbox, contacts: Contacts = Contacts(), groups: [ContactGroup] = ContactGroup.demo) {
        self.mailbox = mailbox
        self.contacts = contacts
        self.groups = groups
    }

    public func handler(for intent: Intent) -> (any IntentHandling)? {
        switch intent.name {
        case SendMessageIntent.intentName:
            SendMessageIntentHandler(SendMessageHandler(mailbox: mailbox, contacts: contacts, groups: groups))
        case SearchForMessagesIntent.intentName:
            SearchForMessagesIntentHandler(SearchForMessagesHandler(mailbox: mailbox, contacts: contacts))
        case SetMessageAttributeIntent.intentName:
            SetMessageAttributeIntentHandler(SetMessageAttributeHandler(mailbox: mailbox, contacts: contacts))
        default: nil
        }
    }
}
