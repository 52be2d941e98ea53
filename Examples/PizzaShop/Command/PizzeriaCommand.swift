import ArgumentParser

/// `pizzeria`: Pizza Shop's own screen on this platform, a command line over the pizzeria its
/// extension takes orders for — what is sold out, when it is open, the orders taken.
@main
struct PizzeriaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pizzeria",
        abstract: "Pizza Shop's pizzeria: sold-out pizzas, opening hours and orders, shared with the assistant.",
        discussion: """
            The pizzeria lives in Pizza Shop's app group container, containers/group.com.example.hark.pizzashop/ \
            in the data directory (--data-dir, else $HARK_DATA_DIR, else ~/.local/share/hark); another \
            user's (--user NAME) in users/NAME/containers/group.com.example.hark.pizzashop/. A pizza is \
            named by its identifier (quattroFormaggi) or its name in any language ("four cheese").
            """,
        subcommands: [StatusCommand.self, SoldOutCommand.self, BackCommand.self, HoursCommand.self, OrdersCommand.self],
        defaultSubcommand: StatusCommand.self
    )

    /// Declared here too, so `--data-dir` may come before the subcommand as well as after it.
    @OptionGroup var options: PizzeriaOptions
}
