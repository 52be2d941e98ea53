import Foundation
import Synchronization

/// Values this process decoded from, or encoded into, JSON columns, each with its JSON: a row
/// read again with the same bytes gives the value without decoding it again.
///
/// A turn reads back the conversation the previous turn wrote, and the vocabulary the app
/// registered; decoding JSON through Codable is most of what those reads cost. An entry is only
/// used when the bytes just read are the bytes it was made from, so a row another process
/// changed is decoded as before. The cache holds at most ``capacity`` rows and starts again
/// empty when full.
final class DecodedJSONCache: Sendable {
    static let capacity = 1_024

    private struct Entry: @unchecked Sendable {
        // `value` is only ever a Sendable value of the type it is asked back as.
        var json: Data
        var value: Any
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// The value remembered for `key` when it was made from exactly `json`.
    func value<Value: Sendable>(_ type: Value.Type, key: String, json: Data) -> Value? {
        entries.withLock { entries in
            guard let entry = entries[key], entry.json == json else { return nil }
            return entry.value as? Value
        }
    }

    /// Remembers that `json` holds `value`, for the row `key`.
    func remember<Value: Sendable>(_ value: Value, key: String, json: Data) {
        entries.withLock { entries in
            if entries.count >= Self.capacity, entries[key] == nil { entries.removeAll(keepingCapacity: true) }
            entries[key] = Entry(json: json, value: value)
        }
    }

    /// The key of a row: its table and the columns that find it.
    static func key(_ table: String, _ columns: String...) -> String {
        ([table] + columns).joined(separator: "\u{1F}")
    }
}
