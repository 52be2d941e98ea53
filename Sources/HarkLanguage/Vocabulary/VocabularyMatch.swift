public import Hark

/// A registered vocabulary value that the user's words matched, how closely, and whose it is.
public struct VocabularyMatch: Sendable, Hashable, CustomStringConvertible {
    /// How the heard words matched the value, closest first.
    public enum Kind: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
        /// The same words after normalization (case, accents, articles, spaces and hyphens aside):
        /// "grocery store" for "Grocery Store".
        case exact
        /// The heard words are part of the value, or the value part of them: "store" for
        /// "Grocery Store".
        case contains
        /// They sound alike: "hardwear" for "Hardware", "リスト" for "りすと".
        case phonetic
        /// A misspelling within a few edits, fewer for short words: "grocry" for "Grocery".
        case fuzzy

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String {
            switch self {
            case .exact: "exact"
            case .contains: "contains"
            case .phonetic: "phonetic"
            case .fuzzy: "fuzzy"
            }
        }
    }

    /// The registered value.
    public var value: SpeakableString
    /// What it was registered under: a parameter type (`"TaskList"`) or another vocabulary kind.
    public var vocabularyKind: String
    /// The app that registered it.
    public var app: String
    /// How the heard words matched.
    public var kind: Kind
    /// How closely, from 0 (barely) to 1 (exactly); comparable across kinds, but a closer kind
    /// always ranks first.
    public var score: Double

    public init(value: SpeakableString, vocabularyKind: String, app: String, kind: Kind, score: Double) {
        self.value = value
        self.vocabularyKind = vocabularyKind
        self.app = app
        self.kind = kind
        self.score = score
    }

    /// "Grocery Store (contains, 0.72)".
    public var description: String {
        let rounded = (score * 100).rounded() / 100
        return "\(value.spokenPhrase) (\(kind), \(rounded))"
    }

    /// Whether `self` ranks before `other`: closer kind, then higher score, then app and phrase.
    func ranks(before other: VocabularyMatch) -> Bool {
        if kind != other.kind { return kind < other.kind }
        if score != other.score { return score > other.score }
        if app != other.app { return app < other.app }
        return value.spokenPhrase < other.value.spokenPhrase
    }
}
