public import Foundation

/// The framing of the extension protocol: one message per line of UTF-8 JSON, ended by `\n`,
/// at most ``ExtensionProtocol/maximumMessageSize`` bytes.
///
/// JSON written compactly never holds a raw line break, so a line is always a whole message,
/// in any language that has a JSON library.
public enum MessageFraming {
    /// `message` as one line, newline included.
    public static func encode(_ message: ExtensionMessage) throws -> Data {
        var data = try encoder.encode(message)
        data.append(0x0A)
        return data
    }

    /// The message in `line` (without its newline).
    ///
    /// - Throws: ``FramingError`` saying what is wrong with the line.
    public static func decode(_ line: some DataProtocol) throws(FramingError) -> ExtensionMessage {
        do {
            return try JSONDecoder().decode(ExtensionMessage.self, from: Data(line))
        } catch {
            let start = String(decoding: line.prefix(80), as: UTF8.self)
            throw FramingError(message: "not a protocol message: \(start.debugDescription) (\(Self.reason(error)))")
        }
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): context.debugDescription
        case DecodingError.keyNotFound(let key, _): "no \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        default: "\(error)"
        }
    }
}

/// A line that is not a protocol message, or a line too long to be one.
public struct FramingError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Splits bytes as they arrive into lines, refusing a line longer than the limit.
public struct LineSplitter: Sendable {
    private var buffer: [UInt8] = []
    private let limit: Int

    public init(limit: Int = ExtensionProtocol.maximumMessageSize) {
        self.limit = limit
    }

    /// Takes `bytes` and returns the lines they complete, without their newline; empty lines are skipped.
    ///
    /// - Throws: ``FramingError`` when a line grows past the limit.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) throws(FramingError) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = 0
        for index in 0..<bytes.count where bytes[index] == 0x0A {
            buffer.append(contentsOf: bytes[start..<index])
            if !buffer.isEmpty { lines.append(buffer) }
            buffer.removeAll(keepingCapacity: true)
            start = index + 1
        }
        buffer.append(contentsOf: bytes[start..<bytes.count])
        guard buffer.count <= limit else {
            buffer.removeAll()
            throw FramingError(message: "a message longer than \(limit) bytes")
        }
        return lines
    }

    /// Whether an unfinished line is waiting.
    public var hasPartialLine: Bool { !buffer.isEmpty }
}
