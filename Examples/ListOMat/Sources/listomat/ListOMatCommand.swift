import ArgumentParser

/// `listomat`: List-o-Mat's own screen on this platform, a command line over the lists its
/// extension shares with the assistant.
@main
struct ListOMatCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listomat",
        abstract: "List-o-Mat: lists of things to do, and notes, shared with the assistant.",
        discussion: """
            The lists and notes live in List-o-Mat's app group container, containers/group.com.app-o-mat.listomat/ \
            in the data directory (--data-dir, else $HARK_DATA_DIR, else ~/.local/share/hark); another \
            user's (--user NAME) in users/NAME/containers/group.com.app-o-mat.listomat/.
            """,
        subcommands: [
            ListsCommand.self, ShowCommand.self, CreateCommand.self, RenameCommand.self, DeleteCommand.self,
            AddCommand.self, RemoveCommand.self, DoneCommand.self, UndoneCommand.self, MoveCommand.self,
            DemoCommand.self, NotesCommand.self, NoteCommand.self,
        ]
    )

    /// Declared here too, so `--data-dir` may come before the subcommand as well as after it.
    @OptionGroup var options: StoreOptions
}
