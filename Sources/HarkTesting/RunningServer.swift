public import Foundation
import Synchronization

/// `hark serve --port 0` as a process, once it says where it listens: for tests of the server
/// over a real socket, one node or several.
///
/// ```swift
/// func health() throws {
///     let folder = try TemporaryDirectory()
///     let server = try RunningServer(dataDirectory: folder.path)
///     #expect(server.base.hasPrefix("http://127.0.0.1:"))
///     #expect(try server.stop().status == 0)
/// }
/// ```
public final class RunningServer: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    /// What it wrote on standard error so far.
    private let said = Said()

    private final class Said: Sendable {
        let bytes = Mutex(Data())
    }
    /// Where it listens: `http://127.0.0.1:PORT`.
    public let base: String

    /// Starts `hark serve --port 0 --data-dir dataDirectory` with `arguments` after them
    /// (`--database postgres://…`), in the C locale without the developer's `HARK_DATA_DIR` or
    /// `HARK_DATABASE_URL`, and waits until it says where it listens.
    ///
    /// - Throws: ``DidNotStart`` with what it printed when it stops before saying so.
    public init(dataDirectory: String, arguments: [String] = []) throws {
        process.executableURL = BuiltExecutable.hark.url
        process.arguments = ["serve", "--port", "0", "--data-dir", dataDirectory] + arguments
        process.environment = BuiltExecutable.environment(adding: [:])
        process.standardOutput = output
        process.standardError = errors
        // Read as it comes, so that a server that logs much never blocks on a full pipe.
        let said = self.said
        errors.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            said.bytes.withLock { $0.append(chunk) }
        }
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let prefix = "Hark is listening on "
        guard let line = text.split(separator: "\n").first, line.hasPrefix(prefix) else {
            process.terminate()
            process.waitUntilExit()
            errors.fileHandleForReading.readabilityHandler = nil
            let rest = errors.fileHandleForReading.readDataToEndOfFile()
            throw DidNotStart(output: text + String(decoding: said.bytes.withLock { $0 } + rest, as: UTF8.self))
        }
        base = String(line.dropFirst(prefix.count))
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Sends SIGTERM and waits for the process to end: how it ended and what it said on
    /// standard error.
    @discardableResult
    public func stop() throws -> (status: Int32, reason: Process.TerminationReason, error: String) {
        process.terminate()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, standardError())
    }

    /// Everything the server wrote on standard error, once it has stopped.
    private func standardError() -> String {
        errors.fileHandleForReading.readabilityHandler = nil
        let rest = errors.fileHandleForReading.readDataToEndOfFile()
        return said.bytes.withLock { said in
            said.append(rest)
            return String(decoding: said, as: UTF8.self)
        }
    }

    /// Kills the server at once with SIGKILL, as a machine that fails does, without waiting.
    public func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
    }

    /// The server stopped before it said where it listens.
    public struct DidNotStart: Error, CustomStringConvertible {
        /// What it printed.
        public var output: String
        public var description: String { "hark serve did not say where it listens: \(output)" }
    }
}
