import Foundation
import Hark

/// One of the store's files in the app group container — `lists.json` or `notes.json` — and
/// the lock file beside it, read and replaced as every ``ContainerFile`` is: readers without a
/// lock, writers under an exclusive `flock` for the whole read-modify-write, each replacement
/// atomic and durable. (`lists.json` also has a journal beside it: ``ListFiles``.)
typealias StoreFile = ContainerFile<ListOMatError>

extension ContainerFile where Failure == ListOMatError {
    init(directory: URL, name: String = "lists", what: String = "list store", sync: FileSync = .system) {
        self.init(directory: directory, name: name, describedAs: what, sync: sync) { message in
            ListOMatError(code: .storageFailure, message: message)
        }
    }

    /// The store's failure for a system call that just failed: `what`, then the system's reason.
    static func systemError(_ what: String) -> ListOMatError {
        ListOMatError(code: .storageFailure, message: systemMessage(what))
    }
}
