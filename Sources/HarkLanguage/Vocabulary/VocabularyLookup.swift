/// Looks heard words up in one vocabulary snapshot, in one language, remembering what it
/// prepared: each value's phrase is normalized once, and each question answered once.
///
/// Made for one recognition, where the same slot text comes up in many readings of a sentence.
final class VocabularyLookup {
    let vocabulary: Vocabulary
    let language: String
    private var phrases: [String: VocabularyPhrase] = [:]
    private var answers: [Question: [VocabularyMatch]] = [:]

    private struct Question: Hashable {
        var heard: String
        var kinds: [String]
        var apps: [String]?
    }

    init(vocabulary: Vocabulary, locale: String) {
        self.vocabulary = vocabulary
        self.language = TextNormalizer(language: locale).language
    }

    /// Every value of `kinds` registered by `apps` (every app when `nil`) that `heard` matches,
    /// closest first.
    func matches(for heard: String, kinds: [String], apps: [String]?) -> [VocabularyMatch] {
        let question = Question(heard: heard, kinds: kinds, apps: apps)
        if let known = answers[question] { return known }
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
        answers[question] = found
        return found
    }

    private func phrase(_ text: String) -> VocabularyPhrase {
        if let known = phrases[text] { return known }
        let prepared = VocabularyPhrase(text, language: language)
        phrases[text] = prepared
        return prepared
    }
}
