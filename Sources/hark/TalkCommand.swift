import ArgumentParser
import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkExtensionHost

/// `hark` / `hark talk`: a conversation in the terminal, until Ctrl-D.
struct Talk: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "talk",
        abstract: "Talk with the installed apps in the terminal (the default command); Ctrl-D ends."
    )

    @OptionGroup var options: CommonOptions
    @OptionGroup var place: PlaceOption
    @OptionGroup var lock: LockOption

    func run() async throws {
        try await withInstallation(options, place: try place.coordinate()) { installation, locale in
            let interactive = Terminal.inputIsInteractive
            let printer = TurnPrinter(assistant: installation.assistant)
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
                    to: text, locale: locale, conversation: conversation, session: installation.session(locked: lock.locked)
                )
                printer.print(turn, locale: locale)
                conversation = turn.conversation
            }
            if interactive { Terminal.print("") }
        }
    }
}
