extension Character {
    /// `isWhitespace`, with ASCII answered from its code alone: Unicode's property tables, which
    /// `isWhitespace` reads for every character, were a large part of splitting and trimming
    /// the words of a request. `ScalarFoldingTests` checks both agree.
    var isWhitespaceFast: Bool {
        if let ascii = asciiValue {
            return ascii == 0x20 || (0x09...0x0D).contains(ascii)
        }
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
