public import Foundation

/// Any value an intent parameter or a response property can hold.
///
/// The assistant, the dialog and the stores work with intents whose parameters are
/// `ParameterValue`s; generated code converts them to and from typed properties
/// (see ``IntentValue``). A list parameter holds `.list` of its items.
///
/// In JSON a value is an object with one key, the kind, holding the payload:
/// `{"speakableString": {"spokenPhrase": "Grocery Store"}}`, `{"integer": 2}`,
/// `{"list": [{"string": "rice"}, {"string": "olives"}]}`.
public enum ParameterValue: Sendable, Hashable {
    case string(String)
    case speakableString(SpeakableString)
    case integer(Int)
    case decimal(Decimal)
    case boolean(Bool)
    /// A case of an enumeration, by its identifier (`"completed"`, `"margherita"`).
    case enumeration(String)
    case person(Person)
    case location(Location)
    case dateComponents(DateComponents)
    case dateComponentsRange(DateComponentsRange)
    case currencyAmount(CurrencyAmount)
    case task(TaskItem)
    case taskList(TaskList)
    case note(Note)
    case object(IntentObject)
    case list([ParameterValue])

    /// The kind of value, as it is named in JSON and in messages.
    public var kind: Kind {
        switch self {
        case .string: .string
        case .speakableString: .speakableString
        case .integer: .integer
        case .decimal: .decimal
        case .boolean: .boolean
        case .enumeration: .enumeration
        case .person: .person
        case .location: .location
        case .dateComponents: .dateComponents
        case .dateComponentsRange: .dateComponentsRange
        case .currencyAmount: .currencyAmount
        case .task: .task
        case .taskList: .taskList
        case .note: .note
        case .object: .object
        case .list: .list
        }
    }

    /// The kinds of ``ParameterValue``.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable, CodingKey {
        case string, speakableString, integer, decimal, boolean, enumeration, person, location
        case dateComponents, dateComponentsRange, currencyAmount, task, taskList, note, object, list
    }

    /// A short, locale-neutral rendering: the phrase, title or name a person would recognize.
    ///
    /// Lists are joined with commas; rendering in a language (with "and", number formats, dates)
    /// belongs to the dialog.
    public var displayText: String {
        switch self {
        case .string(let value): value
        case .speakableString(let value): value.spokenPhrase
        case .integer(let value): String(value)
        case .decimal(let value): "\(value)"
        case .boolean(let value): value ? "true" : "false"
        case .enumeration(let value): value
        case .person(let value): value.description
        case .location(let value): value.description
        case .dateComponents(let value): value.isoText
        case .dateComponentsRange(let value):
            [value.start?.isoText, value.end?.isoText].compactMap { $0 }.joined(separator: " – ")
        case .currencyAmount(let value): value.description
        case .task(let value): value.description
        case .taskList(let value): value.description
        case .note(let value): value.description
        case .object(let value): value.description
        case .list(let values): values.map(\.displayText).joined(separator: ", ")
        }
    }

    /// The elements of a list value, or the value itself as a one-element list.
    public var listElements: [ParameterValue] {
        if case .list(let values) = self { return values }
        return [self]
    }
}

extension DateComponents {
    /// "2026-11-22", "2026-11-22T09:30", "09:30": the components that are set, in ISO 8601 order.
    var isoText: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        var date: String?
        if let year, let month, let day {
            date = "\(year)-\(two(month))-\(two(day))"
        } else if let month, let day {
            date = "--\(two(month))-\(two(day))"
        }
        var time: String?
        if let hour {
            time = "\(two(hour)):\(two(minute ?? 0))"
        }
        switch (date, time) {
        case (let date?, let time?): return "\(date)T\(time)"
        case (let date?, nil): return date
        case (nil, let time?): return time
        case (nil, nil):
            if let weekday { return "weekday \(weekday)" }
            return ""
        }
    }
}

extension ParameterValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        guard container.allKeys.count == 1, let kind = container.allKeys.first else {
            // Not of a parameter value's shape (what the API's document says too): a type mismatch.
            throw DecodingError.typeMismatch(
                ParameterValue.self,
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "A parameter value is an object with exactly one key, one of: "
                        + Kind.allCases.map(\.rawValue).joined(separator: ", ")
                ))
        }
        switch kind {
        case .string: self = .string(try container.decode(String.self, forKey: kind))
        case .speakableString: self = .speakableString(try container.decode(SpeakableString.self, forKey: kind))
        case .integer: self = .integer(try container.decode(Int.self, forKey: kind))
        case .decimal: self = .decimal(try container.decodeDecimal(forKey: kind))
        case .boolean: self = .boolean(try container.decode(Bool.self, forKey: kind))
        case .enumeration: self = .enumeration(try container.decode(String.self, forKey: kind))
        case .person: self = .person(try container.decode(Person.self, forKey: kind))
        case .location: self = .location(try container.decode(Location.self, forKey: kind))
        case .dateComponents: self = .dateComponents(try container.decode(DateComponents.self, forKey: kind))
        case .dateComponentsRange:
            self = .dateComponentsRange(try container.decode(DateComponentsRange.self, forKey: kind))
        case .currencyAmount: self = .currencyAmount(try container.decode(CurrencyAmount.self, forKey: kind))
        case .task: self = .task(try container.decode(TaskItem.self, forKey: kind))
        case .taskList: self = .taskList(try container.decode(TaskList.self, forKey: kind))
        case .note: self = .note(try container.decode(Note.self, forKey: kind))
        case .object: self = .object(try container.decode(IntentObject.self, forKey: kind))
        case .list: self = .list(try container.decode([ParameterValue].self, forKey: kind))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case .string(let value): try container.encode(value, forKey: .string)
        case .speakableString(let value): try container.encode(value, forKey: .speakableString)
        case .integer(let value): try container.encode(value, forKey: .integer)
        case .decimal(let value): try container.encode(value, forKey: .decimal)
        case .boolean(let value): try container.encode(value, forKey: .boolean)
        case .enumeration(let value): try container.encode(value, forKey: .enumeration)
        case .person(let value): try container.encode(value, forKey: .person)
        case .location(let value): try container.encode(value, forKey: .location)
        case .dateComponents(let value): try container.encode(value, forKey: .dateComponents)
        case .dateComponentsRange(let value): try container.encode(value, forKey: .dateComponentsRange)
        case .currencyAmount(let value): try container.encode(value, forKey: .currencyAmount)
        case .task(let value): try container.encode(value, forKey: .task)
        case .taskList(let value): try container.encode(value, forKey: .taskList)
        case .note(let value): try container.encode(value, forKey: .note)
        case .object(let value): try container.encode(value, forKey: .object)
        case .list(let value): try container.encode(value, forKey: .list)
        }
    }
}
