/// Text written scalar by scalar as UTF-8 bytes, made a `String` once at the end.
///
/// Normalizing rewrites every request scalar by scalar several times over. Appending to a
/// `String.UnicodeScalarView` checks and may grow the string's storage at each scalar, which
/// made those passes most of the cost of normalizing; a byte array with its capacity reserved
/// does not.
struct UTF8Writer {
    private(set) var bytes: [UInt8] = []

    /// A writer with room for `capacity` bytes, the size of the text being rewritten.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var isEmpty: Bool { bytes.isEmpty }

    mutating func append(_ scalar: Unicode.Scalar) {
        Self.append(scalar, to: &bytes)
    }

    /// Appends `scalar`'s UTF-8 bytes to `bytes`.
    @inline(__always)
    static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(truncatingIfNeeded: value))
        case 0x80..<0x800:
            bytes.append(UInt8(truncatingIfNeeded: 0xC0 | value >> 6))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        case 0x800..<0x10000:
            bytes.append(UInt8(truncatingIfNeeded: 0xE0 | value >> 12))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        default:
            bytes.append(UInt8(truncatingIfNeeded: 0xF0 | value >> 18))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        }
    }

    mutating func append(contentsOf text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// What was written. Every byte came from a scalar, so the bytes are valid UTF-8.
    var string: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
