import ArgumentParser
import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkExtensionHost

/// `hark ask TEXT`: one request, one answer; questions are answered from a terminal.
struct Ask: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask",
        abstract: "Make one request and print the answer.",
        discussion: """
            When the assistant asks something back ("Which one?", "Shall I?") and standard input is \
            a terminal, the answer is read from it; otherwise the question is printed and `hark` ends.
            """
    )

    @OptionGroup var options: CommonOptions
    @OptionGroup var place: PlaceOption
    @OptionGroup var lock: LockOption

    @Argument(help: "The request, as you would say it.")
    var text: [String]

    func run() async throws {
        let request = text.joined(separator: " ")
        try await withInstallation(options, place: try place.coordinate()) { installation, locale in
            guard !request.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw CommandFailure("the request is empty")
            }
            let printer = TurnPrinter(assistant: installation.assistant)
            var turn = await installation.assistant.respond(to: request, locale: locale, session: installation.session(locked: lock.locked))
            printer.print(turn, locale: locale)
            while turn.expecting != .nothing, Terminal.inputIsInteractive {
                Terminal.prompt("> ")
                guard let answer = Terminal.readLine() else { break }
                turn = await installation.assistant.respond(
                    to: answer, locale: locale, conversation: turn.conversation, session: installation.session(locked: lock.locked)
                )
                printer.print(turn, locale: locale)
            }
            // The assistant failed (a store it could not write, the disk full): said above, and
            // the exit status says it too.
            if turn.failure != nil { throw ExitCode.failure }
        }
    }
}
