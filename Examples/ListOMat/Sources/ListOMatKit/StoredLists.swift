import Foundation

/// The store file's contents: a format version and the lists.
///
/// ```json
/// {"formatVersion": 1, "lists": [{"id": "…", "name": "Grocery Store",
///   "items": [{"done": false, "id": "…", "title": "milk"}]}]}
/// ```
struct StoredLists: Codable, Sendable, Hashable {
    /// The version this build writes; it reads this version and older ones.
    static let currentFormatVersion = 1

    var formatVersion: Int
    var lists: [ItemList]

    init(lists: [ItemList]) {
        self.formatVersion = Self.currentFormatVersion
        self.lists = lists
    }

    /// Reads a store file's bytes, checking the version before anything else.
    ///
    /// - Throws: ``ListOMatError`` with code `newerFormat` when a newer List-o-Mat wrote the file,
    ///   `corruptStore` when it is not a store of a known version; both name `path`.
    static func decode(_ data: Data, path: String) throws(ListOMatError) -> [ItemList] {
        try checkVersion(data, path: path, what: "list store", current: currentFormatVersion)
        do {
            return try JSONDecoder().decode(StoredLists.self, from: data).lists
        } catch {
            throw ListOMatError(
                code: .corruptStore,
                message: "the list store \(path) is damaged (\(describe(error))); it was left unchanged"
            )
        }
    }

    /// Checks a store file's `formatVersion` before anything else is read.
    ///
    /// - Throws: ``ListOMatError`` with code `newerFormat` when a newer List-o-Mat wrote the file,
    ///   `corruptStore` when it is not JSON with a valid version; both name `path`.
    static func checkVersion(_ data: Data, path: String, what: String, current: Int) throws(ListOMatError) {
        struct VersionProbe: Decodable { var formatVersion: Int? }
        let probe: VersionProbe
        do {
            probe = try JSONDecoder().decode(VersionProbe.self, from: data)
        } catch {
            throw ListOMatError(
                code: .corruptStore,
                message: "the \(what) \(path) is not valid JSON (\(describe(error))); it was left unchanged"
            )
        }
        guard let version = probe.formatVersion, version >= 1 else {
            throw ListOMatError(
                code: .corruptStore,
                message: "the \(what) \(path) has no valid formatVersion; it was left unchanged"
            )
        }
        guard version <= current else {
            throw ListOMatError(
                code: .newerFormat,
                message: "the \(what) \(path) has format version \(version), newer than the version "
                    + "\(current) this List-o-Mat reads; update List-o-Mat. The file was left unchanged"
            )
        }
    }

    /// The bytes of a store file holding `lists`, in the current format.
    static func encode(_ lists: [ItemList]) throws(ListOMatError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(StoredLists(lists: lists))
        } catch {
            throw ListOMatError(code: .storageFailure, message: "cannot encode the lists: \(error)")
        }
    }

    /// A short account of a decoding error: what was wrong, and where in the file.
    static func describe(_ error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return "\(error)" }
        func path(_ keys: [any CodingKey]) -> String {
            let parts = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return parts.isEmpty ? "the top level" : String(parts.drop { $0 == "." })
        }
        switch decodingError {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "bad value at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "missing “\(key.stringValue)” at \(path(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong kind of value at \(path(context.codingPath))"
        @unknown default:
            return "\(decodingError)"
        }
    }
}
