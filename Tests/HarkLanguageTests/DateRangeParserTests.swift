import Foundation
import Hark
import HarkDefinition
import Testing

@testable import HarkLanguage

/// Spans of time as each language says them, the dates they stand for, and a range slot in a
/// template that takes only a span of time.
@Suite struct DateRangeParserTests {
    typealias Span = DateRangeParser.Span

    @Test(arguments: [
        ("en", "today", Span.day(offset: 0)), ("en", "yesterday", .day(offset: -1)), ("en", "last night", .day(offset: -1)),
        ("en", "the day before yesterday", .day(offset: -2)), ("en", "this week", .week(offset: 0)),
        ("en", "last week", .week(offset: -1)), ("en", "last month", .month(offset: -1)), ("en", "the last 3 days", .lastDays(3)),
        ("en", "the past three days", .lastDays(3)), ("en", "the last two hours", .lastHours(2)), ("en", "the past hour", .lastHours(1)),
        ("en", "Yesterday", .day(offset: -1)),
        ("es", "hoy", .day(offset: 0)), ("es", "ayer", .day(offset: -1)), ("es", "anteayer", .day(offset: -2)),
        ("es", "la semana pasada", .week(offset: -1)), ("es", "este mes", .month(offset: 0)),
        ("es", "los últimos tres días", .lastDays(3)), ("es", "las últimas 2 horas", .lastHours(2)),
        ("fr", "aujourd'hui", .day(offset: 0)), ("fr", "hier", .day(offset: -1)), ("fr", "avant-hier", .day(offset: -2)),
        ("fr", "la semaine dernière", .week(offset: -1)), ("fr", "ce mois-ci", .month(offset: 0)),
        ("fr", "les trois derniers jours", .lastDays(3)), ("fr", "ces 2 derniers jours", .lastDays(2)),
        ("ja", "今日", .day(offset: 0)), ("ja", "昨日", .day(offset: -1)), ("ja", "きのう", .day(offset: -1)),
        ("ja", "おととい", .day(offset: -2)), ("ja", "先週", .week(offset: -1)), ("ja", "今月", .month(offset: 0)),
        ("ja", "過去3日", .lastDays(3)), ("ja", "ここ三日間", .lastDays(3)), ("ja", "過去2時間", .lastHours(2)),
        ("ar", "اليوم", .day(offset: 0)), ("ar", "أمس", .day(offset: -1)), ("ar", "امس", .day(offset: -1)),
        ("ar", "البارحة", .day(offset: -1)), ("ar", "أول أمس", .day(offset: -2)), ("ar", "الأسبوع الماضي", .week(offset: -1)),
        ("ar", "الاسبوع الماضي", .week(offset: -1)), ("ar", "هذا الشهر", .month(offset: 0)), ("ar", "آخر 3 أيام", .lastDays(3)),
    ])
    func spansInEachLanguage(language: String, text: String, span: Span) {
        #expect(DateRangeParser(language: language).span(text) == span, "\(language): \(text)")
    }

    @Test(arguments: [
        ("en", "Anna"), ("en", "yesterday's party"), ("en", "the last days"), ("en", "the last 0 days"), ("en", "the last 2.5 days"),
        ("es", "Carlos"), ("fr", "Marie"), ("ja", "健太"), ("ar", "عمر"), ("en", ""),
        ("en", String(repeating: "yesterday ", count: 20)),
    ])
    func whatIsNoSpan(language: String, text: String) {
        #expect(DateRangeParser(language: language).span(text) == nil, "\(language): \(text)")
    }

    /// Wednesday 2026-11-25 15:30 in Madrid.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Madrid")!
        calendar.firstWeekday = 2
        return calendar
    }()
    static let now = calendar.date(from: DateComponents(year: 2026, month: 11, day: 25, hour: 15, minute: 30))!

    static func date(_ components: DateComponents?) -> Date? {
        components.flatMap { ($0.calendar ?? calendar).date(from: $0) }
    }

    @Test func yesterdayRunsFromMidnightToMidnight() throws {
        let range = try #require(DateRangeParser(language: "en").parse("yesterday", now: Self.now, calendar: Self.calendar))
        #expect(Self.date(range.start) == Self.calendar.date(from: DateComponents(year: 2026, month: 11, day: 24)))
        #expect(Self.date(range.end) == Self.calendar.date(from: DateComponents(year: 2026, month: 11, day: 25)))
        #expect(range.start?.timeZone == Self.calendar.timeZone, "each end carries its time zone")
    }

    @Test func lastWeekIsTheCalendarWeekBefore() throws {
        let range = try #require(DateRangeParser(language: "fr").parse("la semaine dernière", now: Self.now, calendar: Self.calendar))
        #expect(Self.date(range.start) == Self.calendar.date(from: DateComponents(year: 2026, month: 11, day: 16)))
        #expect(Self.date(range.end) == Self.calendar.date(from: DateComponents(year: 2026, month: 11, day: 23)))
    }

    @Test func theLastDaysEndNow() throws {
        let range = try #require(DateRangeParser(language: "ja").parse("過去3日", now: Self.now, calendar: Self.calendar))
        #expect(Self.date(range.start) == Self.calendar.date(from: DateComponents(year: 2026, month: 11, day: 22, hour: 15, minute: 30)))
        #expect(range.end == nil, "open: up to now")
    }

    /// A definition with a range slot beside a person's free text.
    static let messages = """
        locales: [en, es]
        intents:
          Read:
            parameters:
              senders: {type: Person, list: true}
              dateTimeRange: {type: DateComponentsRange}
            sentences:
              en:
                - "read my messages [from {senders}] [from {dateTimeRange}]"
                - "read my messages from {dateTimeRange}"
              es:
                - "lee los mensajes [de {senders}] [de {dateTimeRange}]"
        """

    static func recognizer() throws -> Recognizer {
        let file = try DefinitionFile(parsing: messages, path: "Read.intents.yaml")
        let app = AppManifest(identifier: "com.example.read", displayName: "Read", supportedIntents: ["Read"])
        return try Recognizer(definitions: [file], apps: [app])
    }

    static let readings: [(locale: String, text: String, sender: String?, time: String?)] = [
        ("en", "read my messages from yesterday", nil, "yesterday"), ("en", "read my messages from Anna", "Anna", nil),
        ("en", "read my messages from Anna from last week", "Anna", "last week"), ("es", "lee los mensajes de ayer", nil, "ayer"),
        ("es", "lee los mensajes de Carlos", "Carlos", nil),
    ]

    @Test(arguments: readings)
    func aTimeIsNotASender(locale: String, text: String, sender: String?, time: String?) throws {
        let best = try #require(try Self.recognizer().recognize(text, locale: locale).best)
        #expect(best.parameters["senders"]?.heard == sender, "\(text)")
        #expect(best.parameters["dateTimeRange"]?.heard == time, "\(text)")
        if time != nil {
            guard case .dateComponentsRange = best.parameters["dateTimeRange"]?.value else {
                Issue.record("\(text): the time is not a range: \(String(describing: best.parameters["dateTimeRange"]?.value))")
                return
            }
        }
    }
}
