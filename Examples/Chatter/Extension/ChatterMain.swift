import Chatter
import DemoContacts
import Foundation
import Hark
import HarkExtensionKit

/// Chatter's extension executable: sends, reads and marks messages in the mailbox kept in the
/// user's Chatter container. Each time it starts it registers its contacts' names, aliases and
/// relations (vocabulary kind `Person`), so that the assistant reads a name as someone it knows.
@main
struct ChatterMain: AppExtensionMain {
    static let version = "1.0.0"

    static func makeExtension(in context: ExtensionContext) async throws -> ChatterExtension {
        let container = try context.container(forGroup: Mailbox.appGroup)
        let contacts = Contacts()
        let app = ChatterApp.manifest.identifier
        try await context.vocabulary.setVocabulary(contacts.vocabulary, of: "Person", app: app)
        return ChatterExtension(mailbox: Mailbox(container: container.url), contacts: contacts)
    }
}
