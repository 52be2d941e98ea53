/// The `{name}` placeholders of prompts and response templates.
public enum Placeholder {
    /// The names in `text`'s placeholders, in order of appearance: `["addedTasks", "modifiedTaskList"]`
    /// for "Added {addedTasks} to {modifiedTaskList}.".
    public static func names(in text: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in text {
            switch character {
            case "{": current = ""
            case "}":
                if let name = current, !name.isEmpty { names.append(name) }
                current = nil
            default:
                if current != nil { current?.append(character) }
            }
        }
        return names
    }
}
