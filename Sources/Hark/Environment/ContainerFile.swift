public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file an app keeps in its container — `pizzeria.json`, `lists.json` — that the app and its
/// extension read and change from separate processes, and the lock file beside it
/// (`pizzeria.lock`).
///
/// Readers may read without a lock: the file is only ever replaced whole, by an atomic rename,
/// so a reader sees the old file or the new one, never a mix. Writers take the exclusive lock
/// (`flock` on the lock file) for the whole read-modify-write, so that two processes never both
/// start from the same old state and lose a change. A replacement is written to a temporary file
/// in the same folder, synced, renamed over the old file, and the folder synced, so that it lasts
/// through a crash once ``write(data:)`` returns.
///
/// Its failures are the app's own error, made by `failure` from a message that names the file
/// and what the system said:
///
/// ```swift
/// struct ShelfError: Error { var message: String }
///
/// func addBook(_ title: String, in container: URL) throws(ShelfError) {
///     let file = ContainerFile(directory: container, name: "shelf", describedAs: "shelf") { ShelfError(message: $0) }
///     try file.withExclusiveLock { () throws(ShelfError) in
///         let books = String(decoding: try file.readData() ?? Data(), as: UTF8.self)
///         try file.write(data: Data((books + title + "\n").utf8))
///     }
/// }
/// ```
public struct ContainerFile<Failure: Error>: Sendable {
    /// The container folder.
    public let directory: URL
    /// The file's base name: `lists` for `lists.json` and `lists.lock`.
    public let name: String
    /// What the file holds, for messages: "list store" in "cannot read the list store …".
    public let what: String
    /// How writes are made durable.
    public let sync: FileSync
    /// `<name>.json`.
    public let dataURL: URL
    /// `<name>.lock`.
    public let lockURL: URL
    let failure: @Sendable (_ message: String) -> Failure

    public init(
        directory: URL, name: String, describedAs what: String, sync: FileSync = .system,
        failure: @escaping @Sendable (_ message: String) -> Failure
    ) {
        self.directory = directory
        self.name = name
        self.what = what
        self.sync = sync
        self.failure = failure
        dataURL = directory.appendingPathComponent("\(name).json")
        lockURL = directory.appendingPathComponent("\(name).lock")
    }

    /// The file's bytes; `nil` when there is no file yet.
    public func readData() throws(Failure) -> Data? {
        let path = dataURL.path
        do {
            return try Data(contentsOf: dataURL)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return nil
        } catch {
            if !FileManager.default.fileExists(atPath: path) { return nil }
            throw failure("cannot read the \(what) \(path): \(error.localizedDescription)")
        }
    }

    /// Runs `body` holding the exclusive lock, creating the container if needed.
    public func withExclusiveLock<T>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        try withLock(LOCK_EX, body)
    }

    /// Runs `body` holding the lock shared with other readers, so that no writer is halfway
    /// through a change; creates the container if needed.
    public func withSharedLock<T>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        try withLock(LOCK_SH, body)
    }

    private func withLock<T>(_ operation: Int32, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw failure("cannot create the container \(directory.path): \(error.localizedDescription)")
        }
        let descriptor = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw systemError("cannot open the lock file \(lockURL.path)")
        }
        defer { close(descriptor) }
        while flock(descriptor, operation) != 0 {
            guard errno == EINTR else { throw systemError("cannot lock \(lockURL.path)") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Replaces the file with `data`: written to a temporary file in the same folder, synced,
    /// renamed over the old file, and the folder synced so the rename lasts. Call it holding the
    /// exclusive lock.
    public func write(data: Data) throws(Failure) {
        let temporaryPath = directory.appendingPathComponent(".\(name).json.\(getpid()).\(UUID().uuidString).tmp").path
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw systemError("cannot create \(temporaryPath)")
        }
        if let failure = writeAll(data, to: descriptor, path: temporaryPath) ?? syncing(descriptor, .file, path: temporaryPath) {
            close(descriptor)
            unlink(temporaryPath)
            throw failure
        }
        close(descriptor)
        guard rename(temporaryPath, dataURL.path) == 0 else {
            let error = systemError("cannot replace \(dataURL.path)")
            unlink(temporaryPath)
            throw error
        }
        syncFolder()
    }

    /// Writes all of `data` at the open file's position; the failure, or `nil`.
    public func writeAll(_ data: Data, to descriptor: Int32, path: String) -> Failure? {
        var written = 0
        return data.withUnsafeBytes { buffer -> Failure? in
            while written < buffer.count {
                let result = posixWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return systemError("cannot write \(path)")
                }
                written += result
            }
            return nil
        }
    }

    /// Syncs the open file as `kind` says; the failure, or `nil`.
    public func syncing(_ descriptor: Int32, _ kind: FileSync.Kind, path: String) -> Failure? {
        sync.sync(descriptor, kind) == 0 ? nil : systemError("cannot flush \(path) to disk")
    }

    /// Syncs the folder's entries, so that a file created or renamed in it lasts.
    public func syncFolder() {
        let folder = open(directory.path, O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            _ = sync.sync(folder, .folder)
            close(folder)
        }
    }

    /// The app's failure for a system call that just failed: `what`, then the system's reason
    /// (from `errno`).
    public func systemError(_ what: String) -> Failure {
        failure(Self.systemMessage(what))
    }

    /// `what`, then the reason the system call that just failed gives (from `errno`).
    public static func systemMessage(_ what: String) -> String {
        "\(what): \(String(cString: strerror(errno)))"
    }
}

/// POSIX `write`, named apart from the methods called `write` in this file.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
