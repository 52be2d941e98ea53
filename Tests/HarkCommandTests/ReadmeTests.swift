import Foundation
import HarkTesting
import Testing

/// README.md's commands, run as a newcomer would type them, so that the README cannot drift away
/// from what the product does.
///
/// A shell block whose first line starts with `$ swift run hark` is a transcript on one fresh data
/// directory: each `$ swift run …` line is a command (of `hark` or another of the package's
/// executables), `> ` lines are what the person types to
/// it, and the other lines must be printed, in that order (a line ending in ` …` is matched up to
/// there, for what changes from run to run, like dates). Every other line of a shell block that
/// runs one of the package's executables (`swift run NAME …`) must succeed, except `hark serve`,
/// which runs until stopped and is exercised by the server's command tests.
@Suite("README", .serialized)
struct ReadmeTests {
    @Test("every transcript in README.md runs as shown")
    func transcripts() throws {
        let transcripts = Readme.main.transcripts
        #expect(transcripts.count >= 2)
        for steps in transcripts {
            let data = try TemporaryDirectory()
            for transcript in steps {
                let result = try BuiltExecutable(transcript.executable).run(
                    transcript.arguments(dataDirectory: data.path),
                    input: transcript.inputs.map { $0 + "\n" }.joined(),
                    environment: transcript.environment
                )
                #expect(result.status == 0, "\(transcript.command): \(result.error)")
                let missing = Readme.firstMissing(transcript.outputs, in: result.lines)
                #expect(
                    missing == nil,
                    """
                    \(transcript.command) (README.md line \(transcript.line)) did not print "\(missing ?? "")" where the README shows it; it printed:
                    \(result.output)
                    """)
            }
        }
    }

    @Test("every command line in README.md succeeds")
    func commandLines() throws {
        let commands = Readme.main.commandLines
        #expect(commands.contains { $0.text.contains("swift run hark ask") })
        let data = try TemporaryDirectory()
        let scratch = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        for command in commands {
            // `hark test` on a demo app's sentence file is what `HarkCommandTests.demoAppSentences`
            // runs, half a minute an app in a debug build: it is run there, once.
            let sentenceFile = command.text.split(separator: " ").dropFirst(4).first
            if command.text.hasPrefix("swift run hark test Examples/"), let sentenceFile {
                let app = sentenceFile.split(separator: "/").dropFirst().first.map(String.init) ?? ""
                #expect(
                    HarkCommandTests.demoAppsWithSentences.contains(app) && sentenceFile == "Examples/\(app)/Tests/Sentences",
                    "README.md line \(command.line): \(command.text) is not run by the demo apps' sentence test")
                continue
            }
            let script = command.text
                .replacingOccurrences(of: "/tmp/", with: scratch.path + "/")
                .replacingOccurrences(of: "swift run ", with: BuiltExecutable.hark.url.deletingLastPathComponent().path + "/")
            let result = try Shell.run(
                script,
                directory: HarkCommandTests.root,
                environment: ["HARK_DATA_DIR": data.path, "LANG": "C"]
            )
            #expect(
                result.status == 0,
                """
                README.md line \(command.line): \(command.text)
                exited with \(result.status):
                \(result.output)\(result.error)
                """)
        }
    }
}

/// The shell blocks of README.md.
struct Readme {
    struct Transcript {
        var line: Int
        var command: String
        var inputs: [String] = []
        var outputs: [String] = []

        /// The executable the command runs: `hark`, or another of the package's (`currency-rates`).
        var executable: String {
            String(command.dropFirst("$ swift run ".count).prefix { $0 != " " })
        }

        /// The command's arguments after `swift run NAME`, with the data directory a fresh one.
        func arguments(dataDirectory: String) -> [String] {
            var words = Shell.words(String(command.dropFirst("$ swift run \(executable)".count)))
            if let index = words.firstIndex(of: "--data-dir"), index + 1 < words.count {
                words[index + 1] = dataDirectory
            } else {
                words += ["--data-dir", dataDirectory]
            }
            return words
        }

        var environment: [String: String] { ["LANG": "C"] }
    }

    struct CommandLine {
        var line: Int
        var text: String
    }

    /// The transcript blocks, each a list of commands run one after another on one data directory.
    var transcripts: [[Transcript]] = []
    var commandLines: [CommandLine] = []

    static let main = Readme(
        text: (try? String(contentsOf: HarkCommandTests.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? "")

    init(text: String) {
        var block: [(line: Int, text: String)]?
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            if block == nil {
                if line.hasPrefix("```sh") { block = [] }
            } else if line.hasPrefix("```") {
                read(block!)
                block = nil
            } else {
                block!.append((offset + 1, line))
            }
        }
    }

    private mutating func read(_ block: [(line: Int, text: String)]) {
        let lines = block.filter { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }
        if let first = lines.first, first.text.hasPrefix("$ swift run hark") {
            var steps: [Transcript] = []
            for line in lines {
                if line.text.hasPrefix("$ swift run ") {
                    steps.append(Transcript(line: line.line, command: line.text))
                } else if line.text.hasPrefix("> ") {
                    steps[steps.count - 1].inputs.append(String(line.text.dropFirst(2)))
                } else {
                    steps[steps.count - 1].outputs.append(line.text)
                }
            }
            transcripts.append(steps)
            return
        }
        for line in lines {
            let text = line.text.trimmingCharacters(in: .whitespaces)
            guard !text.hasPrefix("#"), text.contains("swift run "), !text.contains("swift run hark serve") else { continue }
            commandLines.append(CommandLine(line: line.line, text: text))
        }
    }

    /// The first of `expected` that does not follow the previous ones in `lines`, or nil.
    static func firstMissing(_ expected: [String], in lines: [String]) -> String? {
        var remaining = lines[...]
        for line in expected {
            let matches: (String) -> Bool =
                line.hasSuffix(" …")
                ? { $0.hasPrefix(line.dropLast(2)) }
                : { $0 == line }
            guard let index = remaining.firstIndex(where: matches) else { return line }
            remaining = remaining[(index + 1)...]
        }
        return nil
    }
}

/// `bash -c`, for the README's command lines (pipes and quotes as a person types them).
enum Shell {
    static func run(_ script: String, directory: URL, environment: [String: String]) throws -> BuiltExecutable.Result {
        try BuiltExecutable(url: URL(filePath: "/bin/bash")).run(
            ["-c", "set -o pipefail; " + script], in: directory, environment: environment)
    }

    /// Splits a command line into words as a shell does for plain and quoted words.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word!.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                word = word ?? ""
            } else if character == " " {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let finished = word { words.append(finished) }
        return words
    }
}
