import Hark

/// Readings of a request ranked into candidates: best first, one per distinct understanding,
/// with whether the best two different intents tie.
///
/// A reading's *coverage* is how much of the text it accounts for, in hundredths of a
/// character: template words and list values count fully; free text counts by the vocabulary it
/// matched (exact 100, contains 75, phonetic 60, fuzzy 40 per character of the shorter of the text
/// and the value, so free text that merely contains a known item does not outweigh a template) or
/// not at all. Readings rank by coverage, then fewer free-text slots, then less free text (so a
/// skip word such as "please" is left out of a list's name rather than taken into it), then fewer
/// skipped words, then the matcher's score, then their parameters' text, so the order never
/// depends on hashing.
struct RankedCandidates {
    /// One reading of the request, with what ranks it.
    struct Reading {
        var candidate: Candidate
        var coverage: Int
        /// The intent's key, which tells same-named intents of different files apart.
        var intentKey: String
        /// What the vocabulary said of each parameter ("name → Grocery Store (exact)"), for the reason.
        var vocabularyNotes: [String] = []
        /// What free text by design accounts for, in hundredths of a character: the words a
        /// `String` parameter took (a message's content, a note's text). It does not rank
        /// readings; it keeps the trained layer from declining a match whose words around the
        /// free text say what it is ("tell Carlos that {content}").
        var freeText: Int = 0

        /// Why the candidate ranks where it does: the template, the matcher's reasons, the
        /// vocabulary. Written only for the readings kept.
        var reason: String {
            var reason = candidate.template
            reason += ": "
            reason += candidate.score.reason
            for (index, note) in vocabularyNotes.enumerated() {
                reason += index == 0 ? "; vocabulary: " : ", "
                reason += note
            }
            return reason
        }

        var tiebreak: String {
            candidate.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.heard)" }.joined(separator: "\u{1F}")
        }

        func ranks(before other: Reading) -> Bool {
            if coverage != other.coverage { return coverage > other.coverage }
            let (score, otherScore) = (candidate.score, other.candidate.score)
            if score.wildcardCount != otherScore.wildcardCount { return score.wildcardCount < otherScore.wildcardCount }
            // Less free text before fewer skipped words: "… list, please" leaves "please" out of the list's name.
            if score.wildcardCharacters != otherScore.wildcardCharacters {
                return score.wildcardCharacters < otherScore.wildcardCharacters
            }
            if score.skippedWords != otherScore.skippedWords { return score.skippedWords < otherScore.skippedWords }
            if score != otherScore { return score < otherScore }
            return tiebreak < other.tiebreak
        }

        func isAsGood(as other: Reading) -> Bool {
            let (score, otherScore) = (candidate.score, other.candidate.score)
            return coverage == other.coverage && score.wildcardCount == otherScore.wildcardCount
                && score.wildcardCharacters == otherScore.wildcardCharacters && score.skippedWords == otherScore.skippedWords
        }
    }

    private var readings: [Reading] = []
    /// What each reading understands, in the order of `readings`.
    private var understandings: [Understanding] = []
    private(set) var candidates: [Candidate] = []
    private(set) var isTie = false
    /// The best reading's coverage, free text by design and intent key, once ranked.
    private(set) var best: (coverage: Int, freeText: Int, intentKey: String)?

    mutating func add(_ reading: Reading) {
        readings.append(reading)
        understandings.append(Understanding(reading))
    }

    /// Whether at least `limit` distinct understandings cover more than `coverage`: then no
    /// reading that covers `coverage` or less can be among the `limit` kept.
    func holds(_ limit: Int, coveringMoreThan coverage: Int) -> Bool {
        guard readings.count >= limit else { return false }
        if limit <= 1 { return readings.contains { $0.coverage > coverage } }
        // At most `limit` understandings are kept, so a list is searched rather than a set
        // hashed: hashing every reading's values cost more than comparing a few.
        var seen: [Understanding] = []
        for (reading, understanding) in zip(readings, understandings) where reading.coverage > coverage {
            if !seen.contains(understanding) {
                seen.append(understanding)
                if seen.count >= limit { return true }
            }
        }
        return false
    }

    /// Whether at least `limit` distinct understandings rank before any reading a match with
    /// `score` and at most `coverage` can give, and none of them as good as it can be: each
    /// covers more, or as much with fewer free-text slots, then less free text, then fewer
    /// skipped words (``Reading/ranks(before:)``, whose first keys a match's score fixes).
    ///
    /// Such a match's reading is not among the `limit` kept, nor does it decide the tie: the
    /// best reading is as good as each of those, and a reading that ranks after one of them
    /// without being as good cannot be as good as the best, nor can any reading after it.
    func holds(_ limit: Int, dominating score: MatchScore, coverage: Int) -> Bool {
        guard readings.count >= limit else { return false }
        func dominates(_ reading: Reading) -> Bool {
            if reading.coverage != coverage { return reading.coverage > coverage }
            let known = reading.candidate.score
            return (known.wildcardCount, known.wildcardCharacters, known.skippedWords)
                < (score.wildcardCount, score.wildcardCharacters, score.skippedWords)
        }
        if limit <= 1 { return readings.contains(where: dominates) }
        var seen: [Understanding] = []
        for (reading, understanding) in zip(readings, understandings) where dominates(reading) {
            if !seen.contains(understanding) {
                seen.append(understanding)
                if seen.count >= limit { return true }
            }
        }
        return false
    }

    /// Ranks the readings, keeps the best of each distinct understanding, at most `limit`.
    mutating func rank(limit: Int) {
        let order = readings.indices.sorted { readings[$0].ranks(before: readings[$1]) }
        var seen: [Understanding] = []
        var kept: [Reading] = []
        for index in order where kept.count < limit {
            if !seen.contains(understandings[index]) {
                seen.append(understandings[index])
                kept.append(readings[index])
            }
        }
        best = kept.first.map { ($0.coverage, $0.freeText, $0.intentKey) }
        candidates = kept.map { reading in
            var candidate = reading.candidate
            candidate.reason = reading.reason
            return candidate
        }
        // Whatever the limit: the readings as good as the best rank before all others.
        let read = readings
        if let best = order.first.map({ read[$0] }),
            let rival = order.first(where: { read[$0].candidate.intent != best.candidate.intent }).map({ read[$0] })
        {
            isTie = rival.isAsGood(as: best)
        } else {
            isTie = false
        }
    }

    private struct Understanding: Hashable {
        var intentKey: String
        var app: String?
        var parameters: [String: ParameterValue]

        init(_ reading: Reading) {
            intentKey = reading.intentKey
            app = reading.candidate.app
            parameters = reading.candidate.parameters.mapValues(\.value)
        }
    }
}
