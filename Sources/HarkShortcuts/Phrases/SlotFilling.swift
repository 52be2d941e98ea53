import Foundation
import Hark
import HarkDefinition
import HarkLanguage

/// How a phrase's `{slot}` is read from what the user says, and which value it gives the parameter.
enum SlotFilling: Sendable, Hashable {
    /// The values of a custom type, said by their synonyms in the phrase's language.
    case values(CustomTypeDefinition)
    /// A whole number, in digits or words.
    case integer
    /// A number with tenths.
    case decimal
    /// Free text, as a `String` or a `SpeakableString`.
    case text(speakable: Bool)

    /// How to fill the slot for `parameter` of `shortcut`'s intent, from its definition when one
    /// of `definitions` declares the intent, else from the value the shortcut already has.
    static func filling(
        _ parameter: String, of shortcut: Shortcut, phrase: String, definitions: [DefinitionFile]
    ) throws(ShortcutsError) -> SlotFilling {
        guard let intent = shortcut.intent else {
            throw .invalidSlot(
                parameter, phrase: phrase, reason: "belongs to a shortcut that opens an app; only an intent's phrase may have slots")
        }
        let owner =
            definitions.first { $0.app?.identifier == shortcut.app && $0.intent(named: intent.name) != nil }
            ?? definitions.first { $0.app == nil && $0.intent(named: intent.name) != nil }
        if let file = owner, let definition = file.intent(named: intent.name) {
            guard let declared = definition.parameter(named: parameter) else {
                let names = definition.parameters.map(\.name).joined(separator: ", ")
                throw .invalidSlot(parameter, phrase: phrase, reason: "names no parameter of '\(intent.name)' (parameters: \(names))")
            }
            guard !declared.isList else {
                throw .invalidSlot(parameter, phrase: phrase, reason: "names a list parameter, which a phrase cannot fill")
            }
            switch declared.type {
            case .custom(let name):
                guard let type = file.type(named: name) else {
                    throw .invalidSlot(parameter, phrase: phrase, reason: "has the type '\(name)', which '\(file.path)' does not define")
                }
                return .values(type)
            case .builtIn(.integer): return .integer
            case .builtIn(.decimal): return .decimal
            case .builtIn(.string): return .text(speakable: false)
            case .builtIn(.speakableString): return .text(speakable: true)
            case .builtIn(let other):
                throw .invalidSlot(
                    parameter, phrase: phrase,
                    reason: "is of type \(other.rawValue); a slot fills custom types, Integer, Decimal, String and SpeakableString")
            }
        }
        switch intent[parameter] {
        case .integer: return .integer
        case .decimal: return .decimal
        case .string: return .text(speakable: false)
        case .speakableString: return .text(speakable: true)
        case nil:
            throw .invalidSlot(parameter, phrase: phrase, reason: "names no value of the shortcut '\(shortcut.title)'")
        case let value?:
            throw .invalidSlot(
                parameter, phrase: phrase,
                reason: "holds a \(value.kind.rawValue) value, which needs the definition of '\(intent.name)' to be read from text")
        }
    }

    /// The slot list the matcher reads the value from, in `locale`.
    func list(locale: String, language: String) -> SlotList {
        switch self {
        case .values(let type):
            var values: [SlotValue] = []
            for value in type.values {
                for synonym in value.synonyms[locale] ?? value.synonyms[language] ?? [] {
                    values.append(SlotValue(input: Template(.text(synonym)), output: value.identifier))
                }
            }
            return .values(values)
        case .integer: return .range(NumberRange(from: 0, to: 999_999))
        case .decimal: return .range(NumberRange(from: 0, to: 999_999, fractions: .tenths))
        case .text: return .wildcard
        }
    }

    /// The parameter value a matched slot gives.
    func value(of slot: MatchedSlot) -> ParameterValue? {
        switch self {
        case .values: return .enumeration(slot.value)
        case .integer:
            guard let number = slot.number, let whole = Int(exactly: NSDecimalNumber(decimal: number).doubleValue) else { return nil }
            return .integer(whole)
        case .decimal:
            return slot.number.map(ParameterValue.decimal)
        case .text(let speakable):
            return speakable ? .speakableString(SpeakableString(spokenPhrase: slot.text)) : .string(slot.text)
        }
    }
}
