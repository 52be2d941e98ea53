import ArgumentParser
import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkExtensionHost
import HarkServer

/// How a turn looks in the terminal: what the assistant says, then its numbered choices, or,
/// once the request is over, the app's card as plain text, indented under the answer.
struct TurnPrinter {
    /// Draws the cards; `nil` when an app's card template does not compile (a warning says so once).
    let cards: SnippetRenderer?

    /// A printer for the apps of `assistant`.
    init(assistant: Assistant) {
        do {
            cards = try SnippetRenderer(assistant: assistant)
        } catch {
            Terminal.error("hark: warning: cards are not shown: \(error)")
            cards = nil
        }
    }

    func print(_ turn: AssistantTurn, locale: String) {
        Terminal.print(turn.say)
        for (index, choice) in turn.choices.enumerated() {
            Terminal.print("  \(index + 1). \(choice)")
        }
        for line in Self.cardLines(of: turn, cards: cards, locale: locale) {
            Terminal.print(line)
        }
    }

    /// The card of `turn` as indented lines of text; none while the request is not over.
    static func cardLines(of turn: AssistantTurn, cards: SnippetRenderer?, locale: String) -> [String] {
        guard let card = cards?.snippet(for: turn, locale: locale) else { return [] }
        return card.lines(locale: locale).map { "  " + $0 }
    }
}
