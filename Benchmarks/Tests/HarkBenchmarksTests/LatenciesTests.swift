import HarkBenchmarks
import Testing

/// Percentiles by nearest rank, and the JSON summary the report reads.
struct LatenciesTests {
    @Test func percentilesAreByNearestRank() {
        let latencies = Latencies(nanoseconds: (1...100).reversed().map { Int64($0) * 1_000 })
        #expect(latencies.percentile(0.5) == 50_000)
        #expect(latencies.percentile(0.99) == 99_000)
        #expect(latencies.percentile(1) == 100_000)
        #expect(latencies.percentile(0) == 1_000)
    }

    @Test func p99OfFewerThanAHundredIsTheSlowest() {
        let latencies = Latencies(nanoseconds: [5, 1, 9, 3])
        #expect(latencies.percentile(0.99) == 9)
        #expect(latencies.percentile(0.5) == 3)
    }

    @Test func summaryIsInMicrosecondsWithThroughput() {
        let summary = LatencySummary(Latencies(nanoseconds: [1_000, 2_000, 3_000, 4_000]))
        #expect(summary.measurements == 4)
        #expect(summary.p50Microseconds == 2)
        #expect(summary.p90Microseconds == 4)
        #expect(summary.p99Microseconds == 4)
        #expect(summary.meanMicroseconds == 2.5)
        #expect(summary.perSecond == 400_000)
    }

    @Test func anEmptySetSaysNothingRatherThanCrashing() {
        let summary = LatencySummary(Latencies())
        #expect(summary.measurements == 0)
        #expect(summary.p99Microseconds == 0)
        #expect(summary.perSecond == 0)
    }
}
