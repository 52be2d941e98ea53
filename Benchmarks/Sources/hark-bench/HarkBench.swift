import ArgumentParser
import Foundation
import HarkBenchmarks
import HarkDefinition
import HarkLanguage

/// `hark-bench`: Hark's side of the benchmarks. Each command prints JSON on standard output for
/// `Benchmarks/report.py`; `Benchmarks/run` runs them all beside hassil and writes the tables.
@main
struct HarkBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hark-bench",
        abstract: "Measure Hark's understanding, scale, turns, extension processes and memory.",
        subcommands: [Sentences.self, Understanding.self, Trained.self, Snips.self, Scale.self, Turn.self, Extension.self, Memory.self]
    )
}

/// Writes JSON to standard output, keys sorted.
func printJSON(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
}

/// Comma-separated values, each checked by `parse`.
func commaSeparated<Value>(_ text: String, option: String, _ parse: (String) -> Value?) throws -> [Value] {
    try text.split(separator: ",").map { part in
        let item = part.trimmingCharacters(in: .whitespaces)
        guard let value = parse(item) else { throw ValidationError("\(option): '\(item)' is not valid") }
        return value
    }
}

extension HarkBench {
    struct Sentences: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the built-in domains' sentence sets: sampled sentences and the templates in hassil's format."
        )

        @Option(help: "Comma-separated language codes.")
        var languages = "en,es,fr,ja,ar"

        @Option(help: "Comma-separated sets: lists-and-notes, ride-booking, workouts, payments, messaging, all-domains (the five at once).")
        var domains = UnderstandingBenchmark.listsAndNotesSet

        @Option(help: "Sentences sampled from each template.")
        var perTemplate = ListsAndNotesSet.samplesPerTemplate

        @Option(help: "The sampler's seed.")
        var seed = ListsAndNotesSet.seed

        func run() throws {
            let codes = try commaSeparated(languages, option: "--languages") { $0.isEmpty ? nil : $0 }
            var sets: [ListsAndNotesSet] = []
            for name in try commaSeparated(domains, option: "--domains", { $0.isEmpty ? nil : $0 }) {
                let files: [DefinitionFile]
                do {
                    files = try ListsAndNotesSet.definitions(set: name)
                } catch {
                    throw ValidationError("--domains: \(error)")
                }
                // A domain is sampled in the languages it has sentences in.
                for code in codes where files.contains(where: { $0.intents.contains { $0.sentences[code] != nil } }) {
                    sets.append(ListsAndNotesSet(files: files, language: code, perTemplate: perTemplate, seed: seed, set: name))
                }
            }
            try printJSON(sets)
        }
    }

    struct Understanding: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Time Hark on Home Assistant's intent tests and on the built-in domains' sentence sets."
        )

        @Option(help: "The home-assistant-intents checkout (holding sentences/ and tests/).")
        var homeAssistant = "../shared/external-nlu-data/home-assistant-intents"

        @Option(help: "Comma-separated languages of Home Assistant's tests.")
        var homeAssistantLanguages = "en,es,fr,ar"

        @Option(help: "The built-in domains' sentence sets, as `hark-bench sentences` prints them.")
        var sentences: String

        @Option(help: "Timed rounds over each set, after one untimed round.")
        var rounds = 10

        @Option(help: "Write the sampled sentences Hark gets wrong here, one a line, with what was wrong.")
        var failures: String?

        @Option(help: "Write every sampled sentence here with its median time over the rounds, slowest first, one a line.")
        var perSentence: String?

        func run() throws {
            guard rounds > 0 else { throw ValidationError("--rounds must be at least 1") }
            let directory = URL(fileURLWithPath: homeAssistant)
            guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("sentences").path) else {
                throw ValidationError("no Home Assistant intents data at \(homeAssistant) (expected sentences/ and tests/ in it)")
            }
            let sets: [ListsAndNotesSet]
            do {
                sets = try JSONDecoder().decode([ListsAndNotesSet].self, from: Data(contentsOf: URL(fileURLWithPath: sentences)))
            } catch {
                throw ValidationError("--sentences \(sentences): \(error)")
            }
            var results: [UnderstandingResult] = []
            for code in try commaSeparated(homeAssistantLanguages, option: "--home-assistant-languages", { $0.isEmpty ? nil : $0 }) {
                results.append(UnderstandingBenchmark.homeAssistant(dataDirectory: directory, language: code, rounds: rounds))
            }
            var recognizers: [String: Recognizer] = [:]
            for set in sets {
                let recognizer = try recognizers[set.set] ?? UnderstandingBenchmark.recognizer(set: set.set)
                recognizers[set.set] = recognizer
                results.append(UnderstandingBenchmark.listsAndNotes(set, recognizer: recognizer, rounds: rounds))
            }
            if let failures {
                var lines: [String] = []
                for set in sets {
                    guard let recognizer = recognizers[set.set] else { continue }
                    for sentence in set.sentences {
                        let problem =
                            (try? recognizer.recognize(sentence.text, locale: set.language)).map {
                                ListsAndNotesSet.problem(with: $0, for: sentence)
                            } ?? "not recognized"
                        if let problem { lines.append("[\(set.set) \(set.language)] \(sentence.text): \(problem)") }
                    }
                }
                try (lines.joined(separator: "\n") + "\n").write(toFile: failures, atomically: true, encoding: .utf8)
            }
            if let perSentence {
                var timed: [(nanoseconds: Int64, line: String)] = []
                for set in sets {
                    guard let recognizer = recognizers[set.set] else { continue }
                    for sentence in set.sentences {
                        let latencies = Latencies.measure(iterations: rounds) {
                            _ = try? recognizer.recognize(sentence.text, locale: set.language, limit: 1)
                        }
                        let median = latencies.percentile(0.5)
                        timed.append((median, "\(median / 1000) µs [\(set.set) \(set.language)] \(sentence.text)"))
                    }
                }
                let lines = timed.sorted { $0.nanoseconds > $1.nanoseconds }.map(\.line)
                try (lines.joined(separator: "\n") + "\n").write(toFile: perSentence, atomically: true, encoding: .utf8)
            }
            try printJSON(["peer": AnyEncodable("hark"), "results": AnyEncodable(results)])
        }
    }

    struct Trained: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Time whole recognition with the trained layer and with the templates alone, on the same requests."
        )

        @Option(help: "A JSON object of requests by language, as understanding_data.py --requests writes it.")
        var requests: String

        @Option(help: "Timed rounds over the requests, after one untimed round.")
        var rounds = 3

        func run() throws {
            guard rounds > 0 else { throw ValidationError("--rounds must be at least 1") }
            let byLanguage: [String: [String]]
            do {
                byLanguage = try JSONDecoder().decode([String: [String]].self, from: Data(contentsOf: URL(fileURLWithPath: requests)))
            } catch {
                throw ValidationError("--requests \(requests): \(error)")
            }
            try printJSON(TrainedLayerBenchmark.run(requests: byLanguage, file: ListsAndNotesSet.definition(), rounds: rounds))
        }
    }

    struct Snips: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Score an app made only of the SNIPS benchmark's training examples, by k-fold cross-validation."
        )

        @Option(help: "The folder of the SNIPS benchmark's train_<Intent>.json files.")
        var data = "../shared/external-nlu-data/snips-2017"

        @Option(help: "How many folds.")
        var folds = 5

        func run() throws {
            guard folds >= 2 else { throw ValidationError("--folds must be at least 2") }
            try printJSON(SnipsBenchmark.run(directory: URL(fileURLWithPath: data), folds: folds))
        }
    }

    struct Scale: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Time recognition against growing numbers of templates and list names."
        )

        @Option(help: "Comma-separated template counts.")
        var templates = ScaleBenchmark.sizes.map(String.init).joined(separator: ",")

        @Option(help: "Comma-separated vocabulary sizes (list names).")
        var names = ([0] + ScaleBenchmark.vocabularySizes).map(String.init).joined(separator: ",")

        func run() throws {
            let templateCounts = try commaSeparated(templates, option: "--templates") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
            let nameCounts = try commaSeparated(names, option: "--names") { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
            let templateRows = try templateCounts.map(ScaleBenchmark.templates)
            let recognizer = try UnderstandingBenchmark.listsAndNotesRecognizer(file: ListsAndNotesSet.definition())
            let vocabularyRows = try nameCounts.map { try ScaleBenchmark.vocabulary($0, recognizer: recognizer) }
            try printJSON(["templates": AnyEncodable(templateRows), "vocabulary": AnyEncodable(vocabularyRows)])
        }
    }

    struct Turn: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Time a whole request with List-o-Mat: recognize, resolve, confirm, handle."
        )

        @Option(help: "Timed exchanges per store kind.")
        var exchanges = 500

        @Option(help: "Untimed exchanges first, per store kind.")
        var warmUp = 20

        func run() async throws {
            guard exchanges > 0 else { throw ValidationError("--exchanges must be at least 1") }
            guard warmUp >= 0 else { throw ValidationError("--warm-up must not be negative") }
            var results: [TurnBenchmark.Result] = []
            for stores in TurnBenchmark.Stores.allCases {
                results.append(try await TurnBenchmark.run(stores: stores, exchanges: exchanges, warmUp: warmUp))
            }
            try printJSON(results)
        }
    }

    struct Extension: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Time List-o-Mat's turn in-process and in its sandboxed extension process, and cold starts."
        )

        @Option(help: "The release listomat-extension executable.")
        var listomatExtension: String

        @Option(help: "The release hark-sandbox executable.")
        var sandbox: String

        @Option(help: "Timed exchanges in each mode.")
        var exchanges = 500

        @Option(help: "Timed single round trips (one resolve) in each mode.")
        var roundTrips = 2000

        @Option(help: "New users whose first request starts a process.")
        var coldStarts = 30

        func run() async throws {
            guard exchanges > 0, roundTrips > 0, coldStarts > 0 else {
                throw ValidationError("--exchanges, --round-trips and --cold-starts must be at least 1")
            }
            for (option, path) in [("--listomat-extension", listomatExtension), ("--sandbox", sandbox)]
            where !FileManager.default.isExecutableFile(atPath: path) {
                throw ValidationError("\(option) \(path) is not an executable file")
            }
            let executables = ExtensionBenchmark.Executables(
                listOMat: URL(fileURLWithPath: listomatExtension), sandbox: URL(fileURLWithPath: sandbox)
            )
            let command = [
                "hark-bench", "extension", "--listomat-extension", listomatExtension, "--sandbox", sandbox,
                "--exchanges", "\(exchanges)", "--round-trips", "\(roundTrips)", "--cold-starts", "\(coldStarts)",
            ]
            try printJSON(
                try await ExtensionBenchmark.run(
                    executables: executables, exchanges: exchanges, roundTrips: roundTrips, coldStarts: coldStarts, command: command
                ))
        }
    }

    struct Memory: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Peak memory of a process with the assistant loaded in five languages."
        )

        func run() async throws {
            try printJSON(try await MemoryBenchmark.run())
        }
    }
}

/// Any encodable value, for JSON objects whose members differ in type.
struct AnyEncodable: Encodable {
    let value: any Encodable

    init(_ value: any Encodable) {
        self.value = value
    }

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}
