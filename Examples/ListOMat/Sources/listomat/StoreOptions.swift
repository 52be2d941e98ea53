import ArgumentParser
import Foundation
import Hark
import HarkSQLite
import HarkShortcuts
import ListOMatExtension
import ListOMatKit

/// The options every command shares: where the data directory is, and whose lists.
struct StoreOptions: ParsableArguments {
    @Option(name: .customLong("data-dir"), help: "The data directory (default: $HARK_DATA_DIR, else ~/.local/share/hark).")
    var dataDirectory: String?

    @Option(help: "Whose lists: the same user as `hark --user` (default: default).")
    var user: String?

    /// The store in the user's List-o-Mat container of the chosen data directory: the container
    /// the extension sees for that user. This process has no assistant to register vocabulary
    /// with; the extension registers the names again when it next starts.
    func store() throws -> ListStore {
        let directory = DataDirectory.resolve(dataDirectory)
        return ListStore(container: try directory.container(forGroup: ListStore.appGroup, user: user ?? HandlerContext.defaultUser))
    }

    /// Donates `activity` to the assistant for this user, in the data directory's shortcut store;
    /// a store that cannot be reached is a warning, not a failure of the command.
    func donate(_ activity: UserActivity) async {
        do {
            let database = try HarkDatabase(dataDirectory: DataDirectory.resolve(dataDirectory))
            let center = ShortcutCenter(store: SQLiteShortcutStore(database: database))
            try await center.donate(activity, app: ListOMat.manifest, user: user ?? HandlerContext.defaultUser, date: Date())
        } catch {
            FileHandle.standardError.write(Data("listomat: warning: the assistant was not told about this list: \(error)\n".utf8))
        }
    }
}
