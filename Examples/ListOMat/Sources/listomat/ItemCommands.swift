import ArgumentParser
import ListOMatKit

struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add items to the end of a list.")

    @OptionGroup var options: StoreOptions
    @Argument(help: "The list.") var name: String
    @Argument(help: "The items to add.") var items: [String]

    func run() async throws {
        let (list, added) = try await options.store().addItems(items, to: .name(name))
        print("Added \(Output.titles(added)) to “\(list.name)”.")
    }
}

struct RemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove an item from a list.")

    @OptionGroup var options: StoreOptions
    @Argument(help: "The list.") var name: String
    @Argument(help: "The item to remove.") var item: String

    func run() async throws {
        let store = try options.store()
        let removed = try await store.removeItem(.title(item), from: .name(name))
        print("Removed “\(removed.title)” from “\(try store.list(.name(name)).name)”.")
    }
}

struct DoneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "done", abstract: "Mark an item done.")

    @OptionGroup var options: StoreOptions
    @Argument(help: "The list.") var name: String
    @Argument(help: "The item.") var item: String

    func run() async throws {
        let changed = try await options.store().setItem(.title(item), in: .name(name), done: true)
        print(Output.line(changed))
    }
}

struct UndoneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "undone", abstract: "Mark an item not done.")

    @OptionGroup var options: StoreOptions
    @Argument(help: "The list.") var name: String
    @Argument(help: "The item.") var item: String

    func run() async throws {
        let changed = try await options.store().setItem(.title(item), in: .name(name), done: false)
        print(Output.line(changed))
    }
}

struct MoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "move", abstract: "Move an item to another place in its list.")

    @OptionGroup var options: StoreOptions
    @Argument(help: "The list.") var name: String
    @Argument(help: "The item.") var item: String
    @Argument(help: "Its new position, 1 for the top.") var position: Int

    func run() async throws {
        let list = try await options.store().moveItem(.title(item), in: .name(name), to: position - 1)
        print(Output.details(list))
    }
}

struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Fill an empty store with a few demo lists."
    )

    @OptionGroup var options: StoreOptions
    @Option(help: "The language of the demo lists: \(DemoLists.languages.joined(separator: ", ")).")
    var language = "en"

    func run() async throws {
        let lists = try await options.store().installDemoLists(language: language)
        print("Created \(lists.map { "“\($0.name)”" }.joined(separator: ", ")).")
    }
}
