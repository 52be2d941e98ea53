public import Foundation

/// How a language says a moment: its time of day, and its day told from today — "today at 5:30
/// PM", «mañana a las 8:00», «le 28 novembre à 8 h», 「明日の8時」, "غدًا الساعة 8:00 صباحًا".
///
/// ```swift
/// let format = TimeFormat(locale: "es")
/// format.text(hour: 17, minute: 30)                        // "17:30"
/// let calendar = Calendar(identifier: .gregorian)
/// let pickup = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: now + 86_400)
/// format.text(of: pickup, now: now, calendar: calendar)    // "mañana a las 8:00", when now is 8:00
/// ```
///
/// A table, as ``NumberFormat`` is, rather than Foundation's `DateFormatter`, whose patterns on
/// Linux depend on the ICU data the system ships. English says the 12-hour clock with AM and
/// PM, Arabic with صباحًا and مساءً, the others the 24-hour clock. Languages outside the table
/// say times as English does.
public struct TimeFormat: Sendable, Hashable {
    /// The language whose words apply: `"en"`, `"es"`, `"fr"`, `"ja"` or `"ar"`.
    public let language: String

    /// The format of `locale`'s language (`"fr-CA"` → French), English for another language.
    public init(locale: String) {
        let language = Wording.language(of: locale)
        self.language = Self.months[language] == nil ? "en" : language
    }

    /// The time of day `hour`:`minute` (`hour` 0–23): "5:30 PM", "17:30", "17 h 30", "17時30分",
    /// "5:30 مساءً".
    public func text(hour: Int, minute: Int) -> String {
        let padded = minute < 10 ? "0\(minute)" : "\(minute)"
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        switch language {
        case "es": return "\(hour):\(padded)"
        case "fr": return minute == 0 ? "\(hour) h" : "\(hour) h \(padded)"
        case "ja": return minute == 0 ? "\(hour)時" : "\(hour)時\(minute)分"
        case "ar": return "\(twelve):\(padded) \(hour < 12 ? "صباحًا" : "مساءً")"
        default: return minute == 0 ? "\(twelve) \(hour < 12 ? "AM" : "PM")" : "\(twelve):\(padded) \(hour < 12 ? "AM" : "PM")"
        }
    }

    /// The moment `components` name, said with its day as seen from `now` in `calendar` (the
    /// user's time zone): today, tomorrow, the day's name within the week ("on Friday at 8 AM"),
    /// or its date. `nil` when the components name no time of day.
    public func text(of components: DateComponents, now: Date, calendar: Calendar) -> String? {
        guard components.hour != nil else { return nil }
        let source = components.calendar ?? calendar
        var dated = components
        dated.calendar = source
        guard components.year != nil, components.month != nil, components.day != nil, let date = source.date(from: dated) else {
            return text(hour: components.hour ?? 0, minute: components.minute ?? 0)
        }
        let local = calendar.dateComponents([.month, .day, .hour, .minute], from: date)
        let time = text(hour: local.hour ?? 0, minute: local.minute ?? 0)
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)).day
        let hour = local.hour ?? 0
        switch (language, days) {
        case ("es", 0): return "hoy \(Self.spanishAt(hour)) \(time)"
        case ("es", 1): return "mañana \(Self.spanishAt(hour)) \(time)"
        case ("fr", 0): return "aujourd'hui à \(time)"
        case ("fr", 1): return "demain à \(time)"
        case ("ja", 0): return "今日の\(time)"
        case ("ja", 1): return "明日の\(time)"
        case ("ar", 0): return "اليوم الساعة \(time)"
        case ("ar", 1): return "غدًا الساعة \(time)"
        case ("en", 0): return "today at \(time)"
        case ("en", 1): return "tomorrow at \(time)"
        default: break
        }
        // Within the week: the day's name, as "on Friday at 8" was said.
        if let days, (2...6).contains(days), let weekday = calendar.dateComponents([.weekday], from: date).weekday {
            let name = Self.weekdays[language]![weekday - 1]
            switch language {
            case "es": return "el \(name) \(Self.spanishAt(hour)) \(time)"
            case "fr": return "\(name) à \(time)"
            case "ja": return "\(name)の\(time)"
            case "ar": return "يوم \(name) الساعة \(time)"
            default: return "on \(name) at \(time)"
            }
        }
        let day = local.day ?? 1
        let month = Self.months[language]![(local.month ?? 1) - 1]
        switch language {
        case "es": return "el \(day) de \(month) \(Self.spanishAt(hour)) \(time)"
        case "fr": return "le \(day == 1 ? "1er" : "\(day)") \(month) à \(time)"
        case "ja": return "\(local.month ?? 1)月\(day)日の\(time)"
        case "ar": return "يوم \(day) \(month) الساعة \(time)"
        default: return "on \(day) \(month) at \(time)"
        }
    }

    /// «a la 1:00», «a las 17:30»: one o'clock is singular.
    private static func spanishAt(_ hour: Int) -> String {
        hour == 1 ? "a la" : "a las"
    }

    /// Sunday first, as `Calendar` numbers weekdays.
    private static let weekdays: [String: [String]] = [
        "en": ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        "es": ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
        "fr": ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
        "ja": ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"],
        "ar": ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"],
    ]

    private static let months: [String: [String]] = [
        "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
        "es": [
            "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre",
        ],
        "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
        "ja": ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
        "ar": ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"],
    ]
}
