public import Foundation
public import Hark

/// List-o-Mat's notes, beside the lists in the app group container: `notes.json`, changed
/// under `notes.lock` and replaced whole by an atomic rename, as ``ListStore`` does its lists.
///
/// ```swift
/// let notes = try NoteStore(dataDirectory: DataDirectory.resolve())
/// try await notes.createNote(titled: "Ideas", content: "a boat")
/// try await notes.append("a bigger boat", to: "ideas")
/// ```
///
/// After a change of titles, the store gives them to its ``VocabularyRegistering`` (kind
/// `"Note"`), so the assistant understands them at once.
public struct NoteStore: Sendable {
    /// The vocabulary kind of note titles, as definition files name the type.
    public static let noteVocabularyKind = "Note"

    /// The container the store lives in.
    public let container: AppGroupContainer
    /// Where the store registers note titles, if anywhere.
    public let registrar: (any VocabularyRegistering)?
    /// Called when registering vocabulary fails; the change itself is saved by then.
    public let vocabularyFailure: @Sendable (any Error) -> Void

    let file: StoreFile

    /// A store in `container`.
    public init(
        container: AppGroupContainer,
        registrar: (any VocabularyRegistering)? = nil,
        vocabularyFailure: @escaping @Sendable (any Error) -> Void = ListStore.warnOnStandardError
    ) {
        self.container = container
        self.registrar = registrar
        self.vocabularyFailure = vocabularyFailure
        self.file = StoreFile(directory: container.url, name: "notes", what: "note store")
    }

    /// The store in List-o-Mat's container of `dataDirectory`.
    public init(
        dataDirectory: DataDirectory,
        registrar: (any VocabularyRegistering)? = nil,
        vocabularyFailure: @escaping @Sendable (any Error) -> Void = ListStore.warnOnStandardError
    ) throws(HarkError) {
        self.init(
            container: try dataDirectory.container(forGroup: ListStore.appGroup),
            registrar: registrar,
            vocabularyFailure: vocabularyFailure
        )
    }

    /// The store file: `notes.json` in the container.
    public var fileURL: URL { file.dataURL }

    // MARK: Reading

    /// Every note, oldest first.
    public func notes() throws(ListOMatError) -> [TextNote] {
        guard let data = try file.readData() else { return [] }
        return try StoredNotes.decode(data, path: file.dataURL.path)
    }

    /// The note with the identifier or title (ignoring case and accents) `reference`.
    ///
    /// - Throws: ``ListOMatError`` with code `unknownNote`, or a store error.
    public func note(_ reference: String) throws(ListOMatError) -> TextNote {
        let notes = try notes()
        return notes[try Self.index(of: reference, in: notes)]
    }

    // MARK: Changing

    /// Creates a note titled `title` holding `content`, after the others.
    ///
    /// - Throws: ``ListOMatError`` with code `emptyName`, or `duplicateNoteTitle` when a note
    ///   has that title (ignoring case and accents).
    @discardableResult
    public func createNote(titled title: String, content: String = "") async throws(ListOMatError) -> TextNote {
        let title = try ListStore.validName(title, "a note title")
        return try await modify { (notes: inout [TextNote]) throws(ListOMatError) -> TextNote in
            let folded = NameFolding.fold(title)
            if let existing = notes.first(where: { NameFolding.fold($0.title) == folded }) {
                throw .duplicateNoteTitle(existing.title)
            }
            let note = TextNote(id: ListStore.newIdentifier(), title: title, content: NameFolding.trimmed(content))
            notes.append(note)
            return note
        }
    }

    /// Adds `text` at the end of the note `reference` names, on a line of its own.
    ///
    /// - Throws: ``ListOMatError`` with code `emptyName` when `text` is empty, `unknownNote`.
    @discardableResult
    public func append(_ text: String, to reference: String) async throws(ListOMatError) -> TextNote {
        let text = try ListStore.validName(text, "the text to add")
        return try await modify { (notes: inout [TextNote]) throws(ListOMatError) -> TextNote in
            let index = try Self.index(of: reference, in: notes)
            notes[index].content = notes[index].content.isEmpty ? text : notes[index].content + "\n" + text
            return notes[index]
        }
    }

    /// Deletes the note `reference` names.
    ///
    /// - Throws: ``ListOMatError`` with code `unknownNote`.
    @discardableResult
    public func deleteNote(_ reference: String) async throws(ListOMatError) -> TextNote {
        try await modify { (notes: inout [TextNote]) throws(ListOMatError) -> TextNote in
            notes.remove(at: try Self.index(of: reference, in: notes))
        }
    }

    /// Registers every note title with ``registrar``, as the app does when it starts.
    public func registerVocabulary() async throws {
        guard let registrar else { return }
        try await registrar.setVocabulary(Self.vocabulary(try notes()), of: Self.noteVocabularyKind, app: ListStore.appIdentifier)
    }

    /// The titles of `notes` with their identifiers, as the assistant should learn them.
    public static func vocabulary(_ notes: [TextNote]) -> [SpeakableString] {
        notes.map { SpeakableString(spokenPhrase: $0.title, identifier: $0.id) }
    }

    /// Runs `change` on the current notes under the store's lock, saves the result, and
    /// registers the titles when they changed. When `change` throws, nothing is written.
    func modify<Result>(_ change: (inout [TextNote]) throws(ListOMatError) -> Result) async throws(ListOMatError) -> Result {
        let (before, after, result) = try file.withExclusiveLock { () throws(ListOMatError) -> ([TextNote], [TextNote], Result) in
            let before = try notes()
            var notes = before
            let result = try change(&notes)
            if notes != before { try file.write(data: try StoredNotes.encode(notes)) }
            return (before, notes, result)
        }
        let titles = Self.vocabulary(after)
        if let registrar, titles != Self.vocabulary(before) {
            do {
                try await registrar.setVocabulary(titles, of: Self.noteVocabularyKind, app: ListStore.appIdentifier)
            } catch {
                vocabularyFailure(error)
            }
        }
        return result
    }

    /// The position of the note `reference` names: by identifier, exact title, or title
    /// ignoring case and accents.
    static func index(of reference: String, in notes: [TextNote]) throws(ListOMatError) -> Int {
        if let index = notes.firstIndex(where: { $0.id == reference || $0.title == reference }) { return index }
        let folded = NameFolding.fold(reference)
        if let index = notes.firstIndex(where: { NameFolding.fold($0.title) == folded }) { return index }
        throw .unknownNote("“\(reference)”", among: notes)
    }
}

/// The note file's contents: a format version and the notes.
///
/// ```json
/// {"formatVersion": 1, "notes": [{"content": "a boat", "id": "…", "title": "Ideas"}]}
/// ```
struct StoredNotes: Codable, Sendable, Hashable {
    /// The version this build writes; it reads this version and older ones.
    static let currentFormatVersion = 1

    var formatVersion: Int
    var notes: [TextNote]

    static func decode(_ data: Data, path: String) throws(ListOMatError) -> [TextNote] {
        try StoredLists.checkVersion(data, path: path, what: "note store", current: currentFormatVersion)
        do {
            return try JSONDecoder().decode(StoredNotes.self, from: data).notes
        } catch {
            throw ListOMatError(
                code: .corruptStore, message: "the note store \(path) is damaged (\(StoredLists.describe(error))); it was left unchanged")
        }
    }

    static func encode(_ notes: [TextNote]) throws(ListOMatError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(StoredNotes(formatVersion: currentFormatVersion, notes: notes))
        } catch {
            throw ListOMatError(code: .storageFailure, message: "cannot encode the notes: \(error)")
        }
    }
}

extension ListStore {
    /// The notes kept beside these lists, in the same container, registering titles with the
    /// same registrar.
    public var notes: NoteStore {
        NoteStore(container: container, registrar: registrar, vocabularyFailure: vocabularyFailure)
    }
}
