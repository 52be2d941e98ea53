import Foundation

/// A progress bar on standard error, redrawn in place — only when standard error is a terminal
/// (or `always`, as `hark train` asks): a pipe or a log gets nothing, or one line per step.
final class ProgressBar {
    let title: String
    let isDrawn: Bool
    private var shown = false
    private var lastLine = ""

    init(title: String, always: Bool = false) {
        self.title = title
        self.isDrawn = always || isatty(STDERR_FILENO) == 1
    }

    static let width = 24

    /// Shows `fraction` (0 to 1) done, and what is being done.
    func show(_ fraction: Double, detail: String) {
        guard isDrawn else { return }
        let clamped = min(1, max(0, fraction))
        let filled = Int((clamped * Double(Self.width)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.width - filled)
        let line = "\(title) [\(bar)] \(Int((clamped * 100).rounded(.down)))% \(detail)"
        guard line != lastLine else { return }
        lastLine = line
        shown = true
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
    }

    /// Ends the bar's line, if one was drawn.
    func finish() {
        guard shown else { return }
        shown = false
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
