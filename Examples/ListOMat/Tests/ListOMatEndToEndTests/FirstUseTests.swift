import Hark
import HarkAssistant
import HarkDialog
import ListOMatKit
import Testing

/// The first request to List-o-Mat asks whether to allow it, with its usage description, in
/// every language; the answer decides whether the request reaches the store, and is remembered.
@Suite("Allowing List-o-Mat on first use, end to end")
struct FirstUseTests {
    @Test(arguments: Phrasebook.all)
    func refusingChangesNothing(_ book: Phrasebook) async throws {
        let listOMat = try await EndToEnd(locale: book.locale, lists: book.lists, allowed: false)
        let before = try listOMat.lists()

        let question = await listOMat.say(book.markFirstDone)
        #expect(question.say == book.mayListOMatWork)
        #expect(question.expecting == .confirmation)
        #expect(try listOMat.lists() == before)

        let refused = await listOMat.say(book.no)
        #expect(refused.say == book.refused)
        #expect(refused.expecting == .nothing)
        #expect(try listOMat.lists() == before)
        #expect(try await listOMat.assistant.authorization(of: ListStore.appIdentifier) == .denied)

        // The refusal is remembered: the next request is turned away without asking again.
        let again = await listOMat.say(book.markFirstDone)
        #expect(again.say == book.notAllowed)
        #expect(again.expecting == .nothing)
        #expect(try listOMat.lists() == before)
    }

    @Test(arguments: Phrasebook.all)
    func allowingCarriesOutTheRequestAndIsRemembered(_ book: Phrasebook) async throws {
        let listOMat = try await EndToEnd(locale: book.locale, lists: book.lists, allowed: false)

        let question = await listOMat.say(book.markFirstDone)
        #expect(question.say == book.mayListOMatWork)
        #expect(question.expecting == .confirmation)
        #expect(try listOMat.items(of: book.groceryStore).map(\.done) == [false, false])

        let marked = await listOMat.say(book.yes)
        #expect(marked.say == book.markedFirstDone)
        #expect(marked.code == "success")
        #expect(try listOMat.items(of: book.groceryStore).map(\.done) == [true, false])
        #expect(try await listOMat.assistant.authorization(of: ListStore.appIdentifier) == .allowed)

        // The next request goes straight to List-o-Mat.
        let shown = await listOMat.say(book.showGroceryStore)
        #expect(shown.say == book.found)
        #expect(shown.code == "success")
        #expect(titles(shown.parameters["tasks"]) == book.groceries)
    }
}
