import HarkDefinition

/// Hark's ear: matches the user's text against a ``Grammar``'s sentences, as Home Assistant's
/// hassil does, and says which intents and slots it heard.
///
/// Matching normalizes the text once (case, accents, punctuation, by the grammar's language),
/// asks the sentence index which sentences could match at all, and runs only those programs.
/// A matcher is a value: share it across threads freely.
public struct Matcher: Sendable {
    /// Lists supplied at match time, compiled once and reusable across calls.
    ///
    /// Passing `lists:` to ``Matcher/match(_:lists:)`` compiles them on every call, which costs
    /// time in proportion to their size; prepare large runtime vocabularies once instead.
    ///
    /// Prepared lists belong to the grammar of the matcher that prepared them; another matcher
    /// given them prepares them again for its own grammar.
    public struct PreparedLists: Sendable {
        /// By list number (``CompiledGrammar/listIDs``); lists no sentence uses are left out.
        let lists: [CompiledList?]
        /// The grammar they were prepared for.
        let grammar: CompiledGrammar
        /// The lists as given.
        let source: [String: SlotList]
    }

    /// How many steps all the sentences of one call may take together.
    static let callBudget = 2_000_000
    /// How many steps one sentence may take on one text.
    static let sentenceBudget = 200_000
    /// How many steps finding near misses may take: a twentieth of matching's, seven times what
    /// the demo apps' test sentences take at most (12,975, in Japanese). They are a
    /// diagnostic, for a text nothing matched, and unlike matching they run every sentence of
    /// the grammar. Each sentence on each variant of the text gets an equal share, at least
    /// ``nearMissShare`` steps and at most a tenth of ``sentenceBudget``, as far as the budget
    /// goes: on a long text no sentence's words narrow down (characters a wildcard could split
    /// anywhere), searches end early and the misses are the closest found within the budget.
    static let nearMissBudget = 100_000
    /// The fewest steps a sentence's search for a near miss may take, more than a sentence of a
    /// few wildcards takes on a text of a dozen words.
    static let nearMissShare = 2_000

    /// The grammar the matcher matches against.
    public let grammar: Grammar
    /// Whether each run takes every step of its search, rather than counting the ends of a
    /// wildcard that surely fail without taking them; both find the same matches in the same
    /// steps. For the tests that check it.
    var takesEveryStep = false

    /// A matcher of `grammar`; the grammar is already compiled, so this costs nothing.
    public init(grammar: Grammar) {
        self.grammar = grammar
    }

    /// Compiles lists to pass to ``match(_:prepared:)``. Values that cannot be compiled (a value
    /// template holding a slot) are left out.
    public func prepare(_ lists: [String: SlotList]) -> PreparedLists {
        let compiled = grammar.compiled
        var prepared = [CompiledList?](repeating: nil, count: compiled.listIDs.count)
        for (name, list) in lists {
            guard let id = compiled.listIDs[name] else { continue }
            prepared[id] = CompiledList(lenient: list, profile: compiled.profile, rules: compiled.rules)
        }
        return PreparedLists(lists: prepared, grammar: compiled, source: lists)
    }

    /// Every way `text` matches, best first. `lists` supplies or overrides lists at match time
    /// (runtime vocabulary: no recompilation of the grammar).
    public func match(_ text: String, lists: [String: SlotList] = [:]) -> [Match] {
        match(text, prepared: prepare(lists))
    }

    /// Every way `text` matches, best first, with lists prepared by ``prepare(_:)``.
    public func match(_ text: String, prepared lists: PreparedLists) -> [Match] {
        match(text, normalized: nil, prepared: lists)
    }

    /// Every way `text` matches, best first; `normalized` is `text` as the grammar's language
    /// normalizes it (``TextNormalizer/normalize(_:)``), when the caller has it already.
    func match(_ text: String, normalized: String?, prepared lists: PreparedLists? = nil) -> [Match] {
        matchSearch(text, normalized: normalized, prepared: lists).matches
    }

    /// ``match(_:normalized:prepared:)``, with the steps the search took (at most ``callBudget``
    /// or `budget` if less, and one more a run that ended on its limit) and the most that one
    /// sentence's run on one variant of the text took.
    func matchSearch(
        _ text: String, normalized: String?, prepared lists: PreparedLists? = nil, budget limit: Int = callBudget
    ) -> (matches: [Match], steps: Int, longestRun: Int) {
        matchSearch(MatchInput(forIndex: text, normalized: normalized, grammar: grammar.compiled), prepared: lists, budget: limit)
    }

    /// ``matchSearch(_:normalized:prepared:budget:)`` of a text already prepared for the sentence
    /// index (``MatchInput/init(forIndex:normalized:grammar:)``), by this grammar or another of its
    /// language: the recognizer prepares a request once for the help sentences and the apps'.
    func matchSearch(
        _ indexed: MatchInput, prepared lists: PreparedLists? = nil, budget limit: Int = callBudget
    ) -> (matches: [Match], steps: Int, longestRun: Int) {
        let compiled = grammar.compiled
        if let lists, lists.grammar !== compiled {
            return matchSearch(indexed, prepared: prepare(lists.source), budget: limit)
        }
        var input = indexed
        let candidates = compiled.index.candidates(for: input.variants[0], extraWords: input.extraWords)
        // Most texts are nothing the help sentences say, and many nothing a grammar says at all.
        guard !candidates.isEmpty else { return ([], 0, 0) }
        let lists = lists ?? prepare([:])
        input.addVariants(grammar: compiled)
        let scratch = RunScratch(cache: compiled.cache)
        var results = MatchResults(grammar: grammar, input: input, runtimeLists: lists.lists)
        let allowed = max(min(Self.callBudget, limit), 0)
        var budget = allowed
        var longestRun = 0
        for (variant, text) in input.variants.enumerated() {
            text.bytes.withUnsafeBufferPointer { bytes in
                for candidate in candidates where budget > 0 {
                    var runner = ProgramRunner(
                        sentence: compiled.sentences[Int(candidate)], text: text, input: bytes, runtimeLists: lists.lists,
                        scratch: scratch, stepLimit: min(budget, Self.sentenceBudget), takesEveryStep: takesEveryStep
                    )
                    let steps = runner.run()
                    budget -= steps
                    longestRun = max(longestRun, steps)
                    for success in runner.successes {
                        results.add(success, sentence: Int(candidate), variant: variant)
                    }
                }
            }
        }
        return (results.matches(), allowed - budget, longestRun)
    }

    /// The closest non-matches, for diagnostics when `match` is empty: the sentences that got
    /// furthest into the text, with the intent, the template and the part of the text they matched.
    /// Pass the same `lists` as to ``match(_:lists:)``.
    public func nearMisses(_ text: String, lists: [String: SlotList] = [:], limit: Int = 3) -> [NearMiss] {
        nearMissSearch(text, lists: lists, limit: limit).misses
    }

    /// ``nearMisses(_:lists:limit:)``, with the steps the search took (at most
    /// ``nearMissBudget`` or `budget` if less, and one more a run that ended on its limit) and the most that one
    /// sentence's search on one variant of the text took. `normalized` is `text` as the grammar's
    /// language normalizes it, when the caller has it already.
    func nearMissSearch(
        _ text: String, normalized: String? = nil, lists: [String: SlotList] = [:], limit: Int = 3,
        budget allowance: Int = nearMissBudget
    ) -> (misses: [NearMiss], steps: Int, longestRun: Int) {
        guard limit > 0 else { return ([], 0, 0) }
        let compiled = grammar.compiled
        let runtimeLists = prepare(lists).lists
        let input = MatchInput(text, normalized: normalized, grammar: compiled)
        let scratch = RunScratch(cache: compiled.cache)
        var misses: [(reach: Int, sentence: Int, variant: Int)] = []
        let allowed = max(min(Self.nearMissBudget, allowance), 0)
        var budget = allowed
        var longestRun = 0
        let runs = max(compiled.sentences.count * input.variants.count, 1)
        let share = min(max(allowed / runs, Self.nearMissShare), Self.sentenceBudget / 10)
        for (index, sentence) in compiled.sentences.enumerated() {
            var best: (reach: Int, variant: Int)?
            for (variant, text) in input.variants.enumerated() where budget > 0 {
                let (steps, matched, furthest) = text.bytes.withUnsafeBufferPointer { bytes in
                    var runner = ProgramRunner(
                        sentence: sentence, text: text, input: bytes, runtimeLists: runtimeLists,
                        scratch: scratch, stepLimit: min(budget, share), takesEveryStep: takesEveryStep
                    )
                    let steps = runner.run()
                    return (steps, !runner.successes.isEmpty, runner.furthest)
                }
                budget -= steps
                longestRun = max(longestRun, steps)
                if matched {
                    best = nil
                    break
                }
                let reach = text.sourceOffset(furthest)
                if reach > (best?.reach ?? -1) { best = (reach, variant) }
            }
            if let best { misses.append((best.reach, index, best.variant)) }
        }
        misses.sort { $0.reach != $1.reach ? $0.reach > $1.reach : $0.sentence < $1.sentence }
        let alignment = input.alignment(grammar: compiled)
        let closest = misses.prefix(limit).map { miss in
            let sentence = compiled.sentences[miss.sentence]
            let intent = grammar.intents[sentence.intent]
            return NearMiss(
                intent: intent.name,
                sentence: intent.sentences[sentence.sentence].template.source,
                matchedPrefix: alignment.originalPrefix(upTo: miss.reach)
            )
        }
        return (Array(closest), allowed - budget, longestRun)
    }
}
