public import Foundation
public import Hark

/// List-o-Mat's lists, kept in the app group container that the app (`listomat`) and its
/// extension share: `containers/group.com.app-o-mat.listomat/lists.json` in the data directory.
///
/// Every change is made under an exclusive lock on `lists.lock` and appended to the journal
/// `lists.journal` beside the snapshot `lists.json`, synced once before it returns, so the app
/// and the extension may change the lists at the same moment without losing either change,
/// and a crash keeps every change acknowledged. A store file that is damaged or was written by
/// a newer List-o-Mat is reported, naming the file, and never overwritten.
///
/// ```swift
/// let store = try ListStore(dataDirectory: DataDirectory.resolve())
/// try await store.createList(named: "Grocery Store", items: ["milk", "bread"])
/// try await store.setItem("milk", in: "grocery store", done: true)
/// ```
///
/// After each change that alters the names of lists or items, the store gives the new names to
/// its ``VocabularyRegistering`` (kinds `"TaskList"` and `"Task"`), so the assistant
/// understands them at once.
public struct ListStore: Sendable {
    /// The app group List-o-Mat and its extension share.
    public static let appGroup = "group.com.app-o-mat.listomat"
    /// The app's identifier, under which it registers vocabulary.
    public static let appIdentifier = "com.app-o-mat.listomat"

    /// The container the store lives in.
    public let container: AppGroupContainer
    /// Where the store registers list names and item titles, if anywhere.
    public let registrar: (any VocabularyRegistering)?
    /// Called when registering vocabulary fails. The change itself is saved by then, so the
    /// failure does not undo it; the vocabulary catches up with the next change.
    public let vocabularyFailure: @Sendable (any Error) -> Void

    let files: ListFiles

    /// A store in `container`.
    ///
    /// - Parameters:
    ///   - registrar: Where to register list names and item titles after they change.
    ///   - vocabularyFailure: What to do when registering fails; by default a warning on
    ///     standard error.
    public init(
        container: AppGroupContainer,
        registrar: (any VocabularyRegistering)? = nil,
        vocabularyFailure: @escaping @Sendable (any Error) -> Void = ListStore.warnOnStandardError
    ) {
        self.init(container: container, registrar: registrar, vocabularyFailure: vocabularyFailure, sync: .system)
    }

    /// A store in `container` that makes its writes durable with `sync`.
    init(
        container: AppGroupContainer,
        registrar: (any VocabularyRegistering)?,
        vocabularyFailure: @escaping @Sendable (any Error) -> Void,
        sync: FileSync
    ) {
        self.container = container
        self.registrar = registrar
        self.vocabularyFailure = vocabularyFailure
        self.files = ListFiles(directory: container.url, sync: sync)
    }

    /// The store in List-o-Mat's container (``appGroup``) of `dataDirectory`.
    public init(
        dataDirectory: DataDirectory,
        registrar: (any VocabularyRegistering)? = nil,
        vocabularyFailure: @escaping @Sendable (any Error) -> Void = ListStore.warnOnStandardError
    ) throws(HarkError) {
        self.init(
            container: try dataDirectory.container(forGroup: Self.appGroup),
            registrar: registrar,
            vocabularyFailure: vocabularyFailure
        )
    }

    /// The store's snapshot file: `lists.json` in the container, with `lists.journal` beside it.
    public var fileURL: URL { files.snapshot.dataURL }

    /// Writes "listomat: warning: …" on standard error.
    public static let warnOnStandardError: @Sendable (any Error) -> Void = { error in
        FileHandle.standardError.write(Data("listomat: warning: the assistant's vocabulary was not updated: \(error)\n".utf8))
    }

    // MARK: Reading

    /// Every list, in the user's order.
    public func lists() throws(ListOMatError) -> [ItemList] {
        try files.read()
    }

    /// The list `reference` names.
    ///
    /// - Throws: ``ListOMatError`` with code `unknownList`, or a store error.
    public func list(_ reference: ListReference) throws(ListOMatError) -> ItemList {
        let lists = try files.read()
        return lists[try Self.index(of: reference, in: lists)]
    }

    // MARK: Changing

    /// Runs `change` on the current lists under the store's lock and saves what it changed,
    /// then registers the names that changed.
    ///
    /// When `change` throws, nothing is written.
    func modify<Result>(
        _ change: (inout [ItemList]) throws(ListOMatError) -> Result
    ) async throws(ListOMatError) -> Result {
        let (before, after, result) = try files.change(change)
        await registerVocabulary(changedFrom: before, to: after)
        return result
    }

    /// The position of the list `reference` names in `lists`.
    static func index(of reference: ListReference, in lists: [ItemList]) throws(ListOMatError) -> Int {
        switch reference {
        case .id(let id):
            if let index = lists.firstIndex(where: { $0.id == id }) { return index }
        case .name(let name):
            if let index = lists.firstIndex(where: { $0.name == name }) { return index }
            let folded = NameFolding.fold(name)
            if let index = lists.firstIndex(where: { NameFolding.fold($0.name) == folded }) { return index }
        }
        throw .unknownList(reference, among: lists)
    }

    /// The position of the item `reference` names in `list`, preferring an item for which
    /// `prefer` holds when several have the title.
    static func index(
        of reference: ItemReference, in list: ItemList, preferring prefer: (ListItem) -> Bool = { _ in true }
    ) throws(ListOMatError) -> Int {
        let candidates: [Int]
        switch reference {
        case .id(let id):
            candidates = list.items.indices.filter { list.items[$0].id == id }
        case .title(let title):
            let exact = list.items.indices.filter { list.items[$0].title == title }
            if exact.isEmpty {
                let folded = NameFolding.fold(title)
                candidates = list.items.indices.filter { NameFolding.fold(list.items[$0].title) == folded }
            } else {
                candidates = exact
            }
        }
        guard let first = candidates.first else { throw .unknownItem(reference, in: list) }
        return candidates.first { prefer(list.items[$0]) } ?? first
    }

    /// `name` trimmed, or an error when nothing is left.
    static func validName(_ name: String, _ what: String) throws(ListOMatError) -> String {
        let trimmed = NameFolding.trimmed(name)
        guard !trimmed.isEmpty else { throw .emptyName(what) }
        return trimmed
    }

    static func newIdentifier() -> String {
        UUID().uuidString.lowercased()
    }
}
