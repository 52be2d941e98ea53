import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkSQLite
import ListOMatExtension
import ListOMatKit

/// A whole request through the assistant: "add milk to the grocery list", recognized, resolved
/// to "Grocery Store" after "Did you mean Grocery Store?" is answered "yes", and handled by
/// List-o-Mat's extension on its real store in a fresh data directory.
public enum TurnBenchmark {
    /// Where the assistant keeps conversations, authorizations and vocabulary.
    public enum Stores: String, Sendable, Codable, CaseIterable {
        /// In-memory actors, as an embedding that keeps nothing.
        case memory
        /// `hark.sqlite` in the data directory, as the `hark` command keeps them.
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
        switch stores {
        case .memory:
            let vocabulary = MemoryVocabularyStore()
            lists = try ListStore(dataDirectory: dataDirectory, registrar: vocabulary.registrar(for: Session.defaultUser))
            assistant = try Assistant(apps: [ListOMatExtension(store: lists, language: "en")], vocabulary: vocabulary)
        case .sqlite:
            let database = try HarkDatabase(dataDirectory: dataDirectory)
            let vocabulary = SQLiteVocabularyStore(database: database)
            lists = try ListStore(dataDirectory: dataDirectory, registrar: vocabulary.registrar(for: Session.defaultUser))
            assistant = try Assistant(
                apps: [ListOMatExtension(store: lists, language: "en")],
                conversations: SQLiteConversationStore(database: database),
                authorizations: SQLiteAuthorizationStore(database: database),
                vocabulary: vocabulary
            )
        }
        _ = try lists.container.create()
        try await lists.createList(named: "Grocery Store", items: ["bread", "apples"])
        try await lists.createList(named: "Hardware Store", items: ["nails"])
        try await assistant.allow(app: ListStore.appIdentifier)

        let clock = ContinuousClock()
        var requests = Latencies()
        var confirmations = Latencies()
        var wholes = Latencies()
        for index in 0..<(warmUp + exchanges) {
            let conversation = UUID().uuidString
            let start = clock.now
            let question = await assistant.respond(to: request, locale: "en", conversation: conversation)
            let asked = clock.now
            let done = await assistant.respond(to: answer, locale: "en", conversation: conversation)
            let end = clock.now
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
        }
        return Result(
            stores: stores, exchanges: exchanges, request: LatencySummary(requests),
            confirmation: LatencySummary(confirmations), whole: LatencySummary(wholes)
        )
    }
}
