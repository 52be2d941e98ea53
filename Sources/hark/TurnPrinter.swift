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
    /// Draws the cards; `nil` when the apps' cards cannot be read. A card whose template does not
    /// compile is drawn as the default card, with a warning.
    let cards: SnippetRenderer?

    /// A printer for the apps of `assistant`; each card's template is compiled when a card first
    /// needs it, so that a command does not compile every app's cards to draw one.
    init(assistant: Assistant) {
        do {
            cards = try SnippetRenderer(
                assistant: assistant, compiling: .onFirstUse { Terminal.error("hark: warning: a card is drawn plainly: \($0)") })
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
