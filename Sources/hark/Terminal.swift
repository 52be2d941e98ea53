import Foundation

/// Standard input and output, as the commands use them.
enum Terminal {
    /// Writes `text` and a newline to standard output, unbuffered.
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes `text` and a newline to standard error.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Writes a prompt without a newline.
    static func prompt(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Whether standard input is a terminal (a person typing) rather than a file or a pipe.
    static var inputIsInteractive: Bool { isatty(STDIN_FILENO) == 1 }

    /// The next line of standard input, without its newline; `nil` at the end (Ctrl-D).
    static func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }
}
