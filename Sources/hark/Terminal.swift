import Foundation

/// Standard input and output, as the commands use them.
enum Terminal {
    /// Writes `text` and a newline to standard output, unbuffered.
    static func print(_ text: String) {
        write(text + "\n", to: .standardOutput)
    }

    /// Writes `text` and a newline to standard error.
    static func error(_ text: String) {
        write(text + "\n", to: .standardError)
    }

    /// Writes a prompt without a newline.
    static func prompt(_ text: String) {
        write(text, to: .standardOutput)
    }

    /// Writes `text`; when the reader has gone (`hark parse … | head`), the command has nobody
    /// left to answer and ends quietly, as command-line tools do, rather than crashing.
    private static func write(_ text: String, to handle: FileHandle) {
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            exit(handle === FileHandle.standardOutput ? 0 : 1)
        }
    }

    /// Whether standard input is a terminal (a person typing) rather than a file or a pipe.
    static var inputIsInteractive: Bool { isatty(STDIN_FILENO) == 1 }

    /// The next line of standard input, without its newline; `nil` at the end (Ctrl-D).
    static func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }
}
