public import Foundation

/// What an app keeps as JSON in a ``ContainerFile`` with a format version, so that an older app
/// refuses a file a newer one wrote instead of dropping what it does not know.
public protocol VersionedContents: Codable {
    /// The format the contents were written in.
    var formatVersion: Int { get }
}

extension ContainerFile {
    /// The file's contents decoded from JSON (dates in ISO 8601), or `nil` when there is no file
    /// yet. Contents that do not decode, or that a newer format wrote (`formatVersion` above
    /// `newest`), are `corrupt`'s error with a sentence naming the file; the file is left as it is.
    ///
    /// ```swift
    /// struct NotesError: Error { var message: String }
    /// struct Notes: VersionedContents { var formatVersion: Int; var lines: [String] }
    ///
    /// func add(_ line: String, to file: ContainerFile<NotesError>) throws(NotesError) {
    ///     let notes = try file.readJSON(Notes.self, newest: 1) { NotesError(message: $0) }
    ///     try file.writeJSON(Notes(formatVersion: 1, lines: (notes?.lines ?? []) + [line]))
    /// }
    /// ```
    public func readJSON<Contents: VersionedContents>(
        _ type: Contents.Type, newest: Int, corrupt: (_ message: String) -> Failure
    ) throws(Failure) -> Contents? {
        guard let data = try readData() else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let contents: Contents
        do {
            contents = try decoder.decode(Contents.self, from: data)
        } catch {
            throw corrupt("\(dataURL.path) is not \(what) (\(error)); it was left unchanged")
        }
        guard contents.formatVersion <= newest else {
            throw corrupt(
                "\(dataURL.path) holds \(what) in format \(contents.formatVersion), newer than this version reads (\(newest)); it was left unchanged"
            )
        }
        return contents
    }

    /// Writes `contents` as JSON (sorted keys, indented, dates in ISO 8601), atomically and
    /// durably (``write(data:)``).
    public func writeJSON(_ contents: some Encodable) throws(Failure) {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(contents)
        } catch {
            throw failure("cannot encode \(what): \(error)")
        }
        try write(data: data)
    }
}
