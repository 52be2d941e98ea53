import ArgumentParser
import Hark
import PizzaShop

/// The options every command shares: where the data directory is, and whose pizzeria.
struct PizzeriaOptions: ParsableArguments {
    @Option(name: .customLong("data-dir"), help: "The data directory (default: $HARK_DATA_DIR, else ~/.local/share/hark).")
    var dataDirectory: String?

    @Option(help: "Whose pizzeria: the same user as `hark --user` (default: default).")
    var user: String?

    /// The pizzeria in the user's Pizza Shop container of the chosen data directory: the
    /// container the extension sees for that user.
    func pizzeria() throws -> Pizzeria {
        let directory = DataDirectory.resolve(dataDirectory)
        let container = try directory.container(forGroup: Pizzeria.appGroup, user: user ?? HandlerContext.defaultUser)
        return Pizzeria(container: container.url)
    }
}
