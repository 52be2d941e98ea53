import DemoContacts
import Foundation
import Hark
import HarkExtensionKit
import Purse

/// Purse's extension executable: sends and asks for money from the wallet kept in the user's
/// Purse container. Each time it starts it registers its contacts' names, aliases and relations
/// (vocabulary kind `Person`), so that the assistant reads a name as someone it knows.
@main
struct PurseMain: AppExtensionMain {
    static let version = "1.0.0"

    static func makeExtension(in context: ExtensionContext) async throws -> PurseExtension {
        let container = try context.container(forGroup: Wallet.appGroup)
        let contacts = Contacts()
        try await context.vocabulary.setVocabulary(contacts.vocabulary, of: "Person", app: PurseApp.manifest.identifier)
        return PurseExtension(wallet: Wallet(container: container.url), contacts: contacts)
    }
}
