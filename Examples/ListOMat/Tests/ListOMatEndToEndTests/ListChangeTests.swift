import Hark
import HarkAssistant
import HarkDialog
import ListOMatKit
import Testing

/// Marking, creating and deleting through the assistant, in every language: what the store
/// holds afterwards.
@Suite("Changing lists, end to end")
struct ListChangeTests {
    @Test(arguments: Phrasebook.all)
    func markingAnItemDoneSetsItsFlag(_ book: Phrasebook) async throws {
        let listOMat = try await EndToEnd(locale: book.locale, lists: book.lists)

        let turn = await listOMat.say(book.markFirstDone)
        #expect(turn.say == book.markedFirstDone)
        #expect(turn.intent == "SetTaskAttribute")
        #expect(turn.code == "success")

        let stored = try listOMat.items(of: book.groceryStore)
        #expect(stored.map(\.title) == book.groceries)
        #expect(stored.map(\.done) == [true, false])
        #expect(try listOMat.items(of: book.hardwareStore).map(\.done) == [false])
    }

    @Test(arguments: Phrasebook.all)
    func creatingAListAddsAnEmptyOne(_ book: Phrasebook) async throws {
        let listOMat = try await EndToEnd(locale: book.locale, lists: book.lists)

        let turn = await listOMat.say(book.createList)
        #expect(turn.say == book.createdList)
        #expect(turn.intent == "CreateTaskList")
        #expect(turn.code == "success")

        #expect(try listOMat.lists().map(\.name) == [book.groceryStore, book.hardwareStore, book.createdListName])
        #expect(try listOMat.items(of: book.createdListName).isEmpty)
    }

    @Test(arguments: Phrasebook.all)
    func creatingAListWithItemsStoresThem(_ book: Phrasebook) async throws {
        let listOMat = try await EndToEnd(locale: book.locale, lists: book.lists)

        let turn = await listOMat.say(book.createListWithItems)
        #expect(turn.say == book.createdListWithItems)
        #expect(turn.code == "success")

        #expect(try listOMat.lists().map(\.name) == [book.groceryStore, book.hardwareStore, book.createdListWithItemsName])
        let stored = try listOMat.items(of: book.createdListWithItemsName)
        #expect(stored.map(\.title) == book.createdListItems)
        #expect(stored.allSatisfy { !$0.done })
    }

    @Test(arguments: Phrasebook.all)
    func deletingAnItemAsksFirstThenRemovesIt(_ book: Phrasebook) async throws {
        let listOMat = try await EndToEnd(locale: book.locale, lists: book.lists)

        let question = await listOMat.say(book.deleteSecond)
        #expect(question.say == book.shallIDeleteSecond)
        #expect(question.expecting == .confirmation)
        #expect(question.intent == "DeleteTasks")
        #expect(try listOMat.titles(of: book.groceryStore) == book.groceries)

        let deleted = await listOMat.say(book.yes)
        #expect(deleted.say == book.deletedSecond)
        #expect(deleted.code == "success")
        #expect(try listOMat.titles(of: book.groceryStore) == [book.groceries[0]])
        #expect(try listOMat.titles(of: book.hardwareStore) == [book.hardware])
    }

    @Test(arguments: Phrasebook.all)
    func deletingTheItemsDoneAsksForTheListThenRemovesOnlyThem(_ book: Phrasebook) async throws {
        let listOMat = try await EndToEnd(locale: book.locale, lists: book.lists)
        #expect(await listOMat.say(book.markFirstDone).code == "success")

        let which = await listOMat.say(book.deleteDone)
        #expect(which.say == book.fromWhichList)
        #expect(which.intent == "DeleteTasks")
        let question = await listOMat.say(book.groceryStoreByName)
        #expect(question.say == book.shallIDeleteDone)
        #expect(question.expecting == .confirmation)
        #expect(try listOMat.titles(of: book.groceryStore) == book.groceries)

        let deleted = await listOMat.say(book.yes)
        #expect(deleted.say == book.deletedFirst)
        #expect(deleted.code == "success")
        #expect(try listOMat.titles(of: book.groceryStore) == [book.groceries[1]])
        #expect(try listOMat.titles(of: book.hardwareStore) == [book.hardware])
    }
}
