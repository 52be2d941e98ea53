import Foundation
import GRDB
import HarkAssistant

/// A row of one of ``HarkDatabase``'s tables, as a Codable record: one stored property per
/// column, named by its coding key, and `Columns` for queries.
///
/// What the rows have always held, so that files written by any version read alike:
/// - a date is seconds since 1970, a `REAL`. A query compares a date column with
///   `date.timeIntervalSince1970`: a `Date` given to a query as it is would be compared as text;
/// - a property of a Codable type (a conversation, a donation, a list of values) is its JSON, with
///   sorted keys and dates in seconds since 1970;
/// - a row that does not decode throws ``DamagedRecord``, naming the record
///   (``description(of:)``), which ``HarkDatabase`` reports as a ``StoreError`` `damagedRecord`.
protocol HarkRecord: Codable, FetchableRecord, PersistableRecord {
    /// Which record `row` holds, for an error message: "donation '…' of user 'amira'".
    static func description(of row: Row) -> String
}

extension HarkRecord {
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSince1970
    }

    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .timeIntervalSince1970
    }

    static func databaseJSONEncoder(for column: String) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }

    static func databaseJSONDecoder(for column: String) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }

    /// Decodes `row` as GRDB's own `init(row:)` for Codable records does, and names the record
    /// when that fails.
    init(row: Row) throws {
        do {
            self = try FetchableRecordDecoder().decode(Self.self, from: row)
        } catch {
            throw DamagedRecord(record: Self.description(of: row), reason: error)
        }
    }
}

extension HarkRecord {
    /// `value` as a JSON column of this record holds it: sorted keys, dates in seconds since
    /// 1970, as text (what GRDB writes for a Codable property), for statements written by hand.
    static func jsonText(_ value: some Encodable, column: String = "json") throws -> String {
        String(decoding: try databaseJSONEncoder(for: column).encode(value), as: UTF8.self)
    }

    /// `value` encoded as ``jsonText(_:column:)`` does, remembered in `cache` for the row `key`
    /// so that reading the row back decodes nothing.
    static func jsonText<Value: Encodable & Sendable>(_ value: Value, remembering key: String, in cache: DecodedJSONCache) throws -> String
    {
        let json = try databaseJSONEncoder(for: "json").encode(value)
        cache.remember(value, key: key, json: json)
        return String(decoding: json, as: UTF8.self)
    }

    /// The value of the row `key`'s JSON, from `cache` when it holds these very bytes, else
    /// decoded (``decodeJSON(_:from:column:record:)``) and remembered.
    static func decodeJSON<Value: Decodable & Sendable>(
        _ type: Value.Type, from json: Data, key: String, cache: DecodedJSONCache, record: @autoclosure () -> String
    ) throws -> Value {
        if let value = cache.value(type, key: key, json: json) { return value }
        let value = try decodeJSON(type, from: json, record: record())
        cache.remember(value, key: key, json: json)
        return value
    }

    /// The value a JSON column holds, or ``DamagedRecord`` naming `record` when it does not decode.
    static func decodeJSON<Value: Decodable>(
        _ type: Value.Type, from json: Data, column: String = "json", record: @autoclosure () -> String
    ) throws -> Value {
        do {
            return try databaseJSONDecoder(for: column).decode(type, from: json)
        } catch {
            throw DamagedRecord(record: record(), reason: error)
        }
    }
}

extension Row {
    /// What `column` holds, or ``DamagedRecord`` naming `record` when it is not a `Value`.
    func value<Value: DatabaseValueConvertible>(
        _ type: Value.Type = Value.self, _ column: String, record: @autoclosure () -> String
    ) throws -> Value {
        do {
            return try decode(Value.self, forColumn: column)
        } catch {
            throw DamagedRecord(record: record(), reason: error)
        }
    }
}

/// A row that does not decode as its record: which record, and why.
struct DamagedRecord: Error {
    /// "donation '…' of user 'amira'".
    var record: String
    var reason: any Error
}

extension Row {
    /// What `column` holds, as text for a message: `?` when the row has no such value.
    func text(_ column: Column) -> String {
        self[column].map { "\($0)" } ?? "?"
    }
}
