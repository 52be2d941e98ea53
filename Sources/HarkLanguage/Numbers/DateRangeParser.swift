public import Foundation
public import Hark

/// Reads a whole phrase as a span of time counted from now: a day, a week, a month, the last
/// few days or hours, or a moment to come — a time of day or a time from now.
///
/// "today", "yesterday", "the day before yesterday", "this week", "last month", "the last 3
/// days", "the past hour"; «ayer», «la semana pasada», «los últimos tres días»; «hier»,
/// «avant-hier», «ces 2 derniers jours»; 「昨日」, 「先週」, 「過去3日」; "أمس", "الأسبوع الماضي",
/// "آخر 3 أيام". A moment ("at 5 pm", "tomorrow at 8", "in 20 minutes", «a las cinco y media»,
/// «demain à 8 h», 「午後5時半に」, "بعد نصف ساعة"; see ``ClockReader``) is a range that starts
/// then and has no end: a ride's pickup time. Anything else — a name, a date written out — is `nil`, so that a template whose
/// range slot took it does not match ("messages from Anna" names a sender, not a time).
///
/// A day runs from midnight to midnight and a week as the calendar counts weeks; a range's end
/// is the moment after it (exclusive), and "the last 3 days" ends now, with an open end.
///
/// ```swift
/// DateRangeParser(language: "es").span("ayer")                   // .day(offset: -1)
/// DateRangeParser(language: "en").span("the last three days")    // .lastDays(3)
/// DateRangeParser(language: "en").parse("yesterday", now: now)   // yesterday 00:00 up to today 00:00
/// DateRangeParser(language: "fr").span("demain à 8 h")            // .time(dayOffset: 1, hour: 8, minute: 0, eitherHalf: true)
/// DateRangeParser(language: "en").span("in half an hour")         // .later(minutes: 30)
/// DateRangeParser(language: "en").span("Anna")                   // nil
/// DateRangeParser(language: "en").span("for 5")                  // nil: five people, not five o'clock
/// ```
///
/// A time of day said without its half ("at 5", «a las 8») is the one of the two still to come
/// today, or the first tomorrow when both are past: "at 5" said at 14:00 is 17:00, said at
/// 18:00 it is 05:00 the next morning. With a day said ("tomorrow at 5"), 1 to 6 o'clock is
/// the afternoon and 7 to 11 the morning, as people book rides.
public struct DateRangeParser: Sendable {
    /// A span of time relative to now.
    public enum Span: Sendable, Hashable {
        /// The day `offset` days from today: 0 today, -1 yesterday.
        case day(offset: Int)
        /// The calendar week `offset` weeks from this one.
        case week(offset: Int)
        /// The calendar month `offset` months from this one.
        case month(offset: Int)
        /// The last `n` days up to now.
        case lastDays(Int)
        /// The last `n` hours up to now.
        case lastHours(Int)
        /// `hour`:`minute` (24-hour clock) on the day `dayOffset` days from today, or when no
        /// day was said, the next time the clock shows it. `eitherHalf`: said without am or pm
        /// ("at 5"), so `hour + 12` is as likely.
        case time(dayOffset: Int?, hour: Int, minute: Int, eitherHalf: Bool)
        /// `minutes` minutes from now.
        case later(minutes: Int)
        /// A day of the week, 1 Sunday … 7 Saturday, as `Calendar` numbers them: the last one
        /// (today, when it is one) — "Friday", «el viernes»; the last before today — "last
        /// Friday", «vendredi dernier»; or with `next`, the next after today — "next Friday",
        /// 「今度の金曜日」.
        case weekday(Int, which: WeekdayNames.Which)
        /// `hour`:`minute` on a day of the week: the next such day whose time is still to come
        /// (today, when it is one and the time is later) — "on Friday at 8", «el viernes a las
        /// 8»; with `last`, the last before today. `eitherHalf` as for ``time(dayOffset:hour:minute:eitherHalf:)``.
        case timeOnWeekday(Int, which: WeekdayNames.Which, hour: Int, minute: Int, eitherHalf: Bool)
        /// From the start of a day, week or month up to now: "since Monday", «desde ayer»,
        /// «depuis la semaine dernière», "منذ أمس".
        indirect case since(Span)
    }

    /// The language code whose words apply, such as `"fr"`.
    public let language: String

    private let normalizer: TextNormalizer
    private let numbers: NumberParser
    /// The language's fixed phrases, normalized.
    private let phrases: [String: Span]
    /// The language's "the last N days" frames: what comes before and after the number.
    private let frames: [(before: String, after: String, unit: Unit)]
    private let clock: ClockReader
    /// The words for "since" before a span of days, normalized: "since", «desde», «depuis», "منذ".
    private let sinceWords: [String]

    /// Every word a span of the language is said with, normalized, besides a number's: the
    /// words of its phrases, frames, days of the week, "since" and times of day
    /// (``ClockReader/words``). Empty in Japanese, written without spaces.
    private let words: WordTable
    /// Whether a text with a word that is in no span of the language and in no number is
    /// refused before it is read: most text a span-of-time slot takes ("work for five people",
    /// "Anna about dinner") is no span, and reading it as one tries it as an hour of every
    /// length. On for every reader; the tests that check the shortcut read without it.
    var screensWords = true

    private enum Unit { case days, hours }

    /// The longest phrase read, in characters: longer text is no span.
    static let maximumLength = 64

    public init(language: String) {
        normalizer = TextNormalizer(language: language)
        self.language = normalizer.language
        numbers = NumberParser(language: language)
        let table = Self.tables[normalizer.language] ?? Self.tables["en"]!
        var phrases: [String: Span] = [:]
        for (phrase, span) in table.phrases {
            phrases[normalizer.normalize(phrase)] = span
        }
        for day in WeekdayNames.phrases(normalizer.language) {
            phrases[normalizer.normalize(day.phrase)] = .weekday(day.weekday, which: day.which)
        }
        self.phrases = phrases
        clock = ClockReader(language: language, normalizer: normalizer)
        sinceWords = (Self.since[normalizer.language] ?? []).map(normalizer.normalize)
        let folding = normalizer
        frames = table.frames.map { frame in
            (folding.normalize(frame.before), folding.normalize(frame.after), frame.hours ? Unit.hours : Unit.days)
        }
        var words = WordTable()
        if normalizer.language != "ja" {
            let phraseWords = phrases.keys.flatMap { $0.split(separator: " ") }
            let frameWords = frames.flatMap { ($0.before + " " + $0.after).split(separator: " ") }
            let sincePieces = self.sinceWords.flatMap { $0.split(separator: " ") }
            for word in phraseWords + frameWords + sincePieces { words.insert(word.utf8) }
            for word in clock.words { words.insert(word.utf8) }
        }
        self.words = words
    }

    /// The span the whole of `text` says, or `nil`.
    public func span(_ text: String) -> Span? {
        let trimmed = text.trimmingSpaces(.whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= Self.maximumLength else { return nil }
        let normalized = normalizer.normalize(trimmed)
        if screensWords, !numbers.saysOnly(words, orNumberWords: normalized) { return nil }
        // "since Monday": a day, week or month said after the language's word for since.
        for word in sinceWords where normalized.hasPrefix(word + " ") {
            switch span(normalized: String(normalized.dropFirst(word.count + 1))) {
            case let day? where day.isWholeDays: return .since(day)
            default: return nil
            }
        }
        return span(normalized: normalized)
    }

    /// The span `normalized` (normalized text, without "since") says, or `nil`.
    private func span(normalized: String) -> Span? {
        if let span = phrases[normalized] { return span }
        let joiner = language == "ja" ? "" : " "
        // Compared as UTF-8: counting and comparing characters walks every one of them, for
        // each frame.
        let bytes = normalized.utf8
        for frame in frames {
            let before = (frame.before.isEmpty ? "" : frame.before + joiner).utf8
            let after = (frame.after.isEmpty ? "" : joiner + frame.after).utf8
            guard bytes.count > before.count + after.count, bytes.starts(with: before),
                bytes.reversed().starts(with: after.reversed())
            else {
                continue
            }
            let middle = String(decoding: bytes.dropFirst(before.count).dropLast(after.count), as: UTF8.self)
            guard let number = numbers.parse(middle), number >= 1, number <= 10_000 else { continue }
            let count = NSDecimalNumber(decimal: number).intValue
            guard Decimal(count) == number else { continue }
            return frame.unit == .days ? .lastDays(count) : .lastHours(count)
        }
        switch clock.read(normalized) {
        case .clock(.weekday(let weekday, let which)?, let hour, let minute, let eitherHalf)?:
            return .timeOnWeekday(weekday, which: which, hour: hour, minute: minute, eitherHalf: eitherHalf)
        case .clock(let day, let hour, let minute, let eitherHalf)?:
            let offset: Int? = if case .offset(let offset)? = day { offset } else { nil }
            return .time(dayOffset: offset, hour: hour, minute: minute, eitherHalf: eitherHalf)
        case .later(let minutes)?:
            return .later(minutes: minutes)
        case nil:
            return nil
        }
    }

    /// The range of dates the whole of `text` says, counted from `now` in `calendar`, or `nil`.
    public func parse(_ text: String, now: Date = Date(), calendar: Calendar = .current) -> DateComponentsRange? {
        span(text).flatMap { $0.range(now: now, calendar: calendar) }
    }
}

extension DateRangeParser.Span {
    /// The span as dates from `now` in `calendar`: each end a date with its calendar and time
    /// zone, down to the second.
    public func range(now: Date, calendar: Calendar) -> DateComponentsRange? {
        let start: Date
        var end: Date?
        switch self {
        case .day(let offset):
            guard let day = calendar.date(byAdding: .day, value: offset, to: calendar.startOfDay(for: now)) else { return nil }
            start = day
            end = calendar.date(byAdding: .day, value: 1, to: day)
        case .week(let offset), .month(let offset):
            let unit: Calendar.Component = if case .week = self { .weekOfYear } else { .month }
            guard let moved = calendar.date(byAdding: unit, value: offset, to: now),
                let interval = calendar.dateInterval(of: unit, for: moved)
            else { return nil }
            start = interval.start
            end = interval.end
        case .lastDays(let count):
            guard let from = calendar.date(byAdding: .day, value: -count, to: now) else { return nil }
            start = from
        case .lastHours(let count):
            guard let from = calendar.date(byAdding: .hour, value: -count, to: now) else { return nil }
            start = from
        case .later(let minutes):
            guard let then = calendar.date(byAdding: .minute, value: minutes, to: now) else { return nil }
            start = then
        case .time(let dayOffset, let hour, let minute, let eitherHalf):
            guard let moment = Self.moment(dayOffset: dayOffset, hour: hour, minute: minute, eitherHalf: eitherHalf, now: now, calendar)
            else { return nil }
            start = moment
        case .since(let span):
            guard let from = span.range(now: now, calendar: calendar)?.start else { return nil }
            return DateComponentsRange(start: from, end: nil)
        case .weekday(let weekday, let which):
            let offset = Self.daysTo(weekday, which, moment: false, now: now, calendar)
            guard let day = calendar.date(byAdding: .day, value: offset, to: calendar.startOfDay(for: now)) else { return nil }
            start = day
            end = calendar.date(byAdding: .day, value: 1, to: day)
        case .timeOnWeekday(let weekday, let which, let hour, let minute, let eitherHalf):
            // On a day said, 1 to 6 o'clock is the afternoon, as for "tomorrow at 5".
            let hour = eitherHalf && hour <= 6 ? hour + 12 : hour
            var offset = Self.daysTo(weekday, which, moment: true, now: now, calendar)
            let today = calendar.startOfDay(for: now)
            func on(_ days: Int) -> Date? {
                calendar.date(byAdding: .day, value: days, to: today).flatMap {
                    calendar.date(bySettingHour: hour, minute: minute, second: 0, of: $0)
                }
            }
            // Today's time already past: the same day next week.
            if offset == 0, which == .unsaid, let todays = on(0), todays < now { offset = 7 }
            guard let moment = on(offset) else { return nil }
            start = moment
        }
        return DateComponentsRange(start: Self.components(start, calendar), end: end.map { Self.components($0, calendar) })
    }

    /// The moment a time of day stands for, as ``DateRangeParser`` describes.
    private static func moment(
        dayOffset: Int?, hour: Int, minute: Int, eitherHalf: Bool, now: Date, _ calendar: Calendar
    ) -> Date? {
        let today = calendar.startOfDay(for: now)
        func on(_ days: Int, _ hour: Int) -> Date? {
            calendar.date(byAdding: .day, value: days, to: today).flatMap {
                calendar.date(bySettingHour: hour, minute: minute, second: 0, of: $0)
            }
        }
        let hours = eitherHalf ? [hour, hour + 12] : [hour]
        guard let dayOffset else {
            let candidates = [0, 1].flatMap { day in hours.compactMap { on(day, $0) } }
            return candidates.first { $0 >= now } ?? candidates.last
        }
        if dayOffset == 0 {
            let candidates = hours.compactMap { on(0, $0) }
            return candidates.first { $0 >= now } ?? candidates.last
        }
        return on(dayOffset, eitherHalf && hour <= 6 ? hour + 12 : hour)
    }

    /// Whether the span is whole days — a day, a week, a month — which "since" can start from.
    fileprivate var isWholeDays: Bool {
        switch self {
        case .day, .week, .month, .weekday: true
        default: false
        }
    }

    /// Days from today to the `weekday` meant: for a moment the next one (today included), for a
    /// span of days the last one (today included), unless a word said last or next.
    private static func daysTo(_ weekday: Int, _ which: WeekdayNames.Which, moment: Bool, now: Date, _ calendar: Calendar) -> Int {
        let today = calendar.component(.weekday, from: now)
        let ahead = (weekday - today + 7) % 7
        switch which {
        case .next: return ahead == 0 ? 7 : ahead
        case .last: return ahead == 0 ? -7 : ahead - 7
        case .unsaid: return moment ? ahead : (ahead == 0 ? 0 : ahead - 7)
        }
    }

    private static func components(_ date: Date, _ calendar: Calendar) -> DateComponents {
        var components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        components.calendar = calendar
        components.timeZone = calendar.timeZone
        return components
    }
}

extension DateRangeParser {
    private struct Table {
        var phrases: [String: Span]
        var frames: [(before: String, after: String, hours: Bool)]
    }

    /// Each language's words for "since", before a day, a week or a month.
    private static let since: [String: [String]] = [
        "en": ["since"], "es": ["desde"], "fr": ["depuis"], "ar": ["منذ"],
    ]

    /// Each language's words for spans of time.
    private static let tables: [String: Table] = [
        "en": Table(
            phrases: [
                "today": .day(offset: 0), "this morning": .day(offset: 0), "this afternoon": .day(offset: 0),
                "this evening": .day(offset: 0), "tonight": .day(offset: 0), "earlier today": .day(offset: 0),
                "yesterday": .day(offset: -1), "last night": .day(offset: -1), "yesterday morning": .day(offset: -1),
                "yesterday evening": .day(offset: -1), "yesterday afternoon": .day(offset: -1),
                "the day before yesterday": .day(offset: -2), "day before yesterday": .day(offset: -2),
                "this week": .week(offset: 0), "last week": .week(offset: -1), "the last week": .week(offset: -1),
                "this month": .month(offset: 0), "last month": .month(offset: -1), "the last month": .month(offset: -1),
                "the past week": .lastDays(7), "past week": .lastDays(7), "the past hour": .lastHours(1),
                "the last hour": .lastHours(1), "last hour": .lastHours(1), "the last day": .lastDays(1),
                "the past day": .lastDays(1), "the last 24 hours": .lastHours(24),
            ],
            frames: [
                ("the last", "days", false), ("the past", "days", false), ("last", "days", false), ("past", "days", false),
                ("the last", "hours", true), ("the past", "hours", true), ("last", "hours", true), ("past", "hours", true),
            ]),
        "es": Table(
            phrases: [
                "hoy": .day(offset: 0), "esta mañana": .day(offset: 0), "esta tarde": .day(offset: 0), "esta noche": .day(offset: 0),
                "ayer": .day(offset: -1), "anoche": .day(offset: -1), "ayer por la mañana": .day(offset: -1),
                "ayer por la tarde": .day(offset: -1), "ayer por la noche": .day(offset: -1),
                "anteayer": .day(offset: -2), "antier": .day(offset: -2), "antes de ayer": .day(offset: -2),
                "antes de anoche": .day(offset: -2),
                "esta semana": .week(offset: 0), "la semana pasada": .week(offset: -1), "semana pasada": .week(offset: -1),
                "este mes": .month(offset: 0), "el mes pasado": .month(offset: -1), "mes pasado": .month(offset: -1),
                "la última hora": .lastHours(1), "la ultima hora": .lastHours(1), "el último día": .lastDays(1),
                "la última semana": .lastDays(7), "las últimas 24 horas": .lastHours(24),
            ],
            frames: [
                ("los últimos", "días", false), ("los ultimos", "dias", false), ("últimos", "días", false),
                ("las últimas", "horas", true), ("las ultimas", "horas", true), ("últimas", "horas", true),
            ]),
        "fr": Table(
            phrases: [
                "aujourd'hui": .day(offset: 0), "aujourd hui": .day(offset: 0), "ce matin": .day(offset: 0),
                "cet après-midi": .day(offset: 0), "ce soir": .day(offset: 0), "cette nuit": .day(offset: 0),
                "hier": .day(offset: -1), "hier soir": .day(offset: -1), "hier matin": .day(offset: -1),
                "hier après-midi": .day(offset: -1),
                "avant-hier": .day(offset: -2), "avant hier": .day(offset: -2),
                "cette semaine": .week(offset: 0), "la semaine dernière": .week(offset: -1), "la semaine passée": .week(offset: -1),
                "ce mois-ci": .month(offset: 0), "ce mois": .month(offset: 0), "le mois dernier": .month(offset: -1),
                "le mois passé": .month(offset: -1), "la dernière heure": .lastHours(1), "la dernière semaine": .lastDays(7),
                "les dernières 24 heures": .lastHours(24), "les 24 dernières heures": .lastHours(24),
            ],
            frames: [
                ("les", "derniers jours", false), ("ces", "derniers jours", false), ("ses", "derniers jours", false),
                ("les", "dernières heures", true), ("ces", "dernières heures", true),
                ("les derniers", "jours", false), ("les dernières", "heures", true),
            ]),
        "ja": Table(
            phrases: [
                "今日": .day(offset: 0), "きょう": .day(offset: 0), "今朝": .day(offset: 0), "けさ": .day(offset: 0),
                "今夜": .day(offset: 0), "今晩": .day(offset: 0), "今日中": .day(offset: 0),
                "昨日": .day(offset: -1), "きのう": .day(offset: -1), "昨夜": .day(offset: -1), "昨晩": .day(offset: -1),
                "ゆうべ": .day(offset: -1), "一昨日": .day(offset: -2), "おととい": .day(offset: -2), "おとつい": .day(offset: -2),
                "今週": .week(offset: 0), "先週": .week(offset: -1), "今月": .month(offset: 0), "先月": .month(offset: -1),
                "この1時間": .lastHours(1), "ここ1時間": .lastHours(1), "この一週間": .lastDays(7), "ここ一週間": .lastDays(7),
                "この1週間": .lastDays(7), "ここ1週間": .lastDays(7), "過去1週間": .lastDays(7),
            ],
            frames: [
                ("過去", "日", false), ("過去", "日間", false), ("ここ", "日", false), ("ここ", "日間", false), ("この", "日間", false),
                ("過去", "時間", true), ("ここ", "時間", true), ("この", "時間", true),
            ]),
        "ar": Table(
            phrases: [
                "اليوم": .day(offset: 0), "هذا اليوم": .day(offset: 0), "هذا الصباح": .day(offset: 0), "الليلة": .day(offset: 0),
                "هذه الليلة": .day(offset: 0), "أمس": .day(offset: -1), "الأمس": .day(offset: -1), "البارحة": .day(offset: -1),
                "مبارح": .day(offset: -1), "امبارح": .day(offset: -1), "ليلة أمس": .day(offset: -1), "يوم أمس": .day(offset: -1),
                "أول أمس": .day(offset: -2), "أول البارحة": .day(offset: -2), "أول امبارح": .day(offset: -2),
                "هذا الأسبوع": .week(offset: 0), "الأسبوع الماضي": .week(offset: -1), "الأسبوع الفائت": .week(offset: -1),
                "هذا الشهر": .month(offset: 0), "الشهر الماضي": .month(offset: -1), "الشهر الفائت": .month(offset: -1),
                "آخر ساعة": .lastHours(1), "الساعة الماضية": .lastHours(1), "آخر يومين": .lastDays(2), "اليومين الماضيين": .lastDays(2),
                "آخر أسبوع": .lastDays(7), "آخر 24 ساعة": .lastHours(24),
            ],
            frames: [
                ("آخر", "أيام", false), ("آخر", "يوما", false), ("آخر", "يوم", false), ("آخر", "ساعات", true), ("آخر", "ساعة", true),
                ("خلال آخر", "أيام", false), ("خلال آخر", "ساعات", true),
            ]),
    ]
}
