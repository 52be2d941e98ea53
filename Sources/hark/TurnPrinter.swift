import ArgumentParser
import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkExtensionHost

/// How a turn looks in the terminal: what the assistant says, then its numbered choices.
enum TurnPrinter {
    static func print(_ turn: AssistantTurn) {
        Terminal.print(turn.say)
        for (index, choice) in turn.choices.enumerated() {
            Terminal.print("  \(index + 1). \(choice)")
        }
    }
}
