import Hark
import HarkDefinition

extension Recognizer {
    /// How much of a character a vocabulary match of each kind accounts for, in hundredths.
    static func vocabularyWeight(_ kind: VocabularyMatch.Kind) -> Int {
        switch kind {
        case .exact: 100
        case .contains: 75
        case .phonetic: 60
        case .fuzzy: 40
        }
    }

    /// The candidate a match gives, with its coverage; `nil` when the user named an app that
    /// does not handle the match's intent.
    func reading(of match: Match, namedApp: String?, lookup: VocabularyLookup, memo: inout ReadingMemo) -> RankedCandidates.Reading? {
        guard let (key, entry) = intent(of: match, memo: &memo) else { return nil }
        return reading(
            intentKey: key, entry: entry, slots: match.slots, score: match.score, template: match.sentence.template.source,
            namedApp: namedApp, lookup: lookup, memo: &memo)
    }

    /// The key and entry of the intent `match`'s sentence belongs to, looked up once per
    /// sentence and request: every match is looked up to be ordered, and again to be read.
    func intent(of match: Match, memo: inout ReadingMemo) -> (key: String, entry: IntentEntry)? {
        let sentence = match.score.sentenceOrder
        if let known = memo.intents.first(where: { $0.sentence == sentence }) { return known.intent }
        let found = match.sentence.metadata[Self.intentKey].flatMap { key in intents[key].map { (key, $0) } }
        memo.intents.append((sentence, found))
        return found
    }

    /// The most coverage `match`'s reading can have, worked out without reading its values:
    /// template words and every slot's words, counted fully, except free text that only the
    /// user's vocabulary could vouch for when there is none to vouch. A reading's coverage
    /// (``reading(intentKey:entry:slots:score:template:namedApp:lookup:memo:)``) is never more.
    func coverageBound(of match: Match, lookup: VocabularyLookup, memo: inout ReadingMemo) -> Int {
        guard let entry = intent(of: match, memo: &memo)?.entry else { return Int.min }
        var bound = match.score.literalCharacters * 100
        for (name, slot) in match.slots {
            guard let parameter = entry.parameter(named: name) else { continue }
            if slot.isWildcard, lookup.vocabulary.isEmpty, !parameter.accountsForItself { continue }
            bound += 100 * (slot.characterBound ?? memo.characterBound(slot.text))
        }
        return bound
    }

    /// The candidate an intent's slots give, with its coverage; `nil` when the user named an app
    /// that does not handle the intent.
    func reading(
        intentKey key: String, entry known: IntentEntry? = nil, slots: [String: MatchedSlot], score: MatchScore, template: String,
        namedApp: String?, lookup: VocabularyLookup, memo: inout ReadingMemo
    ) -> RankedCandidates.Reading? {
        guard let entry = known ?? intents[key] else { return nil }
        if let namedApp, !entry.apps.contains(namedApp) { return nil }
        let vocabularyApps = namedApp.map { [$0] } ?? (entry.apps.isEmpty ? nil : entry.apps)

        var coverage = score.literalCharacters * 100
        var parameters = [String: RecognizedParameter](minimumCapacity: slots.count)
        var notes: [String] = []
        var freeText = 0
        for (name, slot) in slots.sorted(by: { $0.key < $1.key }) {
            guard let parameter = entry.parameter(named: name) else { continue }
            guard
                let value = memo.value(of: slot, parameter: parameter.definition, context: lookup.reading)
            else {
                // A money slot takes only money, a range slot only a span of time, a person slot
                // only someone else: a template whose amount is not one ("send Anna a message")
                // does not match. The trained layer's reading keeps its other values.
                if parameter.takesOnlyItsKind, slot.isWildcard, !template.isEmpty { return nil }
                continue
            }
            let heard = ListWords.trimmingPunctuation(slot.text)
            if slot.isWildcard, parameter.isFreeString {
                freeText += 100 * memo.characterCount(heard)
            }
            var matches: [VocabularyMatch] = []
            if !slot.isWildcard || value.kind == .currencyAmount || value.kind == .dateComponentsRange {
                // Free text read as money or as a span of time accounts for itself, as a list's
                // value does: "messages from yesterday" is a time, not a sender named Yesterday.
                coverage += 100 * memo.characterCount(heard)
            } else if !lookup.vocabulary.isEmpty {
                let kinds = VocabularyKinds.kinds(for: parameter.definition, intent: entry.definition.name)
                let phrases = parameter.definition.isList ? value.listElements.map(\.displayText) : [heard]
                for phrase in phrases {
                    let found = lookup.matches(for: phrase, kinds: kinds, apps: vocabularyApps)
                    if let closest = found.first {
                        // Only what the value accounts for: "milk to the garden list" contains
                        // the item "milk", which vouches for four characters, not for the list's name.
                        // Only a `contains` match can be shorter than the text; the others cover it.
                        let heardLength = memo.characterCount(phrase)
                        let vouched =
                            closest.kind == .contains
                            ? min(heardLength, memo.characterCount(closest.value.spokenPhrase)) : heardLength
                        coverage += Self.vocabularyWeight(closest.kind) * vouched
                    }
                    for match in found where !matches.contains(match) { matches.append(match) }
                }
                matches.sort { $0.ranks(before: $1) }
                if let closest = matches.first { notes.append("\(name) → \(closest)") }
            }
            parameters[name] = RecognizedParameter(heard: heard, value: value, vocabularyMatches: matches)
        }

        let candidate = Candidate(
            intent: entry.definition.name,
            app: namedApp ?? (entry.apps.count == 1 ? entry.apps.first : nil),
            apps: entry.apps,
            appWasNamed: namedApp != nil,
            parameters: parameters,
            score: score,
            // Written once the reading is among those kept (``RankedCandidates/rank(limit:)``).
            reason: "",
            template: template
        )
        return RankedCandidates.Reading(
            candidate: candidate, coverage: coverage, intentKey: key, vocabularyNotes: notes, freeText: freeText)
    }

    /// Whether free text in a slot of `parameter` counts as covered once it reads as the
    /// parameter's type, with no vocabulary to vouch for it: an amount of money, a span of time.
    static func accountsForItself(_ parameter: ParameterDefinition) -> Bool {
        switch parameter.type {
        case .builtIn(.currencyAmount), .builtIn(.dateComponentsRange): !parameter.isList
        default: false
        }
    }

    /// Whether free text in a slot of `parameter` must read as the parameter's type for the
    /// template to match: money, spans of time, and people other than the user ("tell me
    /// everything that is on the list" is no message to someone called "me everything").
    static func takesOnlyItsKind(_ parameter: ParameterDefinition) -> Bool {
        switch parameter.type {
        case .builtIn(.currencyAmount), .builtIn(.dateComponentsRange): !parameter.isList
        case .builtIn(.person): true
        default: false
        }
    }

    /// The characters of `text` once normalized, spaces not counted (as the matcher counts literals).
    static func characterCount(_ text: String, _ normalizer: TextNormalizer) -> Int {
        let normalized = normalizer.normalize(text)
        // ASCII (whose spaces normalizing has made single spaces): a character is a byte.
        if normalized.utf8.allSatisfy({ $0 < 0x80 }) {
            return normalized.utf8.reduce(0) { $1 == UInt8(ascii: " ") ? $0 : $0 + 1 }
        }
        // Text whose every scalar is a character by itself (kana and kanji, Arabic and accented
        // Latin letters): scalars counted, without finding each character's end.
        if normalized.unicodeScalars.allSatisfy(TextAlignment.standsAlone) {
            return normalized.unicodeScalars.reduce(0) { $1 == " " ? $0 : $0 + 1 }
        }
        return normalized.reduce(0) { $1 == " " ? $0 : $0 + 1 }
    }
}
