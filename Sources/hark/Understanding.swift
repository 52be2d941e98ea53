import ArgumentParser
import Foundation
import Hark
import HarkAssistant
import HarkDefinition
import HarkExtensionHost
import HarkLanguage
import _HarkCodegen

/// `hark parse TEXT`: what Hark understood, without running any handler.
struct Parse: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Show what Hark understands from a request, without running any app.",
        discussion: """
            Prints the ranked candidates: the app, the intent, each parameter as heard and \
            normalized, the score and why it ranks there, and which layer understood it (the \
            templates, or the trained layer when no template matches, with its confidence). With \
            --json: {"locale": …, "candidates": [{"app", "apps", "intent", "parameters", "score", \
            "reason", "template", "layer", "confidence"}], "nearMisses": […]}.
            """
    )

    @OptionGroup var options: CommonOptions

    @Flag(help: "Print JSON.")
    var json = false

    @Flag(help: "Read one request per line from standard input, and answer each (with --json, one line each).")
    var lines = false

    @Flag(help: "Understand with the templates alone, without the trained layer.")
    var templatesOnly = false

    @Argument(help: "The request.")
    var text: [String] = []

    struct Output: Encodable {
        var locale: String
        var candidates: [CandidateOutput]
        var nearMisses: [String]
        var tie: Bool
    }

    struct CandidateOutput: Encodable {
        var app: String?
        var apps: [String]
        var intent: String
        var parameters: [String: ParameterOutput]
        var score: ScoreOutput
        var reason: String
        var template: String
        /// "templates" or "trained".
        var layer: String
        /// The trained layer's probability for the intent, from 0 to 1; absent for templates.
        var confidence: Double?
    }

    struct ParameterOutput: Encodable {
        var heard: String
        var normalized: String
        var value: ParameterValue
        var vocabulary: [String]
    }

    struct ScoreOutput: Encodable {
        var literalCharacters: Int
        var wildcards: Int
        var skippedWords: Int
    }

    func validate() throws {
        if lines, !text.isEmpty { throw ValidationError("give the requests either as arguments or, with --lines, on standard input") }
        if !lines, text.isEmpty { throw ValidationError("give a request, or --lines to read them from standard input") }
    }

    func run() async throws {
        try await withInstallation(options) { installation, locale in
            let recognizer = templatesOnly ? installation.recognizer().using([]) : installation.recognizer()
            let words = try await installation.vocabulary.vocabulary(user: options.user)
            guard lines else {
                try show(understand(text.joined(separator: " "), recognizer: recognizer, locale: locale, vocabulary: words))
                return
            }
            while let line = Terminal.readLine() {
                try show(understand(line, recognizer: recognizer, locale: locale, vocabulary: words))
            }
        }
    }

    /// What `recognizer` understands of `request`.
    func understand(_ request: String, recognizer: Recognizer, locale: String, vocabulary: Vocabulary) throws -> Output {
        let recognition: Recognition
        do {
            recognition = try recognizer.recognize(request, locale: locale, vocabulary: vocabulary)
        } catch {
            throw CommandFailure("\(error)")
        }
        let normalizer = TextNormalizer(language: locale)
        return Output(
            locale: locale,
            candidates: recognition.candidates.map { candidate in
                CandidateOutput(
                    app: candidate.app, apps: candidate.apps, intent: candidate.intent,
                    parameters: candidate.parameters.mapValues { parameter in
                        ParameterOutput(
                            heard: parameter.heard, normalized: normalizer.normalize(parameter.heard),
                            value: parameter.value,
                            vocabulary: parameter.vocabularyMatches.map { "\($0)" }
                        )
                    },
                    score: ScoreOutput(
                        literalCharacters: candidate.score.literalCharacters,
                        wildcards: candidate.score.wildcardCount, skippedWords: candidate.score.skippedWords
                    ),
                    reason: candidate.reason, template: candidate.template, layer: candidate.layer.rawValue,
                    confidence: candidate.confidence.map { ($0 * 1000).rounded() / 1000 }
                )
            },
            nearMisses: recognition.nearMisses.map { "\($0)" },
            tie: recognition.isTie
        )
    }

    /// Prints `output`: as one line of JSON with `--json`, else for people.
    func show(_ output: Output) throws {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            Terminal.print(String(decoding: try encoder.encode(output), as: UTF8.self))
            return
        }
        guard !output.candidates.isEmpty else {
            Terminal.print("Nothing understood.")
            for miss in output.nearMisses { Terminal.print("  closest: \(miss)") }
            return
        }
        for (rank, candidate) in output.candidates.enumerated() {
            let app = candidate.app ?? "one of \(candidate.apps.joined(separator: ", "))"
            let layer = candidate.layer == "trained" ? " (trained layer)" : ""
            Terminal.print("\(rank + 1). \(candidate.intent) → \(app)\(layer)")
            for (name, parameter) in candidate.parameters.sorted(by: { $0.key < $1.key }) {
                Terminal.print("     \(name): \"\(parameter.heard)\" (\(parameter.normalized)) = \(parameter.value.displayText)")
            }
            Terminal.print("     \(candidate.reason)")
        }
        if output.tie { Terminal.print("(the first two are a tie)") }
    }
}

/// `hark validate FILE...`: located problems of definition files, and of an app's example
/// requests: each must be understood, in its locale, as the intent it claims.
struct Validate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check definition files; print every problem as path:line:column: error: message.",
        discussion: """
            An app's examples are checked too: each sentence is understood as the assistant would \
            with the app installed alone (its own sentences and the built-in domains), and must be \
            the intent it claims.
            """
    )

    @OptionGroup var options: CommonOptions

    @Argument(help: "The definition files (*.intents.yaml).", completion: .file(extensions: ["yaml"]))
    var files: [String]

    func run() async throws {
        let compiler = DefinitionCompiler()
        let checker = ExampleChecker(domains: try Self.builtInDomains())
        var failed = false
        var passed: [String] = []
        for path in files {
            let report = compiler.validate(path: path)
            var messages = report.messages
            var hasErrors = report.hasErrors
            if !hasErrors, let file = try? DefinitionFile(contentsOf: URL(fileURLWithPath: path)) {
                let problems = checker.diagnostics(for: file)
                messages += problems.map(\.description)
                hasErrors = problems.contains { $0.severity == .error }
            }
            for message in messages { Terminal.error(message) }
            if hasErrors { failed = true } else { passed.append(path) }
        }
        if failed { throw ExitCode.failure }
        for path in passed { Terminal.print("\(path): ok") }
    }

    /// The built-in domains, as the assistant reads them.
    static func builtInDomains() throws -> [DefinitionFile] {
        do {
            return try DefinitionSource.builtInDomains.map { try DefinitionFile(parsing: $0.text, path: $0.fileName) }
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}

/// `hark sample FILE`: sentences from a definition file's templates.
struct Sample: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample",
        abstract: "Print sentences generated from a definition file's sentence templates."
    )

    @Argument(help: "The definition file.", completion: .file(extensions: ["yaml"]))
    var file: String

    @OptionGroup var options: CommonOptions

    @Option(help: "How many sentences per intent.")
    var count: Int = 5

    @Option(help: "The seed of the generator: the same seed gives the same sentences.")
    var seed: UInt64 = 0

    func run() async throws {
        try await reportingFailures {
            let locale = try options.resolvedLocale()
            guard count > 0 else { throw CommandFailure("--count must be at least 1") }
            let definition: DefinitionFile
            do {
                definition = try DefinitionFile(contentsOf: URL(fileURLWithPath: file))
            } catch {
                throw CommandFailure("\(error)")
            }
            let language = ((try? LanguageProfile.forLocale(locale).language) ?? "en")
            var printed = 0
            for intent in definition.intents {
                let sampler = Sampler(intent: intent, of: definition, locale: language, seed: seed)
                let templates = intent.sentences[language] ?? []
                guard !templates.isEmpty else { continue }
                // One sentence from each template in turn, so that every template shows.
                let perTemplate = templates.map { sampler.samples(of: $0.template, count: count).map(\.text) }
                var sentences: [String] = []
                for round in 0..<count {
                    for samples in perTemplate where round < samples.count && sentences.count < count {
                        if !sentences.contains(samples[round]) { sentences.append(samples[round]) }
                    }
                }
                for sentence in sentences {
                    Terminal.print("\(intent.name)\t\(sentence)")
                    printed += 1
                }
            }
            if printed == 0 {
                throw CommandFailure("\(file) has no sentence templates in '\(language)'")
            }
        }
    }
}
