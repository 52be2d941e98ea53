public import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An executable the package builds beside its tests (`hark`, `listomat`, an app's extension),
/// run as a person or a script runs it.
///
/// ```swift
/// let folder = try TemporaryDirectory()
/// let hark = BuiltExecutable("hark")
/// let result = try hark.run(["ask", "--data-dir", folder.path, "show the store list"])
/// #expect(result.status == 0, "\(result.error)")
/// ```
public struct BuiltExecutable: Sendable {
    /// The executable's file.
    public let url: URL

    /// The executable built as `name` in the folder the tests were built in.
    public init(_ name: String) {
        url = Self.locate(name)
    }

    /// The `hark` command.
    public static let hark = BuiltExecutable("hark")

    /// The executable at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// Where SwiftPM puts `name` for the running tests: beside the test bundle.
    static func locate(_ name: String) -> URL {
        var candidates = [Bundle.main.bundleURL]
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        candidates.append(URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent())
        for directory in candidates {
            let executable = directory.appending(path: name)
            if FileManager.default.isExecutableFile(atPath: executable.path(percentEncoded: false)) { return executable }
        }
        return Bundle.main.bundleURL.appending(path: name)
    }

    /// What a finished run printed and how it ended.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output.
        public var output: String
        /// Standard error.
        public var error: String

        public init(status: Int32, output: String, error: String) {
            self.status = status
            self.output = output
            self.error = error
        }

        /// Standard output's lines, without empty ones.
        public var lines: [String] { output.split(separator: "\n").map(String.init) }
    }

    /// Runs the executable with `arguments` and `input` on its standard input, in `directory`
    /// (else the test's), and waits for it to end.
    ///
    /// The environment is the test's, in the C locale and without `HARK_DATA_DIR` or
    /// `HARK_DATABASE_URL`, so that a developer's settings do not leak in; `environment` adds to
    /// it (an empty value removes a variable).
    public func run(_ arguments: [String], input: String = "", in directory: URL? = nil, environment: [String: String] = [:]) throws
        -> Result
    {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = Self.environment(adding: environment)
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Standard error is read on a thread of its own (not the tasks' pool, which a blocking
        // read could starve), so that neither pipe fills up and stalls the process.
        let errors = PipeReader(stderr)
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = errors.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            error: String(decoding: error, as: UTF8.self))
    }

    /// Runs the executable with `arguments` as ``run(_:input:in:environment:)`` does, with
    /// nothing on its standard input, and waits for it to end on a thread of its own: what an
    /// async test calls when other tasks must go on meanwhile.
    ///
    /// Spawned and awaited with `posix_spawn` and `waitpid`, what it printed kept in files: a
    /// process that leaves a daemon behind (a database server it started) is seen to end, where
    /// `Process` may wait for it forever.
    public func finish(_ arguments: [String], environment: [String: String] = [:]) async throws -> Result {
        let folder = try TemporaryDirectory(prefix: "hark-run")
        let output = folder.path("stdout")
        let error = folder.path("stderr")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let path = url.path(percentEncoded: false)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = Self.environment(adding: environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw CocoaError(
                .fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot start \(path): \(String(cString: strerror(spawned)))"])
        }
        let child = pid
        let status = await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
            Thread {
                var status: Int32 = 0
                while waitpid(child, &status, 0) == -1 && errno == EINTR {}
                // An exit status, or 128 and the signal that ended it, as a shell reports it.
                let signal = status & 0x7f
                continuation.resume(returning: signal == 0 ? (status >> 8) & 0xff : 128 + signal)
            }.start()
        }
        let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        let complained = (try? String(contentsOfFile: error, encoding: .utf8)) ?? ""
        return Result(status: status, output: printed, error: complained)
    }

    static func environment(adding extra: [String: String]) -> [String: String] {
        var variables = ProcessInfo.processInfo.environment
        variables["LANG"] = "C"
        variables["LC_ALL"] = nil
        variables["LC_MESSAGES"] = nil
        variables["HARK_DATA_DIR"] = nil
        variables["HARK_DATABASE_URL"] = nil
        for (name, value) in extra { variables[name] = value.isEmpty ? nil : value }
        return variables
    }
}

/// Reads a pipe to its end on a thread of its own.
final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let thread = Thread { [self] in
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        thread.start()
    }

    /// Everything read, once the writer closed the pipe; as often as asked (a conversation that
    /// ended early reads it, then `finish` again).
    func wait() -> Data {
        done.wait()
        done.signal()
        return data
    }
}
