public import Foundation

/// The moment to suggest shortcuts for: when (in the user's calendar and time zone) and, when
/// known, where.
public struct SuggestionContext: Sendable, Hashable {
    /// Now.
    public var date: Date
    /// The user's calendar with their time zone: it gives the time of day and the weekday of
    /// `date` and of every past use.
    public var calendar: Calendar
    /// Where the user is, when known.
    public var place: Coordinate?

    public init(date: Date, calendar: Calendar, place: Coordinate? = nil) {
        self.date = date
        self.calendar = calendar
        self.place = place
    }

    /// A Gregorian calendar in `timeZone`.
    public init(date: Date, timeZone: TimeZone, place: Coordinate? = nil) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.init(date: date, calendar: calendar, place: place)
    }

    /// The hour of `date` in the calendar, with minutes as a fraction: 18.5 for 18:30.
    func hourOfDay(_ date: Date) -> Double {
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        return Double(parts.hour ?? 0) + Double(parts.minute ?? 0) / 60 + Double(parts.second ?? 0) / 3600
    }

    /// The weekday of `date` in the calendar: 1 is Sunday, 7 Saturday.
    func weekday(_ date: Date) -> Int {
        calendar.component(.weekday, from: date)
    }
}
