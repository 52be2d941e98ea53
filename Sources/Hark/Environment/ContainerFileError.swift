public import Foundation

/// What goes wrong with a ``ContainerFile``, for an app whose file needs no error of its own:
/// the file cannot be read as the app's (`corruptStore`), or the container or its files cannot
/// be read, written or locked (`storageFailure`). The message names the file and what the
/// system said.
///
/// ```swift
/// struct Shelf: VersionedContents { var formatVersion: Int; var books: [String] }
///
/// func addBook(_ title: String, in container: URL) throws(ContainerFileError) {
///     let file = ContainerFile(directory: container, name: "shelf", describedAs: "the shelf")
///     try file.withExclusiveLock { () throws(ContainerFileError) in
///         let shelf = try file.readJSON(Shelf.self, newest: 1) ?? Shelf(formatVersion: 1, books: [])
///         try file.writeJSON(Shelf(formatVersion: 1, books: shelf.books + [title]))
///     }
/// }
/// ```
public struct ContainerFileError: CodedError {
    public var code: Code
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The kinds of ``ContainerFileError``.
    public struct Code: ErrorCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The file cannot be read as the app's (it does not decode, or a newer format wrote
        /// it); it is left as it is.
        public static let corruptStore: Code = "corruptStore"
        /// The container or its files cannot be read, written or locked.
        public static let storageFailure: Code = "storageFailure"
    }
}

extension ContainerFile where Failure == ContainerFileError {
    /// A file whose failures are ``ContainerFileError``s: `storageFailure` for reading, writing
    /// and locking, `corruptStore` from ``readJSON(_:newest:)``.
    public init(directory: URL, name: String, describedAs what: String, sync: FileSync = .system) {
        self.init(directory: directory, name: name, describedAs: what, sync: sync) { message in
            ContainerFileError(code: .storageFailure, message: message)
        }
    }

    /// The file's contents decoded from JSON, as ``readJSON(_:newest:corrupt:)`` reads them;
    /// contents it cannot take are a `corruptStore` error.
    public func readJSON<Contents: VersionedContents>(_ type: Contents.Type, newest: Int) throws(ContainerFileError) -> Contents? {
        try readJSON(type, newest: newest) { ContainerFileError(code: .corruptStore, message: $0) }
    }
}
