import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkSQLite
import HarkShortcuts
import ListOMatExtension
import ListOMatKit
import Synchronization

/// A whole request through the assistant: "add milk to the grocery list", recognized, resolved
/// to "Grocery Store" after "Did you mean Grocery Store?" is answered "yes", and handled by
/// List-o-Mat's extension on its real store in a fresh data directory.
public enum TurnBenchmark {
    /// Where the assistant keeps conversations, authorizations and vocabulary.
    public enum Stores: String, Sendable, Codable, CaseIterable {
        /// In-memory actors, as an embedding that keeps nothing.
        case memory
        /// `hark.sqlite` in the data directory, as the `hark` command keeps them (donations too).
        case sqlite
    }

    public struct Result: Sendable, Codable {
        public var stores: Stores
        public var exchanges: Int
        /// "add milk to the grocery list" → "Did you mean Grocery Store?"
        public var request: LatencySummary
        /// "yes" → "Added milk to Grocery Store."
        public var confirmation: LatencySummary
        /// Both turns.
        public var whole: LatencySummary
        /// Both turns without the time spent in List-o-Mat's handlers: the platform's own part
        /// (understanding, dialog, the assistant's stores).
        public var platform: LatencySummary
        /// The time spent in List-o-Mat's handlers (resolve, confirm, handle) per exchange.
        public var handler: LatencySummary
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static let request = "add milk to the grocery list"
    public static let answer = "yes"

    /// Runs `warmUp` exchanges untimed, then `exchanges` timed ones, each in a new conversation.
    /// After each exchange the added item is removed again, untimed, so every exchange finds
    /// the same lists.
    ///
    /// - Throws: ``Failure`` when the conversation does not go as described.
    public static func run(stores: Stores, exchanges: Int, warmUp: Int = 20) async throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-bench-turn-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let dataDirectory = DataDirectory(url: directory)

        let assistant: Assistant
        let lists: ListStore
        let handlerTime = HandlerTime()
        switch stores {
        case .memory:
            let vocabulary = MemoryVocabularyStore()
            lists = try ListStore(dataDirectory: dataDirectory, registrar: vocabulary.registrar(for: Session.defaultUser))
            let listOMat = TimedApp(app: ListOMatExtension(store: lists, language: "en"), time: handlerTime)
            assistant = try Assistant(apps: [listOMat], vocabulary: vocabulary)
        case .sqlite:
            let database = try HarkDatabase(dataDirectory: dataDirectory)
            let vocabulary = SQLiteVocabularyStore(database: database)
            lists = try ListStore(dataDirectory: dataDirectory, registrar: vocabulary.registrar(for: Session.defaultUser))
            assistant = try Assistant(
                apps: [TimedApp(app: ListOMatExtension(store: lists, language: "en"), time: handlerTime)],
                conversations: SQLiteConversationStore(database: database),
                authorizations: SQLiteAuthorizationStore(database: database),
                vocabulary: vocabulary,
                shortcuts: SQLiteShortcutStore(database: database)
            )
        }
        _ = try lists.container.create()
        try await lists.createList(named: "Grocery Store", items: ["bread", "apples"])
        try await lists.createList(named: "Hardware Store", items: ["nails"])
        try await assistant.allow(app: ListStore.appIdentifier)

        let clock = ContinuousClock()
        var requests = Latencies(capacity: exchanges)
        var confirmations = Latencies(capacity: exchanges)
        var wholes = Latencies(capacity: exchanges)
        var platforms = Latencies(capacity: exchanges)
        var handlers = Latencies(capacity: exchanges)
        for index in 0..<(warmUp + exchanges) {
            let conversation = UUID().uuidString
            handlerTime.reset()
            // Under callgrind, each timed exchange's instructions, in every thread, are counted.
            let (start, question, asked, done, end) = await Callgrind.count(index >= warmUp ? "turn \(stores.rawValue)" : nil) {
                let start = clock.now
                let question = await assistant.respond(to: request, locale: "en", conversation: conversation)
                let asked = clock.now
                let done = await assistant.respond(to: answer, locale: "en", conversation: conversation)
                return (start, question, asked, done, clock.now)
            }
            let inHandlers = handlerTime.total
            guard question.expecting == .confirmation else {
                throw Failure(description: "'\(request)' was answered '\(question.say)', not with a question to confirm")
            }
            guard done.code == "success" else {
                throw Failure(description: "'\(answer)' was answered '\(done.say)' (\(done.code ?? "no code"))")
            }
            try await lists.removeItem(.title("milk"), from: .name("Grocery Store"))
            guard index >= warmUp else { continue }
            requests.record(asked - start)
            confirmations.record(end - asked)
            wholes.record(end - start)
            platforms.record(end - start - inHandlers)
            handlers.record(inHandlers)
        }
        return Result(
            stores: stores, exchanges: exchanges, request: LatencySummary(requests),
            confirmation: LatencySummary(confirmations), whole: LatencySummary(wholes),
            platform: LatencySummary(platforms), handler: LatencySummary(handlers)
        )
    }
}

/// The time an exchange spent in the app's handlers, added up across calls.
final class HandlerTime: Sendable {
    private let spent = Mutex<Duration>(.zero)

    var total: Duration { spent.withLock { $0 } }

    func reset() { spent.withLock { $0 = .zero } }

    func add(_ duration: Duration) { spent.withLock { $0 += duration } }

    /// Runs `body`, adding the time it took.
    func measure<T>(_ body: () async throws -> T) async rethrows -> T {
        let clock = ContinuousClock()
        let start = clock.now
        defer { add(clock.now - start) }
        return try await body()
    }
}

/// An app whose handlers' time is measured: everything else in an exchange is the platform's.
struct TimedApp<App: AppExtension>: AppExtension {
    let app: App
    let time: HandlerTime

    var manifest: AppManifest { app.manifest }
    var definitions: [DefinitionSource] { app.definitions }
    var snippetTemplates: [SnippetTemplate] { app.snippetTemplates }

    func handler(for intent: Intent) -> (any IntentHandling)? {
        // Choosing the handler is the app's work too.
        let clock = ContinuousClock()
        let start = clock.now
        let handler = app.handler(for: intent)
        time.add(clock.now - start)
        return handler.map { TimedHandler(handler: $0, time: time) }
    }

    func continueActivity(_ activity: UserActivity) async throws -> ActivityContinuation? {
        try await time.measure { try await app.continueActivity(activity) }
    }
}

struct TimedHandler: IntentHandling {
    let handler: any IntentHandling
    let time: HandlerTime

    func resolve(parameter: String, of intent: Intent) async throws -> [ResolutionResult<ParameterValue>] {
        try await time.measure { try await handler.resolve(parameter: parameter, of: intent) }
    }

    func confirm(intent: Intent) async throws -> IntentResponse {
        try await time.measure { try await handler.confirm(intent: intent) }
    }

    func handle(intent: Intent) async throws -> IntentResponse {
        try await time.measure { try await handler.handle(intent: intent) }
    }
}
