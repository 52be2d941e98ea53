public import HarkDefinition
public import HarkLanguage

/// Home Assistant's intent data for one language, compiled into a Hark ``Grammar``, recognizing
/// sentences as Home Assistant's test runner does with hassil's `recognize_best`.
///
/// Hark's matcher knows nothing of Home Assistant's context; this type adds it around the
/// matches: each sentence carries the index of its block in its metadata, and a match stands
/// only when its block's `requires_context` and `excludes_context` hold for the caller's context
/// merged with the matched values' contexts. Among the matches that stand, those with a
/// `name` slot from a list win (the longest name first), then Hark's own order decides.
public struct HomeAssistantRecognizer: Sendable {
    /// One recognized intent with its slots typed as hassil types them.
    public struct Recognition: Sendable {
        public var intent: String
        public var slots: [String: HomeAssistantValue]
        /// The caller's context merged with the matched values' contexts.
        public var context: [String: String]
        /// The template that matched, as written.
        public var sentence: String
    }

    /// The key of a ``GrammarSentence``'s metadata that holds its block's index.
    public static let blockKey = "block"
    /// The slot hassil's `best_slot_name` prefers, as Home Assistant passes it.
    public static let bestSlot = "name"

    public let matcher: Matcher
    public let blocks: [HomeAssistantSentenceGroup]
    public let fixtureLists: Matcher.PreparedLists
    /// The fixture lists unprepared, for ``Matcher/nearMisses(_:lists:limit:)``.
    public let rawFixtureLists: [String: SlotList]

    /// Compiles `language`'s intents, with its fixtures' floors, areas and entities as the
    /// `floor`, `area` and `name` lists supplied at match time.
    public init(_ language: HomeAssistantLanguage) throws(LanguageError) {
        var blocks: [HomeAssistantSentenceGroup] = []
        var intents: [GrammarIntent] = []
        for intent in language.intents.intents {
            var sentences: [GrammarSentence] = []
            for block in intent.data {
                let metadata = [Self.blockKey: String(blocks.count)]
                let fixedSlots = block.slots.mapValues(\.description)
                let localLists = block.lists.mapValues(SlotList.init)
                for template in block.sentences {
                    sentences.append(
                        GrammarSentence(
                            template: template, fixedSlots: fixedSlots, metadata: metadata,
                            localLists: localLists, localRules: block.expansionRules
                        ))
                }
                blocks.append(block)
            }
            intents.append(GrammarIntent(name: intent.name, sentences: sentences))
        }
        let grammar = try Grammar(
            locale: language.code,
            intents: intents,
            lists: language.intents.lists.mapValues(SlotList.init),
            rules: language.intents.expansionRules,
            skipWords: language.intents.skipWords
        )
        self.matcher = Matcher(grammar: grammar)
        self.blocks = blocks
        self.rawFixtureLists = Self.lists(from: language.fixtures)
        self.fixtureLists = matcher.prepare(rawFixtureLists)
    }

    /// The lists Home Assistant's test runner fills from the fixtures: areas and floors by name,
    /// entities by name with their domain and attributes as context.
    public static func lists(from fixtures: HomeAssistantFixtures) -> [String: SlotList] {
        [
            "area": .names(fixtures.areas.map { (spoken: $0.spokenNames, context: [:]) }),
            "floor": .names(fixtures.floors.map { (spoken: $0.spokenNames, context: [:]) }),
            "name": .names(fixtures.entities.map { (spoken: $0.spokenNames, context: $0.context) }),
        ]
    }

    /// The best recognition of `sentence` said with `context`, or `nil` when nothing stands.
    public func recognize(_ sentence: String, context: [String: String]) -> Recognition? {
        // The sentence's words, with their lowercase forms, only once a block requires keywords.
        var words: Set<String>?
        var best: Recognition?
        var bestNameLength: Int?
        for match in matcher.match(sentence, prepared: fixtureLists) {
            guard
                let recognition = recognition(
                    of: match, context: context,
                    words: {
                        if let words { return words }
                        let found = Self.keywords(in: sentence)
                        let all = Set(found + found.map { $0.lowercased() })
                        words = all
                        return all
                    })
            else { continue }
            // best_slot_name: a `name` from a list beats none; a longer name beats a shorter one.
            let nameLength = match.slots[Self.bestSlot].flatMap { $0.isWildcard ? nil : $0.text.count }
            if let bestLength = bestNameLength {
                guard let nameLength, nameLength > bestLength else { continue }
            } else if best != nil, nameLength == nil {
                continue
            }
            best = recognition
            bestNameLength = nameLength
        }
        return best
    }

    /// The sentences that came closest to matching `sentence`, as `template (matched: "prefix")`.
    public func nearMisses(_ sentence: String, limit: Int = 2) -> [String] {
        matcher.nearMisses(sentence, lists: rawFixtureLists, limit: limit).map { miss in
            "\(miss.intent): \(miss.sentence) (matched: \"\(miss.matchedPrefix)\")"
        }
    }

    /// The match as Home Assistant would see it, or `nil` when its block's keywords or context
    /// rule it out.
    private func recognition(of match: Match, context: [String: String], words: () -> Set<String>) -> Recognition? {
        guard let index = match.sentence.metadata[Self.blockKey].flatMap(Int.init), blocks.indices.contains(index) else {
            return nil
        }
        let block = blocks[index]
        if let keywords = block.requiredKeywords, keywords.isDisjoint(with: words()) {
            return nil
        }
        guard block.admits(context) else { return nil }
        var merged = context
        for name in match.slots.keys.sorted() {
            guard let slot = match.slots[name] else { continue }
            let valueContext = ValueMetadataKey.context(in: slot.valueMetadata)
            guard block.admits(valueContext) else { return nil }
            merged.merge(valueContext) { _, value in value }
        }
        guard let copied = block.contextSlots(for: merged) else { return nil }
        var slots: [String: HomeAssistantValue] = [:]
        for (name, slot) in match.slots {
            let isFixed = slot.text.isEmpty && !slot.isWildcard && match.sentence.fixedSlots[name] != nil
            slots[name] = isFixed ? (block.slots[name] ?? .text(slot.value)) : slot.homeAssistantValue
        }
        for (name, value) in copied where slots[name] == nil {
            slots[name] = .text(value)
        }
        return Recognition(intent: match.intent, slots: slots, context: merged, sentence: match.sentence.template.source)
    }

    /// The words of `text` without surrounding punctuation, as hassil checks required keywords.
    public static func keywords(in text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map { word in
            guard let first = word.firstIndex(where: { !$0.isPunctuation }),
                let last = word.lastIndex(where: { !$0.isPunctuation })
            else { return "" }
            return String(word[first...last])
        }
    }
}
