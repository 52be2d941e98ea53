public import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkExtensionHost
import ListOMatExtension
import ListOMatKit

/// List-o-Mat in its own sandboxed process beside List-o-Mat in the assistant's process, in one
/// run: the exchange of ``TurnBenchmark`` ("add milk to the grocery list" → "Did you mean Grocery
/// Store?" → "yes" → "Added milk to Grocery Store.") through both, a single protocol round trip
/// through both, and the cold start of an extension process: a user's first request, which
/// launches `hark-sandbox`, which confines and runs `listomat-extension`, which makes its
/// extension (and, for a new user, writes the demo lists) and answers.
public enum ExtensionBenchmark {
    /// Where List-o-Mat runs.
    public enum Mode: String, Sendable, Codable, CaseIterable {
        /// `ListOMatExtension` in the assistant's process, as ``TurnBenchmark`` measures it.
        case inProcess = "in-process"
        /// `listomat-extension` installed and run under `hark-sandbox`, through `ExtensionHost`.
        case sandboxedProcess = "extension process"
    }

    /// The built executables the benchmark installs and runs.
    public struct Executables: Sendable {
        public var listOMat: URL
        public var sandbox: URL

        public init(listOMat: URL, sandbox: URL) {
            self.listOMat = listOMat
            self.sandbox = sandbox
        }
    }

    public struct TurnRow: Sendable, Codable {
        public var mode: Mode
        public var exchanges: Int
        /// "add milk to the grocery list" → "Did you mean Grocery Store?"
        public var request: LatencySummary
        /// "yes" → "Added milk to Grocery Store."
        public var confirmation: LatencySummary
        /// Both turns.
        public var whole: LatencySummary
    }

    public struct RoundTripRow: Sendable, Codable {
        public var mode: Mode
        /// Resolving AddTasks' `targetTaskList` with nothing heard: a read of the store.
        public var resolve: LatencySummary
    }

    public struct ColdStartRow: Sendable, Codable {
        /// `new user`, `returning user` or `warm`.
        public var kind: String
        public var latency: LatencySummary
    }

    public struct Result: Sendable, Codable {
        public var turns: [TurnRow]
        public var roundTrips: [RoundTripRow]
        public var coldStarts: [ColdStartRow]
        /// The request each cold start answers.
        public var coldRequest: String
        /// The hark-bench command line, the executables' paths as given.
        public var command: [String]
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static let coldRequest = "show the grocery store list"

    /// Runs everything: `exchanges` timed exchanges in each mode (after `warmUp` untimed ones),
    /// alternating between the modes so that both see the same machine; as many single round
    /// trips; and `coldStarts` users' first requests.
    public static func run(
        executables: Executables, exchanges: Int, roundTrips: Int, coldStarts: Int, warmUp: Int = 20, command: [String] = []
    ) async throws -> Result {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hark-bench-extension-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let sandbox = Sandbox(launcher: executables.sandbox)
        if let reason = sandbox.unavailability() {
            throw Failure(description: "extensions cannot be sandboxed here: \(reason)")
        }

        // In the assistant's process, as TurnBenchmark with its stores in memory.
        let local = try await inProcess(in: DataDirectory(url: root.appendingPathComponent("in-process")))
        // Installed, sandboxed, through the extension host.
        let remote = try await sandboxed(
            in: DataDirectory(url: root.appendingPathComponent("extension")), executables: executables, sandbox: sandbox)
        defer { remote.host.supervisor.stopAll() }
        // The process starts, and registers the lists' names, before the first exchange is timed.
        _ = await remote.setup.assistant.respond(to: coldRequest, locale: "en")
        try await Task.sleep(for: .milliseconds(300))

        var timings = [Mode: (request: Latencies, confirmation: Latencies, whole: Latencies)]()
        for index in 0..<(warmUp + exchanges) {
            let order: [Mode] = index.isMultiple(of: 2) ? [.inProcess, .sandboxedProcess] : [.sandboxedProcess, .inProcess]
            for mode in order {
                let setup = mode == .inProcess ? local : remote.setup
                let (request, confirmation) = try await exchange(setup)
                guard index >= warmUp else { continue }
                timings[mode, default: (Latencies(), Latencies(), Latencies())].request.record(request)
                timings[mode, default: (Latencies(), Latencies(), Latencies())].confirmation.record(confirmation)
                timings[mode, default: (Latencies(), Latencies(), Latencies())].whole.record(request + confirmation)
            }
        }
        let turns = Mode.allCases.map { mode in
            let timing = timings[mode] ?? (Latencies(), Latencies(), Latencies())
            return TurnRow(
                mode: mode, exchanges: exchanges, request: LatencySummary(timing.request),
                confirmation: LatencySummary(timing.confirmation), whole: LatencySummary(timing.whole)
            )
        }

        // One message and its reply, without understanding or the assistant around it.
        let intent = Intent(name: "AddTasks", parameters: [:])
        var trips: [RoundTripRow] = []
        let apps: [(Mode, any AppExtension)] = [(.inProcess, local.app), (.sandboxedProcess, remote.setup.app)]
        for (mode, app) in apps {
            guard let handler = app.handler(for: intent) else { throw Failure(description: "\(mode.rawValue): no handler for AddTasks") }
            let latencies = try await Latencies.measure(warmUp: 20, iterations: roundTrips) {
                let results = try await handler.resolve(parameter: "targetTaskList", of: intent)
                guard !results.isEmpty else { throw Failure(description: "\(mode.rawValue): resolving targetTaskList gave nothing") }
            }
            trips.append(RoundTripRow(mode: mode, resolve: LatencySummary(latencies)))
        }
        remote.host.supervisor.stopAll()

        let cold = try await measureColdStarts(
            in: DataDirectory(url: root.appendingPathComponent("cold")), executables: executables, sandbox: sandbox, users: coldStarts
        )
        return Result(turns: turns, roundTrips: trips, coldStarts: cold, coldRequest: coldRequest, command: command)
    }

    // MARK: The exchange

    struct Setup {
        var assistant: Assistant
        /// The store the exchange changes, opened in this process to take the added item away.
        var lists: ListStore
        var app: any AppExtension
    }

    /// One exchange, checked, and the added item removed again (untimed).
    static func exchange(_ setup: Setup) async throws -> (request: Duration, confirmation: Duration) {
        let clock = ContinuousClock()
        let conversation = UUID().uuidString
        let start = clock.now
        let question = await setup.assistant.respond(to: TurnBenchmark.request, locale: "en", conversation: conversation)
        let asked = clock.now
        let done = await setup.assistant.respond(to: TurnBenchmark.answer, locale: "en", conversation: conversation)
        let end = clock.now
        guard question.expecting == .confirmation else {
            throw Failure(description: "'\(TurnBenchmark.request)' was answered '\(question.say)', not with a question to confirm")
        }
        guard done.code == "success" else {
            throw Failure(description: "'\(TurnBenchmark.answer)' was answered '\(done.say)' (\(done.code ?? "no code"))")
        }
        try await setup.lists.removeItem(.title("milk"), from: .name("Grocery Store"))
        return (asked - start, end - asked)
    }

    /// The lists every exchange finds: "Grocery Store" and "Hardware Store".
    static func prepare(_ lists: ListStore) async throws {
        _ = try lists.container.create()
        try await lists.createList(named: "Grocery Store", items: ["bread", "apples"])
        try await lists.createList(named: "Hardware Store", items: ["nails"])
    }

    static func inProcess(in dataDirectory: DataDirectory) async throws -> Setup {
        let vocabulary = MemoryVocabularyStore()
        let lists = try ListStore(dataDirectory: dataDirectory, registrar: vocabulary.registrar(for: Session.defaultUser))
        let app = ListOMatExtension(store: lists, language: "en")
        let assistant = try Assistant(apps: [app], vocabulary: vocabulary)
        try await prepare(lists)
        try await assistant.allow(app: ListStore.appIdentifier)
        return Setup(assistant: assistant, lists: lists, app: app)
    }

    /// `listomat-extension` installed into `dataDirectory` to run sandboxed, and an assistant over
    /// the extension host, with the assistant's stores in memory.
    static func sandboxed(
        in dataDirectory: DataDirectory, executables: Executables, sandbox: Sandbox
    ) async throws -> (setup: Setup, host: ExtensionHost) {
        let (assistant, host, vocabulary) = try await install(in: dataDirectory, executables: executables, sandbox: sandbox)
        // The default user's container, with the lists in it before the process first starts; the
        // item this process takes away is taken from the vocabulary as the extension would.
        let lists = ListStore(
            container: try dataDirectory.container(forGroup: ListStore.appGroup, user: Session.defaultUser),
            registrar: vocabulary.registrar(for: Session.defaultUser)
        )
        try await prepare(lists)
        try await assistant.allow(app: ListStore.appIdentifier)
        guard let app = host.extensions.first else { throw Failure(description: "no extension installed") }
        return (Setup(assistant: assistant, lists: lists, app: app), host)
    }

    static func install(
        in dataDirectory: DataDirectory, executables: Executables, sandbox: Sandbox
    ) async throws -> (Assistant, ExtensionHost, MemoryVocabularyStore) {
        try FileManager.default.createDirectory(at: dataDirectory.url, withIntermediateDirectories: true)
        let installer = ExtensionInstaller(registry: AppRegistry(dataDirectory: dataDirectory), sandbox: sandbox)
        let app: InstalledApp
        switch try await installer.install(executable: executables.listOMat) {
        case .installed(let installed), .updated(let installed, _): app = installed
        }
        guard app.sandbox == .landlock else { throw Failure(description: "List-o-Mat was installed unsandboxed") }
        let vocabulary = MemoryVocabularyStore()
        let host = try ExtensionHost(dataDirectory: dataDirectory, sandbox: sandbox) { values, kind, app, user in
            await vocabulary.setVocabulary(values, of: kind, app: app, user: user)
        }
        let assistant = try Assistant(apps: host.extensions, vocabulary: vocabulary)
        return (assistant, host, vocabulary)
    }

    // MARK: Cold starts

    /// For each of `users` new users: the first request (the process starts, finds an empty
    /// container, writes the demo lists and answers), the same request again (warm), and — once
    /// the process is stopped, as after idle time — the request again (it starts with the lists
    /// in place).
    static func measureColdStarts(in dataDirectory: DataDirectory, executables: Executables, sandbox: Sandbox, users: Int) async throws
        -> [ColdStartRow]
    {
        let (assistant, host, _) = try await install(in: dataDirectory, executables: executables, sandbox: sandbox)
        defer { host.supervisor.stopAll() }
        let clock = ContinuousClock()
        var newUser = Latencies()
        var warm = Latencies()
        var returning = Latencies()

        func ask(_ user: String) async throws -> Duration {
            let start = clock.now
            let turn = await assistant.respond(to: coldRequest, locale: "en", session: Session(user: user))
            let took = clock.now - start
            guard host.supervisor.pid(of: ListStore.appIdentifier, user: user) != nil else {
                throw Failure(description: "'\(coldRequest)' for \(user) was answered '\(turn.say)' without starting List-o-Mat")
            }
            return took
        }
        func stopAndSettle() async throws {
            host.supervisor.stopAll()
            var waited = 0
            while host.supervisor.runningCount > 0, waited < 200 {
                try await Task.sleep(for: .milliseconds(10))
                waited += 1
            }
            guard host.supervisor.runningCount == 0 else { throw Failure(description: "an extension process did not stop") }
            try await Task.sleep(for: .milliseconds(100))
        }

        // One untimed start first: the sandbox's check and the first loads of the executables.
        for index in -1..<users {
            let user = index < 0 ? "warmup" : "user\(index)"
            try await assistant.allow(app: ListStore.appIdentifier, user: user)
            let first = try await ask(user)
            let again = try await ask(user)
            try await stopAndSettle()
            let back = try await ask(user)
            try await stopAndSettle()
            guard index >= 0 else { continue }
            newUser.record(first)
            warm.record(again)
            returning.record(back)
        }
        return [
            ColdStartRow(kind: "new user", latency: LatencySummary(newUser)),
            ColdStartRow(kind: "returning user", latency: LatencySummary(returning)),
            ColdStartRow(kind: "warm", latency: LatencySummary(warm)),
        ]
    }
}
