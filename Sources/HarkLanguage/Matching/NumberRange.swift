public import Foundation

/// The numbers a range slot accepts: `from` through `to` by `step`, optionally with fractions,
/// and scaled by `multiplier` in the value the slot takes (Home Assistant's range lists).
public struct NumberRange: Sendable, Hashable {
    /// The fractions accepted between whole numbers (Home Assistant's `fractions`).
    public enum Fractions: Sendable, Hashable {
        /// `.5`: `20.5`.
        case halves
        /// `.1` through `.9`: `20.3`.
        case tenths
    }

    /// The smallest number accepted.
    public var from: Int
    /// The largest number accepted.
    public var to: Int
    /// The distance between accepted whole numbers, counted from `from`.
    public var step: Int
    /// What the spoken number is multiplied by in the slot's value (`0.01` turns 50 % into 0.5).
    public var multiplier: Decimal?
    /// The fractions accepted after a whole number, written with digits; none by default.
    public var fractions: Fractions?

    /// A range `from...to` by `step`; a step below 1 counts as 1.
    public init(from: Int, to: Int, step: Int = 1, multiplier: Decimal? = nil, fractions: Fractions? = nil) {
        self.from = from
        self.to = to
        self.step = step
        self.multiplier = multiplier
        self.fractions = fractions
    }

    /// How many whole numbers the range holds.
    var count: Int {
        guard to >= from else { return 0 }
        let (span, overflow) = to.subtractingReportingOverflow(from)
        return overflow ? Int.max : span / max(step, 1) + 1
    }

    /// Whether `tenths` (a number times ten) is one of the range's numbers: a whole number of the
    /// range, or one plus an accepted fraction (as in hassil, `to` plus a fraction counts too).
    func contains(tenths: Int64) -> Bool {
        var whole = tenths / 10
        var fraction = tenths % 10
        if fraction < 0 {
            whole -= 1
            fraction += 10
        }
        switch fraction {
        case 0: break
        case 5 where fractions != nil: break
        default: if fractions != .tenths { return false }
        }
        let lower = Int64(from)
        guard whole >= lower, whole <= Int64(to) else { return false }
        return (whole - lower) % Int64(max(step, 1)) == 0
    }
}
