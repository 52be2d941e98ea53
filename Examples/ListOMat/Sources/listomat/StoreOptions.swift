import ArgumentParser
import Hark
import ListOMatKit

/// The options every command shares: where the data directory is.
struct StoreOptions: ParsableArguments {
    @Option(name: .customLong("data-dir"), help: "The data directory (default: $HARK_DATA_DIR, else ~/.local/share/hark).")
    var dataDirectory: String?

    /// The store in List-o-Mat's container of the chosen data directory. This process has no
    /// assistant to register vocabulary with; the extension and `hark` pass their registrar.
    func store() throws -> ListStore {
        try ListStore(dataDirectory: DataDirectory.resolve(dataDirectory))
    }
}
