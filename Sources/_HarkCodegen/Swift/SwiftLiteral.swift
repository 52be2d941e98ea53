/// Swift literals for strings, written so that any content survives the trip into source.
package enum SwiftLiteral {
    /// `text` as a one-line string literal: `"Which list?"`, with quotes, backslashes and control
    /// characters escaped.
    package static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where needsEscape(scalar):
                literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// `[a, b]` with each element a one-line string literal.
    static func stringArray(_ items: [String]) -> String {
        "[" + items.map(string).joined(separator: ", ") + "]"
    }

    /// The lines of a raw multi-line string literal holding `text` byte for byte, or `nil` when
    /// `text` has characters such a literal would change (carriage returns, other control
    /// characters) and needs a one-line literal instead.
    ///
    /// The first line opens the literal and the last closes it; the content lines in between are
    /// meant to be written unindented, so nothing is stripped. Enough `#`s are used that no
    /// `"` or `\` in the text can end the literal or start an interpolation.
    static func rawMultilineString(_ text: String) -> [String]? {
        guard !text.unicodeScalars.contains(where: breaksMultilineLiteral) else {
            return nil
        }
        let delimiter = String(repeating: "#", count: longestHashRun(afterAnyOf: ["\"", "\\"], in: text) + 1)
        // A multi-line literal drops the line break just before its closing delimiter, so the
        // text is followed by one more line break than it has.
        return [delimiter + "\"\"\""] + text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            + ["\"\"\"" + delimiter]
    }

    /// Characters a reader would not see in a one-line literal: control characters, line and
    /// paragraph separators, and invisible formatting marks other than the zero-width (non-)joiners
    /// that emoji and Arabic need.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse: true
        case .format: !(0x200C...0x200D).contains(scalar.value)
        default: false
        }
    }

    /// Characters a multi-line literal would not keep as they are: line endings other than `\n`
    /// are normalized, and other control characters are not allowed.
    private static func breaksMultilineLiteral(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control: scalar != "\n" && scalar != "\t"
        case .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// The most `#`s that follow any of `starts` in `text`, counted in Unicode scalars as the
    /// compiler reads them (a combining mark after `#` must not hide it).
    private static func longestHashRun(afterAnyOf starts: Set<Unicode.Scalar>, in text: String) -> Int {
        var longest = 0
        var current: Int?
        for scalar in text.unicodeScalars {
            if scalar == "#", let run = current {
                current = run + 1
                longest = max(longest, run + 1)
            } else {
                current = starts.contains(scalar) ? 0 : nil
            }
        }
        return longest
    }
}
