import Synchronization

/// How a handler call ended.
enum CallResult<Value: Sendable>: Sendable {
    case value(Value)
    case threw(String)
    case missedDeadline
}

/// Runs `operation` against a deadline: a task group races the call with a sleep on `clock`,
/// and the first to finish decides.
///
/// The call runs in a task of its own that the group only waits on through a ``Rendezvous``,
/// so a handler that ignores cancellation cannot hold the turn (or any other conversation)
/// past its deadline: it is cancelled and left to finish alone.
func withDeadline<Value: Sendable>(
    _ deadline: Duration, clock: any AssistantClock, _ operation: @escaping @Sendable () async throws -> Value
) async -> CallResult<Value> {
    await withTaskGroup(of: CallResult<Value>?.self) { group in
        group.addTask {
            let rendezvous = Rendezvous<CallResult<Value>>()
            let call = Task {
                do {
                    rendezvous.deliver(.value(try await operation()))
                } catch {
                    rendezvous.deliver(.threw(String(describing: error)))
                }
            }
            return await withTaskCancellationHandler {
                await rendezvous.wait()
            } onCancel: {
                call.cancel()
                rendezvous.deliver(.missedDeadline)
            }
        }
        group.addTask {
            do {
                try await clock.sleep(for: deadline)
                return .missedDeadline
            } catch {
                return nil
            }
        }
        var outcome: CallResult<Value> = .missedDeadline
        if let first = await group.next(), let result = first {
            outcome = result
        }
        group.cancelAll()
        return outcome
    }
}

/// A value delivered once, by whichever side comes first, to one waiter.
final class Rendezvous<Value: Sendable>: Sendable {
    private let state = Mutex<(value: Value?, waiter: CheckedContinuation<Value, Never>?)>((nil, nil))

    /// Hands over `value` unless a value was already delivered.
    func deliver(_ value: Value) {
        let waiter = state.withLock { state -> CheckedContinuation<Value, Never>? in
            guard state.value == nil else { return nil }
            state.value = value
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: value)
    }

    /// The delivered value, waiting for it if needed.
    func wait() async -> Value {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Value? in
                if let value = state.value { return value }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
