import Foundation

/// The days of the week as each language says them, and the phrases around them that say which
/// one is meant: "on Friday", "last Monday", «el próximo viernes», «lundi dernier», 「今度の金曜日」,
/// "يوم الجمعة القادم".
///
/// Days are numbered as `Calendar` numbers weekdays: 1 Sunday … 7 Saturday. The phrases are
/// written as people write them; ``ClockReader`` and ``DateRangeParser`` normalize them with the
/// rest of their tables.
public enum WeekdayNames {
    /// Which of the days with a name a phrase means.
    public enum Which: Sendable, Hashable {
        /// No word says: the next one for a moment ("on Friday at 8"), the last one for a span of
        /// days ("messages from Friday"), today included either way.
        case unsaid
        /// The one before today: "last Friday", «el viernes pasado», «vendredi dernier».
        case last
        /// The one after today: "next Friday", «el próximo viernes», «vendredi prochain».
        case next
    }

    /// Each day's names in `language`, Sunday first; a day may have several ("miércoles",
    /// "miercoles"; 「金曜日」, 「金曜」).
    static func names(_ language: String) -> [[String]] {
        switch language {
        case "es":
            [["domingo"], ["lunes"], ["martes"], ["miércoles"], ["jueves"], ["viernes"], ["sábado"]]
        case "fr":
            [["dimanche"], ["lundi"], ["mardi"], ["mercredi"], ["jeudi"], ["vendredi"], ["samedi"]]
        case "ja":
            [["日曜日", "日曜"], ["月曜日", "月曜"], ["火曜日", "火曜"], ["水曜日", "水曜"], ["木曜日", "木曜"], ["金曜日", "金曜"], ["土曜日", "土曜"]]
        case "ar":
            [["الأحد"], ["الاثنين", "الإثنين"], ["الثلاثاء"], ["الأربعاء"], ["الخميس"], ["الجمعة"], ["السبت"]]
        default:
            [["sunday"], ["monday"], ["tuesday"], ["wednesday"], ["thursday"], ["friday"], ["saturday"]]
        }
    }

    /// The phrases a day's name is said in, with `{day}` where the name goes, and which day each
    /// means. Japanese writes them with no spaces.
    static func frames(_ language: String) -> [(frame: String, which: Which)] {
        switch language {
        case "es":
            [
                // Also without the article, as after «del»: «los mensajes del viernes pasado».
                ("{day}", .unsaid), ("el {day}", .unsaid), ("este {day}", .unsaid), ("el {day} pasado", .last), ("{day} pasado", .last),
                ("el pasado {day}", .last), ("el próximo {day}", .next), ("próximo {day}", .next), ("el {day} que viene", .next),
                ("{day} que viene", .next), ("el {day} próximo", .next),
            ]
        case "fr":
            [
                ("{day}", .unsaid), ("ce {day}", .unsaid), ("le {day}", .unsaid), ("{day} dernier", .last), ("{day} passé", .last),
                ("{day} prochain", .next),
            ]
        case "ja":
            [("{day}", .unsaid), ("この前の{day}", .last), ("前の{day}", .last), ("今度の{day}", .next), ("次の{day}", .next)]
        case "ar":
            [
                ("{day}", .unsaid), ("يوم {day}", .unsaid), ("{day} الماضي", .last), ("يوم {day} الماضي", .last),
                ("{day} القادم", .next), ("يوم {day} القادم", .next), ("{day} المقبل", .next), ("يوم {day} المقبل", .next),
            ]
        default:
            [
                ("{day}", .unsaid), ("on {day}", .unsaid), ("this {day}", .unsaid), ("last {day}", .last), ("this past {day}", .last),
                ("on {day} last week", .last), ("next {day}", .next), ("this coming {day}", .next), ("on {day} next week", .next),
            ]
        }
    }

    /// Every phrase of `language` that names a day, with the day (1 Sunday … 7 Saturday) and
    /// which one it is.
    static func phrases(_ language: String) -> [(phrase: String, weekday: Int, which: Which)] {
        let frames = frames(language)
        return names(language).enumerated().flatMap { index, names in
            names.flatMap { name in
                frames.map { frame in
                    (frame.frame.replacingOccurrences(of: "{day}", with: name), index + 1, frame.which)
                }
            }
        }
    }
}
