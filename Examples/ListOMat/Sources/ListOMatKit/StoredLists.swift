import Foundation

/// The snapshot file's contents: a format version, the generation of the snapshot and the lists.
///
/// ```json
/// {"formatVersion": 2, "generation": 3, "lists": [{"id": "…", "name": "Grocery Store",
///   "items": [{"done": false, "id": "…", "title": "milk"}]}]}
/// ```
///
/// Version 2 has the journal beside it (``JournalRecord``): the lists are this file's with the
/// journal's records of the same `generation` replayed on top. Version 1 had no journal and no
/// generation: it is read as generation 0, and the first change writes it again as version 2.
struct StoredLists: Codable, Sendable, Hashable {
    /// The version this build writes; it reads this version and older ones.
    static let currentFormatVersion = 2

    var formatVersion: Int
    /// Which snapshot this is: each rewrite counts one up, and journal records name the one they
    /// apply on top of.
    var generation: Int
    var lists: [ItemList]

    init(generation: Int, lists: [ItemList]) {
        self.formatVersion = Self.currentFormatVersion
        self.generation = generation
        self.lists = lists
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        generation = try container.decodeIfPresent(Int.self, forKey: .generation) ?? 0
        lists = try container.decode([ItemList].self, forKey: .lists)
    }

    /// Reads a store file's bytes, checking the version before anything else.
    ///
    /// - Throws: ``ListOMatError`` with code `newerFormat` when a newer List-o-Mat wrote the file,
    ///   `corruptStore` when it is not a store of a known version; both name `path`.
    static func decode(_ data: Data, path: String) throws(ListOMatError) -> StoredLists {
        try checkVersion(data, path: path, what: "list store", current: currentFormatVersion)
        do {
            return try JSONDecoder().decode(StoredLists.self, from: data)
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

    /// The bytes of a store file holding `lists` as snapshot `generation`, in the current format.
    static func encode(_ lists: [ItemList], generation: Int) throws(ListOMatError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(StoredLists(generation: generation, lists: lists))
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
