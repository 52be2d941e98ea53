import HarkDefinition

/// The slot lists of an intent's sentences in one language, from its parameters' types.
///
/// Each parameter gets a list under its own name, and each type the sentences may name
/// (`{NotebookItemType:itemType}`) one under the type's name:
///
/// * a custom type: its values, said by their synonyms in the language, standing for their
///   identifiers;
/// * `TaskStatus` and `Boolean`: the language's words for them (``BuiltInTypeWords``);
/// * `Integer`: numbers 0 through 999,999 in digits or words; `Decimal` the same with tenths;
/// * every other type (`TaskList`, `Task`, `Note`, `SpeakableString`, `String`, `Person`, …):
///   free text (a wildcard), resolved against vocabulary after matching.
enum DefinitionLists {
    /// The lists for the sentences of `intent` of `file` in `locale`.
    static func lists(for intent: IntentDefinition, in file: DefinitionFile, locale: String) -> [String: SlotList] {
        var lists: [String: SlotList] = [:]
        for type in file.types {
            lists[type.name] = customList(type, locale: locale)
        }
        for type in BuiltInType.allCases {
            lists[type.rawValue] = builtInList(type, locale: locale)
        }
        for parameter in intent.parameters {
            lists[parameter.name] = list(for: parameter.type, in: file, locale: locale)
        }
        return lists
    }

    /// The list of values of `type`.
    static func list(for type: ValueType, in file: DefinitionFile, locale: String) -> SlotList {
        switch type {
        case .builtIn(let builtIn):
            return builtInList(builtIn, locale: locale)
        case .custom(let name):
            guard let custom = file.type(named: name) else { return .wildcard }
            return customList(custom, locale: locale)
        }
    }

    private static func builtInList(_ type: BuiltInType, locale: String) -> SlotList {
        let language = LanguageProfile.languageCode(of: locale)
        switch type {
        case .taskStatus: return .values(BuiltInTypeWords.values(BuiltInTypeWords.taskStatus, language: language))
        case .boolean: return .values(BuiltInTypeWords.values(BuiltInTypeWords.boolean, language: language))
        case .integer: return .range(NumberRange(from: 0, to: 999_999))
        case .decimal: return .range(NumberRange(from: 0, to: 999_999, fractions: .tenths))
        default: return .wildcard
        }
    }

    private static func customList(_ type: CustomTypeDefinition, locale: String) -> SlotList {
        let language = LanguageProfile.languageCode(of: locale)
        var values: [SlotValue] = []
        for value in type.values {
            let synonyms = value.synonyms[locale] ?? value.synonyms[language] ?? []
            for synonym in synonyms {
                values.append(SlotValue(input: Template(.text(synonym)), output: value.identifier))
            }
        }
        return .values(values)
    }
}
