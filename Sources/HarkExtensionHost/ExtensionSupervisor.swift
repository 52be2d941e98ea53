public import Foundation
public import Hark
public import HarkAssistant
import HarkExtensionKit
import Synchronization

/// Starts, keeps and stops the processes of installed extensions: one per app and user, started
/// on the app's first request for that user, kept warm while used, stopped after idle time.
///
/// A process that crashes, hangs or breaks the protocol costs only the requests it was answering;
/// the next request starts a new one. When it keeps failing, restarts back off: after the second
/// failure in a row the app is not started again for a while (doubling, up to a limit), and its
/// requests fail at once meanwhile. Each app's standard error goes to `logs/<identifier>.log`.
public final class ExtensionSupervisor: Sendable {
    /// Lifetimes and limits.
    public struct Configuration: Sendable, Hashable {
        /// How long an unused process stays warm.
        public var idleTimeout: Duration
        /// The first pause after repeated failures; it doubles with each further failure.
        public var initialBackoff: Duration
        /// The longest pause.
        public var maximumBackoff: Duration

        public init(
            idleTimeout: Duration = .seconds(60), initialBackoff: Duration = .milliseconds(250), maximumBackoff: Duration = .seconds(30)
        ) {
            self.idleTimeout = idleTimeout
            self.initialBackoff = initialBackoff
            self.maximumBackoff = maximumBackoff
        }
    }

    /// What the supervisor does with vocabulary an extension registers for its user.
    public typealias VocabularySink = @Sendable (_ values: [SpeakableString], _ kind: String, _ app: String, _ user: String) async -> Void

    let dataDirectory: DataDirectory
    let sandbox: Sandbox?
    let configuration: Configuration
    let vocabulary: VocabularySink
    /// The time backoff is measured on.
    let clock: any AssistantClock
    private let state = Mutex<State>(State())

    private struct Key: Hashable {
        var app: String
        var user: String
    }

    private struct Health {
        var failures = 0
        var notBefore: Date?
    }

    private struct State {
        var processes: [Key: ExtensionProcess] = [:]
        var health: [Key: Health] = [:]
        var logs: [String: AppLog] = [:]
    }

    public init(
        dataDirectory: DataDirectory, sandbox: Sandbox?, configuration: Configuration = Configuration(),
        clock: any AssistantClock = SystemClock(),
        vocabulary: @escaping VocabularySink
    ) {
        self.dataDirectory = dataDirectory
        self.clock = clock
        self.sandbox = sandbox
        self.configuration = configuration
        self.vocabulary = vocabulary
    }

    deinit {
        for process in state.withLock({ Array($0.processes.values) }) { process.stop(grace: .milliseconds(500)) }
    }

    /// The log of the app `identifier`.
    public func logURL(of identifier: String) -> URL {
        dataDirectory.url.appendingPathComponent("logs").appendingPathComponent("\(identifier).log")
    }

    /// Sends `message` (its id is assigned here) to `app`'s process for `context.user`, starting
    /// it if needed, and returns the reply.
    ///
    /// - Throws: ``ExtensionFailure``, or `CancellationError` when the caller gave up (the
    ///   process is then killed: it missed its deadline).
    func send(_ message: ExtensionMessage, to app: InstalledApp, user: String, locale: String) async throws -> ExtensionMessage {
        let key = Key(app: app.identifier, user: user)
        let process = try process(for: app, key: key, locale: locale)
        var message = message
        message.id = process.makeID()
        let reply = try await process.request(message)
        state.withLock { $0.health[key] = nil }
        return reply
    }

    /// Stops every process.
    public func stopAll() {
        for process in state.withLock({ Array($0.processes.values) }) { process.stop(grace: .milliseconds(500)) }
    }

    /// How many processes run now (for tests and `hark apps`).
    public var runningCount: Int { state.withLock { $0.processes.count } }

    /// The process id of `app`'s process for `user`, when one runs.
    public func pid(of app: String, user: String) -> Int32? {
        state.withLock { $0.processes[Key(app: app, user: user)]?.pid }
    }

    // MARK: Starting

    private func process(for app: InstalledApp, key: Key, locale: String) throws -> ExtensionProcess {
        let log = try self.log(for: app.identifier)
        return try state.withLock { state throws -> ExtensionProcess in
            if let running = state.processes[key], !running.hasEnded { return running }
            if let notBefore = state.health[key]?.notBefore, clock.now() < notBefore {
                let wait = Duration.milliseconds(Int64((notBefore.timeIntervalSince(clock.now()) * 1000).rounded(.up)))
                throw ExtensionFailure("it keeps failing; it is not started again for \(wait)")
            }
            let process = try start(app, user: key.user, locale: locale, log: log)
            state.processes[key] = process
            scheduleIdleCheck(process, key: key)
            return process
        }
    }

    private func start(_ app: InstalledApp, user: String, locale: String, log: AppLog) throws -> ExtensionProcess {
        guard case .executable(let path) = app.location else { throw ExtensionFailure("it is not an executable") }
        let executable = dataDirectory.url.appendingPathComponent(path)
        var environment = [
            "HARK_USER": user, "HARK_LOCALE": locale, "HARK_APP": app.identifier,
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
        ]
        var container: URL?
        if let group = app.manifest.appGroup {
            do {
                let made = try dataDirectory.container(forGroup: group, user: user)
                try made.create()
                container = made.url
                environment["HARK_CONTAINER"] = made.url.path
                environment["HARK_APP_GROUP"] = group
                environment["HOME"] = made.url.path
                environment["TMPDIR"] = made.url.path
            } catch {
                throw ExtensionFailure(error.message)
            }
        }
        let launch: (URL, [String])
        var refusal: @Sendable () -> String? = { nil }
        switch app.sandbox {
        case .landlock:
            guard let sandbox else {
                throw ExtensionFailure("hark-sandbox is missing, and \(app.manifest.displayName) was installed to run sandboxed")
            }
            // The launcher refuses to start what it cannot confine; only then is the kernel asked
            // why, which would otherwise cost every start a process of its own.
            refusal = {
                guard let reason = sandbox.unavailability() else {
                    return "hark-sandbox could not confine it (exit status \(Sandbox.refusalStatus)); the app's log says why"
                }
                return "it cannot be sandboxed here (\(reason)); reinstall it with --unsandboxed to run it anyway"
            }
            launch = (sandbox.launcher, sandbox.arguments(executable: executable, arguments: [], container: container))
        case .none:
            // Unconfined, but through the launcher all the same, so that it inherits nothing.
            launch = sandbox.map { ($0.launcher, ["--unconfined", "--", executable.path]) } ?? (executable, [])
        }
        let identifier = app.identifier
        let process = try ExtensionProcess(
            executable: launch.0, arguments: launch.1, environment: environment, log: log, refusal: refusal,
            onNotification: { [vocabulary] message in
                guard message.type == .vocabulary, let kind = message.kind, let values = message.values else { return }
                await vocabulary(values, kind, identifier, user)
            },
            onEnd: { [weak self] process, ending in self?.ended(process, key: Key(app: identifier, user: user), ending: ending) }
        )
        log.write("started process \(process.pid) for user \(user)\(app.sandbox == .landlock ? ", sandboxed" : ", not sandboxed")")
        return process
    }

    private func ended(_ process: ExtensionProcess, key: Key, ending: ExtensionProcess.Ending) {
        state.withLock { state in
            if state.processes[key] === process { state.processes[key] = nil }
            guard case .failed = ending else { return }
            var health = state.health[key] ?? Health()
            health.failures += 1
            if health.failures >= 2 {
                let pause = min(configuration.initialBackoff * (1 << min(health.failures - 2, 16)), configuration.maximumBackoff)
                let seconds = Double(pause.components.seconds) + Double(pause.components.attoseconds) / 1e18
                health.notBefore = clock.now().addingTimeInterval(seconds)
            }
            state.health[key] = health
        }
    }

    private func scheduleIdleCheck(_ process: ExtensionProcess, key: Key) {
        let timeout = configuration.idleTimeout
        Task.detached { [weak self, weak process] in
            while true {
                try? await Task.sleep(for: timeout / 2)
                guard let self, let process, !process.hasEnded else { return }
                if let since = process.idleSince, ContinuousClock.now - since >= timeout {
                    self.state.withLock { state in
                        if state.processes[key] === process { state.processes[key] = nil }
                    }
                    process.stop()
                    return
                }
            }
        }
    }

    private func log(for identifier: String) throws(ExtensionFailure) -> AppLog {
        if let log = state.withLock({ $0.logs[identifier] }) { return log }
        let log = try AppLog(url: logURL(of: identifier))
        return state.withLock { state in
            if let existing = state.logs[identifier] { return existing }
            state.logs[identifier] = log
            return log
        }
    }
}
