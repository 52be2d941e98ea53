import Foundation
import Hark
import Testing

@testable import HarkLanguage

/// Moments as people say them for a pickup, in each language — a time of day, on a day or not,
/// with its half or without, in digits or words, or a time from now — and the date each stands
/// for.
@Suite struct ClockReadingTests {
    typealias Span = DateRangeParser.Span

    static func at(_ hour: Int, _ minute: Int = 0, day: Int? = nil, either: Bool = false) -> Span {
        .time(dayOffset: day, hour: hour, minute: minute, eitherHalf: either)
    }

    static let moments: [(String, String, Span)] = [
        ("en", "at 5 pm", at(17)), ("en", "5pm", at(17)), ("en", "at 5:30pm", at(17, 30)), ("en", "at 5", at(5, either: true)),
        ("en", "tomorrow at 8 am", at(8, day: 1)), ("en", "at 8 am tomorrow", at(8, day: 1)), ("en", "for 8 am", at(8)),
        ("en", "tomorrow morning at 7", at(7, day: 1)), ("en", "tonight at 9", at(21, day: 0)),
        ("en", "at half past six", at(6, 30, either: true)),
        ("en", "at a quarter to eight", at(7, 45, either: true)), ("en", "at five thirty", at(5, 30, either: true)),
        ("en", "at 17:30", at(17, 30)), ("en", "at 07:15", at(7, 15)), ("en", "at noon", at(12)), ("en", "at midnight", at(0)),
        ("en", "at six o'clock in the evening", at(18)), ("en", "around 10 p.m.", at(22)), ("en", "in 20 minutes", .later(minutes: 20)),
        ("en", "in half an hour", .later(minutes: 30)), ("en", "in an hour", .later(minutes: 60)),
        ("en", "in 2 hours", .later(minutes: 120)),
        ("en", "20 minutes from now", .later(minutes: 20)), ("en", "an hour from now", .later(minutes: 60)),
        ("es", "a las 5", at(5, either: true)), ("es", "a las cinco de la tarde", at(17)), ("es", "a las 17:30", at(17, 30)),
        ("es", "mañana a las 8", at(8, day: 1, either: true)), ("es", "mañana a las 8 de la mañana", at(8, day: 1)),
        ("es", "a la una", at(1, either: true)),
        ("es", "a las cinco y media", at(5, 30, either: true)), ("es", "a las seis menos cuarto", at(5, 45, either: true)),
        ("es", "esta noche a las diez", at(22, day: 0)), ("es", "al mediodía", at(12)), ("es", "en 20 minutos", .later(minutes: 20)),
        ("es", "en media hora", .later(minutes: 30)), ("es", "dentro de una hora", .later(minutes: 60)),
        ("fr", "à 17h", at(17)), ("fr", "à 17 h 30", at(17, 30)), ("fr", "à 17h30", at(17, 30)), ("fr", "demain à 8h", at(8, day: 1)),
        ("fr", "demain à 8 heures", at(8, day: 1, either: true)),
        ("fr", "demain matin à 8 heures", at(8, day: 1)), ("fr", "à cinq heures et demie", at(5, 30, either: true)),
        ("fr", "à six heures moins le quart", at(5, 45, either: true)), ("fr", "à dix-sept heures", at(17)), ("fr", "à midi", at(12)),
        ("fr", "ce soir à 9 heures", at(21, day: 0)), ("fr", "vers 7 heures du soir", at(19)),
        ("fr", "dans 20 minutes", .later(minutes: 20)),
        ("fr", "dans une demi-heure", .later(minutes: 30)), ("fr", "dans un quart d'heure", .later(minutes: 15)),
        ("ja", "午後5時", at(17)), ("ja", "午後5時半に", at(17, 30)), ("ja", "5時に", at(5, either: true)), ("ja", "17時30分", at(17, 30)),
        ("ja", "明日の朝8時", at(8, day: 1)), ("ja", "明日の8時に", at(8, day: 1, either: true)), ("ja", "今夜9時", at(21, day: 0)),
        ("ja", "八時ごろ", at(8, either: true)), ("ja", "正午に", at(12)), ("ja", "20分後", .later(minutes: 20)),
        ("ja", "1時間後に", .later(minutes: 60)), ("ja", "あと10分で", .later(minutes: 10)), ("ja", "１７：３０に", at(17, 30)),
        ("ar", "الساعة 5 مساءً", at(17)), ("ar", "الساعة 5", at(5, either: true)), ("ar", "الساعة الخامسة مساء", at(17)),
        ("ar", "الساعة الخامسة والنصف", at(5, 30, either: true)), ("ar", "الساعة السادسة إلا ربع", at(5, 45, either: true)),
        ("ar", "غدا الساعة 8 صباحا", at(8, day: 1)), ("ar", "الساعة 17:30", at(17, 30)), ("ar", "الليلة الساعة التاسعة", at(21, day: 0)),
        ("ar", "الساعة الحادية عشرة", at(11, either: true)), ("ar", "بعد 20 دقيقة", .later(minutes: 20)),
        ("ar", "بعد نصف ساعة", .later(minutes: 30)), ("ar", "بعد ساعتين", .later(minutes: 120)),
    ]

    @Test(arguments: moments)
    func momentsInEachLanguage(language: String, text: String, span: Span) {
        #expect(DateRangeParser(language: language).span(text) == span, "\(language): \(text)")
    }

    /// A bare number is a count, not a time; a name, a place or a day without a time is no moment.
    @Test(arguments: [
        ("en", "for 5"), ("en", "5"), ("en", "the airport"), ("en", "at the airport"), ("en", "at 25"), ("en", "at 5:75"),
        ("en", "at 13 pm"), ("en", "tomorrow"), ("en", "in five days"), ("es", "para 5"), ("es", "el aeropuerto"), ("fr", "pour 4"),
        ("fr", "l'aéroport"), ("ja", "5人"), ("ja", "空港"), ("ja", "25時"), ("ar", "5"), ("ar", "المطار"),
    ])
    func whatIsNoMoment(language: String, text: String) {
        #expect(DateRangeParser(language: language).span(text) == nil, "\(language): \(text)")
    }

    /// Wednesday 2026-11-25 15:30 in Madrid, as in ``DateRangeParserTests``.
    static let calendar = DateRangeParserTests.calendar
    static let now = DateRangeParserTests.now

    static func moment(_ text: String, _ language: String = "en", now: Date = now) -> Date? {
        DateRangeParser(language: language).parse(text, now: now, calendar: calendar).flatMap { DateRangeParserTests.date($0.start) }
    }

    static func date(day: Int, _ hour: Int, _ minute: Int = 0) -> Date? {
        calendar.date(from: DateComponents(year: 2026, month: 11, day: day, hour: hour, minute: minute))
    }

    @Test func aTimeWithoutItsHalfIsTheNextToCome() {
        #expect(Self.moment("at 5") == Self.date(day: 25, 17), "at 15:30, 'at 5' is this afternoon")
        #expect(Self.moment("at 10") == Self.date(day: 25, 22), "both halves but 22:00 are past")
        #expect(Self.moment("at 3") == Self.date(day: 26, 3), "15:00 is past: the next 3 o'clock is tomorrow night")
        #expect(Self.moment("a las 4", "es") == Self.date(day: 25, 16))
    }

    @Test func aTimeWithItsHalfOrOnAClockIsThatTime() {
        #expect(Self.moment("at 5 pm") == Self.date(day: 25, 17))
        #expect(Self.moment("at 9 am") == Self.date(day: 26, 9), "9 am today is past")
        #expect(Self.moment("17時30分", "ja") == Self.date(day: 25, 17, 30))
        #expect(Self.moment("à 8 h", "fr") == Self.date(day: 26, 8))
    }

    @Test func aDaySaidWithTheTime() {
        #expect(Self.moment("tomorrow at 8") == Self.date(day: 26, 8), "7 to 11 is the morning")
        #expect(Self.moment("tomorrow at 5") == Self.date(day: 26, 17), "1 to 6 is the afternoon")
        #expect(Self.moment("mañana a las 5 de la mañana", "es") == Self.date(day: 26, 5))
        #expect(Self.moment("غدا الساعة 8 صباحا", "ar") == Self.date(day: 26, 8))
        #expect(Self.moment("after tomorrow at 8") == nil)
    }

    @Test func aTimeFromNowStartsThen() throws {
        let range = try #require(DateRangeParser(language: "en").parse("in 20 minutes", now: Self.now, calendar: Self.calendar))
        #expect(DateRangeParserTests.date(range.start) == Self.date(day: 25, 15, 50))
        #expect(range.end == nil, "a moment: no end")
        #expect(range.start?.timeZone == Self.calendar.timeZone)
    }
}
