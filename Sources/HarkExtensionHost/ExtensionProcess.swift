import CProcessSpawn
import Foundation
import HarkExtensionKit
import Synchronization

/// One running extension process and the requests waiting for its replies.
///
/// Requests are written to its standard input; a thread of its own reads its standard output,
/// hands each reply to the request with its id, and each notification to `onNotification`, one at
/// a time in the order they came; a reply is handed over only once every notification sent before
/// it is handled (a `vocabulary` message sent before a `response` is stored when the turn ends). When
/// the process sends something that is not a protocol message, or a line longer than the limit,
/// it is killed; when it exits, every request still waiting fails. Nothing the process does
/// reaches any other process or request.
///
/// It is started with `posix_spawn` (``spawn(_:arguments:environment:input:output:error:)``),
/// not Foundation's `Process`: it inherits only its three standard descriptors and every signal
/// at its default action, and a thread of its own reaps it (docs/Decisions.md).
final class ExtensionProcess: Sendable {
    /// Why the process ended.
    enum Ending: Sendable, Equatable {
        /// The assistant stopped it (idle, or shutting down): not the extension's fault.
        case stopped
        /// It exited or was killed for a broken promise; the message says how.
        case failed(String)
    }

    let pid: Int32
    let startedAt: ContinuousClock.Instant
    private let input: Int32
    private let log: AppLog
    private let state = Mutex<State>(State())
    private let onNotification: @Sendable (ExtensionMessage) async -> Void
    private let onEnd: @Sendable (ExtensionProcess, Ending) -> Void
    /// Why the launcher refused to start the extension, asked only when it exits with
    /// ``Sandbox/refusalStatus``.
    private let refusal: @Sendable () -> String?

    private struct State {
        var nextID = 1
        var pending: [Int: CheckedContinuation<ExtensionMessage, any Error>] = [:]
        var ending: Ending?
        var stopping = false
        var lastUsed = ContinuousClock.now
        /// Whether the process was reaped: its id may then be another process's, never to be signalled.
        var reaped = false
        /// The notifications not yet handled, each after the one before it; nil when all are.
        var notifications: Task<Void, Never>?
        /// How many notifications were received, so that the last one can tell it was the last.
        var notificationCount = 0
    }

    /// Starts `executable` with `arguments` and `environment`; its standard error goes to `log`.
    /// When it exits with ``Sandbox/refusalStatus`` (the launcher could not confine it),
    /// `refusal` says why, if it can.
    ///
    /// - Throws: ``ExtensionFailure`` when it cannot be started at all.
    init(
        executable: URL, arguments: [String], environment: [String: String], log: AppLog,
        refusal: @escaping @Sendable () -> String? = { nil },
        onNotification: @escaping @Sendable (ExtensionMessage) async -> Void,
        onEnd: @escaping @Sendable (ExtensionProcess, Ending) -> Void
    ) throws(ExtensionFailure) {
        _ = Self.brokenPipesIgnored
        // Both pipes close on exec: no other child of the assistant may inherit an end, or an
        // extension would never see its input close. The child gets its copies as 0 and 1.
        let toChild: (read: Int32, write: Int32)
        let fromChild: (read: Int32, write: Int32)
        do {
            toChild = try Self.makePipe().get()
            do {
                fromChild = try Self.makePipe().get()
            } catch {
                close(toChild.read)
                close(toChild.write)
                throw error
            }
        } catch {
            throw ExtensionFailure("\(executable.path) cannot be started: no pipe (\(error))")
        }
        let started = Self.spawn(
            executable.path, arguments: arguments, environment: environment,
            input: toChild.read, output: fromChild.write, error: log.handle.fileDescriptor)
        close(toChild.read)
        close(fromChild.write)
        let pid: pid_t
        switch started {
        case .success(let started): pid = started
        case .failure(let reason):
            close(toChild.write)
            close(fromChild.read)
            throw ExtensionFailure("\(executable.path) cannot be started: \(reason)")
        }
        self.pid = pid
        startedAt = .now
        input = toChild.write
        self.log = log
        self.refusal = refusal
        self.onNotification = onNotification
        self.onEnd = onEnd
        let output = fromChild.read
        // One thread reads the replies; another waits for this one process to end, and reaps it
        // as soon as it does (no zombie lingers while something else holds its output open), then
        // lets the reader drain what it wrote before the requests still waiting are failed. Nothing
        // else in the assistant (Foundation's `Process` included) waits for it or is held up by it.
        let drained = DispatchSemaphore(value: 0)
        let reader = Thread { [self] in
            readReplies(from: output)
            close(output)
            drained.signal()
        }
        reader.stackSize = 1 << 20
        reader.start()
        let waiter = Thread { [self] in
            let end = Self.waitForEnd(of: pid)
            state.withLock { $0.reaped = true }
            drained.wait()
            finish(end)
        }
        waiter.stackSize = 1 << 18
        waiter.start()
    }

    // MARK: Requests

    /// A new request id.
    func makeID() -> Int {
        state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
    }

    /// Sends `message` and waits for its reply.
    ///
    /// - Throws: ``ExtensionFailure`` when the process ends first, or answers with an `error`;
    ///   `CancellationError` when the caller is cancelled (the request is cancelled too).
    func request(_ message: ExtensionMessage) async throws -> ExtensionMessage {
        guard let id = message.id else { throw ExtensionFailure("a request without an id") }
        let data: Data
        do {
            data = try MessageFraming.encode(message)
        } catch {
            throw ExtensionFailure("the request cannot be encoded: \(error)")
        }
        let reply = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<ExtensionMessage, any Error>) in
                let refusal = state.withLock { state -> (any Error)? in
                    if let ending = state.ending { return ExtensionFailure(Self.describe(ending)) }
                    if Task.isCancelled { return CancellationError() }
                    state.pending[id] = continuation
                    state.lastUsed = .now
                    return nil
                }
                if let refusal {
                    continuation.resume(throwing: refusal)
                } else if !send(data) {
                    // The process is going (or closed its input on purpose): the request waits for
                    // its end, which says how it ended — or for its deadline.
                    log.write("process \(pid) no longer reads its standard input")
                }
            }
        } onCancel: {
            cancel(id)
        }
        if reply.type == .error {
            throw ExtensionFailure(reply.message ?? "it answered with an error")
        }
        return reply
    }

    /// Stops waiting for request `id`, which missed its deadline: tells the extension, and kills
    /// the process, since a handler that does not answer in time is a hung extension. Its next
    /// request starts a new one.
    func cancel(_ id: Int) {
        guard let continuation = state.withLock({ $0.pending.removeValue(forKey: id) }) else { return }
        continuation.resume(throwing: CancellationError())
        if let data = try? MessageFraming.encode(.cancel(id: id)) { _ = send(data) }
        log.write("request \(id) missed its deadline; killing process \(pid)")
        killUnlessReaped()
    }

    /// Whether requests are waiting, and how long since the last one was sent.
    var idleSince: ContinuousClock.Instant? {
        state.withLock { $0.pending.isEmpty ? $0.lastUsed : nil }
    }

    /// Whether the process has ended.
    var hasEnded: Bool { state.withLock { $0.ending != nil } }

    /// Kills the process, unless it has ended and been reaped already.
    private func killUnlessReaped() {
        state.withLock { state in
            if !state.reaped { kill(pid, SIGKILL) }
        }
    }

    /// Asks the process to exit by closing its standard input, and kills it if it has not after `grace`.
    func stop(grace: Duration = .seconds(2)) {
        let first = state.withLock { state -> Bool in
            defer { state.stopping = true }
            return !state.stopping && state.ending == nil
        }
        guard first else { return }
        close(input)
        Task.detached { [self] in
            try? await Task.sleep(for: grace)
            if !hasEnded { killUnlessReaped() }
        }
    }

    /// A write to the pipe of an extension that has exited must fail with `EPIPE`, not kill the
    /// assistant's process with `SIGPIPE`: ignored once, before the first extension starts.
    private static let brokenPipesIgnored: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    // MARK: Reading

    private func send(_ data: Data) -> Bool {
        state.withLock { state -> Bool in
            guard !state.stopping, state.ending == nil else { return false }
            return data.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(input, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0, errno == EINTR { continue }
                    if written <= 0 { return false }
                    offset += written
                }
                return true
            }
        }
    }

    private func readReplies(from output: Int32) {
        var splitter = LineSplitter()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            do {
                let lines = try buffer.withUnsafeBytes { bytes throws(FramingError) in
                    try splitter.append(UnsafeRawBufferPointer(rebasing: bytes[0..<count]))
                }
                for line in lines { try receive(MessageFraming.decode(line)) }
            } catch {
                violation("it wrote \(error) on its standard output")
                return
            }
        }
    }

    private func receive(_ message: ExtensionMessage) {
        switch message.type {
        case .vocabulary:
            state.withLock { state in
                let previous = state.notifications
                state.notificationCount += 1
                let number = state.notificationCount
                state.notifications = Task { [onNotification, self] in
                    await previous?.value
                    await onNotification(message)
                    self.state.withLock { state in
                        if state.notificationCount == number { state.notifications = nil }
                    }
                }
            }
        case .description, .resolved, .response, .error, .continued:
            guard let id = message.id else {
                log.write("process \(pid): \(message.type.rawValue) without a request id: \(message.message ?? "")")
                return
            }
            if message.type == .error {
                log.write("process \(pid) answered request \(id) with an error: \(message.message ?? "(no message)")")
            }
            let waiting = state.withLock { state in state.pending.removeValue(forKey: id).map { ($0, state.notifications) } }
            guard let (continuation, notifications) = waiting else {
                log.write("process \(pid) answered request \(id), which is not waiting (ignored)")
                return
            }
            guard let notifications else { return continuation.resume(returning: message) }
            Task {
                await notifications.value
                continuation.resume(returning: message)
            }
        default:
            log.write("process \(pid) sent a \(message.type.rawValue) message, which extensions do not send (ignored)")
        }
    }

    private func violation(_ what: String) {
        log.write("process \(pid): \(what); killing it")
        let waiting = state.withLock { state in
            if state.ending == nil { state.ending = .failed("it broke the extension protocol (\(what))") }
            defer { state.pending.removeAll() }
            return state.pending.values
        }
        killUnlessReaped()
        for continuation in waiting { continuation.resume(throwing: ExtensionFailure("it broke the extension protocol (\(what))")) }
    }

    private func finish(_ end: Termination) {
        let refused = end == .exited(Sandbox.refusalStatus) ? refusal() : nil
        let (ending, waiting) = state.withLock { state in
            if state.ending == nil { state.ending = state.stopping ? .stopped : .failed(refused ?? "its process \(end)") }
            defer { state.pending.removeAll() }
            return (state.ending!, state.pending.values)
        }
        if !state.withLock({ $0.stopping }) { close(input) }
        log.write("process \(pid) \(end)")
        if let refused { log.write("process \(pid) was refused by its launcher: \(refused)") }
        // The supervisor learns of the end before the requests do, so that a request made as soon
        // as one fails finds the failure counted.
        onEnd(self, ending)
        for continuation in waiting { continuation.resume(throwing: ExtensionFailure(Self.describe(ending))) }
    }

    // MARK: Starting and ending

    /// How a process ended, as `waitpid` tells it.
    enum Termination: Equatable, CustomStringConvertible {
        case exited(Int32)
        case killed(signal: Int32)
        /// It was reaped by someone else (`SIGCHLD` ignored): only the end is known.
        case unknown

        var description: String {
            switch self {
            case .exited(let status): "exited with status \(status)"
            case .killed(let signal): "was killed by signal \(signal)"
            case .unknown: "ended (how is not known: its status was collected elsewhere)"
            }
        }
    }

    /// Starts `path` with nothing inherited but the three descriptors given (see `hark_spawn`).
    static func spawn(
        _ path: String, arguments: [String], environment: [String: String], input: Int32, output: Int32, error: Int32
    ) -> Result<pid_t, SpawnFailure> {
        let argv = ([path] + arguments).map { strdup($0) }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let failure = (argv + [nil]).withUnsafeBufferPointer { argv in
            (envp + [nil]).withUnsafeBufferPointer { envp in
                hark_spawn(path, argv.baseAddress, envp.baseAddress, "/", input, output, error, &pid)
            }
        }
        return failure == 0 ? .success(pid) : .failure(SpawnFailure(number: failure))
    }

    /// A pipe whose ends close on exec: no child started meanwhile by another thread inherits one.
    static func makePipe() -> Result<(read: Int32, write: Int32), SpawnFailure> {
        var ends: [Int32] = [-1, -1]
        let failure = hark_pipe(&ends)
        return failure == 0 ? .success((ends[0], ends[1])) : .failure(SpawnFailure(number: failure))
    }

    struct SpawnFailure: Error, CustomStringConvertible {
        var number: Int32
        var description: String { String(cString: strerror(number)) }
    }

    /// Waits for process `pid` to end and says how.
    static func waitForEnd(of pid: pid_t) -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return .unknown }
        }
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .killed(signal: signal)
    }

    static func describe(_ ending: Ending) -> String {
        switch ending {
        case .stopped: "its process was stopped"
        case .failed(let how): how
        }
    }
}

/// An app's log in the data directory (`logs/<identifier>.log`): its extension's standard error,
/// and what the assistant saw of it.
final class AppLog: Sendable {
    let url: URL
    let handle: FileHandle

    init(url: URL) throws(ExtensionFailure) {
        self.url = url
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fd = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw ExtensionFailure("cannot open the log \(url.path): \(String(cString: strerror(errno)))") }
        handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    }

    /// Appends one line, marked as the assistant's.
    func write(_ line: String) {
        let stamp = ISO8601DateFormatter().string(from: Date())
        let data = Data("[hark \(stamp)] \(line)\n".utf8)
        data.withUnsafeBytes { _ = Foundation.write(handle.fileDescriptor, $0.baseAddress, $0.count) }
    }
}
