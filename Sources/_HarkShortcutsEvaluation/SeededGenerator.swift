/// SplitMix64: a small, fast generator whose sequence depends only on its seed, on every machine.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<1`, from the top 53 bits (the standard library's `Double.random(in:using:)`
    /// may change its algorithm between releases; this does not).
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// A number in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// An integer in `0..<count`.
    mutating func index(_ count: Int) -> Int {
        min(count - 1, Int(unit() * Double(count)))
    }
}
