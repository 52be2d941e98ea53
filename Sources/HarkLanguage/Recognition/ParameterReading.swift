import Foundation
import Hark
import HarkDefinition

/// Turns the text a slot matched into the typed value its parameter's definition asks for.
///
/// * `TaskList`, `Task`, `Note`, `Person`: the named thing, titled with the heard words without
///   a leading article ("the milk" → `TaskItem(title: "milk")`; in Arabic only items lose theirs).
///   Words that start by naming the user ("me everything") are no person, and a template whose
///   person slot took them does not match (``Recognizer``).
/// * `SpeakableString`, `String`: the heard words as they are.
/// * A list parameter (`taskTitles`): the heard words split into items with ``ListWords``
///   ("rice, onions and olives" → three items, articles dropped), each typed as above.
/// * `TaskStatus`, a custom type: `.enumeration` of the matched value's identifier.
/// * `Integer`, `Decimal`: the number, in digits or in words; words that are no number ("5k")
///   give no value, so the app is asked nothing it cannot read; `Boolean`: the matched value.
/// * `Location`: a place named by the heard words ("the airport" → `Location(name: "airport")`),
///   which the app resolves against the places it knows.
/// * `CurrencyAmount`: the amount of money the heard words say, with its currency
///   (``MoneyParser``: "20 euros", "$5.50", 「2000円」), a number said alone in the currency of
///   the user's region (``LocalCurrency``: "pay Anna 20"); words that are no amount give no
///   value, and a template whose money slot took them does not match (``Recognizer``).
/// * `DateComponentsRange`: the span of time the heard words say, counted from now in the
///   user's time zone (the machine's when the request gives none; ``DateRangeParser``:
///   "yesterday", «la semana pasada», 「先週」); words that are no span give no value, and a
///   template whose range slot took them does not match (``Recognizer``).
/// * `DateComponents`, `Object`: Hark reads no single dates from text yet, so these carry the
///   heard words as `.string` (`Object` as an `IntentObject` whose display string is the heard
///   words).
///
/// A value a sentence sets itself (a definition file's `values:`) reads as the same words said
/// in a slot would, without an article to drop: `1` a decimal, `hour` the custom value, `home`
/// a `Location`.
enum ParameterReading {
    /// What a request says about the user that reading its values needs: the currency a number
    /// said alone as money is in, and the calendar (with the user's time zone) spans of time are
    /// counted in.
    struct Context: Sendable {
        var localCurrency: String?
        var calendar: Calendar

        init(localCurrency: String? = nil, calendar: Calendar = .current) {
            self.localCurrency = localCurrency
            self.calendar = calendar
        }

        /// The context of a request in `locale` from a user in `timeZone`.
        init(locale: String, timeZone: TimeZone) {
            var calendar = Calendar.current
            calendar.timeZone = timeZone
            self.init(localCurrency: LocalCurrency.code(forLocale: locale), calendar: calendar)
        }
    }

    /// The value of `slot`'s text for `parameter`, in `language` and the request's `context`.
    static func value(
        of slot: MatchedSlot, parameter: ParameterDefinition, language: String, context: Context = Context()
    ) -> ParameterValue? {
        let heard = ListWords.trimmingPunctuation(slot.text)
        if !slot.isWildcard {
            return typedValue(output: slot.value, heard: heard, number: slot.number, type: parameter.type, isList: parameter.isList)
        }
        guard !heard.isEmpty else { return nil }
        if parameter.isList {
            let items = ListWords(language: language).split(heard)
            let values = items.compactMap { item(item: $0, type: parameter.type, language: language, context: context) }
            guard !values.isEmpty, values.count == items.count else { return nil }
            return .list(values)
        }
        return item(item: heard, type: parameter.type, language: language, context: context)
    }

    /// A value from free text.
    private static func item(item text: String, type: ValueType, language: String, context: Context) -> ParameterValue? {
        // Arabic names lists and notes in the construct state ("قائمة التسوق", the shopping list),
        // where the article belongs to the name; only items lose it, as a shopping list writes them.
        // Worked out only for the types that use it: money and numbers are read from all the words.
        var title: String {
            let keepsArticle = language == "ar" && type != .builtIn(.task)
            return keepsArticle ? text : TextNormalizer(language: language).strippingLeadingArticle(text)
        }
        switch type {
        case .builtIn(.taskList): return .taskList(TaskList(title: SpeakableString(spokenPhrase: title)))
        case .builtIn(.task): return .task(TaskItem(title: SpeakableString(spokenPhrase: title)))
        case .builtIn(.note): return .note(Note(title: SpeakableString(spokenPhrase: title)))
        case .builtIn(.person):
            // "tell me everything on the list" names no one to write to: a person is someone else.
            let name = title
            return namesTheUser(name, language: language) ? nil : .person(Person(displayName: name))
        case .builtIn(.location): return .location(Location(name: title))
        case .builtIn(.speakableString): return .speakableString(SpeakableString(spokenPhrase: text))
        case .builtIn(.object):
            let name = title
            return .object(IntentObject(identifier: name, displayString: name))
        // Words that are no number give no value: an app is never sent text for a number.
        case .builtIn(.integer):
            return NumberParser(language: language).parse(text).flatMap(Self.integer).map(ParameterValue.integer)
        case .builtIn(.decimal):
            return NumberParser(language: language).parse(text).map(ParameterValue.decimal)
        case .builtIn(.currencyAmount):
            return ParserCache.money(language).parse(text, numberAloneIn: context.localCurrency).map(ParameterValue.currencyAmount)
        case .builtIn(.dateComponentsRange):
            return ParserCache.dateRange(language).parse(text, calendar: context.calendar).map(ParameterValue.dateComponentsRange)
        default: return .string(text)
        }
    }

    /// A value from a list value or a number.
    private static func typedValue(
        output: String, heard: String, number: Decimal?, type: ValueType, isList: Bool
    ) -> ParameterValue? {
        let single: ParameterValue?
        switch type {
        case .builtIn(.integer):
            single = (number ?? Decimal(string: output)).flatMap(integer).map(ParameterValue.integer)
        case .builtIn(.decimal):
            single = (number ?? Decimal(string: output)).map(ParameterValue.decimal)
        case .builtIn(.boolean):
            single = .boolean(output == "true")
        case .builtIn(.taskStatus), .custom:
            single = .enumeration(output)
        case .builtIn(.string), .builtIn(.dateComponents):
            single = .string(output)
        // A value a sentence sets itself ("a ride home": the drop-off is home), typed as the
        // same words said in a slot would be.
        case .builtIn(.taskList): single = .taskList(TaskList(title: SpeakableString(spokenPhrase: output)))
        case .builtIn(.task): single = .task(TaskItem(title: SpeakableString(spokenPhrase: output)))
        case .builtIn(.note): single = .note(Note(title: SpeakableString(spokenPhrase: output)))
        case .builtIn(.person): single = .person(Person(displayName: output))
        case .builtIn(.location): single = .location(Location(name: output))
        case .builtIn(.object): single = .object(IntentObject(identifier: output, displayString: output))
        default:
            single = .speakableString(SpeakableString(spokenPhrase: output.isEmpty ? heard : output))
        }
        guard let single else { return nil }
        return isList ? .list([single]) : single
    }

    /// Whether `text` starts by naming the user ("me", «moi», 「私」, "ي" after "ل"), which no
    /// contact is.
    static func namesTheUser(_ text: String, language: String) -> Bool {
        let lowered = text.lowercased()
        if language == "ja" { return ["私", "わたし", "僕", "ぼく", "俺", "おれ", "自分"].contains { lowered.hasPrefix($0) } }
        let first = lowered.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "," }).first.map(String.init) ?? ""
        return (userPronouns[language] ?? userPronouns["en", default: []]).contains(first)
    }

    /// The words that name the user, by language (English for the others).
    private static let userPronouns: [String: Set<String>] = [
        "en": ["me", "myself", "us", "ourselves", "i"],
        "es": ["me", "mí", "nos", "yo", "conmigo"],
        "fr": ["moi", "me", "m'", "nous", "je"],
        "ar": ["ي", "نا", "لي", "لنا", "أنا", "انا", "نحن", "إلي", "الي", "إلينا"],
    ]

    private static func integer(_ number: Decimal) -> Int? {
        var value = number
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        guard rounded == number, abs(NSDecimalNumber(decimal: rounded).doubleValue) < 1e15 else { return nil }
        return NSDecimalNumber(decimal: rounded).intValue
    }
}
