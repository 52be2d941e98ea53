import Foundation
import Hark
import HarkTesting
import ListOMatKit
import Testing

/// Every operation of the store, its errors, and what it registers with the assistant.
struct ListStoreTests {
    @Test func aNewStoreHasNoListsAndNoFile() throws {
        let scratch = try TemporaryDirectory.listOMat()
        let store = try scratch.store()
        #expect(try store.lists().isEmpty)
        #expect(store.fileURL == scratch.storeFile)
        #expect(!FileManager.default.fileExists(atPath: scratch.storeFile.path))
    }

    @Test func createRenameAndDeleteKeepIdentifiers() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        let store = try scratch.store()
        let groceries = try await store.createList(named: "  Grocery Store ", items: ["milk", "bread"])
        #expect(groceries.name == "Grocery Store")
        #expect(groceries.items.map(\.title) == ["milk", "bread"])
        #expect(groceries.items.allSatisfy { !$0.done })
        let hardware = try await store.createList(named: "Hardware Store")
        #expect(try store.lists().map(\.name) == ["Grocery Store", "Hardware Store"])

        let renamed = try await store.renameList(.name("grocery store"), to: "Groceries")
        #expect(renamed.id == groceries.id)
        #expect(renamed.items == groceries.items)
        #expect(try store.list(.id(groceries.id)).name == "Groceries")

        let deleted = try await store.deleteList("Hardware Store")
        #expect(deleted.id == hardware.id)
        #expect(try store.lists().map(\.id) == [groceries.id])
    }

    @Test func namesAreFoundIgnoringCaseAccentsAndSpaces() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        let store = try scratch.store()
        let list = try await store.createList(named: "Épicerie", items: ["Pâtes"])
        #expect(try store.list(.name("epicerie")).id == list.id)
        #expect(try store.list(.name(" ÉPICERIE ")).id == list.id)
        let done = try await store.setItem(.title("pates"), in: "EPICERIE", done: true)
        #expect(done.title == "Pâtes" && done.done)
    }

    @Test func itemsAreAddedRemovedMarkedAndMoved() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        let store = try scratch.store()
        let list = try await store.createList(named: "Grocery Store", items: ["milk"])
        let (afterAdd, added) = try await store.addItems(["rice", "onions", "olives"], to: .id(list.id))
        #expect(added.map(\.title) == ["rice", "onions", "olives"])
        #expect(afterAdd.items.map(\.title) == ["milk", "rice", "onions", "olives"])
        #expect(Set(afterAdd.items.map(\.id)).count == 4)

        let rice = try await store.setItem("rice", in: "Grocery Store", done: true)
        #expect(rice.id == added[0].id && rice.done)
        let notDone = try await store.setItem(.id(rice.id), in: .id(list.id), done: false)
        #expect(!notDone.done)

        let moved = try await store.moveItem("olives", in: "Grocery Store", to: 0)
        #expect(moved.items.map(\.title) == ["olives", "milk", "rice", "onions"])

        let removed = try await store.removeItem("milk", from: "Grocery Store")
        #expect(removed.title == "milk")
        #expect(try store.list("Grocery Store").items.map(\.title) == ["olives", "rice", "onions"])
        // Identifiers survive every change.
        #expect(try store.list("Grocery Store").items.map(\.id) == [added[2].id, added[0].id, added[1].id])

        let all = try await store.removeAllItems(from: "Grocery Store")
        #expect(all.count == 3)
        #expect(try store.list("Grocery Store").items.isEmpty)
    }

    @Test func markingDoneTakesTheFirstSameTitledItemNotDoneYet() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        let store = try scratch.store()
        let list = try await store.createList(named: "Groceries", items: ["milk", "milk"])
        let first = try await store.setItem("milk", in: "Groceries", done: true)
        let second = try await store.setItem("milk", in: "Groceries", done: true)
        #expect(first.id == list.items[0].id)
        #expect(second.id == list.items[1].id)
        #expect(try store.list("Groceries").items.allSatisfy(\.done))
    }

    @Test func clearErrorsAndNothingChanged() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        let store = try scratch.store()
        try await store.createList(named: "Grocery Store", items: ["milk"])
        try await store.createList(named: "Hardware Store")
        let before = try Data(contentsOf: scratch.storeFile)

        let unknown = await #expect(throws: ListOMatError.self) { try await store.addItems(["rice"], to: "Garden") }
        #expect(unknown?.code == .unknownList)
        #expect(unknown?.message == "there is no list “Garden”; the lists are “Grocery Store”, “Hardware Store”")

        let duplicate = await #expect(throws: ListOMatError.self) { try await store.createList(named: "grocery STORE") }
        #expect(duplicate?.code == .duplicateListName)
        #expect(duplicate?.message == "there is already a list named “Grocery Store”")
        let renameDuplicate = await #expect(throws: ListOMatError.self) {
            try await store.renameList("Hardware Store", to: "Grocery Store")
        }
        #expect(renameDuplicate?.code == .duplicateListName)

        let item = await #expect(throws: ListOMatError.self) { try await store.removeItem("eggs", from: "Grocery Store") }
        #expect(item?.code == .unknownItem)
        #expect(item?.message == "“Grocery Store” has no item “eggs”")

        for attempt in [
            { try await store.createList(named: "   ") },
            { try await store.createList(named: "Garden", items: ["seeds", ""]) },
            { _ = try await store.addItems([" "], to: "Grocery Store") },
            { _ = try await store.addItems([], to: "Grocery Store") },
            { try await store.renameList("Grocery Store", to: "") },
        ] as [() async throws -> Void] {
            let error = await #expect(throws: ListOMatError.self) { try await attempt() }
            #expect(error?.code == .emptyName)
        }

        let position = await #expect(throws: ListOMatError.self) { try await store.moveItem("milk", in: "Grocery Store", to: 3) }
        #expect(position?.code == .invalidPosition)

        // A removal of several items where one is unknown removes none.
        await #expect(throws: ListOMatError.self) { try await store.removeItems(["milk", "eggs"], from: "Grocery Store") }

        #expect(try Data(contentsOf: scratch.storeFile) == before)
    }

    @Test func renamingToAnotherCaseOfItsOwnNameIsAllowed() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        let store = try scratch.store()
        try await store.createList(named: "grocery store")
        #expect(try await store.renameList("grocery store", to: "Grocery Store").name == "Grocery Store")
    }

    @Test func namesAreRegisteredWhenTheyChange() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        let registrar = RecordingRegistrar()
        let store = try scratch.store(registrar: registrar)
        let app = "com.app-o-mat.listomat"

        try await store.createList(named: "Grocery Store", items: ["milk", "bread"])
        #expect(
            await registrar.calls == [
                .init(kind: "TaskList", app: app, values: ["Grocery Store"]),
                .init(kind: "Task", app: app, values: ["milk", "bread"]),
            ])

        await registrar.reset()
        try await store.addItems(["rice", "Milk"], to: "Grocery Store")
        // Only item titles changed; a title is registered once however it is written.
        #expect(await registrar.calls == [.init(kind: "Task", app: app, values: ["milk", "bread", "rice"])])

        await registrar.reset()
        try await store.setItem("milk", in: "Grocery Store", done: true)
        // Items not done come first.
        #expect(await registrar.calls == [.init(kind: "Task", app: app, values: ["bread", "rice", "Milk"])])

        await registrar.reset()
        try await store.renameList("Grocery Store", to: "Groceries")
        #expect(await registrar.calls == [.init(kind: "TaskList", app: app, values: ["Groceries"])])

        await registrar.reset()
        await #expect(throws: ListOMatError.self) { try await store.createList(named: "groceries") }
        #expect(await registrar.calls.isEmpty)

        await registrar.reset()
        try await store.registerVocabulary()
        #expect(await registrar.calls.map(\.kind) == ["TaskList", "Task"])

        await registrar.reset()
        try await store.deleteList("Groceries")
        #expect(
            await registrar.calls == [
                .init(kind: "TaskList", app: app, values: []),
                .init(kind: "Task", app: app, values: []),
            ])
    }

    @Test func aFailingRegistrarDoesNotUndoTheChange() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        let failures = RecordingFailures()
        let store = try ListStore(
            dataDirectory: scratch.dataDirectory, registrar: FailingRegistrar(),
            vocabularyFailure: { error in failures.record(error) }
        )
        try await store.createList(named: "Grocery Store")
        #expect(try store.lists().map(\.name) == ["Grocery Store"])
        #expect(failures.count == 1)
    }

    @Test func vocabularyCarriesIdentifiers() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        let store = try scratch.store()
        let list = try await store.createList(named: "Packing", items: ["passport"])
        let lists = try store.lists()
        #expect(ListStore.listVocabulary(lists) == [SpeakableString(spokenPhrase: "Packing", identifier: list.id)])
        #expect(ListStore.itemVocabulary(lists) == [SpeakableString(spokenPhrase: "passport", identifier: list.items[0].id)])
    }
}

/// Counts errors handed to a store's `vocabularyFailure`.
final class RecordingFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [any Error] = []

    func record(_ error: any Error) {
        lock.withLock { errors.append(error) }
    }

    var count: Int { lock.withLock { errors.count } }
}
