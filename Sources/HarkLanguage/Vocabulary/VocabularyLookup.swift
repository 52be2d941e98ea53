import Hark

/// Looks heard words up in one vocabulary snapshot, in one language, remembering what it
/// prepared: each value's phrase is normalized once, and each question answered once.
///
/// Made for one recognition, where the same slot text comes up in many readings of a sentence;
/// the values' prepared phrases come from a ``VocabularyTermCache`` that outlives it.
final class VocabularyLookup {
    let vocabulary: Vocabulary
    let language: String
    private let cache: VocabularyTermCache
    private var phrases: [String: VocabularyTerm] = [:]
    private var answers: [Question: [VocabularyMatch]] = [:]

    private struct Question: Hashable {
        var heard: String
        var kinds: [String]
        var apps: [String]?
    }

    init(vocabulary: Vocabulary, locale: String, cache: VocabularyTermCache = .shared) {
        self.vocabulary = vocabulary
        self.language = TextNormalizer(language: locale).language
        self.cache = cache
    }

    /// Every value of `kinds` registered by `apps` (every app when `nil`) that `heard` matches,
    /// closest first.
    func matches(for heard: String, kinds: [String], apps: [String]?) -> [VocabularyMatch] {
        let question = Question(heard: heard, kinds: kinds, apps: apps)
        if let known = answers[question] { return known }
        let heardPhrase = phrase(heard)
        let searched = Set(apps ?? vocabulary.apps).sorted()
        prepare(
            searched.flatMap { app in
                kinds.flatMap { kind in
                    vocabulary.values(kind: kind, app: app).flatMap { [$0.spokenPhrase] + ($0.pronunciationHint.map { [$0] } ?? []) }
                }
            })
        var found: [VocabularyMatch] = []
        for app in searched {
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
        answers[question] = found
        return found
    }

    /// Fetches the prepared phrases of `texts` from the cache, all at once.
    private func prepare(_ texts: [String]) {
        let missing = Array(Set(texts.filter { phrases[$0] == nil }))
        guard !missing.isEmpty else { return }
        for (text, phrase) in zip(missing, cache.phrases(missing, language: language)) {
            phrases[text] = phrase
        }
    }

    private func phrase(_ text: String) -> VocabularyTerm {
        if let known = phrases[text] { return known }
        let prepared = VocabularyTerm(text, language: language)
        phrases[text] = prepared
        return prepared
    }
}
