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

    /// The list named, without its items: what a resolved list parameter carries. The handler
    /// finds the list by its identifier when it handles the intent, so a request about a list of
    /// ten thousand items stays as small as one about a list of three (the conversation and the
    /// donation keep the request).
    public var withoutItems: TaskList {
        TaskList(title: SpeakableString(spokenPhrase: name, identifier: id), tasks: [], identifier: id)
    }

    /// The list with its last `count` items: what the card after an add shows, the new items at
    /// its end, however long the list has grown.
    public func taskList(lastItems count: Int) -> TaskList {
        var list = taskList
        list.tasks = Array(list.tasks.suffix(count))
        return list
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
