public import Foundation

/// Where the assistant gets the time from: the wall clock for expiry and transcripts, and a
/// sleep for handler deadlines. Tests inject their own.
public protocol AssistantClock: Sendable {
    /// The current time.
    func now() -> Date
    /// Suspends for `duration`; throws `CancellationError` when the task is cancelled.
    func sleep(for duration: Duration) async throws
}

/// The system's clock.
public struct SystemClock: AssistantClock {
    public init() {}

    public func now() -> Date { Date() }

    public func sleep(for duration: Duration) async throws {
        try await ContinuousClock().sleep(for: duration)
    }
}
