import ArgumentParser
import Foundation
import HarkShortcuts

/// `--near LAT,LON`: where the user is.
struct PlaceOption: ParsableArguments {
    // Unconditional, so that a southern latitude ("-33.8568,151.2153") is a value, not an option.
    @Option(parsing: .unconditional, help: "Where you are, as LAT,LON in degrees (e.g. 48.8566,2.3522 or -33.8568,151.2153).")
    var near: String?

    /// The place `--near` names, or `nil` without it.
    ///
    /// - Throws: ``CommandFailure`` when it is not two numbers in range.
    func coordinate() throws(CommandFailure) -> Coordinate? {
        guard let near else { return nil }
        let parts = near.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let latitude = parts[0], let longitude = parts[1],
            (-90...90).contains(latitude), (-180...180).contains(longitude)
        else {
            throw CommandFailure(
                "--near '\(near)' is not a place; give LAT,LON in degrees, latitude −90…90 and longitude −180…180, e.g. 48.8566,2.3522"
            )
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}

/// A moment the user names with `--at`, read in their calendar and time zone.
enum Moment {
    /// The forms `--at` takes, for messages and help.
    static let forms = "2026-11-27T18:30, 2026-11-27 18:30, 18:30 (today) or friday 18:30 (the next Friday at 18:30)"

    /// The moment `text` names, relative to `now` for a time alone or a weekday.
    ///
    /// - Throws: ``CommandFailure`` naming the text and the forms it may take.
    static func parse(_ text: String, now: Date, calendar: Calendar) throws(CommandFailure) -> Date {
        var spaced = text.lowercased()
        // "2026-11-27T18:30": the ISO 8601 separator between a date and a time.
        if let separator = spaced.firstIndex(of: "t"), separator != spaced.startIndex,
            spaced[..<separator].allSatisfy({ $0.isNumber || $0 == "-" })
        {
            spaced.replaceSubrange(separator...separator, with: " ")
        }
        let words = spaced.split(separator: " ").map(String.init)
        let failure = CommandFailure("--at '\(text)' is not a moment; use \(forms)")
        switch words.count {
        case 1:
            guard let time = time(words[0]) else { throw failure }
            return try day(of: now, at: time, calendar: calendar, failure: failure)
        case 2:
            guard let time = time(words[1]) else { throw failure }
            if let weekday = weekday(words[0]) {
                let start = calendar.startOfDay(for: now)
                let ahead = (weekday - calendar.component(.weekday, from: now) + 7) % 7
                guard let day = calendar.date(byAdding: .day, value: ahead, to: start) else { throw failure }
                let moment = try Moment.day(of: day, at: time, calendar: calendar, failure: failure)
                // Today's weekday at an hour already past is next week's: "friday 18:30" said on a
                // Friday evening is the Friday to come.
                guard moment < now, let nextWeek = calendar.date(byAdding: .day, value: 7, to: day) else { return moment }
                return try Moment.day(of: nextWeek, at: time, calendar: calendar, failure: failure)
            }
            let date = words[0].split(separator: "-").compactMap { Int($0) }
            guard date.count == 3, words[0].split(separator: "-").count == 3,
                let result = calendar.date(
                    from: DateComponents(
                        year: date[0], month: date[1], day: date[2], hour: time.hour, minute: time.minute
                    )),
                calendar.component(.month, from: result) == date[1], calendar.component(.day, from: result) == date[2]
            else { throw failure }
            return result
        default:
            throw failure
        }
    }

    /// `HH:MM` with an hour 0…23 and minutes 0…59.
    private static func time(_ text: String) -> (hour: Int, minute: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        return (hour, minute)
    }

    /// The calendar's weekday number (1 is Sunday) of an English day name or its first three letters.
    private static func weekday(_ text: String) -> Int? {
        let names = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
        return names.firstIndex { $0 == text || (text.count == 3 && $0.hasPrefix(text)) }.map { $0 + 1 }
    }

    private static func day(
        of day: Date, at time: (hour: Int, minute: Int), calendar: Calendar, failure: CommandFailure
    ) throws(CommandFailure) -> Date {
        guard let date = calendar.date(bySettingHour: time.hour, minute: time.minute, second: 0, of: day) else { throw failure }
        return date
    }
}

/// `--locked`: requests come from a locked device, so an intent restricted while locked (an
/// order that spends money) asks the user to unlock first.
struct LockOption: ParsableArguments {
    @Flag(help: "Speak as from a locked device: requests restricted while locked ask you to unlock first.")
    var locked = false
}
