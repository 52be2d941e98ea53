/// The `{name}` placeholders of prompts and response templates.
///
/// A placeholder may ask for a form of its value after a colon: `{taskLists:withItems}` says
/// each list with its items, `{notes:withContent}` each note with its text, `{taskLists:count}`
/// how many values the list has (``forms``).
public enum Placeholder {
    /// The forms a placeholder may ask for.
    public static let forms: Set<String> = ["withItems", "withContent", "count"]

    /// The names in `text`'s placeholders, in order of appearance: `["addedTasks", "modifiedTaskList"]`
    /// for "Added {addedTasks} to {modifiedTaskList}.".
    public static func names(in text: String) -> [String] {
        parts(in: text).map(\.name)
    }

    /// Each placeholder's name and the form it asks for, in order of appearance.
    public static func parts(in text: String) -> [(name: String, form: String?)] {
        var parts: [(name: String, form: String?)] = []
        var current: String?
        for character in text {
            switch character {
            case "{": current = ""
            case "}":
                if let placeholder = current, !placeholder.isEmpty { parts.append(split(placeholder)) }
                current = nil
            default:
                if current != nil { current?.append(character) }
            }
        }
        return parts
    }

    /// A placeholder's name and form: `taskLists:withItems` → (`taskLists`, `withItems`).
    public static func split(_ placeholder: String) -> (name: String, form: String?) {
        guard let colon = placeholder.firstIndex(of: ":") else { return (placeholder, nil) }
        return (String(placeholder[..<colon]), String(placeholder[placeholder.index(after: colon)...]))
    }
}
