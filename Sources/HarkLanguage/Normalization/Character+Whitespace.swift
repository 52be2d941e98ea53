import Foundation

extension Character {
    /// `isWhitespace`, with ASCII answered from its code alone: Unicode's property tables, which
    /// `isWhitespace` reads for every character, were a large part of splitting and trimming
    /// the words of a request. `ScalarFoldingTests` checks both agree.
    var isWhitespaceFast: Bool {
        if let ascii = asciiValue {
            return ascii == 0x20 || (0x09...0x0D).contains(ascii)
        }
        // A character is whitespace by its first scalar: a letter of the common scripts is none.
        if let first = unicodeScalars.first, ScalarFolding.isPlainLetter(first) { return false }
        return isWhitespace
    }
}

extension Character {
    /// `isPunctuation`, with ASCII answered from its code alone, as ``isWhitespaceFast``.
    var isPunctuationFast: Bool {
        if let ascii = asciiValue {
            switch ascii {
            case UInt8(ascii: "!")...UInt8(ascii: "#"), UInt8(ascii: "%")...UInt8(ascii: "*"), UInt8(ascii: ",")...UInt8(ascii: "/"),
                UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "?"), UInt8(ascii: "@"), UInt8(ascii: "[")...UInt8(ascii: "]"),
                UInt8(ascii: "_"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                return true
            default:
                return false
            }
        }
        return isPunctuation
    }
}

extension StringProtocol {
    /// `trimmingCharacters(in: set)` for `.whitespaces` or `.whitespacesAndNewlines`, without
    /// Foundation's work when neither end can be trimmed: text that begins and ends with a
    /// printable ASCII character or a plain letter (``ScalarFolding/isPlainLetter(_:)``), as
    /// nearly every slot's words do.
    func trimmingSpaces(_ set: CharacterSet) -> String {
        if unicodeScalars.first?.endsNoWhitespace == true, unicodeScalars.last?.endsNoWhitespace == true { return String(self) }
        return trimmingCharacters(in: set)
    }
}

extension Unicode.Scalar {
    /// Whether a character that begins or ends with this scalar is surely no whitespace: a
    /// printable ASCII character or a plain letter (``ScalarFolding/isPlainLetter(_:)``), which
    /// no neighbour joins into a whitespace character. Trimming and quoting text that begins and
    /// ends with such scalars has nothing to take away.
    var endsNoWhitespace: Bool {
        (0x21..<0x7F).contains(value) || ScalarFolding.isPlainLetter(self)
    }
}
