import ArgumentParser
import Foundation
import ListOMatKit

struct NotesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notes", abstract: "Show a note with its text, or every note."
    )

    @OptionGroup var options: StoreOptions

    @Argument(help: "The note to show; every note when omitted.")
    var title: String?

    @Flag(help: "Print JSON: {\"notes\": [{\"id\", \"title\", \"content\"}]}.")
    var json = false

    func run() async throws {
        let store = try options.store().notes
        let notes = try title.map { [try store.note($0)] } ?? store.notes()
        if json {
            print(try Output.json(notes: notes))
        } else if notes.isEmpty {
            print("No notes yet. Create one with: listomat note create TITLE [TEXT]")
        } else {
            print(notes.map(Output.details).joined(separator: "\n\n"))
        }
    }
}

struct NoteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "note", abstract: "Create, add to or delete a note.",
        subcommands: [NoteCreateCommand.self, NoteAppendCommand.self, NoteDeleteCommand.self]
    )
}

struct NoteCreateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "create", abstract: "Create a note, with its text if given.")

    @OptionGroup var options: StoreOptions
    @Argument(help: "The new note's title.") var title: String
    @Argument(help: "Its text (the words are joined with spaces).") var text: [String] = []

    func run() async throws {
        let note = try await options.store().notes.createNote(titled: title, content: text.joined(separator: " "))
        print("Created the note “\(note.title)”.")
    }
}

struct NoteAppendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "append", abstract: "Add a line of text at the end of a note.")

    @OptionGroup var options: StoreOptions
    @Argument(help: "The note's title.") var title: String
    @Argument(help: "The text to add (the words are joined with spaces).") var text: [String]

    func run() async throws {
        let note = try await options.store().notes.append(text.joined(separator: " "), to: title)
        print("Added to “\(note.title)”.")
    }
}

struct NoteDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a note.")

    @OptionGroup var options: StoreOptions
    @Argument(help: "The note to delete.") var title: String

    func run() async throws {
        let note = try await options.store().notes.deleteNote(title)
        print("Deleted the note “\(note.title)”.")
    }
}
