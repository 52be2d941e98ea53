/// How long one operation took, each time it was measured.
///
/// Percentiles are by nearest rank: p50 of 1…100 is 50, p99 is 99, and p99 of fewer than 100
/// measurements is the slowest one.
public struct Latencies: Sendable, Hashable {
    /// Every measurement, in nanoseconds, in the order they were made.
    public private(set) var nanoseconds: [Int64] = []

    public init() {}

    /// Room for `capacity` measurements made in advance, so that recording them allocates nothing.
    public init(capacity: Int) {
        nanoseconds.reserveCapacity(capacity)
    }

    public init(nanoseconds: [Int64]) {
        self.nanoseconds = nanoseconds
    }

    /// Times `body` on every item, round after round, `rounds` times.
    ///
    /// - Returns: One latency per item per round, and how many times `body` answered `true`
    ///   (which the caller uses, so that no call can be optimized away).
    static func timing<Item>(_ items: [Item], rounds: Int, _ body: (Item) -> Bool) -> (latencies: Latencies, answeredTrue: Int) {
        let clock = ContinuousClock()
        var latencies = Latencies(capacity: items.count * rounds)
        var answeredTrue = 0
        for _ in 0..<rounds {
            for item in items {
                let start = clock.now
                let answer = body(item)
                latencies.record(clock.now - start)
                if answer { answeredTrue += 1 }
            }
        }
        return (latencies, answeredTrue)
    }

    public mutating func record(_ duration: Duration) {
        nanoseconds.append(Self.nanoseconds(of: duration))
    }

    public mutating func append(contentsOf other: Latencies) {
        nanoseconds.append(contentsOf: other.nanoseconds)
    }

    public var count: Int { nanoseconds.count }

    /// The sum of every measurement, in nanoseconds.
    public var total: Int64 { nanoseconds.reduce(0, +) }

    /// The measurement that `fraction` (0…1) of the others are not slower than; 0 when empty.
    public func percentile(_ fraction: Double) -> Int64 {
        guard !nanoseconds.isEmpty else { return 0 }
        let sorted = nanoseconds.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// Operations per second over the measured time: `count` divided by `total`.
    public var perSecond: Double {
        total == 0 ? 0 : Double(count) / (Double(total) / 1e9)
    }

    /// `duration` in whole nanoseconds.
    public static func nanoseconds(of duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    /// Runs `body` `warmUp` times unmeasured, then `iterations` times measured.
    public static func measure(
        warmUp: Int = 1, iterations: Int, _ body: () throws -> Void
    ) rethrows -> Latencies {
        let clock = ContinuousClock()
        for _ in 0..<warmUp { try body() }
        var latencies = Latencies()
        latencies.nanoseconds.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = clock.now
            try body()
            latencies.record(clock.now - start)
        }
        return latencies
    }

    /// The `async` form of ``measure(warmUp:iterations:_:)``.
    public static func measure(
        warmUp: Int = 1, iterations: Int, _ body: () async throws -> Void
    ) async rethrows -> Latencies {
        let clock = ContinuousClock()
        for _ in 0..<warmUp { try await body() }
        var latencies = Latencies()
        latencies.nanoseconds.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = clock.now
            try await body()
            latencies.record(clock.now - start)
        }
        return latencies
    }
}

/// Latencies as the JSON the report reads: microseconds, rounded to a tenth.
public struct LatencySummary: Sendable, Codable, Hashable {
    public var measurements: Int
    public var p50Microseconds: Double
    public var p90Microseconds: Double
    public var p99Microseconds: Double
    public var meanMicroseconds: Double
    public var perSecond: Double

    public init(_ latencies: Latencies) {
        measurements = latencies.count
        p50Microseconds = Self.microseconds(latencies.percentile(0.5))
        p90Microseconds = Self.microseconds(latencies.percentile(0.9))
        p99Microseconds = Self.microseconds(latencies.percentile(0.99))
        meanMicroseconds = latencies.count == 0 ? 0 : Self.microseconds(latencies.total / Int64(latencies.count))
        perSecond = (latencies.perSecond * 10).rounded() / 10
    }

    static func microseconds(_ nanoseconds: Int64) -> Double {
        (Double(nanoseconds) / 100).rounded() / 10
    }

    enum CodingKeys: String, CodingKey {
        case measurements
        case p50Microseconds = "p50_us"
        case p90Microseconds = "p90_us"
        case p99Microseconds = "p99_us"
        case meanMicroseconds = "mean_us"
        case perSecond = "per_second"
    }
}
