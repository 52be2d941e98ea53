import Logging
import Synchronization

/// Logs refusals at `notice`, at most ``linesPerSecond`` a second: a client hammering the server
/// with bad tokens or past its limits must not turn the log into the bottleneck. The refusals
/// left out are counted, and the next line logged says how many there were.
final class RefusalLog: Sendable {
    /// The most refusal lines logged in one second.
    static let linesPerSecond = 20

    private let now: @Sendable () -> Double
    private let state = Mutex(State())

    private struct State {
        var second = -1.0
        var logged = 0
        var skipped = 0
    }

    init(now: @escaping @Sendable () -> Double = monotonicSeconds) {
        self.now = now
    }

    /// Logs `message` to `logger`, unless this second's lines are all used.
    func log(_ message: @autoclosure () -> String, to logger: Logger) {
        let second = now().rounded(.down)
        let skipped: Int? = state.withLock { state in
            if state.second != second {
                state.second = second
                state.logged = 0
            }
            guard state.logged < Self.linesPerSecond else {
                state.skipped += 1
                return nil
            }
            state.logged += 1
            defer { state.skipped = 0 }
            return state.skipped
        }
        guard let skipped else { return }
        let note = skipped > 0 ? " (\(skipped) more refusals before this one were not logged)" : ""
        logger.notice("\(message())\(note)")
    }
}
