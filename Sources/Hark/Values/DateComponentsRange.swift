public import Foundation

/// A span of time given by calendar components: "tomorrow", "from 9 to 5", "on Sundays".
///
/// Either end may be open. A range with equal ends is a single moment or day.
public struct DateComponentsRange: Sendable, Hashable, Codable {
    /// Where the range starts, if it has a start.
    public var start: DateComponents?
    /// Where the range ends, if it has an end.
    public var end: DateComponents?
    /// A repetition such as "every week", as an interval between occurrences.
    public var recurrence: Recurrence?

    public init(start: DateComponents? = nil, end: DateComponents? = nil, recurrence: Recurrence? = nil) {
        self.start = start
        self.end = end
        self.recurrence = recurrence
    }

    /// How often a range repeats.
    public struct Recurrence: Sendable, Hashable, Codable {
        /// The unit of repetition.
        public enum Frequency: String, Sendable, Hashable, Codable, CaseIterable {
            case minute, hourly, daily, weekly, monthly, yearly
        }

        public var frequency: Frequency
        /// Every how many units: 2 with `.weekly` is every other week.
        public var interval: Int

        public init(frequency: Frequency, interval: Int = 1) {
            self.frequency = frequency
            self.interval = interval
        }
    }
}
