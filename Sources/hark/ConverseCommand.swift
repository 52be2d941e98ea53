import ArgumentParser
import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkExtensionHost

/// `hark converse --jsonl`: a conversation for scripts, one JSON line per turn.
struct Converse: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "converse",
        abstract: "A scriptable conversation: one user turn per input line, one JSON line per answer.",
        discussion: """
            Each line of standard input is a user turn: plain text, or {"text": …, "locale": …, "locked": …, \
            "timeZone": …} (an IANA name such as "Europe/Madrid", in which "yesterday" is counted; the \
            machine's when absent). Each \
            answer is one line: {"conversation", "say", "expecting" (nothing|value|choice|confirmation), \
            "choices", "app", "intent", "code", "parameters"}. A request nobody understands is an \
            answer too; only usage and input/output errors end with a non-zero status.
            """
    )

    @OptionGroup var options: CommonOptions
    @OptionGroup var place: PlaceOption
    @OptionGroup var lock: LockOption

    @Flag(help: "Read and write JSON lines (the only format).")
    var jsonl = false

    @Option(help: "Continue this conversation instead of starting a new one.")
    var conversation: String?

    struct Line: Decodable {
        var text: String
        var locale: String?
        /// Whether this turn comes from a locked device; `--locked` when absent.
        var locked: Bool?
        /// The user's time zone, an IANA name; the machine's when absent.
        var timeZone: String?
    }

    func validate() throws {
        guard jsonl else { throw ValidationError("converse needs --jsonl") }
    }

    func run() async throws {
        try await withInstallation(options, place: try place.coordinate()) { installation, locale in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            var conversation = self.conversation
            while let raw = Terminal.readLine() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                guard !line.isEmpty else { continue }
                var text = line
                var turnLocale = locale
                var locked = lock.locked
                var timeZone: TimeZone?
                if line.hasPrefix("{") {
                    guard let decoded = try? JSONDecoder().decode(Line.self, from: Data(line.utf8)) else {
                        throw CommandFailure(
                            "input line is neither text nor {\"text\": …, \"locale\": …, \"locked\": …, \"timeZone\": …}: \(line)")
                    }
                    text = decoded.text
                    turnLocale = decoded.locale ?? locale
                    locked = decoded.locked ?? locked
                    if let name = decoded.timeZone {
                        guard let zone = TimeZone(identifier: name) else {
                            throw CommandFailure(
                                "input line names no time zone: '\(name)' is not an IANA name such as Europe/Madrid or UTC: \(line)")
                        }
                        timeZone = zone
                    }
                }
                var session = installation.session(locked: locked)
                session.timeZone = timeZone
                let turn = await installation.assistant.respond(
                    to: text, locale: turnLocale, conversation: conversation, session: session
                )
                conversation = turn.conversation
                Terminal.print(String(decoding: try encoder.encode(turn), as: UTF8.self))
            }
        }
    }
}
