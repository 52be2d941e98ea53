import Foundation

/// One change in `lists.journal`: its steps, and the generation of the `lists.json` they apply
/// on top of.
///
/// A record is one line: the CRC-32 of the JSON in eight hexadecimal digits, a space, the JSON,
/// and a newline.
///
/// ```
/// 5c1b0a7e {"changes":[{"at":2,"items":[{"done":false,"id":"…","title":"milk"}],"list":"…","op":"insertItems"}],"generation":3}
/// ```
///
/// A line cut short — no newline, or a checksum that does not match — at the end of the file is
/// a change whose writer stopped mid-append (a crash): it was never acknowledged, and is
/// ignored. Anywhere else it is damage.
struct JournalRecord: Codable, Hashable, Sendable {
    var generation: Int
    var changes: [ListChange]

    /// The record's line.
    func line() throws(ListOMatError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json: Data
        do {
            json = try encoder.encode(self)
        } catch {
            throw ListOMatError(code: .storageFailure, message: "cannot encode a change to the lists: \(error)")
        }
        var line = Array(Self.hex(CRC32.checksum(json)).utf8)
        line.append(UInt8(ascii: " "))
        line += json
        line.append(UInt8(ascii: "\n"))
        return line
    }

    /// What a run of journal lines holds.
    struct Scan: Sendable {
        /// The whole records, in order, each with the offset just past its line.
        var records: [(record: JournalRecord, end: Int)] = []
        /// The offset just past the last whole record: where the next one goes.
        var end: Int
        /// Where a line that is not a record sits with more lines after it, and what is wrong.
        var damage: (offset: Int, problem: String)?
    }

    /// The records in `bytes`, which start at offset `base` of the journal.
    static func scan(_ bytes: [UInt8], base: Int) -> Scan {
        var scan = Scan(end: base)
        var start = 0
        let decoder = JSONDecoder()
        while start < bytes.count {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { break }  // cut short
            let line = bytes[start..<newline]
            let isLast = newline + 1 == bytes.count
            guard line.count > 9, line[start + 8] == UInt8(ascii: " "),
                String(decoding: line.prefix(8), as: UTF8.self) == hex(CRC32.checksum(line.dropFirst(9)))
            else {
                if !isLast { scan.damage = (base + start, "a line whose checksum does not match") }
                break
            }
            do {
                let record = try decoder.decode(JournalRecord.self, from: Data(line.dropFirst(9)))
                scan.records.append((record, base + newline + 1))
                scan.end = base + newline + 1
            } catch {
                scan.damage = (base + start, "a change that does not decode: \(StoredLists.describe(error))")
                break
            }
            start = newline + 1
        }
        return scan
    }

    private static func hex(_ checksum: UInt32) -> String {
        let digits = String(checksum, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}

/// CRC-32 as zlib and `cksum -a crc32b` compute it.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { byte in
        var value = UInt32(byte)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
