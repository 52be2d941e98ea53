import Hark

/// Looks heard words up in one vocabulary snapshot, in one language, remembering each question
/// it answered.
///
/// Made for one recognition, where the same slot text comes up in many readings of a sentence.
/// The values are reached through their ``VocabularyIndex``, which outlives it (kept with the
/// snapshot's values and in a ``VocabularyIndexCache``): only the values the index names are
/// compared, so a lookup costs about the same with ten names or a hundred thousand.
final class VocabularyLookup {
    let vocabulary: Vocabulary
    let language: String
    /// What the request says about the user that reading its values needs: the currency of
    /// their region, their time zone.
    let reading: ParameterReading.Context
    private let indexes: VocabularyIndexCache
    private var phrases: [String: VocabularyTerm] = [:]
    private var answers: [Question: [VocabularyMatch]] = [:]

    private struct Question: Hashable {
        var heard: String
        var kinds: [String]
        var apps: [String]?
    }

    init(
        vocabulary: Vocabulary, locale: String, reading: ParameterReading.Context = .init(),
        indexes: VocabularyIndexCache = .shared
    ) {
        self.vocabulary = vocabulary
        self.language = TextNormalizer(language: locale).language
        self.reading = reading
        self.indexes = indexes
    }

    /// Every value of `kinds` registered by `apps` (every app when `nil`) that `heard` matches,
    /// closest first.
    func matches(for heard: String, kinds: [String], apps: [String]?) -> [VocabularyMatch] {
        let question = Question(heard: heard, kinds: kinds, apps: apps)
        if let known = answers[question] { return known }
        // The apps' words of these kinds, if any: most slots have none (a person's name when the
        // user has no contacts), and then the heard text is not prepared for comparing at all.
        let searched = Set(apps ?? vocabulary.apps).sorted().flatMap { app in
            kinds.compactMap { kind in vocabulary.registered(kind: kind, app: app).map { (app, kind, $0) } }
        }
        guard !searched.isEmpty else {
            answers[question] = []
            return []
        }
        let heardPhrase = phrase(heard)
        var found: [VocabularyMatch] = []
        for (app, kind, registered) in searched {
            let index = registered.index(language: language, cache: indexes)
            for position in index.candidates(for: heardPhrase) {
                let match = Vocabulary.match(
                    heardPhrase, value: registered.values[position], forms: index.forms[position], kind: kind, app: app,
                    language: language)
                if let match { found.append(match) }
            }
        }
        found.sort { $0.ranks(before: $1) }
        answers[question] = found
        return found
    }

    /// What ``matches(for:kinds:apps:)`` answers, found by comparing `heard` with every value:
    /// the reference the index is tested against.
    func scanningMatches(for heard: String, kinds: [String], apps: [String]?) -> [VocabularyMatch] {
        let heardPhrase = phrase(heard)
        var found: [VocabularyMatch] = []
        for app in Set(apps ?? vocabulary.apps).sorted() {
            for kind in kinds {
                for value in vocabulary.values(kind: kind, app: app) {
                    let match = Vocabulary.match(
                        heardPhrase, value: value, kind: kind, app: app, language: language, phrase: phrase
                    )
                    if let match { found.append(match) }
                }
            }
        }
        found.sort { $0.ranks(before: $1) }
        return found
    }

    private func phrase(_ text: String) -> VocabularyTerm {
        if let known = phrases[text] { return known }
        let prepared = VocabularyTerm(text, language: language)
        phrases[text] = prepared
        return prepared
    }
}
