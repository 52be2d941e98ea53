import Foundation

/// Reads a time of day or a time from now, as ``DateRangeParser`` hears it for a moment such as a
/// ride's pickup: "at 5 pm", "tomorrow at 8", "half past six", "in 20 minutes"; «a las cinco y
/// media», «mañana a las 8 de la mañana», «en media hora»; «à 17 h 30», «demain matin à 8
/// heures», «dans un quart d'heure»; 「午後5時半に」, 「明日の朝8時」, 「20分後」; "الساعة 5 مساءً",
/// "غدا الساعة الثامنة صباحا", "بعد نصف ساعة".
///
/// Works on normalized text (``TextNormalizer``), so its tables are normalized once with the
/// same normalizer. A bare number is no time ("a ride for 5" is five people): a clock needs
/// something that makes it one — a word such as "at" or «a las», am or pm, "o'clock", minutes,
/// a day, or a written clock time ("17:30", "17h").
struct ClockReader: Sendable {
    /// What a phrase says: a time of day, perhaps on a given day, or a time from now.
    enum Reading: Sendable, Hashable {
        case clock(day: Day?, hour: Int, minute: Int, eitherHalf: Bool)
        case later(minutes: Int)
    }

    /// The day a time is said on.
    enum Day: Sendable, Hashable {
        /// Days from today: "today" 0, "tomorrow" 1.
        case offset(Int)
        /// A day of the week (1 Sunday … 7 Saturday): "on Friday", "next Friday".
        case weekday(Int, WeekdayNames.Which)
    }

    private enum Half: Sendable { case am, pm }

    private let language: String
    private let numbers: NumberParser
    private let table: Table

    init(language: String, normalizer: TextNormalizer) {
        self.language = normalizer.language
        numbers = NumberParser(language: language)
        var raw = Self.tables[normalizer.language] ?? Self.tables["en"]!
        raw.weekdays = WeekdayNames.phrases(normalizer.language).map { phrase in
            (phrase.phrase.split(separator: " ").map(String.init), (phrase.weekday, phrase.which))
        }
        table = raw.normalized(by: normalizer)
    }

    /// Every word the reader's tables and rules compare a phrase's words with, normalized: with
    /// a number's words (``NumberParser/mayBeInNumber(_:)``) and words written with digits
    /// ("17h30", "5pm"), they are all the words a time it reads can have. Japanese, written
    /// without spaces, has none.
    var words: Set<String> {
        guard language != "ja" else { return [] }
        let phrases: [[String]] =
            table.days.map(\.words) + table.weekdays.map(\.words) + table.dayParts.map(\.words) + table.halves.map(\.words)
            + table.leads.map(\.words) + table.hourWords.map(\.words) + table.minuteJoins.map(\.words)
            + table.minuteUnits.map(\.words)
        let written =
            Array(table.hourNames.keys) + Array(table.namedTimes.keys) + Array(table.minutePhrases.keys) + table.laterPrefixes
            + table.laterUnits.map(\.0) + Array(table.laterPhrases.keys) + table.laterSuffixes
            + (language == "en" ? Self.englishPastOrToWords : [])
        return Set(phrases.joined() + written.flatMap { $0.split(separator: " ").map(String.init) })
    }

    /// The words ``englishPastOrTo(_:)`` reads besides an hour's and the minutes' numbers.
    private static let englishPastOrToWords = ["past", "after", "to", "minutes", "minute", "a", "half", "quarter"]

    /// What the whole of `normalized` says, or `nil`.
    func read(_ normalized: String) -> Reading? {
        language == "ja" ? readJapanese(normalized) : readWords(normalized)
    }

    // MARK: Languages written with spaces

    private func readWords(_ normalized: String) -> Reading? {
        let pieces = normalized.split(separator: " ")
        // Every time has a number (an hour, minutes from now) or a word that stands for one
        // ("noon", «media hora», "الخامسه"): text with neither, as most free text a span of time
        // is tried on, is no time, and is not peeled and read as hours.
        guard pieces.contains(where: { table.timeWords.contains(String($0)) || numbers.mayCarryNumber($0) }) else { return nil }
        if let minutes = later(normalized) { return .later(minutes: minutes) }
        var words = splitJoinedHalf(pieces.map(String.init))
        var day: Day?
        var half: Half?
        var evidence = false
        // Peel days, halves of the day and leading words off both ends, in any order.
        var changed = true
        while changed, !words.isEmpty {
            changed = false
            // Halves first: «de la mañana» ends with the word for tomorrow.
            if let found = peel(table.halves, from: &words, atEnd: true) {
                if let marked = found { half = marked }
                evidence = true
                changed = true
            }
            if day == nil, let found = peel(table.days, from: &words, atEnd: true) ?? peel(table.days, from: &words, atEnd: false) {
                day = .offset(found.0)
                if let implied = found.1 { half = implied }
                evidence = true
                changed = true
            }
            if day == nil, let found = peel(table.weekdays, from: &words, atEnd: true) {
                day = .weekday(found.0, found.1)
                evidence = true
                changed = true
            }
            if day == nil, let found = peel(table.weekdays, from: &words, atEnd: false) {
                day = .weekday(found.0, found.1)
                // "Friday morning at 8", «el viernes por la tarde a las 5»: the part of the day after its name.
                if let part = peel(table.dayParts, from: &words, atEnd: false) { half = part }
                evidence = true
                changed = true
            }
            if let found = peel(table.leads, from: &words, atEnd: false) {
                if found == 1 { evidence = true }
                changed = true
            }
        }
        guard !words.isEmpty, let clock = clock(words) else { return nil }
        guard evidence || clock.isMarked else { return nil }
        var hour = clock.hour
        if let half {
            guard (1...12).contains(hour) || (hour == 0 && half == .am) else { return nil }
            if half == .pm, hour < 12 { hour += 12 }
            if half == .am, hour == 12 { hour = 0 }
        }
        let eitherHalf = half == nil && (1...11).contains(hour) && !clock.isTwentyFourHour
        return .clock(day: day, hour: hour, minute: clock.minute, eitherHalf: eitherHalf)
    }

    /// "5pm" and "5:30am" as two words, as people often type them.
    private func splitJoinedHalf(_ words: [String]) -> [String] {
        guard language == "en" else { return words }
        return words.flatMap { word -> [String] in
            for suffix in ["am", "pm"] where word.count > 2 && word.hasSuffix(suffix) {
                let clock = word.dropLast(2)
                if clock.allSatisfy({ $0.isASCIIDigit || $0 == ":" || $0 == "." }) { return [String(clock), suffix] }
            }
            return [word]
        }
    }

    /// Minutes from now that the whole phrase says ("in 20 minutes", «dans une heure»), or `nil`.
    private func later(_ normalized: String) -> Int? {
        if let minutes = table.laterPhrases[normalized] { return minutes }
        // "20 minutes from now", "an hour from now": the number first, then the words for now.
        for suffix in table.laterSuffixes where normalized.hasSuffix(" " + suffix) {
            let amount = String(normalized.dropLast(suffix.count + 1))
            for prefix in table.laterPrefixes {
                if let minutes = later(prefix + " " + amount) { return minutes }
            }
        }
        for prefix in table.laterPrefixes {
            guard normalized.hasPrefix(prefix + " ") else { continue }
            let rest = normalized.dropFirst(prefix.count + 1)
            for (unit, minutesPerUnit) in table.laterUnits {
                guard rest.hasSuffix(" " + unit) else { continue }
                let number = rest.dropLast(unit.count + 1)
                if let count = wholeNumber(String(number)), (1...1_440).contains(count * minutesPerUnit) {
                    return count * minutesPerUnit
                }
            }
        }
        return nil
    }

    /// The first entry of `phrases` that `words` starts (or ends) with, taken off `words` when
    /// at least `leaving` words are left.
    private func peel<Value>(
        _ phrases: [(words: [String], value: Value)], from words: inout [String], atEnd: Bool, leaving: Int = 1
    ) -> Value? {
        // Words compared by their UTF-8: both sides are normalized alike, and comparing
        // `String`s that are not ASCII normalizes them again at every comparison.
        let isSame = { (word: String, other: String) in word.utf8.count == other.utf8.count && word.utf8.elementsEqual(other.utf8) }
        for phrase in phrases where phrase.words.count + leaving <= words.count {
            if atEnd
                ? words.suffix(phrase.words.count).elementsEqual(phrase.words, by: isSame)
                : words.prefix(phrase.words.count).elementsEqual(phrase.words, by: isSame)
            {
                words = atEnd ? Array(words.dropLast(phrase.words.count)) : Array(words.dropFirst(phrase.words.count))
                return phrase.value
            }
        }
        return nil
    }

    private struct Clock {
        var hour: Int
        var minute: Int
        /// Says by itself that it is a time: minutes, "o'clock", "17h", "5:30", noon.
        var isMarked: Bool
        /// Written as a 24-hour clock ("08:00", "17:30"), so not the other half of the day.
        var isTwentyFourHour = false
    }

    /// The time `words` says: an hour with its minutes, in words or digits.
    private func clock(_ words: [String]) -> Clock? {
        let phrase = words.joined(separator: " ")
        if let named = table.namedTimes[phrase] {
            return Clock(hour: named.hour, minute: named.minute, isMarked: true, isTwentyFourHour: true)
        }
        if words.count == 1, let written = writtenClock(words[0]) { return written }
        if language == "en", let clock = englishPastOrTo(words) { return clock }
        // An hour, then perhaps "o'clock", then perhaps its minutes. The hour is one of the
        // hours' names or a number, whose every word is a number's: the words after the first
        // that can be neither are never part of it, and a long phrase that is no time (the free
        // text a span of time was tried on) is not read again and again as longer hours.
        let numberWords = words.prefix { numbers.mayBeInNumber($0[...]) }.count
        let longestHour = min(words.count, max(numberWords, table.longestHourName))
        for split in stride(from: longestHour, through: 1, by: -1) {
            guard let hour = hour(words.prefix(split)) else { continue }
            var rest = Array(words.dropFirst(split))
            var marked = false
            var twentyFour = hour.value > 12
            if let clockWord = peel(table.hourWords, from: &rest, atEnd: false, leaving: 0) {
                marked = true
                twentyFour = twentyFour || clockWord == 1
            }
            if rest.isEmpty {
                return Clock(hour: hour.value, minute: 0, isMarked: marked || hour.isMarked, isTwentyFourHour: twentyFour)
            }
            guard let minute = minutes(rest) else { continue }
            var hourValue = hour.value
            var minuteValue = minute
            if minute < 0 {
                hourValue = (hour.value + 23) % 24
                minuteValue = 60 + minute
            }
            return Clock(hour: hourValue, minute: minuteValue, isMarked: true, isTwentyFourHour: twentyFour)
        }
        return nil
    }

    /// An hour: a number from 0 to 24 in digits or words, or an Arabic ordinal ("الخامسه").
    private func hour(_ words: ArraySlice<String>) -> (value: Int, isMarked: Bool)? {
        let phrase = words.joined(separator: " ")
        if let hour = table.hourNames[phrase] { return (hour, true) }
        if let compact = writtenClock(phrase), compact.minute == 0 { return (compact.hour, true) }
        guard let number = wholeNumber(phrase), (0...24).contains(number) else { return nil }
        return (number % 24, false)
    }

    /// The minutes after an hour: "thirty", «y media», «et quart», «moins le quart» (negative:
    /// before the hour), "والنصف", or a number from 1 to 59 ("17 heures 30").
    private func minutes(_ words: [String]) -> Int? {
        let phrase = words.joined(separator: " ")
        if let minutes = table.minutePhrases[phrase] { return minutes }
        var rest = words
        var sign = 1
        if let join = peel(table.minuteJoins, from: &rest, atEnd: false) {
            sign = join
            let joined = rest.joined(separator: " ")
            if let minutes = table.minutePhrases[joined] { return sign * minutes }
        }
        _ = peel(table.minuteUnits, from: &rest, atEnd: true)
        guard !rest.isEmpty, let number = wholeNumber(rest.joined(separator: " ")), (1...59).contains(number) else { return nil }
        return sign * number
    }

    /// "5:30", "17.30", "17h30", "17h", "8h": a clock time written with digits.
    private func writtenClock(_ word: String) -> Clock? {
        // Bytes first: most words have no ":", "." or "h", and need no walk through their characters.
        guard word.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "h") }) else {
            return nil
        }
        let characters = Array(word)
        guard let separator = characters.firstIndex(where: { $0 == ":" || $0 == "." || $0 == "h" }) else { return nil }
        let hourText = String(characters[..<separator])
        let minuteText = String(characters[(separator + 1)...])
        guard (1...2).contains(hourText.count), hourText.allSatisfy(\.isASCIIDigit), let hour = Int(hourText), hour <= 24 else {
            return nil
        }
        // "17h", "8h30": written with the 24-hour clock, as French and Spanish write times.
        let twentyFour = hour > 12 || hourText.hasPrefix("0") || characters[separator] == "h"
        if minuteText.isEmpty {
            guard characters[separator] == "h" else { return nil }
            return Clock(hour: hour % 24, minute: 0, isMarked: true, isTwentyFourHour: twentyFour)
        }
        guard minuteText.count == 2, minuteText.allSatisfy(\.isASCIIDigit), let minute = Int(minuteText), minute < 60 else { return nil }
        return Clock(hour: hour % 24, minute: minute, isMarked: true, isTwentyFourHour: twentyFour)
    }

    /// "half past five", "a quarter to six", "ten past seven", "twenty minutes to eight".
    private func englishPastOrTo(_ words: [String]) -> Clock? {
        guard let index = words.firstIndex(where: { $0 == "past" || $0 == "after" || $0 == "to" }), index > 0, index < words.count - 1
        else {
            return nil
        }
        let before = words[..<index].filter { $0 != "minutes" && $0 != "minute" && $0 != "a" }.joined(separator: " ")
        let minute: Int
        switch before {
        case "half": minute = 30
        case "quarter": minute = 15
        default:
            guard let number = wholeNumber(before), (1...59).contains(number) else { return nil }
            minute = number
        }
        guard let hour = hour(words[(index + 1)...]), hour.value <= 12 else { return nil }
        if words[index] == "to" {
            guard minute <= 30 else { return nil }
            return Clock(hour: (hour.value + 23) % 24, minute: 60 - minute, isMarked: true)
        }
        return Clock(hour: hour.value, minute: minute, isMarked: true)
    }

    private func wholeNumber(_ text: String) -> Int? {
        guard let number = numbers.parse(text, normalized: text), number >= 0, number <= 100_000 else { return nil }
        let whole = NSDecimalNumber(decimal: number).intValue
        return Decimal(whole) == number ? whole : nil
    }

    // MARK: Japanese

    /// 「午後5時半に」, 「明日の朝8時」, 「17時30分ごろ」, 「20分後」, 「あと1時間で」, 「正午に」.
    private func readJapanese(_ text: String) -> Reading? {
        var rest = Substring(text)
        for ending in ["ごろに", "頃に", "ぐらいに", "くらいに", "ごろ", "頃", "ぐらい", "くらい", "までに", "に", "で"] where rest.hasSuffix(ending) {
            rest = rest.dropLast(ending.count)
            break
        }
        if let minutes = japaneseLater(rest) { return .later(minutes: minutes) }
        var day: Day?
        var half: Half?
        for (word, offset, implied) in Self.japaneseDays where rest.hasPrefix(word) {
            rest = rest.dropFirst(word.count)
            day = .offset(offset)
            half = implied
            break
        }
        // 「金曜日の8時」, 「今度の金曜の朝8時」: the table's phrases, longest first.
        if day == nil, let found = table.writtenWeekdays.first(where: { rest.hasPrefix($0.text) }) {
            rest = rest.dropFirst(found.text.count)
            day = .weekday(found.value.0, found.value.1)
        }
        if rest.hasPrefix("の") { rest = rest.dropFirst() }
        for (word, marked) in Self.japaneseHalves where rest.hasPrefix(word) {
            rest = rest.dropFirst(word.count)
            half = marked
            break
        }
        if rest.hasPrefix("の") { rest = rest.dropFirst() }
        if rest == "正午" || rest == "昼の12時" { return .clock(day: day, hour: 12, minute: 0, eitherHalf: false) }
        var hour: Int
        var minute = 0
        var isTwentyFourHour = false
        if let written = writtenClock(String(rest)), !rest.contains("h") {
            hour = written.hour
            minute = written.minute
            isTwentyFourHour = written.isTwentyFourHour
        } else {
            guard let mark = rest.firstIndex(of: "時") else { return nil }
            guard let number = wholeNumber(String(rest[..<mark])), (0...24).contains(number) else { return nil }
            hour = number % 24
            isTwentyFourHour = number > 12
            var after = rest[rest.index(after: mark)...]
            if after.hasPrefix("半") {
                minute = 30
                after = after.dropFirst()
            } else if after.hasSuffix("分") {
                guard let number = wholeNumber(String(after.dropLast())), (0...59).contains(number) else { return nil }
                minute = number
                after = ""
            }
            guard after.isEmpty else { return nil }
        }
        if let half {
            guard (0...12).contains(hour) else { return nil }
            if half == .pm, hour < 12 { hour += 12 }
        }
        let eitherHalf = half == nil && (1...11).contains(hour) && !isTwentyFourHour
        return .clock(day: day, hour: hour, minute: minute, eitherHalf: eitherHalf)
    }

    /// 「20分後」, 「1時間後」, 「1時間半後」, 「あと10分」, 「今から30分後」.
    private func japaneseLater(_ text: Substring) -> Int? {
        var rest = text
        var marked = false
        for prefix in ["今から", "いまから", "あと"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            marked = true
            break
        }
        for suffix in ["後", "したら", "経ったら"] where rest.hasSuffix(suffix) {
            rest = rest.dropLast(suffix.count)
            marked = true
            break
        }
        guard marked else { return nil }
        if rest == "半時間" || rest == "30分" { return 30 }
        if rest.hasSuffix("時間半"), let hours = wholeNumber(String(rest.dropLast(3))), (0...23).contains(hours) { return hours * 60 + 30 }
        if rest.hasSuffix("時間"), let hours = wholeNumber(String(rest.dropLast(2))), (1...24).contains(hours) { return hours * 60 }
        if rest.hasSuffix("分"), let minutes = wholeNumber(String(rest.dropLast())), (1...1_440).contains(minutes) { return minutes }
        return nil
    }

    private static let japaneseDays: [(String, Int, Half?)] = [
        ("明日の朝", 1, .am), ("明日の夜", 1, .pm), ("明日の夕方", 1, .pm), ("明日の午後", 1, .pm), ("明日の午前", 1, .am),
        ("明後日", 2, nil), ("あさって", 2, nil), ("明朝", 1, .am), ("明日", 1, nil), ("あした", 1, nil), ("あす", 1, nil),
        ("今日", 0, nil), ("きょう", 0, nil), ("今夜", 0, .pm), ("今晩", 0, .pm), ("今朝", 0, .am), ("今日の夕方", 0, .pm),
    ]

    private static let japaneseHalves: [(String, Half)] = [
        ("午前", .am), ("午後", .pm), ("朝", .am), ("夜", .pm), ("夕方", .pm), ("昼", .pm), ("晩", .pm),
    ]
}

extension ClockReader {
    /// A language's words for times, as written; ``normalized(by:)`` makes them comparable.
    private struct Table {
        /// Days, longest first, with the half of the day they imply: "tomorrow morning".
        var days: [(words: [String], value: (Int, Half?))] = []
        /// Days of the week as ``WeekdayNames`` says them, longest first: "on Friday", "next Friday".
        var weekdays: [(words: [String], value: (Int, WeekdayNames.Which))] = []
        /// The same phrases written without spaces, as Japanese compares them, longest first.
        var writtenWeekdays: [(text: String, value: (Int, WeekdayNames.Which))] = []
        /// Words after a day's name that say the half of the day: "Friday morning".
        var dayParts: [(words: [String], value: Half)] = []
        /// Words after a time that say its half, or only that it is a time ("o'clock").
        var halves: [(words: [String], value: Half?)] = []
        /// Words before a time: 1 when they make a number a time ("at"), 0 when they do not ("for").
        var leads: [(words: [String], value: Int)] = []
        /// Words after an hour meaning "o'clock": 1 for those of a 24-hour clock («17 h», «8
        /// horas»: 8 in the morning), 0 for the others («heures»).
        var hourWords: [(words: [String], value: Int)] = []
        /// Hours said as words of their own: Arabic ordinals ("الخامسه").
        var hourNames: [String: Int] = [:]
        /// The most words of any of ``hourNames``.
        var longestHourName = 0
        /// The words of ``hourNames``, ``namedTimes`` and ``laterPhrases``: a time without a
        /// number has one of them.
        var timeWords: Set<String> = []
        /// Times with names: noon, midnight.
        var namedTimes: [String: (hour: Int, minute: Int)] = [:]
        /// Minutes said as words: "half" 30, «y cuarto» 15, «moins le quart» -15.
        var minutePhrases: [String: Int] = [:]
        /// Words joining minutes to the hour: «y» +1, «menos» -1.
        var minuteJoins: [(words: [String], value: Int)] = []
        /// Words after the minutes: "minutes".
        var minuteUnits: [(words: [String], value: Int)] = []
        /// "in", «dans», "بعد": before a number of minutes or hours from now.
        var laterPrefixes: [String] = []
        /// The units of a time from now, with their minutes.
        var laterUnits: [(String, Int)] = []
        /// Whole phrases for a time from now: "in half an hour".
        var laterPhrases: [String: Int] = [:]
        /// Words after an amount of time that make it a time from now: "from now".
        var laterSuffixes: [String] = []

        func normalized(by normalizer: TextNormalizer) -> Table {
            func words(_ phrase: [String]) -> [String] {
                normalizer.normalize(phrase.joined(separator: " ")).split(separator: " ").map(String.init)
            }
            func sorted<Value>(_ list: [(words: [String], value: Value)]) -> [(words: [String], value: Value)] {
                list.map { (words($0.words), $0.value) }.sorted { $0.words.count > $1.words.count }
            }
            func keys<Value>(_ table: [String: Value]) -> [String: Value] {
                Dictionary(table.map { (normalizer.normalize($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
            }
            var table = self
            table.days = sorted(days)
            // Longest first, in words and then in characters: 「金曜日」 before 「金曜」.
            table.weekdays = sorted(weekdays).sorted {
                $0.words.count != $1.words.count ? $0.words.count > $1.words.count : $0.words.joined().count > $1.words.joined().count
            }
            table.writtenWeekdays = table.weekdays.map { ($0.words.joined(), $0.value) }
            table.dayParts = sorted(dayParts)
            table.halves = sorted(halves)
            table.leads = sorted(leads)
            table.hourWords = sorted(hourWords)
            table.hourNames = keys(hourNames)
            table.longestHourName = table.hourNames.keys.map { $0.split(separator: " ").count }.max() ?? 0
            table.namedTimes = keys(namedTimes)
            table.minutePhrases = keys(minutePhrases)
            table.minuteJoins = sorted(minuteJoins)
            table.minuteUnits = sorted(minuteUnits)
            table.laterPrefixes = laterPrefixes.map(normalizer.normalize).sorted { $0.count > $1.count }
            table.laterUnits = laterUnits.map { (normalizer.normalize($0.0), $0.1) }
            table.laterPhrases = keys(laterPhrases)
            table.laterSuffixes = laterSuffixes.map(normalizer.normalize)
            let named = Array(table.hourNames.keys) + Array(table.namedTimes.keys) + Array(table.laterPhrases.keys)
            table.timeWords = Set(named.flatMap { $0.split(separator: " ").map(String.init) })
            return table
        }
    }

    private static func entries<Value>(_ list: [(String, Value)]) -> [(words: [String], value: Value)] {
        list.map { ([$0.0], $0.1) }
    }

    private static let tables: [String: Table] = [
        "en": Table(
            days: entries([
                ("today", (0, nil)), ("tonight", (0, .pm)), ("this evening", (0, .pm)), ("this afternoon", (0, .pm)),
                ("this morning", (0, .am)), ("tomorrow", (1, nil)), ("tomorrow morning", (1, .am)), ("tomorrow afternoon", (1, .pm)),
                ("tomorrow evening", (1, .pm)), ("tomorrow night", (1, .pm)), ("the day after tomorrow", (2, nil)),
            ]),
            dayParts: entries([("morning", .am), ("afternoon", .pm), ("evening", .pm), ("night", .pm)]),
            halves: entries([
                ("am", .am), ("a m", .am), ("pm", .pm), ("p m", .pm), ("in the morning", .am), ("in the afternoon", .pm),
                ("in the evening", .pm), ("at night", .pm), ("o'clock", nil), ("o clock", nil), ("sharp", nil),
            ]),
            leads: entries([
                ("at", 1), ("at around", 1), ("at about", 1), ("around", 1), ("by", 1), ("for", 0), ("for around", 1), ("about", 1),
            ]),
            namedTimes: ["noon": (12, 0), "midday": (12, 0), "12 noon": (12, 0), "midnight": (0, 0)],
            minutePhrases: ["o five": 5],
            minuteUnits: entries([("minutes", 0), ("minute", 0)]),
            laterPrefixes: ["in", "in about", "within"],
            laterUnits: [("minutes", 1), ("minute", 1), ("mins", 1), ("min", 1), ("hours", 60), ("hour", 60)],
            laterPhrases: [
                "in an hour": 60, "in one hour": 60, "in half an hour": 30, "in a half hour": 30, "in a quarter of an hour": 15,
                "in a quarter hour": 15, "in an hour and a half": 90, "in a couple of hours": 120, "in a few minutes": 5,
            ],
            laterSuffixes: ["from now"]),
        "es": Table(
            days: entries([
                ("hoy", (0, nil)), ("esta noche", (0, .pm)), ("esta tarde", (0, .pm)), ("esta mañana", (0, .am)), ("mañana", (1, nil)),
                ("mañana por la mañana", (1, .am)), ("mañana por la tarde", (1, .pm)), ("mañana por la noche", (1, .pm)),
                ("mañana temprano", (1, .am)), ("pasado mañana", (2, nil)),
            ]),
            dayParts: entries([
                ("por la mañana", .am), ("por la tarde", .pm), ("por la noche", .pm), ("en la mañana", .am), ("en la tarde", .pm),
                ("en la noche", .pm),
            ]),
            halves: entries([
                ("de la mañana", .am), ("de la madrugada", .am), ("de la tarde", .pm), ("de la noche", .pm), ("del mediodía", .pm),
                ("am", .am), ("pm", .pm), ("a m", .am), ("p m", .pm), ("en punto", nil),
            ]),
            leads: entries([
                ("a las", 1), ("a la", 1), ("para las", 1), ("para la", 1), ("sobre las", 1), ("sobre la", 1), ("hacia las", 1),
                ("como a las", 1), ("tipo", 1), ("a eso de las", 1), ("las", 0), ("la", 0), ("a", 0), ("para", 0),
            ]),
            hourWords: entries([("horas", 1), ("hs", 1), ("h", 1)]),
            namedTimes: [
                "mediodía": (12, 0), "medio día": (12, 0), "el mediodía": (12, 0), "al mediodía": (12, 0), "a medianoche": (0, 0),
                "medianoche": (0, 0), "la medianoche": (0, 0),
            ],
            minutePhrases: ["media": 30, "cuarto": 15],
            minuteJoins: entries([("y", 1), ("menos", -1)]),
            minuteUnits: entries([("minutos", 0), ("minuto", 0)]),
            laterPrefixes: ["en", "dentro de", "en unos", "dentro de unos"],
            laterUnits: [("minutos", 1), ("minuto", 1), ("min", 1), ("horas", 60), ("hora", 60)],
            laterPhrases: [
                "en una hora": 60, "dentro de una hora": 60, "en media hora": 30, "dentro de media hora": 30, "en un cuarto de hora": 15,
                "dentro de un cuarto de hora": 15, "en hora y media": 90, "en una hora y media": 90, "dentro de una hora y media": 90,
                "en un rato": 15,
            ]),
        "fr": Table(
            days: entries([
                ("aujourd'hui", (0, nil)), ("ce soir", (0, .pm)), ("cet après-midi", (0, .pm)), ("ce matin", (0, .am)),
                ("cette nuit", (0, .pm)), ("demain", (1, nil)), ("demain matin", (1, .am)), ("demain après-midi", (1, .pm)),
                ("demain soir", (1, .pm)), ("après-demain", (2, nil)),
            ]),
            dayParts: entries([("matin", .am), ("après-midi", .pm), ("soir", .pm)]),
            halves: entries([("du matin", .am), ("de l'après-midi", .pm), ("du soir", .pm), ("de la nuit", .am), ("pile", nil)]),
            leads: entries([("à", 1), ("vers", 1), ("pour", 0), ("pour vers", 1), ("aux alentours de", 1), ("sur les coups de", 1)]),
            hourWords: entries([("heures", 0), ("heure", 0), ("h", 1)]),
            namedTimes: [
                "midi": (12, 0), "minuit": (0, 0), "midi et demi": (12, 30), "midi et demie": (12, 30), "minuit et demi": (0, 30),
            ],
            minutePhrases: ["demie": 30, "demi": 30, "quart": 15, "le quart": 15],
            minuteJoins: entries([("et", 1), ("moins", -1)]),
            minuteUnits: entries([("minutes", 0), ("minute", 0)]),
            laterPrefixes: ["dans", "d'ici"],
            laterUnits: [("minutes", 1), ("minute", 1), ("min", 1), ("heures", 60), ("heure", 60)],
            laterPhrases: [
                "dans une heure": 60, "dans une demi-heure": 30, "dans un quart d'heure": 15, "dans une heure et demie": 90,
                "dans deux heures": 120, "d'ici une heure": 60, "d'ici une demi-heure": 30,
            ]),
        "ar": Table(
            days: entries([
                ("اليوم", (0, nil)), ("الليلة", (0, .pm)), ("هذا المساء", (0, .pm)), ("مساء اليوم", (0, .pm)), ("صباح اليوم", (0, .am)),
                ("غدا", (1, nil)), ("غدًا", (1, nil)), ("بكرة", (1, nil)), ("بكرا", (1, nil)), ("صباح الغد", (1, .am)),
                ("غدا صباحا", (1, .am)), ("مساء الغد", (1, .pm)), ("غدا مساء", (1, .pm)), ("بعد غد", (2, nil)), ("بعد بكرة", (2, nil)),
            ]),
            dayParts: entries([("صباحا", .am), ("صباحًا", .am), ("مساء", .pm), ("مساءً", .pm), ("ليلا", .pm)]),
            halves: entries([
                ("صباحا", .am), ("صباحًا", .am), ("الصبح", .am), ("صباح", .am), ("فجرا", .am), ("مساء", .pm), ("مساءً", .pm),
                ("مساءا", .pm), ("ظهرا", .pm), ("ظهرًا", .pm), ("بعد الظهر", .pm), ("عصرا", .pm), ("ليلا", .pm), ("ليلًا", .pm),
                ("بالليل", .pm), ("بالضبط", nil), ("تماما", nil),
            ]),
            leads: entries([
                ("الساعة", 1), ("في الساعة", 1), ("على الساعة", 1), ("عند الساعة", 1), ("ع الساعة", 1), ("حوالي الساعة", 1),
                ("الساعه", 1), ("في", 0), ("عند", 0), ("على", 0), ("حوالي", 0),
            ]),
            hourNames: [
                "الواحدة": 1, "الثانية": 2, "الثالثة": 3, "الرابعة": 4, "الخامسة": 5, "السادسة": 6, "السابعة": 7, "الثامنة": 8,
                "التاسعة": 9, "العاشرة": 10, "الحادية عشرة": 11, "الحادية عشر": 11, "الثانية عشرة": 12, "الثانية عشر": 12,
            ],
            namedTimes: ["الظهر": (12, 0), "الظهيرة": (12, 0), "منتصف الليل": (0, 0), "منتصف النهار": (12, 0)],
            minutePhrases: [
                "والنصف": 30, "ونصف": 30, "و نصف": 30, "والربع": 15, "وربع": 15, "و ربع": 15, "والثلث": 20, "وثلث": 20,
                "إلا ربع": -15, "إلا الربع": -15, "الا ربع": -15, "إلا ثلث": -20, "إلا الثلث": -20,
            ],
            minuteJoins: entries([("و", 1), ("إلا", -1)]),
            minuteUnits: entries([("دقيقة", 0), ("دقائق", 0)]),
            laterPrefixes: ["بعد", "خلال", "في خلال", "بعد حوالي"],
            laterUnits: [("دقيقة", 1), ("دقائق", 1), ("دقيقه", 1), ("ساعات", 60), ("ساعة", 60)],
            laterPhrases: [
                "بعد ساعة": 60, "خلال ساعة": 60, "بعد نصف ساعة": 30, "خلال نصف ساعة": 30, "بعد ربع ساعة": 15, "خلال ربع ساعة": 15,
                "بعد ساعتين": 120, "خلال ساعتين": 120, "بعد ساعة ونصف": 90, "بعد دقيقتين": 2, "بعد دقيقة": 1,
            ]),
    ]
}
