public import Hark
public import ListOMatKit

extension ItemList {
    /// The list as the assistant sees it: its name and items, with identifiers.
    public var taskList: TaskList {
        TaskList(
            title: SpeakableString(spokenPhrase: name, identifier: id),
            tasks: items.map(\.taskItem),
            identifier: id
        )
    }
}

extension ListItem {
    /// The item as the assistant sees it: its title, done status and identifier.
    public var taskItem: TaskItem {
        TaskItem(
            title: SpeakableString(spokenPhrase: title, identifier: id),
            status: done ? .completed : .notCompleted,
            identifier: id
        )
    }
}

extension TextNote {
    /// The note as the assistant sees it: its title, text and identifier.
    public var note: Note {
        Note(title: SpeakableString(spokenPhrase: title, identifier: id), content: content, identifier: id)
    }
}
