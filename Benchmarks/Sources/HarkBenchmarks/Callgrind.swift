import CallgrindRequests

/// Callgrind's counters around the measured part of a benchmark.
///
/// `Benchmarks/run` runs each benchmark once more under `valgrind --tool=callgrind`: the
/// counters are zeroed before the measured part and written to a profile named `label` after
/// it, so that set-up, checking and clean-up count for nothing. Instructions executed do not
/// change with the machine's load as times do, which is what makes them the figure to compare
/// before and after a change. Outside valgrind these calls cost a few instructions.
public enum Callgrind {
    /// Whether the process runs under valgrind, with the requests built in.
    public static var isRunning: Bool { hark_callgrind_available() != 0 && hark_running_on_valgrind() != 0 }

    /// Runs `body`, counting its instructions under `label` when callgrind runs.
    public static func count<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
        hark_callgrind_zero()
        defer { label.withCString { hark_callgrind_dump($0) } }
        return try body()
    }

    /// Runs `body`, counting its instructions, in every thread, under `label` when callgrind
    /// runs and `label` is not `nil`.
    public static func count<T>(_ label: String?, _ body: () async throws -> T) async rethrows -> T {
        guard let label else { return try await body() }
        hark_callgrind_zero()
        defer { label.withCString { hark_callgrind_dump($0) } }
        return try await body()
    }
}
