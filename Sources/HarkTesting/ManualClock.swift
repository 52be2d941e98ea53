public import Foundation
public import HarkAssistant
import Synchronization

/// A clock that stands still until the test moves it: `now()` changes only with ``advance(by:)``,
/// and a ``sleep(for:)`` ends only when the clock has been advanced past its end (or its task is
/// cancelled), so a test of a deadline waits for nothing real.
///
/// ```swift
/// let clock = ManualClock()
/// let assistant = try Assistant(apps: [app], configuration: .init(handlerDeadline: .seconds(5)), clock: clock)
/// async let turn = assistant.respond(to: "add sand to the beach list", locale: "en")
/// // …once the app's handler says it was called (each call has a deadline of its own):
/// try await clock.waitForSleepers(1)     // the handler's deadline is running
/// clock.advance(by: 5)                   // …and has now passed
/// print(await turn.say)                  // "List-o-Mat didn't answer."
/// ```
public final class ManualClock: AssistantClock {
    private struct Sleeper {
        var deadline: Date
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Date
        var sleepers: [UInt64: Sleeper] = [:]
        /// Sleeps cancelled before they were registered.
        var cancelled: Set<UInt64> = []
        var nextIdentifier: UInt64 = 0
    }

    private let state: Mutex<State>

    /// A clock standing at `start`: by default 2027-01-15 08:00 UTC, a Friday.
    public init(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        state = Mutex(State(now: start))
    }

    public func now() -> Date { state.withLock { $0.now } }

    /// Moves the clock forward by `interval` seconds and ends every sleep whose end has come.
    public func advance(by interval: TimeInterval) {
        let due = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
            state.now = state.now.addingTimeInterval(interval)
            let now = state.now
            let finished = state.sleepers.filter { $0.value.deadline <= now }
            for identifier in finished.keys { state.sleepers[identifier] = nil }
            return finished.values.map(\.continuation)
        }
        for continuation in due { continuation.resume() }
    }

    /// How many sleeps are waiting for the clock to move.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Waits until at least `count` sleeps are waiting: the moment to ``advance(by:)`` when the
    /// code under test starts its sleep on another task.
    ///
    /// - Throws: ``NoSleeper`` when fewer sleeps start within `limit` of real time (so that a
    ///   test whose code never sleeps fails instead of hanging); `CancellationError` when the
    ///   waiting task is cancelled.
    public func waitForSleepers(_ count: Int, limit: Duration = .seconds(30)) async throws {
        let deadline = ContinuousClock.now + limit
        while sleeperCount < count {
            guard ContinuousClock.now < deadline else { throw NoSleeper(expected: count, waiting: sleeperCount) }
            await Task.yield()
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Fewer sleeps started than a test waited for.
    public struct NoSleeper: Error, CustomStringConvertible {
        public var expected: Int
        public var waiting: Int
        public var description: String { "waited for \(expected) sleeps on the manual clock; \(waiting) started" }
    }

    /// Ends when the clock has been advanced by `duration`, or throws `CancellationError` when
    /// the task is cancelled first.
    public func sleep(for duration: Duration) async throws {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let identifier = state.withLock { state -> UInt64 in
            state.nextIdentifier += 1
            return state.nextIdentifier
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { state -> Result<Void, any Error>? in
                    if state.cancelled.remove(identifier) != nil { return .failure(CancellationError()) }
                    let deadline = state.now.addingTimeInterval(seconds)
                    if deadline <= state.now { return .success(()) }
                    state.sleepers[identifier] = Sleeper(deadline: deadline, continuation: continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let sleeper = state.sleepers.removeValue(forKey: identifier) else {
                    state.cancelled.insert(identifier)
                    return nil
                }
                return sleeper
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }
}
