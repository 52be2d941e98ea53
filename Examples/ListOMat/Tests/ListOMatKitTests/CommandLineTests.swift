import Foundation
import Hark
import HarkTesting
import ListOMatKit
import Testing

/// `listomat`, run as the user runs it, checked by its output and by the store it leaves.
struct CommandLineTests {
    let scratch: TemporaryDirectory

    init() throws {
        scratch = try TemporaryDirectory.listOMat()
    }

    func listomat(_ arguments: String...) throws -> BuiltExecutable.Result {
        try listOMatCommand.run(["--data-dir", scratch.url.path] + arguments)
    }

    @Test func aSessionWithEveryCommand() throws {
        #expect(try listomat("lists").output == "No lists yet. Create one with: listomat create NAME [ITEM...]\n")

        #expect(try listomat("create", "Grocery Store", "milk", "bread").output == "Created “Grocery Store” with “milk” and “bread”.\n")
        #expect(try listomat("create", "Hardware Store").output == "Created “Hardware Store”.\n")
        #expect(
            try listomat("add", "grocery store", "rice", "onions", "olives").output
                == "Added “rice”, “onions” and “olives” to “Grocery Store”.\n")
        #expect(try listomat("done", "Grocery Store", "bread").output == "[✓] bread\n")
        #expect(try listomat("done", "Grocery Store", "rice").status == 0)
        #expect(try listomat("undone", "Grocery Store", "rice").output == "[ ] rice\n")
        #expect(try listomat("remove", "Grocery Store", "onions").output == "Removed “onions” from “Grocery Store”.\n")
        #expect(try listomat("move", "Grocery Store", "olives", "1").status == 0)
        #expect(try listomat("rename", "Hardware Store", "Hardware").output == "Renamed “Hardware Store” to “Hardware”.\n")

        #expect(
            try listomat("show", "Grocery Store").output == """
                Grocery Store
                  [ ] olives
                  [ ] milk
                  [✓] bread
                  [ ] rice

                """)
        #expect(try listomat("lists").output == "Grocery Store — 3 to do, 1 done\nHardware — 0 to do, 0 done\n")
        #expect(try listomat("show").output.contains("Hardware\n  (no items)"))

        #expect(try listomat("delete", "Hardware").output == "Deleted “Hardware” and its 0 items.\n")
        let lists = try scratch.store().lists()
        #expect(lists.map(\.name) == ["Grocery Store"])
        #expect(lists[0].items.map(\.title) == ["olives", "milk", "bread", "rice"])
        #expect(lists[0].items.map(\.done) == [false, false, true, false])
    }

    @Test func showJSONIsEveryListWithItsItems() async throws {
        let store = try scratch.store()
        let groceries = try await store.createList(named: "Grocery Store", items: ["milk", "bread"])
        try await store.setItem("bread", in: "Grocery Store", done: true)
        let packing = try await store.createList(named: "Packing")

        let result = try listomat("show", "--json")
        #expect(result.status == 0)
        struct Document: Decodable, Equatable {
            struct List: Decodable, Equatable {
                var id: String
                var name: String
                var items: [Item]
            }
            struct Item: Decodable, Equatable {
                var id: String
                var title: String
                var done: Bool
            }
            var lists: [List]
        }
        let document = try JSONDecoder().decode(Document.self, from: Data(result.output.utf8))
        #expect(
            document
                == Document(lists: [
                    .init(
                        id: groceries.id, name: "Grocery Store",
                        items: [
                            .init(id: groceries.items[0].id, title: "milk", done: false),
                            .init(id: groceries.items[1].id, title: "bread", done: true),
                        ]),
                    .init(id: packing.id, name: "Packing", items: []),
                ]))
        // One list by name, in the same shape.
        let one = try JSONDecoder().decode(Document.self, from: Data(try listomat("show", "packing", "--json").output.utf8))
        #expect(one.lists.map(\.id) == [packing.id])
    }

    @Test(arguments: [
        (["add", "Garden", "seeds"], "Error: there is no list “Garden”; the lists are “Grocery Store”"),
        (["create", "grocery store"], "Error: there is already a list named “Grocery Store”"),
        (["create", "  "], "Error: a list name cannot be empty"),
        (["remove", "Grocery Store", "eggs"], "Error: “Grocery Store” has no item “eggs”"),
        (["done", "Grocery Store", "eggs"], "Error: “Grocery Store” has no item “eggs”"),
        (["rename", "Garden", "Yard"], "Error: there is no list “Garden”; the lists are “Grocery Store”"),
        (["add", "Grocery Store", ""], "Error: an item title cannot be empty"),
        (["move", "Grocery Store", "milk", "5"], "Error: “Grocery Store” has 1 items; position 5 is not one of them"),
    ])
    func anErrorIsOneLineOnStandardErrorAndChangesNothing(arguments: [String], message: String) async throws {
        try await scratch.store().createList(named: "Grocery Store", items: ["milk"])
        let before = try Data(contentsOf: scratch.storeFile)
        let result = try listOMatCommand.run(["--data-dir", scratch.url.path] + arguments)
        #expect(result.status != 0)
        #expect(result.output.isEmpty)
        #expect(result.error == message + "\n")
        #expect(try Data(contentsOf: scratch.storeFile) == before)
    }

    @Test func aCorruptStoreIsNamedAndLeftAlone() throws {
        try FileManager.default.createDirectory(at: scratch.storeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: scratch.storeFile)
        let result = try listomat("create", "Groceries")
        #expect(result.status != 0)
        #expect(result.error.contains(scratch.storeFile.path))
        #expect(try String(contentsOf: scratch.storeFile, encoding: .utf8) == "not json")
    }

    @Test func theDataDirectoryComesFromTheEnvironmentToo() throws {
        let result = try listOMatCommand.run(["create", "Packing"], environment: ["HARK_DATA_DIR": scratch.url.path])
        #expect(result.status == 0)
        #expect(try scratch.store().lists().map(\.name) == ["Packing"])
        // --data-dir also works after the subcommand.
        #expect(try listOMatCommand.run(["lists", "--data-dir", scratch.url.path]).output == "Packing — 0 to do, 0 done\n")
    }

    @Test func demoFillsOnlyAnEmptyStore() throws {
        #expect(try listomat("demo", "--language", "es").output == "Created “Tienda de comestibles”, “Tienda de bricolaje”, “Maleta”.\n")
        let again = try listomat("demo")
        #expect(again.status != 0)
        #expect(again.error.contains("already has 3 lists"))
        #expect(try scratch.store().lists().count == 3)
    }
}
