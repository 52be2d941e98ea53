import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One of the store's files in the app group container — `lists.json` or `notes.json` — and
/// the lock file beside it.
///
/// Readers open the file without a lock: it is only ever replaced whole, by an atomic rename,
/// so a reader sees the old file or the new one, never a mix. Writers take an exclusive `flock`
/// on the lock file for the whole read-modify-write, so two processes (the app and its
/// extension) or two threads never both start from the same old state and lose an update.
/// (`lists.json` also has a journal beside it: ``ListFiles``.)
struct StoreFile: Sendable {
    /// The container folder.
    let directory: URL
    /// The file's base name: `lists` for `lists.json` and `lists.lock`.
    let name: String
    /// What the file holds, for messages: "list store".
    let what: String
    /// How writes are made durable.
    let sync: FileSync

    /// `lists.json`, and `lists.lock`: made once, since every change uses them.
    let dataURL: URL
    let lockURL: URL

    init(directory: URL, name: String = "lists", what: String = "list store", sync: FileSync = .system) {
        self.directory = directory
        self.name = name
        self.what = what
        self.sync = sync
        dataURL = directory.appendingPathComponent("\(name).json")
        lockURL = directory.appendingPathComponent("\(name).lock")
    }

    /// The file's bytes; `nil` when there is no file yet.
    func readData() throws(ListOMatError) -> Data? {
        let path = dataURL.path
        do {
            return try Data(contentsOf: dataURL)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return nil
        } catch {
            if !FileManager.default.fileExists(atPath: path) { return nil }
            throw ListOMatError(code: .storageFailure, message: "cannot read the \(what) \(path): \(error.localizedDescription)")
        }
    }

    /// Runs `body` holding the exclusive lock, creating the container if needed.
    func withExclusiveLock<T>(_ body: () throws(ListOMatError) -> T) throws(ListOMatError) -> T {
        try withLock(LOCK_EX, body)
    }

    /// Runs `body` holding the lock shared with other readers, so that no writer is halfway
    /// through a change; creates the container if needed.
    func withSharedLock<T>(_ body: () throws(ListOMatError) -> T) throws(ListOMatError) -> T {
        try withLock(LOCK_SH, body)
    }

    private func withLock<T>(_ operation: Int32, _ body: () throws(ListOMatError) -> T) throws(ListOMatError) -> T {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ListOMatError(
                code: .storageFailure,
                message: "cannot create the app group container \(directory.path): \(error.localizedDescription)"
            )
        }
        let descriptor = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Self.systemError("cannot open the lock file \(lockURL.path)")
        }
        defer { close(descriptor) }
        while flock(descriptor, operation) != 0 {
            guard errno == EINTR else { throw Self.systemError("cannot lock \(lockURL.path)") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Replaces the file with `data`: written to a temporary file in the same folder, flushed
    /// to disk, renamed over the old file, and the folder flushed so the rename lasts. Call it
    /// holding the lock.
    func write(data: Data) throws(ListOMatError) {
        let temporaryPath = directory.appendingPathComponent(".\(name).json.\(getpid()).\(UUID().uuidString).tmp").path
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Self.systemError("cannot create \(temporaryPath)")
        }
        var written = 0
        let failure: ListOMatError? = data.withUnsafeBytes { buffer -> ListOMatError? in
            while written < buffer.count {
                let result = posixWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return Self.systemError("cannot write \(temporaryPath)")
                }
                written += result
            }
            return nil
        }
        if let failure {
            close(descriptor)
            unlink(temporaryPath)
            throw failure
        }
        guard self.sync.sync(descriptor, .file) == 0 else {
            let error = Self.systemError("cannot flush \(temporaryPath) to disk")
            close(descriptor)
            unlink(temporaryPath)
            throw error
        }
        close(descriptor)
        guard rename(temporaryPath, dataURL.path) == 0 else {
            let error = Self.systemError("cannot replace \(dataURL.path)")
            unlink(temporaryPath)
            throw error
        }
        syncFolder()
    }

    /// Flushes the folder's entries to disk, so that a file created or renamed in it lasts.
    func syncFolder() {
        let folder = open(directory.path, O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            _ = self.sync.sync(folder, .folder)
            close(folder)
        }
    }

    static func systemError(_ what: String) -> ListOMatError {
        ListOMatError(code: .storageFailure, message: "\(what): \(String(cString: strerror(errno)))")
    }
}

/// POSIX `write`, named apart from the methods called `write` in this file.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
