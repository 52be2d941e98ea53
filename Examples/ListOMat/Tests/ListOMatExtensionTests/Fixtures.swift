import Foundation
import Hark
import ListOMatExtension
import ListOMatKit

/// A store in a fresh data directory, filled with lists, for one test.
struct Fixture {
    let url: URL
    let store: ListStore
    let registrar = RecordingRegistrar()

    /// A store holding `lists` (name → items), in order.
    init(_ lists: [(String, [String])]) async throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("listomat-extension-\(UUID().uuidString)")
        store = try ListStore(dataDirectory: DataDirectory(url: url), registrar: registrar, vocabularyFailure: { _ in })
        for (name, items) in lists {
            try await store.createList(named: name, items: items)
        }
        await registrar.reset()
    }

    func list(_ name: String) throws -> ItemList {
        try store.list(.name(name))
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Remembers every vocabulary registration.
actor RecordingRegistrar: VocabularyRegistering {
    private(set) var calls: [(kind: String, values: [String])] = []

    func setVocabulary(_ values: [SpeakableString], of kind: String, app: String) async throws {
        calls.append((kind, values.map(\.spokenPhrase)))
    }

    func reset() { calls = [] }
}

/// The outcome of a resolution with its values' names, easy to compare.
enum Outcome: Equatable, CustomStringConvertible {
    case success(String)
    case confirmationRequired(String)
    case disambiguation([String])
    case needsValue
    case notRequired
    case unsupported(String)

    init(_ result: ResolutionResult<TaskList>) {
        self.init(result.map(\.title.spokenPhrase))
    }

    init(_ result: ResolutionResult<TaskItem>) {
        self.init(result.map(\.title.spokenPhrase))
    }

    init(_ result: ResolutionResult<SpeakableString>) {
        self.init(result.map(\.spokenPhrase))
    }

    init(_ result: ResolutionResult<String>) {
        switch result {
        case .success(let value): self = .success(value)
        case .confirmationRequired(let value): self = .confirmationRequired(value)
        case .disambiguation(let values): self = .disambiguation(values)
        case .needsValue: self = .needsValue
        case .notRequired: self = .notRequired
        case .unsupported(let reason): self = .unsupported(reason?.code ?? "")
        }
    }

    var description: String {
        switch self {
        case .success(let value): "success(\(value))"
        case .confirmationRequired(let value): "confirmationRequired(\(value))"
        case .disambiguation(let values): "disambiguation(\(values.joined(separator: ", ")))"
        case .needsValue: "needsValue"
        case .notRequired: "notRequired"
        case .unsupported(let code): "unsupported(\(code))"
        }
    }
}
