import Foundation
import Hark
import HarkAssistant
import HarkTesting
import ListOMatExtension
import ListOMatKit

/// The assistant with List-o-Mat installed, over a store in a fresh data directory: what a user
/// says goes through recognition, the dialog and the real handlers, and lands in `lists.json`.
struct EndToEnd {
    let folder: TemporaryDirectory
    let store: ListStore
    let assistant: Assistant
    let locale: String
    let conversation = UUID().uuidString

    /// A store holding `lists` (name → items, in order), and an assistant speaking `locale` that
    /// is allowed to use List-o-Mat unless `allowed` is false. List-o-Mat is set up in
    /// `installedIn`, else in `locale`.
    init(locale: String, lists: [(name: String, items: [String])], allowed: Bool = true, installedIn: String? = nil) async throws {
        folder = try TemporaryDirectory(prefix: "listomat-end-to-end")
        let vocabulary = MemoryVocabularyStore()
        store = try ListStore(dataDirectory: folder.dataDirectory, registrar: vocabulary, vocabularyFailure: { _ in })
        for list in lists {
            try await store.createList(named: list.name, items: list.items)
        }
        assistant = try Assistant(apps: [ListOMatExtension(store: store, language: installedIn ?? locale)], vocabulary: vocabulary)
        if allowed {
            try await assistant.allow(app: ListStore.appIdentifier)
        }
        self.locale = locale
    }

    /// What the assistant answers to `text`, said in `locale` (else the assistant's), in this conversation.
    func say(_ text: String, locale: String? = nil) async -> AssistantTurn {
        await assistant.respond(to: text, locale: locale ?? self.locale, conversation: conversation)
    }

    /// The items of the list called exactly `name`, as the store file holds them now.
    func items(of name: String) throws -> [ListItem] {
        try store.list(.name(name)).items
    }

    /// The item titles of the list called `name`.
    func titles(of name: String) throws -> [String] {
        try items(of: name).map(\.title)
    }

    /// Every list in the store: names and items.
    func lists() throws -> [ItemList] {
        try store.lists()
    }
}

/// The titles of the lists, items or names a turn carries in `value`, as the user would see them.
func titles(_ value: ParameterValue?) -> [String] {
    (value?.listElements ?? []).compactMap { element in
        switch element {
        case .task(let task): task.title.spokenPhrase
        case .taskList(let list): list.title.spokenPhrase
        case .speakableString(let text): text.spokenPhrase
        default: nil
        }
    }
}
