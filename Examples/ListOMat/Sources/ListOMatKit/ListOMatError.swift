public import Hark

/// An error from List-o-Mat's store: a code to match on and a sentence that says what went
/// wrong, naming the list, item or file.
///
/// ```swift
/// do {
///     try await store.createList(named: "Groceries")
/// } catch let error as ListOMatError where error.code == .duplicateListName {
///     print(error.message)    // "there is already a list named “Groceries”"
/// }
/// ```
public struct ListOMatError: CodedError {
    /// What kind of problem this is.
    public var code: Code
    /// A sentence for people: what went wrong and where.
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The kinds of ``ListOMatError``.
    public struct Code: ErrorCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// No list has the identifier or name given.
        public static let unknownList: Code = "unknownList"
        /// Another list already has that name (ignoring case and accents).
        public static let duplicateListName: Code = "duplicateListName"
        /// The list has no item with the identifier or title given.
        public static let unknownItem: Code = "unknownItem"
        /// No note has the identifier or title given.
        public static let unknownNote: Code = "unknownNote"
        /// Another note already has that title (ignoring case and accents).
        public static let duplicateNoteTitle: Code = "duplicateNoteTitle"
        /// A list name or item title is empty or only spaces.
        public static let emptyName: Code = "emptyName"
        /// A position to move an item to is outside the list.
        public static let invalidPosition: Code = "invalidPosition"
        /// Demo lists go only into a store without lists.
        public static let storeNotEmpty: Code = "storeNotEmpty"
        /// The store file cannot be read as a List-o-Mat store; it is left as it is.
        public static let corruptStore: Code = "corruptStore"
        /// The store file was written by a newer List-o-Mat; it is left as it is.
        public static let newerFormat: Code = "newerFormat"
        /// The store's folder or files cannot be read, written or locked.
        public static let storageFailure: Code = "storageFailure"
    }

    static func unknownList(_ reference: ListReference, among lists: [ItemList]) -> ListOMatError {
        let names = lists.map { "“\($0.name)”" }.joined(separator: ", ")
        let known = lists.isEmpty ? "there are no lists" : "the lists are \(names)"
        return ListOMatError(code: .unknownList, message: "there is no list \(reference); \(known)")
    }

    static func duplicateListName(_ name: String, existing: String) -> ListOMatError {
        ListOMatError(code: .duplicateListName, message: "there is already a list named “\(existing)”")
    }

    static func unknownItem(_ reference: ItemReference, in list: ItemList) -> ListOMatError {
        ListOMatError(code: .unknownItem, message: "“\(list.name)” has no item \(reference)")
    }

    static func unknownNote(_ reference: String, among notes: [TextNote]) -> ListOMatError {
        let titles = notes.map { "“\($0.title)”" }.joined(separator: ", ")
        let known = notes.isEmpty ? "there are no notes" : "the notes are \(titles)"
        return ListOMatError(code: .unknownNote, message: "there is no note \(reference); \(known)")
    }

    static func duplicateNoteTitle(_ existing: String) -> ListOMatError {
        ListOMatError(code: .duplicateNoteTitle, message: "there is already a note titled “\(existing)”")
    }

    static func emptyName(_ what: String) -> ListOMatError {
        ListOMatError(code: .emptyName, message: "\(what) cannot be empty")
    }
}
