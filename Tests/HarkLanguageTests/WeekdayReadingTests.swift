import Foundation
import Hark
import HarkDefinition
import Testing

@testable import HarkLanguage

/// Days of the week as people say them in each language — "messages from Friday", "last
/// Monday", "a ride on Friday at 8" — and the days and moments they stand for, said on
/// Wednesday 25 November 2026 at 15:30.
@Suite struct WeekdayReadingTests {
    typealias Span = DateRangeParser.Span
    static let calendar = DateRangeParserTests.calendar
    static let now = DateRangeParserTests.now

    @Test(
        "a day's name, alone or with last or next",
        arguments: [
            ("en", "friday", Span.weekday(6, which: .unsaid)), ("en", "on Monday", .weekday(2, which: .unsaid)),
            ("en", "last Friday", .weekday(6, which: .last)), ("en", "next Tuesday", .weekday(3, which: .next)),
            ("en", "this past Sunday", .weekday(1, which: .last)),
            ("es", "el viernes", .weekday(6, which: .unsaid)), ("es", "miercoles", .weekday(4, which: .unsaid)),
            ("es", "el lunes pasado", .weekday(2, which: .last)), ("es", "el próximo martes", .weekday(3, which: .next)),
            ("es", "el sábado que viene", .weekday(7, which: .next)),
            ("fr", "vendredi", .weekday(6, which: .unsaid)), ("fr", "lundi dernier", .weekday(2, which: .last)),
            ("fr", "mardi prochain", .weekday(3, which: .next)), ("fr", "ce dimanche", .weekday(1, which: .unsaid)),
            ("ja", "金曜日", .weekday(6, which: .unsaid)), ("ja", "金曜", .weekday(6, which: .unsaid)),
            ("ja", "この前の月曜日", .weekday(2, which: .last)), ("ja", "今度の火曜日", .weekday(3, which: .next)),
            ("ar", "الجمعة", .weekday(6, which: .unsaid)), ("ar", "يوم الاثنين", .weekday(2, which: .unsaid)),
            ("ar", "الإثنين الماضي", .weekday(2, which: .last)), ("ar", "الثلاثاء القادم", .weekday(3, which: .next)),
        ])
    func daysByName(language: String, text: String, span: Span) {
        #expect(DateRangeParser(language: language).span(text) == span, "\(language): \(text)")
    }

    static func day(_ text: String, _ language: String = "en") -> (start: Date?, end: Date?) {
        let range = DateRangeParser(language: language).parse(text, now: now, calendar: calendar)
        return (DateRangeParserTests.date(range?.start), DateRangeParserTests.date(range?.end))
    }

    static func date(day: Int, month: Int = 11, _ hour: Int = 0, _ minute: Int = 0) -> Date? {
        calendar.date(from: DateComponents(year: 2026, month: month, day: day, hour: hour, minute: minute))
    }

    @Test func aDaysNameAloneIsTheLastOneTodayIncluded() {
        #expect(Self.day("friday").start == Self.date(day: 20), "Friday, said on Wednesday, was five days ago")
        #expect(Self.day("friday").end == Self.date(day: 21), "the whole day")
        #expect(Self.day("wednesday").start == Self.date(day: 25), "today is Wednesday")
        #expect(Self.day("last wednesday").start == Self.date(day: 18))
        #expect(Self.day("next wednesday").start == Self.date(day: 2, month: 12))
        #expect(Self.day("next friday").start == Self.date(day: 27))
        #expect(Self.day("el lunes", "es").start == Self.date(day: 23))
        #expect(Self.day("先週", "ja").start == Self.date(day: 16), "a week is still a week")
    }

    @Test(
        "a time on a day's name is the next such day whose time is to come",
        arguments: [
            ("en", "on Friday at 8", 27, 8), ("en", "friday at 5", 27, 17), ("en", "Wednesday at 5 pm", 25, 17),
            ("en", "wednesday at 9 am", 2, 9), ("en", "Friday morning at 7", 27, 7), ("en", "at 8 pm on Friday", 27, 20),
            ("en", "next Wednesday at 5", 2, 17), ("en", "for Saturday at 10 am", 28, 10),
            ("es", "el viernes a las 8 de la tarde", 27, 20), ("es", "el viernes por la mañana a las 9", 27, 9),
            ("es", "el jueves a las 10", 26, 10),
            ("fr", "vendredi à 17 h", 27, 17), ("fr", "samedi matin à 9 heures", 28, 9), ("fr", "jeudi prochain à 8h", 26, 8),
            ("ja", "金曜日の朝8時", 27, 8), ("ja", "今度の金曜日の8時に", 27, 8), ("ja", "木曜の午後3時", 26, 15),
            ("ar", "يوم الجمعة الساعة 8 صباحا", 27, 8), ("ar", "الخميس الساعة 5 مساء", 26, 17),
        ])
    func momentsOnADay(language: String, text: String, day: Int, hour: Int) {
        let month = day < 20 ? 12 : 11
        #expect(Self.day(text, language).start == Self.date(day: day, month: month, hour), "\(language): \(text)")
        #expect(Self.day(text, language).end == nil, "\(language): \(text) is a moment")
    }

    @Test(
        "since a day, a week or a month: from its start up to now",
        arguments: [
            ("en", "since Monday", 23, 11), ("en", "since yesterday", 24, 11), ("en", "since last week", 16, 11),
            ("es", "desde el lunes", 23, 11), ("es", "desde ayer", 24, 11), ("fr", "depuis lundi", 23, 11),
            ("fr", "depuis le mois dernier", 1, 10), ("ar", "منذ الاثنين", 23, 11), ("ar", "منذ أمس", 24, 11),
        ])
    func sinceADay(language: String, text: String, day: Int, month: Int) {
        #expect(Self.day(text, language).start == Self.date(day: day, month: month), "\(language): \(text)")
        #expect(Self.day(text, language).end == nil, "\(language): \(text) runs up to now")
    }

    @Test func sinceOnlyStartsFromDays() {
        #expect(DateRangeParser(language: "en").span("since Monday") == .since(.weekday(2, which: .unsaid)))
        #expect(DateRangeParser(language: "en").span("since 5 pm") == nil, "a moment is no start of a search")
        #expect(DateRangeParser(language: "en").span("since Anna") == nil)
        #expect(DateRangeParser(language: "en").span("since") == nil)
    }

    @Test func namesThatAreNoDay() {
        #expect(DateRangeParser(language: "en").span("Fridays") == nil)
        #expect(DateRangeParser(language: "en").span("Anna") == nil)
        #expect(DateRangeParser(language: "en").span("friday the") == nil)
        #expect(DateRangeParser(language: "es").span("viernes santo") == nil)
    }

    /// Messaging and Ride Booking, with an app of each.
    static let recognizer: Recognizer = {
        do {
            let files = try [Messaging.definition, RideBooking.definition].map { try DefinitionFile(parsing: $0.text, path: $0.fileName) }
            let apps = zip(["com.example.chatter", "com.example.cityride"], files).map { identifier, file in
                AppManifest(identifier: identifier, displayName: identifier, supportedIntents: file.intents.map(\.name))
            }
            return try Recognizer(definitions: files, apps: apps)
        } catch {
            fatalError("the Messaging and Ride Booking templates do not compile: \(error)")
        }
    }()

    @Test(
        "messages from a day, and a ride on a day at a time, by the day's name",
        arguments: [
            ("en", "read my messages from Friday", "SearchForMessages", "dateTimeRange", "Friday"),
            ("en", "show my unread messages from last Tuesday", "SearchForMessages", "dateTimeRange", "last Tuesday"),
            ("en", "any new texts from Pierre since Monday", "SearchForMessages", "dateTimeRange", "since Monday"),
            ("es", "¿tengo mensajes de Carlos desde el lunes?", "SearchForMessages", "dateTimeRange", "desde el lunes"),
            ("fr", "est-ce que j'ai des messages de Marie depuis lundi", "SearchForMessages", "dateTimeRange", "depuis lundi"),
            ("ar", "هل عندي رسائل من أحمد منذ الاثنين", "SearchForMessages", "dateTimeRange", "منذ الاثنين"),
            ("en", "book a ride to the airport on Friday at 8am", "RequestRide", "scheduledPickupTime", "on Friday at 8am"),
            (
                "en", "I need a taxi to the airport next Friday at 6 in the morning", "RequestRide", "scheduledPickupTime",
                "next Friday at 6 in the morning"
            ),
            ("es", "lee mis mensajes del lunes", "SearchForMessages", "dateTimeRange", "lunes"),
            ("es", "muéstrame los mensajes del viernes pasado", "SearchForMessages", "dateTimeRange", "viernes pasado"),
            (
                "es", "quiero un taxi a casa el sábado por la tarde a las 6", "RequestRide", "scheduledPickupTime",
                "el sábado por la tarde a las 6"
            ),
            ("fr", "lis mes messages de vendredi dernier", "SearchForMessages", "dateTimeRange", "vendredi dernier"),
            (
                "fr", "réserve une voiture pour aller au travail lundi prochain à 8 h", "RequestRide", "scheduledPickupTime",
                "lundi prochain à 8 h"
            ),
            ("ja", "金曜日に来たメッセージを読んで", "SearchForMessages", "dateTimeRange", "金曜日"),
            ("ja", "今度の月曜日の9時に会社までタクシーを呼んで", "RequestRide", "scheduledPickupTime", "今度の月曜日の9時"),
            ("ar", "اقرأ رسائلي من يوم الجمعة", "SearchForMessages", "dateTimeRange", "يوم الجمعة"),
            ("ar", "احجز سيارة إلى العمل الاثنين القادم الساعة 8", "RequestRide", "scheduledPickupTime", "الاثنين القادم الساعة 8"),
        ] as [(String, String, String, String, String)])
    func inRequests(locale: String, text: String, intent: String, parameter: String, heard: String) throws {
        let best = try #require(try Self.recognizer.recognize(text, locale: locale).best, "\(text)")
        #expect(best.intent == intent, "\(text)")
        #expect(best.layer == .templates, "\(text)")
        #expect(best.parameters[parameter]?.heard == heard, "\(text) by \(best.template)")
        guard case .dateComponentsRange = best.parameters[parameter]?.value else {
            Issue.record("\(text): \(parameter) is no range: \(String(describing: best.parameters[parameter]?.value))")
            return
        }
    }
}
