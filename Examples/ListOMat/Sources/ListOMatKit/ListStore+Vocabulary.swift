public import Hark

extension ListStore {
    /// The vocabulary kind of list names, as definition files name the type.
    public static let listVocabularyKind = "TaskList"
    /// The vocabulary kind of item titles.
    public static let itemVocabularyKind = "Task"

    /// The names of `lists` as the assistant should learn them: each list's name with its
    /// identifier, in the user's order.
    public static func listVocabulary(_ lists: [ItemList]) -> [SpeakableString] {
        lists.map { SpeakableString(spokenPhrase: $0.name, identifier: $0.id) }
    }

    /// The titles of the items of `lists`: items not done first, each title once (ignoring
    /// case and accents), with the identifier of its first item.
    public static func itemVocabulary(_ lists: [ItemList]) -> [SpeakableString] {
        let items = lists.flatMap(\.items)
        var seen: Set<String> = []
        var values: [SpeakableString] = []
        for item in items.filter({ !$0.done }) + items.filter(\.done) where seen.insert(NameFolding.fold(item.title)).inserted {
            values.append(SpeakableString(spokenPhrase: item.title, identifier: item.id))
        }
        return values
    }

    /// Registers every list name and item title with ``registrar``, as an app does when it
    /// starts.
    ///
    /// - Throws: A store error, or the registrar's error.
    public func registerVocabulary() async throws {
        guard let registrar else { return }
        let lists = try lists()
        try await registrar.setVocabulary(Self.listVocabulary(lists), of: Self.listVocabularyKind, app: Self.appIdentifier)
        try await registrar.setVocabulary(Self.itemVocabulary(lists), of: Self.itemVocabularyKind, app: Self.appIdentifier)
    }

    /// Registers the kinds whose values differ between `before` and `after`.
    func registerVocabulary(changedFrom before: [ItemList], to after: [ItemList]) async {
        guard let registrar else { return }
        let kinds: [(String, ([ItemList]) -> [SpeakableString])] = [
            (Self.listVocabularyKind, Self.listVocabulary),
            (Self.itemVocabularyKind, Self.itemVocabulary),
        ]
        for (kind, values) in kinds {
            let new = values(after)
            guard new != values(before) else { continue }
            do {
                try await registrar.setVocabulary(new, of: kind, app: Self.appIdentifier)
            } catch {
                vocabularyFailure(error)
            }
        }
    }
}
