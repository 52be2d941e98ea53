public import HarkDefinition

/// The values a definition file names in one language — its custom types' synonyms, the words
/// for task statuses and yes or no — by their normalized tokens, for the trained layer: a
/// request that says "bitcoin" says a `Currency`, whichever words surround it.
struct Gazetteer: Sendable, Hashable {
    /// The type names each phrase (normalized tokens joined as ``LearningTokens`` joins them) is
    /// a value of, and the value's identifier for each.
    var phrases: [String: [Entry]]
    /// The most tokens a phrase has.
    var longest: Int

    struct Entry: Sendable, Hashable {
        var type: String
        var identifier: String
    }

    /// The first token of every phrase (its first word, or in Japanese its first character):
    /// a token that begins none is not looked up further.
    private(set) var firstTokens: Set<String> = []

    init(phrases: [String: [Entry]] = [:], longest: Int = 0) {
        self.phrases = phrases
        self.longest = longest
        self.firstTokens = Self.firstTokens(of: phrases)
    }

    static func firstTokens(of phrases: [String: [Entry]]) -> Set<String> {
        var first: Set<String> = []
        for phrase in phrases.keys {
            first.insert(String(phrase.prefix(1)))
            if let word = phrase.split(separator: " ").first { first.insert(String(word)) }
        }
        return first
    }

    /// The values of `file`'s custom types and the built-in listed types in `locale`.
    init(file: DefinitionFile, locale: String) {
        let language = LanguageProfile.languageCode(of: locale)
        let normalizer = TextNormalizer(language: language)
        var phrases: [String: [Entry]] = [:]
        var longest = 0
        func add(_ said: String, type: String, identifier: String) {
            let tokens = LearningTokens(said, normalizer: normalizer)
            guard tokens.count > 0 else { return }
            let key = tokens.normalized(0..<tokens.count, language: language)
            let entry = Entry(type: type, identifier: identifier)
            if !(phrases[key]?.contains(entry) ?? false) { phrases[key, default: []].append(entry) }
            longest = max(longest, tokens.count)
        }
        for type in file.types {
            for value in type.values {
                for synonym in value.synonyms[locale] ?? value.synonyms[language] ?? [] {
                    add(synonym, type: type.name, identifier: value.identifier)
                }
            }
        }
        for (type, words) in [(BuiltInType.taskStatus, BuiltInTypeWords.taskStatus), (.boolean, BuiltInTypeWords.boolean)] {
            for value in words[language] ?? [] {
                for said in value.words { add(said, type: type.rawValue, identifier: value.identifier) }
            }
        }
        self.phrases = phrases
        self.longest = longest
        self.firstTokens = Self.firstTokens(of: phrases)
    }

    /// The phrases found in `tokens`: for each, the tokens it covers and its entries, longest
    /// first where two overlap.
    func matches(in tokens: LearningTokens, language: String) -> [(range: Range<Int>, entries: [Entry])] {
        guard !phrases.isEmpty else { return [] }
        var found: [(range: Range<Int>, entries: [Entry])] = []
        for start in 0..<tokens.count where firstTokens.contains(tokens.tokens[start].normalized) {
            let end = min(tokens.count, start + longest)
            guard end > start else { continue }
            for stop in stride(from: end, to: start, by: -1) {
                if let entries = phrases[tokens.normalized(start..<stop, language: language)] {
                    found.append((start..<stop, entries))
                    break
                }
            }
        }
        return found
    }
}
