import ArgumentParser
import Hark
import Foundation
import HarkExtensionHost
import HarkAssistant
import HarkDialog

/// `hark` / `hark talk`: a conversation in the terminal, until Ctrl-D.
struct Talk: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Talk with the installed apps in the terminal (the default command); Ctrl-D ends."
    )

    @OptionGroup var options: CommonOptions
    @OptionGroup var place: PlaceOption

    func run() async throws {
        try await reportingFailures {
            let locale = try options.resolvedLocale()
            let installation = try await Installation(
                dataDirectory: options.dataDirectory, locale: locale, user: options.user, place: try place.coordinate()
            )
            let interactive = Terminal.inputIsInteractive
            if interactive {
                let names = installation.extensions.map(\.manifest.displayName).joined(separator: ", ")
                Terminal.print("Hark (\(locale)) — apps: \(names). Ctrl-D ends.")
            }
            var conversation: String?
            while true {
                if interactive { Terminal.prompt("> ") }
                guard let line = Terminal.readLine() else { break }
                let text = line.trimmingCharacters(in: .whitespaces)
                guard !text.isEmpty else { continue }
                let turn = await installation.assistant.respond(
                    to: text, locale: locale, conversation: conversation, session: installation.session
                )
                TurnPrinter.print(turn)
                conversation = turn.conversation
            }
            if interactive { Terminal.print("") }
        }
    }
}

/// `hark ask TEXT`: one request, one answer; questions are answered from a terminal.
struct Ask: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make one request and print the answer.",
        discussion: """
            When the assistant asks something back ("Which one?", "Shall I?") and standard input is \
            a terminal, the answer is read from it; otherwise the question is printed and `hark` ends.
            """
    )

    @OptionGroup var options: CommonOptions
    @OptionGroup var place: PlaceOption

    @Argument(help: "The request, as you would say it.")
    var text: [String]

    func run() async throws {
        try await reportingFailures {
            let locale = try options.resolvedLocale()
            let request = text.joined(separator: " ")
            guard !request.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw CommandFailure("the request is empty")
            }
            let installation = try await Installation(
                dataDirectory: options.dataDirectory, locale: locale, user: options.user, place: try place.coordinate()
            )
            var turn = await installation.assistant.respond(to: request, locale: locale, session: installation.session)
            TurnPrinter.print(turn)
            while turn.expecting != .nothing, Terminal.inputIsInteractive {
                Terminal.prompt("> ")
                guard let answer = Terminal.readLine() else { break }
                turn = await installation.assistant.respond(
                    to: answer, locale: locale, conversation: turn.conversation, session: installation.session
                )
                TurnPrinter.print(turn)
            }
        }
    }
}

/// `hark converse --jsonl`: a conversation for scripts, one JSON line per turn.
struct Converse: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "A scriptable conversation: one user turn per input line, one JSON line per answer.",
        discussion: """
            Each line of standard input is a user turn: plain text, or {"text": …, "locale": …}. Each \
            answer is one line: {"conversation", "say", "expecting" (nothing|value|choice|confirmation), \
            "choices", "app", "intent", "code", "parameters"}. A request nobody understands is an \
            answer too; only usage and input/output errors end with a non-zero status.
            """
    )

    @OptionGroup var options: CommonOptions
    @OptionGroup var place: PlaceOption

    @Flag(help: "Read and write JSON lines (the only format).")
    var jsonl = false

    @Option(help: "Continue this conversation instead of starting a new one.")
    var conversation: String?

    struct Line: Decodable {
        var text: String
        var locale: String?
    }

    func validate() throws {
        guard jsonl else { throw ValidationError("converse needs --jsonl") }
    }

    func run() async throws {
        try await reportingFailures {
            let locale = try options.resolvedLocale()
            let installation = try await Installation(
                dataDirectory: options.dataDirectory, locale: locale, user: options.user, place: try place.coordinate()
            )
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            var conversation = self.conversation
            while let raw = Terminal.readLine() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                guard !line.isEmpty else { continue }
                var text = line
                var turnLocale = locale
                if line.hasPrefix("{") {
                    guard let decoded = try? JSONDecoder().decode(Line.self, from: Data(line.utf8)) else {
                        throw CommandFailure("input line is neither text nor {\"text\": …, \"locale\": …}: \(line)")
                    }
                    text = decoded.text
                    turnLocale = decoded.locale ?? locale
                }
                let turn = await installation.assistant.respond(
                    to: text, locale: turnLocale, conversation: conversation, session: installation.session
                )
                conversation = turn.conversation
                Terminal.print(String(decoding: try encoder.encode(turn), as: UTF8.self))
            }
        }
    }
}

/// How a turn looks in the terminal: what the assistant says, then its numbered choices.
enum TurnPrinter {
    static func print(_ turn: AssistantTurn) {
        Terminal.print(turn.say)
        for (index, choice) in turn.choices.enumerated() {
            Terminal.print("  \(index + 1). \(choice)")
        }
    }
}
