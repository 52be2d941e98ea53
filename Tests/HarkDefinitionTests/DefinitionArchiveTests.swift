import Foundation
import Hark
import HarkDefinition
import Testing

/// Parsed definition files written as archives and read back, and the cache that keeps them:
/// what lets `hark` start without parsing every installed app's YAML.
@Suite("Definition files: archives and the definition cache")
struct DefinitionArchiveTests {
    /// Every definition file the project ships: the built-in domains and the demo apps' own.
    static let shipped: [(path: String, text: String)] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [(String, String)] = []
        for folder in ["Sources", "Examples"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard DefinitionFileName.isDefinitionFile(url.lastPathComponent), let text = try? String(contentsOf: url, encoding: .utf8)
                else { continue }
                files.append((String(url.path.dropFirst(root.path.count + 1)), text))
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    @Test("every shipped definition file reads back from its archive equal to the parsed file, warnings included")
    func roundTrip() throws {
        #expect(Self.shipped.count >= 12, "the five domains and the demo apps' files: \(Self.shipped.map(\.path))")
        for (path, text) in Self.shipped {
            let parsed = try DefinitionFile(parsing: text, path: path)
            let archive = parsed.archived()
            let read = try DefinitionFile(unarchiving: archive)
            #expect(read == parsed, "\(path)")
            #expect(read.archived() == archive, "\(path): the same file gives the same bytes")
        }
        // The warnings, the app's examples and the rules reach the archive too.
        let warned = try DefinitionFile(parsing: Self.warned, path: "Warned.intents.yaml")
        #expect(!warned.warnings.isEmpty)
        #expect(try DefinitionFile(unarchiving: warned.archived()) == warned)
    }

    static let warned = """
        locales: [en]
        app:
          id: com.example.warned
          displayName: Warned
          alternativeNames: [{name: Warn, pronunciation: worn}]
          usageDescription: {en: "Warns."}
          supportedIntents: [Warn, Warn]
          examples:
            - {intent: Warn, en: "warn me"}
        rules:
          en:
            me: "(me|us)"
        intents:
          Warn:
            parameters:
              about: {type: String}
            sentences:
              en: ["warn <me> [about {about}]", "warn <me> [about {about}]"]
        """

    @Test("an archive cut short or damaged is refused with a message, never a crash or a different file")
    func damaged() throws {
        let parsed = try DefinitionFile(parsing: ListsAndNotes.definition.text, path: ListsAndNotes.definition.fileName)
        let archive = parsed.archived()
        for length in stride(from: 0, to: archive.count, by: max(1, archive.count / 997)) {
            #expect(throws: DefinitionArchiveError.self) { try DefinitionFile(unarchiving: Array(archive.prefix(length))) }
        }
        #expect(throws: DefinitionArchiveError.self) { try DefinitionFile(unarchiving: archive + [0]) }
        do {
            _ = try DefinitionFile(unarchiving: Array("not an archive".utf8))
            Issue.record("read")
        } catch {
            #expect(error.message == "not a definition archive")
        }
        // Bytes changed anywhere: the reader never crashes; what it reads is checked by the cache.
        var generator = DefinitionRobustnessTests.SplitMix(state: 2026)
        for _ in 0..<2_000 {
            var changed = archive
            for _ in 0..<3 {
                changed[Int(generator.next() % UInt64(changed.count))] = UInt8(truncatingIfNeeded: generator.next())
            }
            _ = try? DefinitionFile(unarchiving: changed)
        }
    }

    /// A cache in a folder of its own.
    func cache(key: String = "test 1") throws -> (DefinitionCache, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-definition-cache-\(UUID().uuidString)")
        return (DefinitionCache(folder: folder, key: key), folder)
    }

    func archives(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".definition") }.sorted()
    }

    @Test("a definition is parsed once and read from its archive afterwards, by another cache on the same folder too")
    func parsedOnce() throws {
        let (first, folder) = try cache()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = ListsAndNotes.definition
        let parsed = try first.definition(parsing: source.text, path: source.fileName)
        #expect((first.hits, first.misses) == (0, 1))
        #expect(archives(in: folder).count == 1)

        let second = DefinitionCache(folder: folder, key: "test 1")
        #expect(try second.definition(parsing: source.text, path: source.fileName) == parsed)
        #expect((second.hits, second.misses) == (1, 0))
        #expect(parsed == (try DefinitionFile(parsing: source.text, path: source.fileName)))
    }

    @Test("a changed definition is parsed again at once, and the archive of the old one removed")
    func changedDefinition() throws {
        let (first, folder) = try cache()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try first.definition(parsing: Self.warned, path: "Warned.intents.yaml")
        first.removeUnused()

        let changedText = Self.warned.replacingOccurrences(of: "\"warn <me> [about {about}]\"]", with: "\"alert <me>\"]")
        #expect(changedText != Self.warned)
        let second = DefinitionCache(folder: folder, key: "test 1")
        let changed = try second.definition(parsing: changedText, path: "Warned.intents.yaml")
        #expect((second.hits, second.misses) == (0, 1))
        #expect(changed.intents[0].sentences["en"]?.map(\.source) == ["warn <me> [about {about}]", "alert <me>"])
        #expect(archives(in: folder).count == 2)
        second.removeUnused()
        #expect(archives(in: folder).count == 1, "the old text's archive is gone")

        // Another build (another key) does not read this build's archives.
        let otherBuild = DefinitionCache(folder: folder, key: "test 2")
        #expect(try otherBuild.definition(parsing: changedText, path: "Warned.intents.yaml") == changed)
        #expect((otherBuild.hits, otherBuild.misses) == (0, 1))
    }

    @Test("a damaged archive is parsed again and rewritten; a definition with errors throws them and keeps nothing")
    func damagedArchiveAndErrors() throws {
        let (first, folder) = try cache()
        defer { try? FileManager.default.removeItem(at: folder) }
        let parsed = try first.definition(parsing: Self.warned, path: "Warned.intents.yaml")
        let name = try #require(archives(in: folder).first)
        let url = folder.appendingPathComponent(name)
        let bytes = try Data(contentsOf: url)
        try Data(bytes.prefix(bytes.count / 2)).write(to: url)

        let second = DefinitionCache(folder: folder, key: "test 1")
        #expect(try second.definition(parsing: Self.warned, path: "Warned.intents.yaml") == parsed)
        #expect((second.hits, second.misses) == (0, 1))
        #expect(try Data(contentsOf: url) == bytes, "rewritten whole")

        let broken = "locales: [en]\nintents:\n  Broken:\n    sentences:\n      en: [\"(unclosed\"]\n"
        #expect(throws: DefinitionError.self) { try second.definition(parsing: broken, path: "Broken.intents.yaml") }
        #expect(archives(in: folder) == [name])
    }
}
