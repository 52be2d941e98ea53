public import HarkLanguage

/// What the routine's simulation draws from its generator, the same on every machine.
extension SplitMix64 {
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
