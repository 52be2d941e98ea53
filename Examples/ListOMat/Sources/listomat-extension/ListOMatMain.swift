import Foundation
import Hark
import HarkExtensionKit
import ListOMatExtension
import ListOMatKit

/// List-o-Mat's extension executable: what `hark` installs and runs in a sandboxed process of
/// its own, one per user, with that user's List-o-Mat container.
///
/// A user's first request finds an empty container and gets a few demo lists in the language of
/// that request; the lists' names and notes' titles are registered with the assistant whenever the process starts,
/// since the app (`listomat`) may have changed them in between.
@main
struct ListOMatMain: AppExtensionMain {
    static let version = "1.0.0"

    static func makeExtension(in context: ExtensionContext) async throws -> ListOMatExtension {
        let store = ListStore(container: try context.container(forGroup: ListStore.appGroup), registrar: context.vocabulary)
        if !FileManager.default.fileExists(atPath: store.fileURL.path) {
            do {
                _ = try await store.installDemoLists(language: context.language)
            } catch  where error.code == .storeNotEmpty {
                // Another process of the same user got there first: its lists stay.
            }
        }
        try await store.registerVocabulary()
        try await store.notes.registerVocabulary()
        return ListOMatExtension(store: store, language: context.language)
    }
}
