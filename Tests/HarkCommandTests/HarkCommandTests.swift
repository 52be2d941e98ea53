import Foundation
import HarkTesting
import Testing
import _HarkConformance

/// The `hark` command line, run as a process on a fresh data directory.
@Suite("hark command line", .serialized)
struct HarkCommandTests {
    @Test("a new data directory gets List-o-Mat with demo lists, and the seed's disambiguation runs in the terminal")
    func talkInEnglish() throws {
        let data = try TemporaryDirectory()
        let result = try BuiltExecutable.hark.run(
            ["--data-dir", data.path],
            input:
                "show the store list\nyes\n2\nIn ListOMat, add rice, onions and olives to the grocery list\nyes\nshow the grocery store list\n"
        )
        #expect(result.status == 0, "\(result.error)")
        let lines = result.lines
        #expect(lines.contains { $0.contains("List-o-Mat") && $0.hasSuffix("Allow it?") })
        #expect(lines.contains("Which one: Grocery Store or Hardware Store?"))
        #expect(lines.contains("  1. Grocery Store"))
        #expect(lines.contains("  2. Hardware Store"))
        #expect(lines.contains("On Hardware Store: nails, light bulbs and sandpaper."))
        #expect(lines.contains("Did you mean Grocery Store?"))
        #expect(lines.contains("Added rice, onions and olives to Grocery Store."))
        // The answer, then List-o-Mat's card as text: the list with a mark beside each item.
        #expect(
            lines.suffix(9) == [
                "On Grocery Store: milk, bread, apples, rice, onions and olives.", "  List-o-Mat", "  Grocery Store",
                "    ○ milk", "    ✓ bread", "    ○ apples", "    ○ rice", "    ○ onions", "    ○ olives",
            ])
        #expect(FileManager.default.fileExists(atPath: data.url.appendingPathComponent("containers/group.com.app-o-mat.listomat").path))
    }

    @Test("a Spanish conversation: lists in Spanish, the question and the answer in Spanish")
    func talkInSpanish() throws {
        let data = try TemporaryDirectory()
        let result = try BuiltExecutable.hark.run(
            ["--data-dir", data.path, "--locale", "es"],
            input: "muestra la lista de la tienda\nsí\nla primera\n"
        )
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.contains("¿Cuál: Tienda de comestibles o Tienda de bricolaje?"))
        #expect(
            result.lines.suffix(6) == [
                "En Tienda de comestibles: leche, pan y manzanas.", "  List-o-Mat", "  Tienda de comestibles", "    ○ leche",
                "    ✓ pan", "    ○ manzanas",
            ])
    }

    @Test("the locale comes from LANG when --locale is not given")
    func localeFromEnvironment() throws {
        let data = try TemporaryDirectory()
        _ = try BuiltExecutable.hark.run(["allow", "ListOMat", "--data-dir", data.path], environment: ["LANG": "fr_FR.UTF-8"])
        let result = try BuiltExecutable.hark.run(
            ["ask", "--data-dir", data.path, "montre la liste épicerie"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("Dans "), "\(result.output)")
    }

    @Test("converse --jsonl: one JSON line per turn with the documented fields; nonsense is an answer")
    func converse() throws {
        let data = try TemporaryDirectory()
        let input = """
            show the store list
            {"text": "yes"}
            {"text": "the first one", "locale": "en"}
            blorp fizzle wump

            """
        let result = try BuiltExecutable.hark.run(["converse", "--jsonl", "--data-dir", data.path], input: input)
        #expect(result.status == 0, "\(result.error)")
        let turns = try result.lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        try #require(turns.count == 4)
        for turn in turns {
            #expect(Set(turn.keys) == ["conversation", "say", "expecting", "choices", "app", "intent", "code", "parameters"])
        }
        #expect(turns[0]["expecting"] as? String == "confirmation")
        #expect(turns[1]["expecting"] as? String == "choice")
        #expect(turns[1]["choices"] as? [String] == ["Grocery Store", "Hardware Store"])
        #expect(turns[2]["expecting"] as? String == "nothing")
        #expect(turns[2]["app"] as? String == "com.app-o-mat.listomat")
        #expect(turns[2]["intent"] as? String == "SearchForNotebookItems")
        #expect(turns[2]["code"] as? String == "success")
        #expect(turns[0]["conversation"] as? String == turns[2]["conversation"] as? String)
        #expect(turns[3]["expecting"] as? String == "nothing")
        #expect((turns[3]["say"] as? String)?.isEmpty == false)
    }

    @Test("parse --json: ranked candidates with app, intent, parameters as heard and normalized, and score")
    func parse() throws {
        let data = try TemporaryDirectory()
        let result = try BuiltExecutable.hark.run([
            "parse", "--json", "--data-dir", data.path, "--locale", "fr", "ajoute du lait et des œufs à la liste épicerie",
        ])
        #expect(result.status == 0, "\(result.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(json["locale"] as? String == "fr")
        let candidates = try #require(json["candidates"] as? [[String: Any]])
        let best = try #require(candidates.first)
        #expect(best["intent"] as? String == "AddTasks")
        #expect(best["app"] as? String == "com.app-o-mat.listomat")
        #expect(best["score"] is [String: Any])
        let parameters = try #require(best["parameters"] as? [String: [String: Any]])
        #expect(parameters["taskTitles"]?["heard"] as? String == "lait et des œufs")
        #expect(parameters["taskTitles"]?["normalized"] as? String == "lait et des oeufs")
        #expect(parameters["targetTaskList"]?["heard"] as? String == "épicerie")
    }

    @Test("allow and deny are remembered, and apps shows them")
    func permissions() throws {
        let data = try TemporaryDirectory()
        #expect(try BuiltExecutable.hark.run(["apps", "--data-dir", data.path]).output.contains("com.app-o-mat.listomat — not asked yet"))
        #expect(try BuiltExecutable.hark.run(["allow", "list-o-mat", "--data-dir", data.path]).status == 0)
        #expect(try BuiltExecutable.hark.run(["apps", "--data-dir", data.path]).output.contains("com.app-o-mat.listomat — allowed"))
        #expect(
            try BuiltExecutable.hark.run(["ask", "--data-dir", data.path, "show the grocery store list"]).output
                == "On Grocery Store: milk, bread and apples.\n  List-o-Mat\n  Grocery Store\n    ○ milk\n    ✓ bread\n    ○ apples\n")
        #expect(try BuiltExecutable.hark.run(["deny", "com.app-o-mat.listomat", "--data-dir", data.path]).status == 0)
        let denied = try BuiltExecutable.hark.run(["ask", "--data-dir", data.path, "show the grocery store list"])
        #expect(!denied.output.contains("milk"))
        #expect(try BuiltExecutable.hark.run(["apps", "--data-dir", data.path]).output.contains("com.app-o-mat.listomat — denied"))
        // Another user has their own answers.
        #expect(
            try BuiltExecutable.hark.run(["apps", "--data-dir", data.path, "--user", "ana"]).output.contains(
                "com.app-o-mat.listomat — not asked yet"))
    }

    @Test(
        "bad input: one clear line, a non-zero status, and nothing created or changed",
        arguments: [
            (["ask", "--locale", "de", "zeig mir die Liste"], "'de'"),
            (["allow", "Spotify"], "no installed app is called 'Spotify'"),
            (["parse", "--locale", "xx", "hello"], "'xx'"),
        ])
    func badInput(arguments: [String], message: String) throws {
        let data = try TemporaryDirectory()
        let result = try BuiltExecutable.hark.run(arguments + ["--data-dir", data.path])
        #expect(result.status != 0)
        #expect(result.error.hasPrefix("hark: "))
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1)
        if arguments.contains("--locale") {
            #expect(!FileManager.default.fileExists(atPath: data.path))
        }
    }

    @Test("a data directory that cannot be used is named in the error")
    func unusableDataDirectory() throws {
        let data = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
        let blocker = data.url.appendingPathComponent("file")
        try Data("not a folder".utf8).write(to: blocker)
        let result = try BuiltExecutable.hark.run(["apps", "--data-dir", blocker.path])
        #expect(result.status != 0)
        #expect(result.error.hasPrefix("hark: "))
        #expect(result.error.contains(blocker.path))
        #expect(try Data(contentsOf: blocker) == Data("not a folder".utf8))
    }

    @Test("validate prints located problems and fails; a good file passes")
    func validate() throws {
        let data = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
        let bad = data.url.appendingPathComponent("Bad.intents.yaml")
        try """
        locales: [en]
        intents:
          Greet:
            parameters:
              who: {type: Persn}

        """.write(to: bad, atomically: true, encoding: .utf8)
        let result = try BuiltExecutable.hark.run(["validate", bad.path])
        #expect(result.status != 0)
        #expect(result.error.contains("Bad.intents.yaml:5:"), "\(result.error)")
        #expect(result.error.contains("Persn"))

        let good = try BuiltExecutable.hark.run(["validate", Self.listsAndNotes])
        #expect(good.status == 0, "\(good.error)")
    }

    @Test("sample prints sentences per intent in the chosen language")
    func sample() throws {
        let result = try BuiltExecutable.hark.run(["sample", Self.listsAndNotes, "--locale", "ja", "--count", "2"])
        #expect(result.status == 0, "\(result.error)")
        let intents = Set(result.lines.map { $0.split(separator: "\t").first.map(String.init) ?? "" })
        #expect(intents.isSuperset(of: ["AddTasks", "SearchForNotebookItems", "CreateTaskList"]))
        #expect(result.lines.count <= 2 * 7)
        #expect(result.lines.allSatisfy { $0.split(separator: "\t").count == 2 })
    }

    @Test("test runs Hark test files: a table per language, and a failing test fails the run")
    func testFiles() throws {
        let data = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
        let passing = data.url.appendingPathComponent("lists.tests.yaml")
        try """
        locale: en
        tests:
          - sentences: ["add rice, onions and olives to the grocery store list"]
            intent: AddTasks
            parameters: {targetTaskList: grocery store, taskTitles: [rice, onions, olives]}
            response: Added rice, onions and olives to Grocery Store.
          - locale: es
            sentences: ["muestra mi lista de compras", "enséñame la lista de compras"]
            intent: SearchForNotebookItems
            parameters: {title: compras}

        """.write(to: passing, atomically: true, encoding: .utf8)
        let result = try BuiltExecutable.hark.run(["test", passing.path, "--data-dir", data.url.appendingPathComponent("data").path])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("en                 1       1       0    100.0%"), "\(result.output)")
        #expect(result.output.contains("es                 2       2       0    100.0%"), "\(result.output)")

        let failing = data.url.appendingPathComponent("wrong.tests.yaml")
        try """
        locale: en
        tests:
          - sentences: ["add milk to the grocery list"]
            intent: DeleteTasks

        """.write(to: failing, atomically: true, encoding: .utf8)
        let failed = try BuiltExecutable.hark.run(["test", failing.path, "--data-dir", data.url.appendingPathComponent("data").path])
        #expect(failed.status != 0)
        #expect(failed.output.contains("recognized AddTasks instead of DeleteTasks"), "\(failed.output)")
    }

    /// The demo apps with a sentence file, each run by ``demoAppSentences(app:)``.
    static let demoAppsWithSentences = ["ListOMat", "CityRide", "Pacer", "Purse", "Chatter", "Forkful"]

    /// Each demo app's sentence file (`Examples/<app>/Tests/Sentences`), as its README says to
    /// run it: every sentence understood as its intent, and every answer given, each to a new
    /// user (List-o-Mat's file adds to a list, then shows it as the demo data has it).
    @Test("every demo app's sentence tests pass with hark test", arguments: demoAppsWithSentences)
    func demoAppSentences(app: String) throws {
        let data = TemporaryDirectory()
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Examples/\(app)/Tests/Sentences")
        let result = try BuiltExecutable.hark.run(["test", folder.path, "--data-dir", data.url.appending(path: "data").path])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let lines = result.output.split(separator: "\n")
        for language in ["en", "es", "fr", "ja", "ar"] {
            #expect(lines.contains { $0.hasPrefix(language + " ") && $0.hasSuffix("100.0%") }, "every language is tested: \(language)")
        }
    }

    @Test(
        "test --format home-assistant runs Home Assistant's tests through Hark's matcher",
        .enabled(
            if: HomeAssistantData.isPresent,
            "../shared is not beside the package")
    )
    func homeAssistantFormat() throws {
        let result = try BuiltExecutable.hark.run([
            "test", "--format", "home-assistant", "--languages", "ja", HomeAssistantData.directory.path(percentEncoded: false),
        ])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("ja                16      16       0    100.0%"), "\(result.output)")
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let listsAndNotes = root.appendingPathComponent("Sources/Hark/ListsAndNotes.intents.yaml").path
}
