import Foundation
public import Hark
public import HarkDefinition
public import HarkLanguage

/// The sentences of one built-in domain both peers recognize in one language: sampled from the
/// domain's templates with ``Sampler``, each with the intent and slot values it says, and the
/// same templates, lists, rules and skip words written in hassil's intents format. Lists & Notes
/// is the first set (`lists-and-notes`); each other built-in domain is one too
/// (``domains``: `ride-booking`, `workouts`, `payments`, `messaging`).
public struct ListsAndNotesSet: Sendable, Codable {
    /// One sampled sentence and what it should be recognized as.
    public struct Sentence: Sendable, Codable, Hashable {
        public var text: String
        public var intent: String
        public var slots: [String: ExpectedSlot]

        public init(text: String, intent: String, slots: [String: ExpectedSlot]) {
            self.text = text
            self.intent = intent
            self.slots = slots
        }
    }

    /// What one slot of a sampled sentence should hold.
    public struct ExpectedSlot: Sendable, Codable, Hashable {
        /// A list value's output, or a number: what a list or range slot should be.
        public var value: String
        /// The words said: what a free-text slot should have heard.
        public var text: String
        /// Whether the slot is free text.
        public var wildcard: Bool

        public init(value: String, text: String, wildcard: Bool) {
            self.value = value
            self.text = text
            self.wildcard = wildcard
        }
    }

    /// The set's name: the domain's, as ``domains`` lists it.
    public var set: String
    public var language: String
    public var sentences: [Sentence]
    /// The templates as hassil's `Intents.from_dict` takes them.
    public var hassil: HassilIntents

    /// How many sentences are sampled from each template by default.
    public static let samplesPerTemplate = 6
    /// The sampler's seed by default: the same seed gives the same sentences.
    public static let seed: UInt64 = 2026

    /// The built-in Lists & Notes definition file.
    public static func definition() throws -> DefinitionFile {
        try definition(set: UnderstandingBenchmark.listsAndNotesSet)
    }

    /// The built-in domains by set name, in the order the benchmark reports them.
    public static let domains: KeyValuePairs<String, DefinitionSource> = [
        "lists-and-notes": ListsAndNotes.definition, "ride-booking": RideBooking.definition, "workouts": Workouts.definition,
        "payments": Payments.definition, "messaging": Messaging.definition,
    ]

    /// The set of the five built-in domains at once: each domain's sentences, sampled as its
    /// own set samples them, recognized among all five domains' templates, as an assistant with
    /// an app of each domain installed recognizes them.
    public static let allDomainsSet = "all-domains"

    /// The definition file of the built-in domain whose set is `set`.
    public static func definition(set: String) throws -> DefinitionFile {
        guard let source = domains.first(where: { $0.key == set })?.value else {
            throw UnknownSet(name: set)
        }
        return try DefinitionFile(parsing: source.text, path: source.fileName)
    }

    /// The definition files of the set `set`: one domain's, or for ``allDomainsSet`` every domain's.
    public static func definitions(set: String) throws -> [DefinitionFile] {
        guard set == allDomainsSet else { return [try definition(set: set)] }
        return try domains.map { try definition(set: $0.key) }
    }

    /// The sentences of `file` in `language`, `perTemplate` from each template.
    public init(
        file: DefinitionFile, language: String, perTemplate: Int = samplesPerTemplate, seed: UInt64 = seed,
        set: String = UnderstandingBenchmark.listsAndNotesSet
    ) {
        self.init(files: [file], language: language, perTemplate: perTemplate, seed: seed, set: set)
    }

    /// The sentences of every file in `language`, `perTemplate` from each template, and all
    /// the files' templates as one set of intents.
    public init(files: [DefinitionFile], language: String, perTemplate: Int = samplesPerTemplate, seed: UInt64 = seed, set: String) {
        self.set = set
        self.language = language
        sentences = files.flatMap { file in
            Sampler.samples(of: file, locale: language, perTemplate: perTemplate, seed: seed).map { sampled in
                Sentence(
                    text: sampled.sample.text,
                    intent: sampled.intent,
                    slots: sampled.sample.slots.mapValues { slot in
                        ExpectedSlot(value: slot.value, text: slot.text, wildcard: slot.isWildcard)
                    }
                )
            }
        }
        hassil = HassilIntents(files: files, language: language)
    }
}

/// A set name no built-in domain has.
public struct UnknownSet: Error, CustomStringConvertible {
    public var name: String
    public var description: String {
        "no built-in domain's set is called '\(name)'; the sets are \((ListsAndNotesSet.domains.map(\.key) + [ListsAndNotesSet.allDomainsSet]).joined(separator: ", "))"
    }
}

extension ListsAndNotesSet {
    /// Why `recognition` is not what `sentence` says, or `nil` when it is.
    ///
    /// The rule, the same for both peers: the best recognition has the sentence's intent and
    /// exactly its slots; a list or number slot holds the sampled value, a free-text slot heard
    /// the sampled words (compared by ``comparable(_:)``), or holds them as a value its
    /// sentence gives without words of the slot's own.
    public static func problem(with recognition: Recognition, for sentence: Sentence) -> String? {
        guard let best = recognition.best else { return "no match" }
        guard best.intent == sentence.intent else { return "intent \(best.intent)" }
        for name in best.parameters.keys.sorted() where sentence.slots[name] == nil {
            return "unexpected slot \(name)"
        }
        for (name, expected) in sentence.slots.sorted(by: { $0.key < $1.key }) {
            guard let parameter = best.parameters[name] else { return "missing slot \(name)" }
            if expected.wildcard {
                // A sentence's own value for the slot ("take me home": `values`) said as the words were.
                let saidBySentence = parameter.heard.isEmpty && comparable(parameter.value.displayText) == comparable(expected.text)
                guard saidBySentence || comparable(parameter.heard) == comparable(expected.text) else {
                    return "slot \(name) heard '\(parameter.heard)', expected '\(expected.text)'"
                }
            } else {
                let value = parameter.value.displayText
                guard value == expected.value else { return "slot \(name)=\(value), expected \(expected.value)" }
            }
        }
        return nil
    }

    /// Text as the accuracy rule compares it: its words, lowercased, punctuation taking the
    /// place of a space ("Rice, onions." → "rice onions"), since hassil drops punctuation from
    /// what it hears. `hassil_bench.py` applies the same rule.
    public static func comparable(_ text: String) -> String {
        text.lowercased().split { $0.isWhitespace || $0.isPunctuation }.joined(separator: " ")
    }
}

/// A language's intents in hassil's format (`Intents.from_dict`): every intent's templates as
/// written, the lists their slots use, the rules and the skip words.
///
/// A list that is the same for every intent is global; one an intent defines its own way is
/// local to that intent's data. Wildcard lists are always global, because hassil learns which
/// lists are wildcards from the global ones only.
public struct HassilIntents: Sendable, Codable {
    public struct Intent: Sendable, Codable {
        public var data: [Data]
    }

    public struct Data: Sendable, Codable {
        public var sentences: [String]
        public var lists: [String: List]
        /// The values these sentences give without a slot (a sentence's `values`), as hassil's
        /// fixed `slots`.
        public var slots: [String: String]?
    }

    /// A slot list: values (`in` a template, `out` the value), a number range, or a wildcard.
    public struct List: Sendable, Codable, Hashable {
        public struct Value: Sendable, Codable, Hashable {
            public var `in`: String
            public var out: String
        }

        public struct Range: Sendable, Codable, Hashable {
            public var from: Int
            public var to: Int
            public var step: Int
            public var fractions: String?
        }

        public var values: [Value]?
        public var range: Range?
        public var wildcard: Bool?

        /// The widest range hassil is given.
        static let hassilRangeLimit = 1_000

        init(_ list: SlotList) {
            switch list {
            case .values(let values):
                self.values = values.map { Value(in: $0.input.description, out: $0.output) }
            case .range(let range):
                // hassil writes out every number of a range in words when it loads the intents:
                // Hark's 0…999,999 for an integer or decimal parameter took it past 8 GB. The
                // sampler draws numbers up to a thousand, so hassil gets 0…1,000, enough for
                // every sampled sentence.
                self.range = Range(
                    from: range.from, to: min(range.to, range.from + Self.hassilRangeLimit), step: range.step,
                    fractions: range.fractions.map { $0 == .halves ? "halves" : "tenths" }
                )
            case .wildcard:
                self.wildcard = true
            }
        }
    }

    public struct Settings: Sendable, Codable {
        public var ignoreWhitespace: Bool

        enum CodingKeys: String, CodingKey {
            case ignoreWhitespace = "ignore_whitespace"
        }
    }

    public var language: String
    public var intents: [String: Intent]
    public var lists: [String: List]
    public var expansionRules: [String: String]
    public var skipWords: [String]
    public var settings: Settings

    enum CodingKeys: String, CodingKey {
        case language, intents, lists, settings
        case expansionRules = "expansion_rules"
        case skipWords = "skip_words"
    }

    /// `file`'s sentences in `language`, with only the lists and rules they reach.
    public init(file: DefinitionFile, language: String) {
        self.init(files: [file], language: language)
    }

    /// The sentences of every file in `language` as one set of intents, as an assistant with
    /// all of them installed has them, with only the lists and rules they reach. A rule name
    /// an earlier file already uses is renamed (`name_2`) in the later file's templates and
    /// rules, so that each file's templates expand its own rules. Skip words are every file's.
    public init(files: [DefinitionFile], language: String) {
        self.language = language
        // Japanese is written without spaces; hassil needs to be told, as Home Assistant's own
        // Japanese sentences tell it.
        settings = Settings(ignoreWhitespace: language == "ja")
        var skipped: [String] = []
        for word in files.flatMap({ $0.skipWords[language] ?? [] }) where !skipped.contains(word) { skipped.append(word) }
        skipWords = skipped

        var taken: Set<String> = []
        var fileRules: [[String: Template]] = []
        var renamed: [[String: String]] = []
        var perIntent: [(name: String, sentences: [Template], values: [[String: String]], lists: [String: List], file: Int)] = []
        for (index, file) in files.enumerated() {
            var rules: [String: Template] = [:]
            for intent in file.intents {
                guard let templates = intent.sentences[language], !templates.isEmpty else { continue }
                let sampler = Sampler(intent: intent, of: file, locale: language)
                rules.merge(sampler.rules) { current, _ in current }
                let used = Self.listNames(in: templates.map(\.template), rules: sampler.rules)
                var lists: [String: List] = [:]
                for name in used {
                    lists[name] = List(sampler.lists[name] ?? .wildcard)
                }
                let values = templates.map { template in
                    Dictionary(template.values.map { ($0.parameter, $0.value) }, uniquingKeysWith: { first, _ in first })
                }
                perIntent.append((intent.name, templates.map(\.template), values, lists, index))
            }
            var names: [String: String] = [:]
            for name in rules.keys where taken.contains(name) { names[name] = "\(name)_\(index + 1)" }
            taken.formUnion(rules.keys.map { names[$0] ?? $0 })
            fileRules.append(rules)
            renamed.append(names)
        }

        var global: [String: List] = [:]
        var conflicting: Set<String> = []
        for entry in perIntent {
            for (name, list) in entry.lists {
                if let known = global[name], known != list { conflicting.insert(name) }
                global[name] = global[name] ?? list
            }
        }
        for name in conflicting {
            let isWildcardSomewhere = perIntent.contains { $0.lists[name]?.wildcard == true }
            global[name] = isWildcardSomewhere ? List(.wildcard) : nil
        }
        lists = global
        intents = [:]
        var expansionRules: [String: String] = [:]
        for entry in perIntent {
            let local = entry.lists.filter { conflicting.contains($0.key) && $0.value.wildcard != true }
            let (rules, names) = (fileRules[entry.file], renamed[entry.file])
            // One data block for the sentences without values, then one for each set of values.
            var blocks: [(values: [String: String], sentences: [String])] = []
            for (template, values) in zip(entry.sentences, entry.values) {
                let source = Self.renaming(names, in: template.source)
                if let index = blocks.firstIndex(where: { $0.values == values }) {
                    blocks[index].sentences.append(source)
                } else {
                    blocks.append((values, [source]))
                }
            }
            intents[entry.name] = Intent(
                data: blocks.map { Data(sentences: $0.sentences, lists: local, slots: $0.values.isEmpty ? nil : $0.values) })
            for name in entry.sentences.flatMap({ Self.ruleNames(in: $0, rules: rules) }) {
                guard let rule = rules[name] else { continue }
                expansionRules[names[name] ?? name] = Self.renaming(names, in: rule.source)
            }
        }
        self.expansionRules = expansionRules
    }

    /// `source` with each rule reference `<name>` that `names` renames written with its new name.
    static func renaming(_ names: [String: String], in source: String) -> String {
        names.reduce(source) { text, name in text.replacingOccurrences(of: "<\(name.key)>", with: "<\(name.value)>") }
    }

    /// The lists the templates' slots read, through the rules they use.
    static func listNames(in templates: [Template], rules: [String: Template]) -> Set<String> {
        var names: Set<String> = []
        for template in templates {
            let reached = [template] + ruleNames(in: template, rules: rules).compactMap { rules[$0] }
            for expression in reached.map(\.expression) {
                names.formUnion(expression.slotReferences.map(\.list))
            }
        }
        return names
    }

    /// The rules `template` uses, and the rules those use, each once.
    static func ruleNames(in template: Template, rules: [String: Template]) -> [String] {
        var found: [String] = []
        var pending = template.expression.ruleNames
        while let name = pending.popLast() {
            guard !found.contains(name) else { continue }
            found.append(name)
            pending.append(contentsOf: rules[name]?.expression.ruleNames ?? [])
        }
        return found
    }
}
