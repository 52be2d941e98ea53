import Foundation
import Hark
import HarkDialog
import Testing

/// Moments as each language says them: the time of day on its own clock, and the day told from
/// today, in the user's time zone.
@Suite struct TimeFormatTests {
    static let madrid = TimeZone(identifier: "Europe/Madrid")!

    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = madrid
        return calendar
    }

    /// Wednesday 2026-11-25 15:30 in Madrid.
    static let now = calendar.date(from: DateComponents(year: 2026, month: 11, day: 25, hour: 15, minute: 30))!

    static func components(day: Int, _ hour: Int, _ minute: Int = 0) -> DateComponents {
        var components = DateComponents(year: 2026, month: 11, day: day, hour: hour, minute: minute)
        components.calendar = calendar
        components.timeZone = madrid
        return components
    }

    @Test(arguments: [
        ("en", 17, 30, "5:30 PM"), ("en", 8, 0, "8 AM"), ("en", 0, 5, "12:05 AM"), ("en", 12, 0, "12 PM"),
        ("es", 17, 30, "17:30"), ("es", 8, 0, "8:00"), ("fr", 17, 30, "17 h 30"), ("fr", 8, 0, "8 h"),
        ("ja", 17, 30, "17時30分"), ("ja", 8, 0, "8時"), ("ar", 17, 30, "5:30 مساءً"), ("ar", 8, 0, "8:00 صباحًا"),
    ])
    func timeOfDay(locale: String, hour: Int, minute: Int, text: String) {
        #expect(TimeFormat(locale: locale).text(hour: hour, minute: minute) == text)
    }

    @Test(arguments: [
        // Within the week the day's name; from a week on, its date (day 33 of November is 3 December).
        ("en", 25, 17, "today at 5 PM"), ("en", 26, 8, "tomorrow at 8 AM"), ("en", 28, 9, "on Saturday at 9 AM"),
        ("en", 33, 9, "on 3 December at 9 AM"),
        ("es", 25, 17, "hoy a las 17:00"), ("es", 26, 1, "mañana a la 1:00"), ("es", 28, 9, "el sábado a las 9:00"),
        ("es", 33, 9, "el 3 de diciembre a las 9:00"),
        ("fr", 25, 17, "aujourd'hui à 17 h"), ("fr", 26, 8, "demain à 8 h"), ("fr", 28, 9, "samedi à 9 h"),
        ("fr", 33, 9, "le 3 décembre à 9 h"),
        ("ja", 25, 17, "今日の17時"), ("ja", 26, 8, "明日の8時"), ("ja", 28, 9, "土曜日の9時"), ("ja", 33, 9, "12月3日の9時"),
        ("ar", 25, 17, "اليوم الساعة 5:00 مساءً"), ("ar", 26, 8, "غدًا الساعة 8:00 صباحًا"), ("ar", 28, 9, "يوم السبت الساعة 9:00 صباحًا"),
        ("ar", 33, 9, "يوم 3 ديسمبر الساعة 9:00 صباحًا"),
    ])
    func dayToldFromToday(locale: String, day: Int, hour: Int, text: String) {
        #expect(TimeFormat(locale: locale).text(of: Self.components(day: day, hour), now: Self.now, calendar: Self.calendar) == text)
    }

    @Test func aMomentIsSaidInTheUsersTimeZone() {
        // 08:00 in Madrid is 16:00 in Tokyo, where it is already the evening of the 25th.
        var tokyo = Calendar(identifier: .gregorian)
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let text = TimeFormat(locale: "en").text(of: Self.components(day: 26, 8), now: Self.now, calendar: tokyo)
        #expect(text == "tomorrow at 4 PM")
    }

    @Test func aRendererSaysAPickupRangeAsItsMoment() {
        let renderer = ValueRenderer(locale: "fr", timeZone: Self.madrid, now: Self.now)
        let pickup = ParameterValue.dateComponentsRange(DateComponentsRange(start: Self.components(day: 26, 8, 30)))
        #expect(renderer.text(of: pickup) == "demain à 8 h 30")
        let spoken = renderer.render("Prise en charge {time}.", values: ["time": pickup])
        #expect(spoken == "Prise en charge demain à 8 h 30.")
    }
}
