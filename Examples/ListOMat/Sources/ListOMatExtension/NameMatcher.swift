import Hark
import HarkLanguage

/// Finds what the user meant by a name among the user's own names, the way the seed article's
/// `getPossibleLists(for:)` does, with Hark's vocabulary comparison behind it.
///
/// A name matches *exactly* when it is the same once normalized by ``TextNormalizer`` (case,
/// accents, a leading article, spaces and hyphens aside: "the grocery store" is "Grocery Store",
/// "la lista de la compra" is "Lista de la compra"). Otherwise it matches *partly* when its words
/// are part of the name or the name's part of them ("store" in "Grocery Store", "店" in
/// "食料品店"), when it sounds the same ("hardwear"), or when it is misspelled by a few letters
/// ("grocry"); only the closest of these kinds counts, so a name contained in one list beats a
/// misspelling of another. Several matches come in the order of `candidates` (the user's order).
public struct NameMatcher: Sendable, Hashable {
    /// The language the user speaks to the assistant (`siriLanguageCode`): `en`, `es`, `fr`, `ja`, `ar`.
    public var language: String

    public init(language: String) {
        self.language = TextNormalizer(language: language).language
    }

    /// How a heard name matched a set of candidates.
    public enum Outcome<Candidate: Sendable>: Sendable {
        /// These candidates have the same name as heard (usually one).
        case exact([Candidate])
        /// These candidates match part of the name, by sound or misspelled, closest first.
        case partial([Candidate])
        /// No candidate matches.
        case none
    }

    /// What `heard` matches among `candidates`, whose names `name` gives.
    public func match<Candidate: Sendable>(
        _ heard: String, among candidates: [Candidate], name: (Candidate) -> String
    ) -> Outcome<Candidate> {
        let kind = "names"
        let values = candidates.indices.map { SpeakableString(spokenPhrase: name(candidates[$0]), identifier: String($0)) }
        let vocabulary = Vocabulary().registering(values, kind: kind, app: "")
        let found = vocabulary.matches(for: heard, kinds: [kind], locale: language(for: heard), limit: candidates.count)
        guard let closest = found.first?.kind else { return .none }
        // In the user's order, as the app shows them, not by score.
        let chosen = found.filter { $0.kind == closest }
            .compactMap { $0.value.identifier.flatMap(Int.init) }
            .sorted()
            .map { candidates[$0] }
        return closest == .exact ? .exact(chosen) : .partial(chosen)
    }

    /// Whether `heard` means "all of them" ("all", "todas", "toutes", "全部", "الكل").
    public func meansAll(_ heard: String) -> Bool {
        let language = language(for: heard)
        let normalizer = TextNormalizer(language: language)
        let words = Self.allWords[language, default: []] + Self.allWords["en", default: []]
        return words.map(normalizer.normalize).contains(normalizer.normalize(heard))
    }

    /// The language to compare `heard` in: Japanese or Arabic when it is written in their
    /// script, whatever the assistant's language; English rules for Latin letters when the
    /// assistant speaks Japanese or Arabic.
    func language(for heard: String) -> String {
        var japanese = false
        var arabic = false
        for scalar in heard.unicodeScalars {
            switch scalar.value {
            case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF66...0xFF9F: japanese = true
            case 0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: arabic = true
            default: break
            }
        }
        if japanese { return "ja" }
        if arabic { return "ar" }
        return ["ja", "ar"].contains(language) ? "en" : language
    }

    /// The words for "all of them" by language.
    static let allWords: [String: [String]] = [
        "en": [
            "all", "all lists", "all my lists", "all of them", "every list", "everything", "all my", "all of my", "all the", "all our",
            "every",
        ],
        "es": ["todas", "todas las listas", "todas mis listas", "todo", "todos", "todas mis", "todas las", "todos mis", "todos los"],
        "fr": ["toutes", "toutes les listes", "toutes mes listes", "tout", "tous", "toutes mes", "toutes les", "tous mes", "tous les"],
        "ja": ["全部", "すべて", "全て", "全部のリスト", "すべてのリスト", "全てのリスト", "全部の", "すべての", "全ての"],
        "ar": ["الكل", "كل القوائم", "جميع القوائم", "كل قوائمي", "الجميع", "كل", "جميع"],
    ]
}
