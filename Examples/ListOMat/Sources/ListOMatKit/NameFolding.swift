import Foundation

/// The form in which the store compares list names and item titles: trimmed, without case,
/// accents or width differences, runs of spaces as one.
public enum NameFolding {
    /// `name` as the store compares it: "  Grocery   STORE " → "grocery store".
    public static func fold(_ name: String) -> String {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `name` without surrounding whitespace; runs of whitespace inside it stay as typed.
    public static func trimmed(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
