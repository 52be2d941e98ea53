import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pizzeria's files in Pizza Shop's container: `pizzeria.json` and the lock file beside it.
///
/// Readers open `pizzeria.json` without a lock: it is only ever replaced whole, by an atomic
/// rename, so a reader sees the old file or the new one, never a mix. Writers take an exclusive
/// `flock` on `pizzeria.lock` for the whole read-modify-write, so the extension and the
/// `pizzeria` command never both start from the same state and lose an order or a change.
struct PizzeriaFile: Sendable {
    /// The container folder.
    let directory: URL

    var dataURL: URL { directory.appendingPathComponent("pizzeria.json") }
    var lockURL: URL { directory.appendingPathComponent("pizzeria.lock") }

    /// The state on disk, or `nil` when there is no file yet.
    func read() throws(PizzeriaError) -> PizzeriaState? {
        let path = dataURL.path
        let data: Data
        do {
            data = try Data(contentsOf: dataURL)
        } catch {
            if !FileManager.default.fileExists(atPath: path) { return nil }
            throw PizzeriaError(code: .storageFailure, message: "cannot read the pizzeria's file \(path): \(error.localizedDescription)")
        }
        return try PizzeriaState.decode(data, path: path)
    }

    /// Runs `body` holding the exclusive lock, creating the container if needed.
    func withExclusiveLock<T>(_ body: () throws(PizzeriaError) -> T) throws(PizzeriaError) -> T {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw PizzeriaError(
                code: .storageFailure,
                message: "cannot create Pizza Shop's container \(directory.path): \(error.localizedDescription)"
            )
        }
        let descriptor = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Self.systemError("cannot open the lock file \(lockURL.path)")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw Self.systemError("cannot lock \(lockURL.path)") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Replaces the file with `state`: written to a temporary file in the same folder, flushed
    /// to disk, renamed over the old file, and the folder flushed so the rename lasts. Call it
    /// holding the lock.
    func write(_ state: PizzeriaState) throws(PizzeriaError) {
        let data = try state.encoded()
        let temporaryPath = directory.appendingPathComponent(".pizzeria.json.\(getpid()).\(UUID().uuidString).tmp").path
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Self.systemError("cannot create \(temporaryPath)")
        }
        var written = 0
        let failure: PizzeriaError? = data.withUnsafeBytes { buffer -> PizzeriaError? in
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
        guard fsync(descriptor) == 0 else {
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
        let folder = open(directory.path, O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }

    private static func systemError(_ what: String) -> PizzeriaError {
        PizzeriaError(code: .storageFailure, message: "\(what): \(String(cString: strerror(errno)))")
    }
}

/// POSIX `write`, named apart from the methods called `write` in this file.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
