import Foundation
import Hark

/// The pizzeria's files in Pizza Shop's container: `pizzeria.json` and the lock file beside it,
/// a ``ContainerFile``: readers open `pizzeria.json` without a lock, since it is only ever
/// replaced whole by an atomic rename; writers take the exclusive lock for the whole
/// read-modify-write, so the extension and the `pizzeria` command never both start from the same
/// state and lose an order or a change.
struct PizzeriaFile: Sendable {
    let file: ContainerFile<PizzeriaError>

    init(directory: URL) {
        file = ContainerFile(directory: directory, name: "pizzeria", describedAs: "pizzeria's file") { message in
            PizzeriaError(code: .storageFailure, message: message)
        }
    }

    var dataURL: URL { file.dataURL }

    /// The state on disk, or `nil` when there is no file yet.
    func read() throws(PizzeriaError) -> PizzeriaState? {
        guard let data = try file.readData() else { return nil }
        return try PizzeriaState.decode(data, path: dataURL.path)
    }

    /// Runs `body` holding the exclusive lock, creating the container if needed.
    func withExclusiveLock<T>(_ body: () throws(PizzeriaError) -> T) throws(PizzeriaError) -> T {
        try file.withExclusiveLock(body)
    }

    /// Replaces the file with `state`, atomically and durably. Call it holding the lock.
    func write(_ state: PizzeriaState) throws(PizzeriaError) {
        try file.write(data: try state.encoded())
    }
}
