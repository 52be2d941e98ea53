import ArgumentParser
import Foundation
import Hark
import HarkAssistant
import HarkDefinition
import HarkExtensionHost
import HarkLanguage
import HarkSQLite
import _HarkConformance

/// `hark test FILE|DIR`: runs test files and prints a table per language.
struct Test: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run test files: sentences → expected intent, parameters and answer.",
        discussion: """
            Hark's format (*.tests.yaml): a `tests:` list, each with a `locale`, `sentences`, the \
            expected `intent`, `parameters` (name: text, or a list of texts) and optionally the \
            `response` the assistant says, checked for a new user (each sentence its own) on a data \
            directory of the run's own, with every app installed and allowed. \
            With --format home-assistant, DIR is a checkout of Home Assistant's intents (sentences/, \
            tests/) and its tests run through Hark's matcher. Exits non-zero when a test fails.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case hark
        case homeAssistant = "home-assistant"
    }

    @OptionGroup var options: CommonOptions

    @Option(help: "hark (the default) or home-assistant.")
    var format: Format = .hark

    @Option(help: "With --format home-assistant: comma-separated languages.")
    var languages: String = "en,es,fr,ja,ar"

    @Option(help: "Print up to N failures per language.")
    var failures: Int = 10

    @Argument(help: "A test file, or a folder of them.", completion: .file())
    var path: String

    func run() async throws {
        try await reportingFailures {
            var results: [LanguageConformance]
            switch format {
            case .homeAssistant:
                results = try homeAssistant()
            case .hark:
                results = try await harkTests()
            }
            let table = ConformanceTable(results: results)
            Terminal.print(table.rendered())
            let listing = table.renderedFailures(limit: failures)
            if !listing.isEmpty { Terminal.print("\n" + listing) }
            if results.contains(where: { $0.failed > 0 || $0.error != nil }) { throw ExitCode.failure }
        }
    }

    private func homeAssistant() throws -> [LanguageConformance] {
        let directory = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("sentences").path) else {
            throw CommandFailure("\(path) is not a Home Assistant intents checkout (no sentences/ in it)")
        }
        let codes = languages.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var results: [LanguageConformance] = []
        for (index, code) in codes.enumerated() {
            Progress.show(index, of: codes.count, label: code)
            results.append(LanguageConformance.run(dataDirectory: directory, language: code))
        }
        Progress.finish()
        return results
    }

    private func harkTests() async throws -> [LanguageConformance] {
        let files = try HarkTestFile.files(at: path)
        let locale = try options.resolvedLocale()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hark-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let installation = try await Installation(
            dataDirectory: options.dataDirectory, database: options.resolvedDatabase(), locale: locale, user: options.user)
        let recognizer = installation.recognizer()
        let vocabulary = try await installation.vocabulary.vocabulary(user: options.user)

        var byLanguage: [String: LanguageConformance] = [:]
        var order: [String] = []
        let cases = files.flatMap { file in file.tests.map { (file, $0) } }
        var responseRun = 0
        // Where responses are checked: a data directory of the run's own per language, made on the
        // first response in that language, with every demo app installed.
        var responders: [String: Installation] = [:]
        defer {
            for responder in responders.values { responder.host.supervisor.stopAll() }
        }
        for (index, (file, test)) in cases.enumerated() {
            Progress.show(index, of: cases.count, label: file.name)
            let language = ((try? LanguageProfile.forLocale(test.locale).language) ?? test.locale)
            if byLanguage[language] == nil {
                byLanguage[language] = LanguageConformance(language: language)
                order.append(language)
            }
            for sentence in test.sentences {
                var reason: String?
                var template: String?
                do {
                    let recognition = try recognizer.recognize(sentence, locale: test.locale, vocabulary: vocabulary)
                    reason = test.failure(of: recognition)
                    template = recognition.best?.template
                } catch {
                    reason = "\(error)"
                }
                if reason == nil, let expected = test.response {
                    responseRun += 1
                    let responder: Installation
                    if let known = responders[test.locale] {
                        responder = known
                    } else {
                        let directory = DataDirectory(url: scratch.appendingPathComponent("responses-\(test.locale)"))
                        responder = try await Installation(dataDirectory: directory, locale: test.locale, user: "test")
                        responders[test.locale] = responder
                    }
                    // A new user per sentence, as on a new data directory: handlers change what
                    // is in the user's containers (an app's data is the user's own, and a new
                    // user's starts as the app's demo data), their conversations and vocabulary.
                    let user = "test-\(responseRun)"
                    for app in responder.extensions { try await responder.assistant.allow(app: app.manifest.identifier, user: user) }
                    let session = Session(user: user, isAuthenticated: true, place: nil)
                    let turn = await responder.assistant.respond(to: sentence, locale: test.locale, session: session)
                    // The user's extension processes are not needed again.
                    responder.host.supervisor.stopAll()
                    if turn.say != expected { reason = "said \"\(turn.say)\", expected \"\(expected)\"" }
                }
                byLanguage[language]!.record(
                    file: file.name, sentence: sentence, intent: test.intent, parameters: test.parameters,
                    failure: reason, template: template
                )
            }
        }
        Progress.finish()
        return order.compactMap { byLanguage[$0] }
    }
}

/// A progress bar on standard error, shown only when it is a terminal and the run is long.
enum Progress {
    static func show(_ done: Int, of total: Int, label: String) {
        guard total > 1, isatty(STDERR_FILENO) == 1 else { return }
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total) \(label)\u{1B}[K".utf8))
    }

    static func finish() {
        guard isatty(STDERR_FILENO) == 1 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
