import Foundation
import ListOMatKit

/// How `listomat` shows lists to people and to programs.
enum Output {
    /// "Grocery Store — 2 to do, 1 done".
    static func summary(_ list: ItemList) -> String {
        let done = list.items.filter(\.done).count
        return "\(list.name) — \(list.items.count - done) to do, \(done) done"
    }

    /// The list's name, then one line per item with its check mark.
    static func details(_ list: ItemList) -> String {
        guard !list.items.isEmpty else { return "\(list.name)\n  (no items)" }
        return ([list.name] + list.items.map { "  " + line($0) }).joined(separator: "\n")
    }

    /// "[✓] bread" or "[ ] milk".
    static func line(_ item: ListItem) -> String {
        "[\(item.done ? "✓" : " ")] \(item.title)"
    }

    /// “rice”, “onions” and “olives”.
    static func titles(_ items: [ListItem]) -> String {
        let quoted = items.map { "“\($0.title)”" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }

    /// The note's title, then its text, indented.
    static func details(_ note: TextNote) -> String {
        guard !note.content.isEmpty else { return "\(note.title)\n  (empty)" }
        let lines = note.content.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        return ([note.title] + lines).joined(separator: "\n")
    }

    /// `{"notes":[{"id":…,"title":…,"content":…}]}`.
    static func json(notes: [TextNote]) throws -> String {
        struct Document: Encodable { var notes: [TextNote] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Document(notes: notes)), as: UTF8.self)
    }

    /// `{"lists":[{"id":…,"name":…,"items":[{"id":…,"title":…,"done":false}]}]}`.
    static func json(_ lists: [ItemList]) throws -> String {
        struct Document: Encodable { var lists: [ItemList] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Document(lists: lists)), as: UTF8.self)
    }
}
