public import Foundation

extension Recognizer {
    /// Understands `text`, written in `locale`, with the user's vocabulary as it is right now.
    ///
    /// - Parameters:
    ///   - text: What the user typed or said, as written.
    ///   - locale: The user's assistant language: `"en"`, `"es-MX"`, `"ja"`.
    ///   - vocabulary: The apps' user-specific words (list names, note titles…) at this moment.
    ///   - timeZone: The user's time zone, in which spans of time ("yesterday") are counted.
    ///   - limit: At most how many candidates to give. The assistant, which acts on the best,
    ///     asks for one: matches that cannot rank among the candidates given are not read into
    ///     parameters, which is most of the work. ``Recognition/isTie`` is the same whatever the
    ///     limit. A limit below one is taken as one.
    ///   - nearMisses: When nothing matched, at most how many of the closest sentences to give
    ///     (``Recognition/nearMisses``). Finding them runs every sentence of the language on the
    ///     text, which costs more than recognizing it; the assistant, which does not show them,
    ///     asks for none.
    /// - Returns: The candidates, best first; none (with near misses) when nothing matched.
    /// - Throws: `LanguageError` for a locale Hark does not understand, or one no definition has
    ///   sentences for.
    public func recognize(
        _ text: String, locale: String, vocabulary: Vocabulary = Vocabulary(), timeZone: TimeZone = .current,
        limit: Int = maximumCandidates, nearMisses: Int = 3
    ) throws(LanguageError) -> Recognition {
        let profile = try LanguageProfile.forLocale(locale)
        let limit = max(limit, 1)
        guard let matcher = try matchers.matcher(for: profile.language) else {
            let covered = languages.isEmpty ? "none" : languages.joined(separator: ", ")
            throw LanguageError.noSentences(for: locale, covered: covered)
        }
        // A text has at least as many bytes as scalars: most are counted by their bytes alone.
        guard text.utf8.count <= Self.maximumInputLength || text.unicodeScalars.count <= Self.maximumInputLength else {
            return Recognition(locale: locale)
        }
        let lookup = VocabularyLookup(
            vocabulary: vocabulary, locale: profile.language, reading: ParameterReading.Context(locale: locale, timeZone: timeZone))

        // Normalized once, for finding app names and for matching the whole text.
        let normalized = profile.normalizer.normalize(text)
        // Prepared once for the sentence index of the help sentences and of the apps' (in Arabic,
        // the words' clitics are worked out).
        let prepared = MatchInput(forIndex: text, normalized: normalized, grammar: matcher.grammar.compiled)
        let mentions = appNames.mentions(in: text, language: profile.language, normalized: normalized)
        if let help = helpRequest(in: text, prepared: prepared, language: profile.language, mentions: mentions) {
            return Recognition(locale: locale, namedApp: help.app, help: help)
        }
        var namedAppCannotDoIt = false
        // A name found a few ways (with the spaces or symbols around it, or without) leaves the
        // same request: it is matched once.
        var tried: Set<[String]> = []
        var steps = Self.requestStepBudget
        var reading = Self.requestReadingBudget
        for mention in mentions {
            guard tried.insert([mention.app, mention.normalizedRemainder]).inserted else { continue }
            let search = matcher.matchSearch(mention.remainder, normalized: mention.normalizedRemainder, budget: steps)
            steps -= search.steps
            let matches = search.matches
            let ranked = candidates(for: matches, namedApp: mention.app, lookup: lookup, limit: limit, budget: &reading)
            if !ranked.candidates.isEmpty {
                return Recognition(locale: locale, candidates: ranked.candidates, isTie: ranked.isTie, namedApp: mention.app)
            }
            namedAppCannotDoIt = namedAppCannotDoIt || !matches.isEmpty
        }
        // "In Notely, add milk to the grocery list": the rest is a request, for another app. The
        // user asked for Notely, so no other app is offered; the dialog can say Notely can't.
        if namedAppCannotDoIt, let named = mentions.first {
            return Recognition(locale: locale, namedApp: named.app)
        }
        let whole = matcher.matchSearch(prepared, budget: steps)
        steps -= whole.steps
        var ranked = candidates(for: whole.matches, namedApp: nil, lookup: lookup, limit: limit, budget: &reading)
        if let best = ranked.best,
            trainedLayerDeclines(text, intentKey: best.intentKey, coverage: best.coverage + best.freeText, language: profile.language)
        {
            ranked = RankedCandidates()
        }
        var recognition = Recognition(locale: locale, candidates: ranked.candidates, isTie: ranked.isTie, namedApp: mentions.first?.app)
        if ranked.candidates.isEmpty {
            switch trainedAnswer(text, mentions: mentions, language: profile.language, lookup: lookup) {
            case .candidate(let candidate):
                return Recognition(
                    locale: locale, candidates: [candidate], namedApp: candidate.appWasNamed ? candidate.app : mentions.first?.app)
            case .namedAppCannotDoIt(let app):
                return Recognition(locale: locale, namedApp: app)
            case nil:
                break
            }
            recognition.nearMisses =
                matcher.nearMissSearch(
                    mentions.first?.remainder ?? text, normalized: mentions.first?.normalizedRemainder ?? normalized, limit: nearMisses,
                    budget: steps
                ).misses
        }
        return recognition
    }

    /// The question about what the user can say that `text` asks, if it asks one: naming an app
    /// inside the sentence ("what can ListOMat do?"), a general question with an app named
    /// around it ("In ListOMat, what can I say?"), or a general question.
    func helpRequest(in text: String, prepared: MatchInput, language: String, mentions: [AppNameDetector.Mention]) -> HelpRequest? {
        guard let matcher = try? help.matcher(for: language) else { return nil }
        let matches = matcher.matchSearch(prepared).matches
        if let app = matches.first(where: { $0.intent == HelpSentences.appIntent })?.slots["app"]?.value {
            return HelpRequest(app: app)
        }
        for mention in mentions
        where matcher.match(mention.remainder, normalized: mention.normalizedRemainder).contains(where: {
            $0.intent == HelpSentences.generalIntent
        }) {
            return HelpRequest(app: mention.app)
        }
        return matches.contains { $0.intent == HelpSentences.generalIntent } ? HelpRequest() : nil
    }

    /// The candidates the matches give, at most `limit`, ranked, and whether the best two
    /// intents tie.
    ///
    /// Reading a match's values (splitting items, reading money, asking the vocabulary) is most
    /// of the work, so matches are read in the order of the most coverage each can have
    /// (``coverageBound(of:lookup:memo:)``), and reading stops once `limit` different
    /// understandings all cover more than any match left could: those could neither rank among
    /// them nor tie with the best. A match whose coverage could equal theirs is skipped too
    /// when they have fewer free-text slots, less free text or fewer skipped words
    /// (``RankedCandidates/holds(_:dominating:coverage:)``). The candidates are the same as when every match is read
    /// (`readsEveryMatch`, for the tests that check it).
    ///
    /// `budget` is how many characters of free text may still be read
    /// (``requestReadingBudget``); what is read is taken from it. The first match in that order
    /// is read even when nothing is left, so that each search gives its best reading.
    func candidates(
        for matches: [Match], namedApp: String?, lookup: VocabularyLookup, limit: Int, budget: inout Int
    ) -> RankedCandidates {
        var ranked = RankedCandidates()
        var memo = ReadingMemo(language: lookup.language)
        // One match has nothing to be ranked against.
        let bounded = !readsEveryMatch && matches.count > 1
        var order = matches.indices.map { (index: $0, bound: bounded ? coverageBound(of: matches[$0], lookup: lookup, memo: &memo) : 0) }
        if bounded { order.sort { $0.bound != $1.bound ? $0.bound > $1.bound : $0.index < $1.index } }
        var settledBelow = Int.max
        for (position, (index, bound)) in order.enumerated() {
            if bounded, bound < settledBelow {
                if ranked.holds(limit, coveringMoreThan: bound) { break }
                settledBelow = bound
            }
            // A match as well covered as those read, but with more free text, is not read either.
            if bounded, ranked.holds(limit, dominating: matches[index].score, coverage: bound) { continue }
            if bounded, position > 0, budget <= 0 { break }
            for slot in matches[index].slots.values where slot.isWildcard { budget -= slot.text.unicodeScalars.count }
            if let reading = reading(of: matches[index], namedApp: namedApp, lookup: lookup, memo: &memo) {
                ranked.add(reading)
            }
        }
        ranked.rank(limit: limit)
        return ranked
    }
}
