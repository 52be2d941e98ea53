import HarkDefinition
import HarkLanguage

/// Small builders for the matcher's tests.
enum MatcherFixtures {
    /// A template parsed from test source; a syntax error stops the tests loudly.
    static func template(_ source: String) -> Template {
        do {
            return try Template(parsing: source)
        } catch {
            fatalError("bad template in a test: \(source): \(error)")
        }
    }

    /// An English grammar of one intent per entry, each with its sentences.
    static func grammar(
        _ intents: KeyValuePairs<String, [String]>,
        lists: [String: SlotList] = [:],
        rules: [String: String] = [:],
        skipWords: [String] = []
    ) throws -> Grammar {
        try grammar("en", intents, lists: lists, rules: rules, skipWords: skipWords)
    }

    /// A grammar of one intent per entry, each with its sentences.
    static func grammar(
        _ locale: String,
        _ intents: KeyValuePairs<String, [String]>,
        lists: [String: SlotList] = [:],
        rules: [String: String] = [:],
        skipWords: [String] = []
    ) throws -> Grammar {
        try Grammar(
            locale: locale,
            intents: intents.map { name, sentences in
                GrammarIntent(name: name, sentences: sentences.map { GrammarSentence(template: template($0)) })
            },
            lists: lists,
            rules: rules.mapValues(template),
            skipWords: skipWords
        )
    }

    /// A range of whole numbers.
    static func numbers(_ from: Int, _ to: Int) -> SlotList {
        .range(NumberRange(from: from, to: to))
    }
}

extension Match {
    /// The slots' values, by slot name.
    var slotValues: [String: String] { slots.mapValues(\.value) }
}
