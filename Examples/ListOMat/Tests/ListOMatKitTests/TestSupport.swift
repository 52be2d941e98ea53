import Foundation
import Hark
import HarkTesting
import ListOMatKit

extension TemporaryDirectory {
    /// A fresh, empty data directory for one test.
    static func listOMat() throws -> TemporaryDirectory {
        try TemporaryDirectory(prefix: "listomat-tests")
    }

    func store(registrar: (any VocabularyRegistering)? = nil) throws -> ListStore {
        try ListStore(dataDirectory: dataDirectory, registrar: registrar, vocabularyFailure: { _ in })
    }

    var storeFile: URL {
        url.appendingPathComponent("containers/group.com.app-o-mat.listomat/lists.json")
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
let listOMatCommand = BuiltExecutable("listomat")
