public import Foundation

/// When the pizzeria takes orders: from `opens` to `closes` o'clock every day, in its time zone.
/// A closing hour at or before the opening hour runs past midnight (18 to 2).
public struct OpeningHours: Sendable, Hashable {
    /// The hour orders start, 0…23.
    public var opens: Int
    /// The hour orders stop, 0…24.
    public var closes: Int
    /// The pizzeria's calendar and time zone.
    public var calendar: Calendar

    public init(opens: Int, closes: Int, calendar: Calendar) {
        self.opens = opens
        self.closes = closes
        self.calendar = calendar
    }

    /// Whether the pizzeria is open at `date`.
    public func isOpen(at date: Date) -> Bool {
        let hour = calendar.component(.hour, from: date)
        if opens < closes { return hour >= opens && hour < closes }
        return hour >= opens || hour < closes
    }
}
