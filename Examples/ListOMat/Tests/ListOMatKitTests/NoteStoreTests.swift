import Foundation
import Hark
import HarkTesting
import ListOMatKit
import Testing

/// The notes beside the lists: created, added to, deleted, kept across stores and processes,
/// and refused when their file is damaged.
struct NoteStoreTests {
    let scratch: TemporaryDirectory

    init() throws {
        scratch = try TemporaryDirectory.listOMat()
    }

    var noteFile: URL {
        scratch.url.appendingPathComponent("containers/group.com.app-o-mat.listomat/notes.json")
    }

    @Test func notesAreCreatedAddedToAndDeletedLineByLine() async throws {
        let notes = try scratch.store().notes
        #expect(try notes.notes().isEmpty)
        let ideas = try await notes.createNote(titled: "  Ideas ", content: "a boat")
        #expect(ideas.title == "Ideas")
        try await notes.createNote(titled: "Recipes")
        let appended = try await notes.append("a bigger boat", to: "ideas")
        #expect(appended.id == ideas.id)
        #expect(appended.content == "a boat\na bigger boat")
        #expect(try await notes.append("pancakes", to: "RECIPES").content == "pancakes")

        // Another store over the same container — another process — sees the same notes.
        let again = try scratch.store().notes
        #expect(try again.notes().map(\.title) == ["Ideas", "Recipes"])
        #expect(try again.note("Ideas").content == "a boat\na bigger boat")
        #expect(try await again.deleteNote("recipes").title == "Recipes")
        #expect(try notes.notes().map(\.title) == ["Ideas"])
        // The lists are a file of their own, untouched.
        #expect(try scratch.store().lists().isEmpty)
    }

    @Test func aTakenTitleAnUnknownNoteAndEmptyTextAreRefusedAndChangeNothing() async throws {
        let notes = try scratch.store().notes
        try await notes.createNote(titled: "Ideas", content: "a boat")
        let before = try Data(contentsOf: noteFile)
        await #expect(throws: ListOMatError.self) { try await notes.createNote(titled: "IDEAS") }
        do {
            try await notes.append("x", to: "Plans")
            Issue.record("appending to a note that does not exist worked")
        } catch {
            #expect(error.code == .unknownNote)
            #expect(error.message == "there is no note “Plans”; the notes are “Ideas”")
        }
        await #expect(throws: ListOMatError.self) { try await notes.append("   ", to: "Ideas") }
        #expect(try Data(contentsOf: noteFile) == before)
    }

    @Test func aDamagedOrNewerNoteFileIsReportedAndLeftAlone() async throws {
        let notes = try scratch.store().notes
        try await notes.createNote(titled: "Ideas")
        for contents in [#"{"formatVersion": 1, "notes": [{"id": 3}]}"#, #"{"formatVersion": 9, "notes": []}"#, "not json"] {
            try Data(contents.utf8).write(to: noteFile)
            do {
                _ = try await notes.createNote(titled: "Plans")
                Issue.record("a damaged note file was written over: \(contents)")
            } catch {
                #expect(error.code == (contents.contains("9") ? .newerFormat : .corruptStore))
                #expect(error.message.contains(noteFile.path))
            }
            #expect(try Data(contentsOf: noteFile) == Data(contents.utf8))
        }
    }

    @Test func titlesAreRegisteredWhenTheyChange() async throws {
        let registrar = RecordingRegistrar()
        let notes = try scratch.store(registrar: registrar).notes
        try await notes.createNote(titled: "Ideas")
        try await notes.append("a boat", to: "Ideas")
        try await notes.createNote(titled: "Recipes")
        let calls = await registrar.calls
        #expect(calls.map(\.kind) == ["Note", "Note"])
        #expect(calls.last?.values == ["Ideas", "Recipes"])
    }

    @Test func theCommandLineShowsAndChangesNotes() throws {
        func listomat(_ arguments: String...) throws -> BuiltExecutable.Result {
            try listOMatCommand.run(["--data-dir", scratch.url.path] + arguments)
        }
        #expect(try listomat("notes").output == "No notes yet. Create one with: listomat note create TITLE [TEXT]\n")
        #expect(try listomat("note", "create", "Ideas", "a", "boat").output == "Created the note “Ideas”.\n")
        #expect(try listomat("note", "append", "ideas", "a bigger boat").output == "Added to “Ideas”.\n")
        #expect(try listomat("note", "create", "Recipes").status == 0)
        #expect(try listomat("notes").output == "Ideas\n  a boat\n  a bigger boat\n\nRecipes\n  (empty)\n")
        #expect(try listomat("notes", "Ideas").output == "Ideas\n  a boat\n  a bigger boat\n")
        #expect(try listomat("notes", "--json").output.contains(#""title" : "Recipes""#))
        let missing = try listomat("notes", "Plans")
        #expect(missing.status != 0)
        #expect(missing.error.contains("there is no note “Plans”"))
        #expect(try listomat("note", "delete", "Recipes").output == "Deleted the note “Recipes”.\n")
        #expect(try scratch.store().notes.notes().map(\.title) == ["Ideas"])
    }
}
