public import Foundation
public import Hark
public import HarkDefinition
import HarkLanguage

/// Reads a user's answer to a follow-up question in one language: cancel, yes or no, an option
/// by position or by name, or a value for a parameter.
///
/// Everything is compared after the language's normalization (``TextNormalizer``), so
/// "Si", "sí" and "SÍ" are the same answer, and so are "الثاني" and "الثانى".
public struct AnswerReader: Sendable {
    /// The language code answers are read in.
    public let language: String
    private let normalizer: TextNormalizer
    /// The language's answer words, normalized once for every reader of the language.
    private let words: NormalizedAnswerWords
    /// The currency of the locale's region, in which an amount said as a number alone is counted.
    private let localCurrency: String?
    /// The calendar, in the user's time zone, in which spans of time are counted.
    private let calendar: Calendar

    /// A reader of answers in `locale` from a user in `timeZone`.
    public init(locale: String, timeZone: TimeZone = .current) {
        self.normalizer = TextNormalizer(language: locale)
        self.language = normalizer.language
        self.words = NormalizedAnswerWords.of(normalizer)
        self.localCurrency = LocalCurrency.code(forLocale: locale)
        var calendar = Calendar.current
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// Whether `text` cancels the request: "cancel", "never mind", "olvídalo", "laisse tomber",
    /// "キャンセル", "إلغاء".
    public func isCancel(_ text: String) -> Bool {
        startsWithAny(text, words.cancel, exactOnly: false)
    }

    /// `true` for yes ("yeah", "vale", "d'accord", "うん", "أجل"), `false` for no ("nope", "non",
    /// "いいえ", "لا"), `nil` for anything else.
    public func yesOrNo(_ text: String) -> Bool? {
        if startsWithAny(text, words.no, exactOnly: false) { return false }
        if startsWithAny(text, words.yes, exactOnly: false) { return true }
        return nil
    }

    /// Whether `text` is the whole of a way to say "go on" after unlocking the device.
    public func goesOn(_ text: String) -> Bool {
        startsWithAny(text, words.goOn, exactOnly: true)
    }

    /// The index in `options` the user chose: by position ("the second one", "2", "la segunda",
    /// "le deuxième", "2番目", "الثاني", "the last one") or by name ("Grocery Store", "grocery").
    public func choice(_ text: String, among options: [String]) -> Int? {
        guard !options.isEmpty else { return nil }
        if let position = position(in: text, count: options.count) { return position }
        return optionNamed(text, among: options)
    }

    /// The value `text` gives for `parameter`, typed by its definition; `nil` when it gives none.
    ///
    /// Words around the value are dropped: articles, prepositions, the parameter's own name
    /// ("the grocery list" → "grocery", "la lista de compras" → "compras", "買い物リストです" →
    /// "買い物"). Free text (`String`) is taken as it was written. Money and spans of time are read
    /// as a request's slot reads them ("20 euros", «veinte», 「先週」); a number said alone as money
    /// is in the currency of the locale's region (``LocalCurrency``).
    public func value(_ text: String, for parameter: ParameterDefinition, in file: DefinitionFile?) -> ParameterValue? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if case .builtIn(.string) = parameter.type {
            return parameter.isList ? .list([.string(trimmed)]) : .string(trimmed)
        }
        if !parameter.isList, let measured = measure(trimmed, parameter.type) { return measured }
        let phrase = stripped(trimmed, extraWords: nameWords(of: parameter))
        guard !phrase.isEmpty else { return nil }
        if parameter.isList {
            let items = ListWords(language: language).split(phrase).compactMap { typed($0, parameter.type, file) }
            return items.isEmpty ? nil : .list(items)
        }
        return typed(phrase, parameter.type, file)
    }

    /// The value the whole of `text` is, for a parameter whose values have a form of their own —
    /// an amount of money, a span of time, a number — so that "20 euros" answering "How much?"
    /// is taken as the answer even though it is also a request of its own (a conversion); `nil`
    /// for other parameters, for a list, and for text that is more than such a value.
    public func wholeValue(_ text: String, for parameter: ParameterDefinition) -> ParameterValue? {
        guard !parameter.isList else { return nil }
        let trimmed = Self.trimmingPunctuation(text.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !trimmed.isEmpty else { return nil }
        switch parameter.type {
        case .builtIn(.integer):
            guard var number = NumberParser(language: language).parse(trimmed) else { return nil }
            var whole = Decimal()
            NSDecimalRound(&whole, &number, 0, .plain)
            return whole == number ? .integer(NSDecimalNumber(decimal: whole).intValue) : nil
        case .builtIn(.decimal):
            return NumberParser(language: language).parse(trimmed).map(ParameterValue.decimal)
        default:
            return measure(trimmed, parameter.type)
        }
    }

    /// Whether `text` only names a value of the parameter's kind: "the groceries list", «la lista
    /// de compras», « ma liste de courses », 「買い物リスト」, «قائمة التسوق» to "Which list?". Such
    /// an answer is the answer, though a template reads it as a request of its own (showing that
    /// list); "show the groceries list" is a request, and so is a kind word alone ("my list").
    /// Only lists and notes have words for their kind.
    public func onlyNames(_ text: String, for parameter: ParameterDefinition) -> Bool {
        let kinds = Self.kindWords(of: parameter.type)
        guard !kinds.isEmpty else { return false }
        let trimmed = Self.trimmingPunctuation(text.trimmingCharacters(in: .whitespacesAndNewlines))
        if language == "ja" {
            let phrase = normalizer.normalize(trimmed)
            guard let kind = kinds.first(where: { phrase.hasSuffix($0) }) else { return false }
            var name = phrase.dropLast(kind.count)
            if name.hasSuffix("の") { name = name.dropLast() }
            // A particle before the kind word makes it part of a request (「牛乳を買い物リスト…」).
            return !name.isEmpty && !name.contains { "をにでへがは".contains($0) }
        }
        let kindSet = Set(kinds.flatMap(normalizedWords))
        let fillers = self.words.filler.subtracting(kindSet)
        var words = normalizedWords(trimmed)[...]
        while let last = words.last, fillers.contains(last) { words.removeLast() }  // "…, please"
        var index = words.startIndex
        while index < words.endIndex, fillers.contains(words[index]) { index += 1 }
        guard index + 1 < words.endIndex else { return false }
        // The kind first, then a name ("la lista de compras"), or an article, a name, then the kind.
        if kindSet.contains(words[index]) { return true }
        return index > words.startIndex && words.last.map(kindSet.contains) == true
    }

    /// The words that name a value's kind ("list", «lista»…), for the types that have them.
    private static func kindWords(of type: ValueType) -> [String] {
        switch type {
        case .builtIn(.taskList): return ["list", "lista", "liste", "リスト", "قائمة", "القائمة", "لائحة", "اللائحة", "قائمتي"]
        case .builtIn(.note): return ["note", "nota", "メモ", "ملاحظة", "الملاحظة"]
        default: return []
        }
    }

    // MARK: - Values

    private func typed(_ phrase: String, _ type: ValueType, _ file: DefinitionFile?) -> ParameterValue? {
        let spoken = SpeakableString(spokenPhrase: phrase)
        switch type {
        case .builtIn(let builtIn):
            switch builtIn {
            case .string: return .string(phrase)
            case .speakableString: return .speakableString(spoken)
            case .taskList: return .taskList(TaskList(title: spoken))
            case .task: return .task(TaskItem(title: spoken))
            case .note: return .note(Note(title: spoken))
            case .object: return .object(IntentObject(identifier: phrase, displayString: phrase))
            case .integer:
                guard let number = NumberParser(language: language).parse(phrase) else { return nil }
                return .integer(NSDecimalNumber(decimal: number).intValue)
            case .decimal:
                return NumberParser(language: language).parse(phrase).map(ParameterValue.decimal)
            case .boolean:
                return yesOrNo(phrase).map(ParameterValue.boolean)
            case .taskStatus:
                let normalized = normalizer.normalize(phrase)
                for (identifier, phrase) in [("notCompleted", Wording.statusNotCompleted), ("completed", Wording.statusCompleted)]
                where normalized == normalizer.normalize(phrase.text(in: language)) || normalized == identifier.lowercased() {
                    return .enumeration(identifier)
                }
                return nil
            case .location:
                // A place, as the app will resolve it: "the university" → "university".
                return .location(Location(name: phrase))
            case .person:
                return .person(Person(displayName: phrase))
            case .dateComponentsRange, .currencyAmount:
                return measure(phrase, type)
            case .dateComponents:
                return nil
            }
        case .custom(let name):
            guard let customType = file?.type(named: name) else { return .enumeration(phrase) }
            let normalized = normalizer.normalize(phrase)
            for value in customType.values {
                let words = (value.synonyms[language] ?? []) + [value.identifier]
                if words.contains(where: { normalizer.normalize($0) == normalized }) {
                    return .enumeration(value.identifier)
                }
            }
            return nil
        }
    }

    /// An amount of money ("20 euros", "twenty", in the local currency when no currency is said)
    /// or a span of time ("yesterday", «la semana pasada») read from the whole of `text`, as a
    /// request's slot reads them; `nil` for any other type or when `text` says none.
    private func measure(_ text: String, _ type: ValueType) -> ParameterValue? {
        switch type {
        case .builtIn(.currencyAmount):
            return ParserCache.money(language).parse(text, numberAloneIn: localCurrency).map(ParameterValue.currencyAmount)
        case .builtIn(.dateComponentsRange):
            return ParserCache.dateRange(language).parse(text, calendar: calendar).map(ParameterValue.dateComponentsRange)
        default:
            return nil
        }
    }

    /// The words that name the parameter or its type in this language ("list", "lista", "リスト").
    private func nameWords(of parameter: ParameterDefinition) -> [String] {
        (parameter.displayName[language].map { [$0] } ?? []) + Self.kindWords(of: parameter.type)
    }

    /// `text` without the words around its value, keeping the value's own spelling.
    func stripped(_ text: String, extraWords: [String]) -> String {
        if language == "ja" {
            return strippedJapanese(text, extraWords: extraWords)
        }
        var fillerWords = self.words.filler
        for word in extraWords { fillerWords.formUnion(normalizedWords(word)) }
        var words = text.split(whereSeparator: \.isWhitespace).map { Self.trimmingPunctuation(String($0)) }.filter { !$0.isEmpty }
        func isFiller(_ word: String) -> Bool {
            let normalized = normalizedWords(word)
            return !normalized.isEmpty && normalized.allSatisfy(fillerWords.contains)
        }
        while let first = words.first, isFiller(first) { words.removeFirst() }
        while let last = words.last, isFiller(last) { words.removeLast() }
        return normalizer.strippingLeadingArticle(words.joined(separator: " "))
    }

    private func strippedJapanese(_ text: String, extraWords: [String]) -> String {
        var phrase = text.filter { !$0.isWhitespace }
        let endings = (AnswerWords.japaneseEndings + extraWords).sorted { $0.count > $1.count }
        var changed = true
        while changed {
            changed = false
            for ending in endings where phrase.count > ending.count {
                if phrase.hasSuffix(ending) {
                    phrase.removeLast(ending.count)
                    changed = true
                }
            }
        }
        return phrase
    }

    // MARK: - Choices

    private func position(in text: String, count: Int) -> Int? {
        func index(for position: Int) -> Int? {
            if position == 0 { return count - 1 }
            return position <= count ? position - 1 : nil
        }
        if language == "ja" {
            let normalized = normalizer.normalize(stripped(text, extraWords: []))
            for (position, forms) in words.ordinals where forms.contains(normalized) {
                return index(for: position)
            }
            if let number = NumberParser(language: language).parse(normalized) {
                return index(for: NSDecimalNumber(decimal: number).intValue).flatMap { $0 >= 0 ? $0 : nil }
            }
            return nil
        }
        let filler = self.words.filler
        let ordinalWords = self.words.ordinals
        let words = normalizedWords(text)
        var content = words.filter { !filler.contains($0) }
        if content.isEmpty { content = words.filter { word in ordinalWords.values.contains { $0.contains(word) } } }
        let joined = content.joined(separator: " ")
        for (position, forms) in ordinalWords where forms.contains(joined) {
            return index(for: position)
        }
        if let number = NumberParser(language: language).parse(joined) {
            let value = NSDecimalNumber(decimal: number).intValue
            return value >= 1 ? index(for: value) : nil
        }
        return nil
    }

    private func optionNamed(_ text: String, among options: [String]) -> Int? {
        let answer = normalizer.normalize(stripped(text, extraWords: []))
        guard !answer.isEmpty else { return nil }
        let names = options.map { normalizer.normalize(normalizer.strippingLeadingArticle($0)) }
        if let exact = names.firstIndex(of: answer) { return exact }
        let containing = names.indices.filter { contains(names[$0], answer) }
        if containing.count == 1 { return containing[0] }
        let contained = names.indices.filter { contains(answer, names[$0]) }
        return contained.count == 1 ? contained[0] : nil
    }

    /// Whether `phrase` holds `part` as whole words (as a substring in Japanese).
    private func contains(_ phrase: String, _ part: String) -> Bool {
        guard !part.isEmpty else { return false }
        if language == "ja" { return phrase.contains(part) }
        return " \(phrase) ".contains(" \(part) ")
    }

    // MARK: - Words

    private func normalizedWords(_ text: String) -> [String] {
        normalizer.words(normalizer.normalize(text)).map(String.init)
    }

    /// Whether the normalized `text` is one of `phrases` (normalized, none empty), or begins with
    /// one followed by more words.
    private func startsWithAny(_ text: String, _ phrases: [String], exactOnly: Bool) -> Bool {
        let normalized = normalizer.normalize(text)
        guard !normalized.isEmpty else { return false }
        for candidate in phrases {
            if normalized == candidate { return true }
            if exactOnly { continue }
            if language == "ja" {
                if normalized.hasPrefix(candidate) { return true }
            } else if normalized.hasPrefix(candidate + " ") {
                return true
            }
        }
        return false
    }

    static func trimmingPunctuation(_ word: String) -> String {
        let trimmed = word.drop { $0.isPunctuation && $0 != "'" }
        return String(trimmed.reversed().drop { $0.isPunctuation && $0 != "'" }.reversed())
    }
}
