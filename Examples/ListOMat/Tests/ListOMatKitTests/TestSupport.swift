import Foundation
import Hark
import ListOMatKit

/// A fresh, empty data directory for one test, removed by ``remove()``.
struct ScratchDataDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("listomat-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var dataDirectory: DataDirectory { DataDirectory(url: url) }

    func store(registrar: (any VocabularyRegistering)? = nil) throws -> ListStore {
        try ListStore(dataDirectory: dataDirectory, registrar: registrar, vocabularyFailure: { _ in })
    }

    var storeFile: URL {
        url.appendingPathComponent("containers/group.com.app-o-mat.listomat/lists.json")
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Remembers every vocabulary registration, as the assistant's registrar would receive them.
actor RecordingRegistrar: VocabularyRegistering {
    struct Call: Hashable {
        var kind: String
        var app: String
        var values: [String]
    }

    private(set) var calls: [Call] = []

    func setVocabulary(_ values: [SpeakableString], of kind: String, app: String) async throws {
        calls.append(Call(kind: kind, app: app, values: values.map(\.spokenPhrase)))
    }

    func reset() { calls = [] }
}

/// A registrar that always fails, to check that the store's change still stands.
struct FailingRegistrar: VocabularyRegistering {
    struct Unavailable: Error {}
    func setVocabulary(_ values: [SpeakableString], of kind: String, app: String) async throws {
        throw Unavailable()
    }
}

/// The `listomat` executable built next to the tests, run as a separate process.
enum ListOMatExecutable {
    static var url: URL {
        var candidates = [Bundle.main.bundleURL]
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for directory in candidates {
            let executable = directory.appendingPathComponent("listomat")
            if FileManager.default.isExecutableFile(atPath: executable.path) { return executable }
        }
        return Bundle.main.bundleURL.appendingPathComponent("listomat")
    }

    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs `listomat` with `arguments` and waits for it.
    static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self)
        )
    }
}
