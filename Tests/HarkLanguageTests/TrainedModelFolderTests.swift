import Foundation
import HarkDefinition
import HarkTesting
import Testing

@testable import HarkLanguage

/// The models kept in a folder: learned when missing, read back when up to date, learned again
/// at once when their definition file changes, shared through a cache.
@Suite("Trained models in a folder")
struct TrainedModelFolderTests {
    static func definition(examples: String) throws -> DefinitionFile {
        try DefinitionFile(
            parsing: """
                locales: [en]
                intents:
                  WaterPlants:
                    parameters:
                      plant: {type: String}
                    sentences:
                      en: ["water the {plant}", "give the {plant} some water"]
                    examples:
                      en: ["my [fern](plant) looks thirsty", "the [cactus](plant) needs a drink"]
                  FeedCat:
                    sentences:
                      en: ["feed the cat", "give the cat its dinner"]
                    examples:
                      en: [\(examples)]
                """, path: "Garden.intents.yaml")
    }

    @Test("a missing model is learned and saved, then read back; a changed definition is learned again at once")
    func learnedWhenNeeded() throws {
        let directory = try TemporaryDirectory()
        let folder = TrainedModelFolder(url: directory.url.appendingPathComponent("models"))
        let first = try Self.definition(examples: #""the kitty is starving""#)
        var jobs: [TrainedModelFolder.Job] = []
        let learned = try folder.models(for: [first]) { job, _ in if jobs.last != job { jobs.append(job) } }
        #expect(jobs == [TrainedModelFolder.Job(file: "Garden", language: "en")])
        #expect(FileManager.default.fileExists(atPath: folder.modelURL(file: "Garden", language: "en").path))

        var again: [TrainedModelFolder.Job] = []
        let loaded = try folder.models(for: [first]) { job, _ in again.append(job) }
        #expect(again.isEmpty)
        #expect(loaded == learned)

        // The definition changes: the next request sees what it says now.
        let changed = try Self.definition(examples: #""the kitty is starving", "my tabby wants her tuna""#)
        #expect(folder.load(changed, language: "en") == nil)
        let relearned = try folder.models(for: [changed])
        let recognizer = try Recognizer(definitions: [changed], apps: []).using(relearned)
        let recognition = try recognizer.recognize("my tabby wants her tuna now", locale: "en")
        #expect(recognition.best?.intent == "FeedCat")
        #expect(recognition.best?.layer == .trained)
        #expect(try Recognizer(definitions: [changed], apps: []).using(learned).trainedLanguages.isEmpty)
    }

    @Test("a model learned for one folder serves another through the cache, by its fingerprint")
    func cache() throws {
        let directory = try TemporaryDirectory()
        let cache = directory.url.appendingPathComponent("cache")
        let definition = try Self.definition(examples: #""the kitty is starving""#)
        let one = TrainedModelFolder(url: directory.url.appendingPathComponent("one"), cache: cache)
        let learned = try one.models(for: [definition])
        let two = TrainedModelFolder(url: directory.url.appendingPathComponent("two"), cache: cache)
        var jobs = 0
        let shared = try two.models(for: [definition]) { _, _ in jobs += 1 }
        #expect(jobs == 0)
        #expect(shared == learned)
        #expect(two.load(definition, language: "en") == learned.first)
    }

    @Test("a damaged model file is learned again rather than used")
    func damagedFile() throws {
        let directory = try TemporaryDirectory()
        let folder = TrainedModelFolder(url: directory.url)
        let definition = try Self.definition(examples: #""the kitty is starving""#)
        let learned = try folder.models(for: [definition])
        try Data("HARK-TM\nnonsense".utf8).write(to: folder.modelURL(file: "Garden", language: "en"))
        #expect(folder.load(definition, language: "en") == nil)
        #expect(try folder.models(for: [definition]) == learned)
    }
}
