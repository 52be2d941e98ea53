import Hark
import HarkAssistant
import HarkDialog
import ListOMatKit
import Testing

/// The seed article's requests, said to the assistant in every language, answered by the real
/// List-o-Mat extension over a real store.
@Suite("The seed article's requests, end to end")
struct SeedRequestTests {
    @Test(arguments: Phrasebook.all)
    func showingAListGivesItsItems(_ book: Phrasebook) async throws {
        let listOMat = try await EndToEnd(locale: book.locale, lists: book.lists)

        let turn = await listOMat.say(book.showGroceryStore)
        #expect(turn.say == book.found)
        #expect(turn.expecting == .nothing)
        #expect(turn.app == ListStore.appIdentifier)
        #expect(turn.intent == "SearchForNotebookItems")
        #expect(turn.code == "success")
        #expect(titles(turn.parameters["taskLists"]) == [book.groceryStore])
        #expect(titles(turn.parameters["tasks"]) == book.groceries)
        guard case .taskList(let list)? = turn.parameters["taskLists"]?.listElements.first else {
            Issue.record("no list in \(turn.parameters)")
            return
        }
        #expect(list.tasks.map(\.title.spokenPhrase) == book.groceries)
        // Looking changes nothing.
        #expect(try listOMat.titles(of: book.groceryStore) == book.groceries)
        #expect(try listOMat.titles(of: book.hardwareStore) == [book.hardware])
    }

    @Test(arguments: Phrasebook.all)
    func theStoreListIsChosenByPosition(_ book: Phrasebook) async throws {
        try await showTheStoreList(book, answer: book.first)
    }

    @Test(arguments: Phrasebook.all)
    func theStoreListIsChosenByName(_ book: Phrasebook) async throws {
        try await showTheStoreList(book, answer: book.groceryStoreByName)
    }

    /// "show the store list" → "Which one: Grocery Store or Hardware Store?" → `answer` → the
    /// grocery store's items.
    func showTheStoreList(_ book: Phrasebook, answer: String) async throws {
        let listOMat = try await EndToEnd(locale: book.locale, lists: book.lists)

        let question = await listOMat.say(book.showStore)
        #expect(question.say == book.whichStore)
        #expect(question.expecting == .choice)
        #expect(question.choices == [book.groceryStore, book.hardwareStore])
        #expect(question.intent == "SearchForNotebookItems")

        let shown = await listOMat.say(answer)
        #expect(shown.say == book.found)
        #expect(shown.expecting == .nothing)
        #expect(shown.code == "success")
        #expect(titles(shown.parameters["taskLists"]) == [book.groceryStore])
        #expect(titles(shown.parameters["tasks"]) == book.groceries)
    }

    @Test(arguments: Phrasebook.all)
    func addingAnItemPutsItOnTheList(_ book: Phrasebook) async throws {
        try await add(book, request: book.addApples, items: [book.apples], answer: book.addedApples)
    }

    @Test(arguments: Phrasebook.all)
    func addingSeveralItemsPutsEachOnTheList(_ book: Phrasebook) async throws {
        try await add(book, request: book.addThree, items: book.three, answer: book.addedThree)
    }

    /// "add … to the grocery list": "grocery" is part of one list's name, so the assistant asks
    /// "Did you mean Grocery Store?"; after "yes" the items are at the end of that list.
    func add(_ book: Phrasebook, request: String, items: [String], answer: String) async throws {
        let listOMat = try await EndToEnd(locale: book.locale, lists: book.lists)

        let question = await listOMat.say(request)
        #expect(question.say == book.didYouMeanGroceryStore)
        #expect(question.expecting == .confirmation)
        #expect(question.intent == "AddTasks")
        #expect(try listOMat.titles(of: book.groceryStore) == book.groceries)

        let added = await listOMat.say(book.yes)
        #expect(added.say == answer)
        #expect(added.code == "success")
        #expect(titles(added.parameters["addedTasks"]) == items)

        let stored = try listOMat.items(of: book.groceryStore)
        #expect(stored.map(\.title) == book.groceries + items)
        #expect(stored.allSatisfy { !$0.done })
        #expect(try listOMat.titles(of: book.hardwareStore) == [book.hardware])
    }
}
