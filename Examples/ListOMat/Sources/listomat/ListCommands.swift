import ArgumentParser
import ListOMatKit

struct ListsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lists", abstract: "Show the names of all lists.")

    @OptionGroup var options: StoreOptions

    func run() async throws {
        let lists = try options.store().lists()
        if lists.isEmpty {
            print("No lists yet. Create one with: listomat create NAME [ITEM...]")
        }
        for list in lists { print(Output.summary(list)) }
    }
}

struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a list with its items, or every list."
    )

    @OptionGroup var options: StoreOptions

    @Argument(help: "The list to show; every list when omitted.")
    var name: String?

    @Flag(help: "Print JSON: {\"lists\": [{\"id\", \"name\", \"items\": [{\"id\", \"title\", \"done\"}]}]}.")
    var json = false

    func run() async throws {
        let store = try options.store()
        let lists = try name.map { [try store.list(.name($0))] } ?? store.lists()
        if json {
            print(try Output.json(lists))
        } else if lists.isEmpty {
            print("No lists yet. Create one with: listomat create NAME [ITEM...]")
        } else {
            print(lists.map(Output.details).joined(separator: "\n\n"))
        }
        // A list opened by name becomes a shortcut the assistant can suggest and open again.
        if name != nil, let list = lists.first {
            await options.donate(ListActivity.activity(showing: list))
        }
    }
}

struct CreateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "create", abstract: "Create a list, with items if given.")

    @OptionGroup var options: StoreOptions
    @Argument(help: "The new list's name.") var name: String
    @Argument(help: "Items to put on it.") var items: [String] = []

    func run() async throws {
        let list = try await options.store().createList(named: name, items: items)
        print("Created “\(list.name)”" + (items.isEmpty ? "." : " with \(Output.titles(list.items))."))
    }
}

struct RenameCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename a list.")

    @OptionGroup var options: StoreOptions
    @Argument(help: "The list's name now.") var old: String
    @Argument(help: "Its new name.") var new: String

    func run() async throws {
        let list = try await options.store().renameList(.name(old), to: new)
        print("Renamed “\(old)” to “\(list.name)”.")
    }
}

struct DeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a list and its items.")

    @OptionGroup var options: StoreOptions
    @Argument(help: "The list to delete.") var name: String

    func run() async throws {
        let list = try await options.store().deleteList(.name(name))
        print("Deleted “\(list.name)” and its \(list.items.count) items.")
    }
}
