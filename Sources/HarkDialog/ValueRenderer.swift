public import Foundation
public import Hark
public import HarkDefinition

/// Says parameter values and fills templates in the assistant language: lists joined with the
/// language's words, enumerations by their localized synonym, `TaskStatus` and `Boolean` in words,
/// numbers with the language's separators (``NumberFormat``: "58,900", "58.900", "0,92"),
/// money as the language writes it (``MoneyFormat``: "€24.50", "24,50 €", "2,000円"), a moment
/// with its day told from today (``TimeFormat``: "tomorrow at 8 AM", «demain à 8 h»).
public struct ValueRenderer: Sendable {
    /// The assistant language.
    public var locale: String
    /// The definition file whose types name enumeration values.
    public var file: DefinitionFile?
    /// The user's time zone, in which moments are said.
    public var timeZone: TimeZone
    /// The time now, from which "today" and "tomorrow" are told.
    public var now: Date

    public init(locale: String, file: DefinitionFile? = nil, timeZone: TimeZone = .current, now: Date = Date()) {
        self.locale = locale
        self.file = file
        self.timeZone = timeZone
        self.now = now
    }

    /// `value` as the assistant says it.
    public func text(of value: ParameterValue) -> String {
        switch value {
        case .list(let items):
            return SpokenList.join(items.map(text(of:)), .and, locale: locale)
        case .enumeration(let identifier):
            return enumerationText(identifier)
        case .boolean(let flag):
            return (flag ? Wording.yes : Wording.no).text(in: locale)
        case .task(let task):
            return task.title.spokenPhrase
        case .integer(let number):
            return NumberFormat(locale: locale).text(of: number)
        case .decimal(let number):
            return NumberFormat(locale: locale).text(of: number)
        case .currencyAmount(let money):
            return MoneyFormat(locale: locale).text(of: money)
        case .dateComponents(let components):
            return moment(components) ?? value.displayText
        case .dateComponentsRange(let range):
            // A moment, such as a pickup time: a range that starts and has no end.
            guard range.end == nil, let start = range.start, let text = moment(start) else { return value.displayText }
            return text
        default:
            return value.displayText
        }
    }

    /// A moment as the user's language says it, in their time zone.
    private func moment(_ components: DateComponents) -> String? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return TimeFormat(locale: locale).text(of: components, now: now, calendar: calendar)
    }

    /// `template` with each `{name}` replaced by the value of that name in `values` (or
    /// `extra`), or `nil` when a placeholder has no value: the caller then says a generic phrase
    /// rather than a sentence with a hole.
    ///
    /// A placeholder may ask for a form of its value after a colon: `{taskLists:withItems}`
    /// says each list with its items ("Grocery Store: milk and bread. Packing is empty."),
    /// `{notes:withContent}` each note with its text, `{taskLists:count}` how many there are.
    public func renderIfComplete(_ template: String, values: [String: ParameterValue], extra: [String: String] = [:]) -> String? {
        let names = Placeholder.names(in: template)
        guard names.allSatisfy({ extra[$0] != nil || values[$0] != nil }) else { return nil }
        return render(template, values: values, extra: extra)
    }

    /// `value` in the form a placeholder asks for; the plain text for a form it does not know.
    func text(of value: ParameterValue, form: String?) -> String {
        let separator = Wording.language(of: locale) == "ja" ? "" : " "
        switch form {
        case "withItems":
            return value.listElements.map { element -> String in
                guard case .taskList(let list) = element else { return text(of: element) }
                let name = list.title.spokenPhrase
                if list.tasks.isEmpty { return Wording.emptyList.text(in: locale, ["list": name]) }
                let items = SpokenList.join(list.tasks.map { $0.title.spokenPhrase }, .and, locale: locale)
                return Wording.listWithItems.text(in: locale, ["list": name, "items": items])
            }.joined(separator: separator)
        case "count":
            return NumberFormat(locale: locale).text(of: Decimal(value.listElements.count))
        case "withContent":
            return value.listElements.map { element -> String in
                guard case .note(let note) = element else { return text(of: element) }
                let lines = note.content.split(whereSeparator: \.isNewline).map { String($0) }.filter { !$0.isEmpty }
                if lines.isEmpty { return Wording.emptyNote.text(in: locale, ["note": note.title.spokenPhrase]) }
                let content = SpokenList.join(lines, .and, locale: locale)
                return Wording.noteWithContent.text(in: locale, ["note": note.title.spokenPhrase, "content": content])
            }.joined(separator: separator)
        default:
            return text(of: value)
        }
    }

    /// `template` with each `{name}` replaced by the value of that name in `values`; a
    /// placeholder without a value is dropped with the space before it.
    ///
    /// A value of a custom type right after a number (`{goalValue} {workoutGoalUnitType}`) takes
    /// the form its type's `counted` words give for that number: "1 hour", "2 hours", «3 ساعات».
    public func render(_ template: String, values: [String: ParameterValue], extra: [String: String] = [:]) -> String {
        var output = ""
        var rest = Substring(template)
        var number: Decimal?
        var numberStart: Int?
        while let open = rest.firstIndex(of: "{") {
            let between = rest[..<open]
            if !between.allSatisfy(\.isWhitespace) { number = nil }
            output += between
            guard let close = rest[open...].firstIndex(of: "}") else {
                output += rest[open...]
                rest = ""
                break
            }
            let (name, form) = Placeholder.split(String(rest[rest.index(after: open)..<close]))
            if let replacement = extra[name] {
                output += replacement
                number = nil
            } else if let value = values[name] {
                if form == nil, case .enumeration(let identifier) = value, let number, let counted = countedForm(identifier, number) {
                    // Arabic says one and two by the word alone, «ساعتان», not «2 ساعتان»: when the
                    // value has that word, not the `other` one standing in for it.
                    let category = PluralCategory.category(of: number, language: Wording.language(of: locale))
                    if Wording.language(of: locale) == "ar", category == .one || category == .two, counted.isExact, let numberStart {
                        output = String(output.prefix(numberStart))
                    }
                    output += counted.word
                } else {
                    numberStart = output.count
                    output += agreeing(text(of: value, form: form), value, values)
                }
                number = form == nil ? Self.amount(value) : nil
            } else if output.last == " " {
                output.removeLast()
            }
            rest = rest[rest.index(after: close)...]
        }
        output += rest
        return output
    }

    /// `number` and `unit` said together as a response template says `{number} {unit}`: "1
    /// hour", "5 km", «ساعتان»; `nil` when `number` is no number or `unit` has no `counted`
    /// words in its type.
    public func counted(_ number: ParameterValue, _ unit: ParameterValue) -> String? {
        guard let amount = Self.amount(number), case .enumeration(let identifier) = unit, countedForm(identifier, amount) != nil
        else { return nil }
        let separator = Wording.language(of: locale) == "ja" ? "" : " "
        return render("{number}\(separator){unit}", values: ["number": number, "unit": unit])
    }

    /// The number `value` holds, if it is one.
    private static func amount(_ value: ParameterValue) -> Decimal? {
        switch value {
        case .integer(let whole): Decimal(whole)
        case .decimal(let decimal): decimal
        default: nil
        }
    }

    /// The word for a custom type's value after `number`, from its type's `counted` words in the
    /// assistant language, and whether it is the word for the number's own category rather than
    /// the `other` one standing in for it; `nil` when the value has none.
    func countedForm(_ identifier: String, _ number: Decimal) -> (word: String, isExact: Bool)? {
        let language = Wording.language(of: locale)
        for type in file?.types ?? [] {
            guard let value = type.values.first(where: { $0.identifier == identifier }) else { continue }
            guard let forms = value.counted[locale] ?? value.counted[language] else { return nil }
            if let exact = forms[PluralCategory.category(of: number, language: language)] { return (exact, true) }
            return forms[.other].map { ($0, false) }
        }
        return nil
    }

    /// `text`, the words for `value`, agreeing with the item the sentence is about: in Spanish a
    /// task status takes the item's gender and number ("He marcado leche como hecha").
    func agreeing(_ text: String, _ value: ParameterValue, _ values: [String: ParameterValue]) -> String {
        guard Wording.language(of: locale) == "es", case .enumeration("completed") = value else { return text }
        let item = values.sorted { $0.key < $1.key }.lazy.compactMap { pair -> String? in
            if case .task(let task) = pair.value { return task.title.spokenPhrase }
            return nil
        }.first
        return item.map { SpanishGender.of($0).completed } ?? text
    }

    private func enumerationText(_ identifier: String) -> String {
        switch identifier {
        case "completed": return Wording.statusCompleted.text(in: locale)
        case "notCompleted": return Wording.statusNotCompleted.text(in: locale)
        default: break
        }
        let language = Wording.language(of: locale)
        for type in file?.types ?? [] {
            if let value = type.values.first(where: { $0.identifier == identifier }) {
                return value.synonyms[locale]?.first ?? value.synonyms[language]?.first ?? value.synonyms["en"]?.first ?? identifier
            }
        }
        return identifier
    }
}

/// A text per locale from a definition file's `[locale: text]` table: the exact locale, its
/// language, or `nil` when the definition lacks it (the caller falls back to a ``Wording``).
func localized(_ table: [String: String], _ locale: String) -> String? {
    table[locale] ?? table[Wording.language(of: locale)]
}
