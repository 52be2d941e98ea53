import Foundation

/// Collects the successes of one call's runs into ``Match``es: slots quoted from the original
/// text, fixed slots added, scored, duplicates merged, best first.
struct MatchResults {
    private struct Key: Hashable {
        var sentence: Int
        var slots: [String: MatchedSlot]

        /// The sentence and the lengths and ends of the slots' names and values: hashing every
        /// field of every slot (its number, its metadata), then every byte of its name and
        /// value, was much of the cost of collecting matches. Two keys with the same slots still
        /// have the same hash, and the ways one sentence fills its slots differ in their lengths
        /// and ends nearly always; the rare ones that do not are told apart by `==`.
        func hash(into hasher: inout Hasher) {
            hasher.combine(sentence)
            var slotHashes: UInt64 = 0
            for (name, slot) in slots {
                let value = slot.value.utf8
                var piece = UInt64(name.utf8.count) &* 1_000_003 &+ UInt64(value.count)
                if let first = value.first, let last = value.last {
                    piece = piece &* 65_599 &+ UInt64(first) &* 257 &+ UInt64(last)
                }
                slotHashes ^= piece &* 0x9E37_79B9_7F4A_7C15  // in any order, as the dictionary's own hash
            }
            hasher.combine(slotHashes)
        }
    }

    /// A success before its slots are quoted: which sentence, on which text, with which captures.
    private struct Pending: Hashable {
        var sentence: Int
        var variant: Int
        var captures: [ProgramRunner.Capture]

        /// Every field of every capture, mixed into one word before hashing: hashing each
        /// field on its own was most of the cost of collecting successes.
        func hash(into hasher: inout Hasher) {
            var mixed = UInt64(truncatingIfNeeded: sentence) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(truncatingIfNeeded: variant)
            for capture in captures {
                let ends = UInt64(UInt32(bitPattern: capture.start)) << 32 | UInt64(UInt32(bitPattern: capture.end))
                let binding = UInt64(UInt32(bitPattern: capture.binding)) << 8 | UInt64(capture.kind.rawValue)
                mixed = (mixed ^ ends) &* 0xBF58_476D_1CE4_E5B9
                mixed = (mixed ^ binding ^ UInt64(bitPattern: capture.value)) &* 0x94D0_49BB_1331_11EB
            }
            hasher.combine(mixed)
        }
    }

    private let grammar: Grammar
    private let input: MatchInput
    private let runtimeLists: [CompiledList?]
    private var alignment: TextAlignment?
    /// The most literal characters each distinct success reached.
    private var pending: [Pending: Int] = [:]
    private var order: [Pending] = []

    init(grammar: Grammar, input: MatchInput, runtimeLists: [CompiledList?]) {
        self.grammar = grammar
        self.input = input
        self.runtimeLists = runtimeLists
    }

    /// Adds a success of the sentence `index` on the text variant `variant`.
    mutating func add(_ success: ProgramRunner.Success, sentence index: Int, variant: Int) {
        let key = Pending(sentence: index, variant: variant, captures: success.captures)
        if let literals = pending[key] {
            pending[key] = max(literals, success.literalCharacters)
        } else {
            pending[key] = success.literalCharacters
            order.append(key)
        }
    }

    /// The matches, best first, each way of filling the slots once (with its best score). Equal
    /// scores keep the order the search found them in, as hassil's do.
    mutating func matches() -> [Match] {
        // Sized as it is made: `reserveCapacity` on an empty dictionary is not specialized, and
        // cost more than the dictionary's own work.
        var best = [Key: (match: Match, found: Int)](minimumCapacity: order.count)
        for (found, key) in order.enumerated() {
            guard let literals = pending[key] else { continue }
            let match = makeMatch(key, literalCharacters: literals)
            let slots = Key(sentence: key.sentence, slots: match.slots)
            if let existing = best.index(forKey: slots) {
                if match.score < best.values[existing].match.score { best.values[existing].match = match }
            } else {
                best[slots] = (match, found)
            }
        }
        return best.values
            .sorted { $0.match.score != $1.match.score ? $0.match.score < $1.match.score : $0.found < $1.found }
            .map(\.match)
    }

    private mutating func makeMatch(_ key: Pending, literalCharacters: Int) -> Match {
        let compiled = grammar.compiled
        let index = key.sentence
        let sentence = compiled.sentences[index]
        let text = input.variants[key.variant]
        let grammarSentence = grammar.intents[sentence.intent].sentences[sentence.sentence]
        let fixedSlots = grammarSentence.fixedSlots
        var slots = [String: MatchedSlot](minimumCapacity: key.captures.count + fixedSlots.count)
        var wildcards = 0
        var wildcardCharacters = 0
        for capture in key.captures {
            let binding = sentence.slots[Int(capture.binding)]
            let normalized = text.bytes[Int(capture.start)..<Int(capture.end)]
            let start = text.sourceOffset(Int(capture.start))
            let end = text.sourceOffset(Int(capture.end) - 1) + 1
            var written = quote(start..<end)
            var bound = written.isEmpty ? nil : alignment?.characterBound(start..<end)
            if written.isEmpty { written = String(decoding: normalized, as: UTF8.self) }
            switch capture.kind {
            case .wildcard:
                wildcards += 1
                wildcardCharacters +=
                    normalized.allSatisfy { $0 < 0x80 } ? normalized.count : String(decoding: normalized, as: UTF8.self).count
                var matched = MatchedSlot(text: written, value: written, isWildcard: true)
                matched.characterBound = bound
                slots[binding.slot] = matched
            case .value:
                guard case .values(let values)? = binding.list(runtime: runtimeLists) else { continue }
                let value = values.values[Int(capture.value)]
                var matched = MatchedSlot(text: written, value: value.output, valueMetadata: value.metadata)
                matched.characterBound = bound
                slots[binding.slot] = matched
            case .number:
                guard case .range(let range)? = binding.list(runtime: runtimeLists) else { continue }
                let number = range.number(tenths: capture.value)
                if capture.value < 0, !written.hasPrefix("-") {
                    written = "-" + written
                    bound = bound.map { $0 + 1 }
                }
                var matched = MatchedSlot(text: written, value: "\(number)", number: number)
                matched.characterBound = bound
                slots[binding.slot] = matched
            }
        }
        let captured = slots.count
        for (name, value) in fixedSlots where slots[name] == nil {
            slots[name] = MatchedSlot(text: "", value: value)
        }
        let score = MatchScore(
            literalCharacters: literalCharacters, wildcardCount: wildcards,
            skippedWords: text.skippedWords, slotCount: captured,
            wildcardCharacters: wildcardCharacters, sentenceOrder: index
        )
        return Match(intent: grammar.intents[sentence.intent].name, sentence: grammarSentence, slots: slots, score: score)
    }

    private mutating func quote(_ range: Range<Int>) -> String {
        if alignment == nil { alignment = input.alignment(grammar: grammar.compiled) }
        return alignment?.originalText(range) ?? ""
    }
}
