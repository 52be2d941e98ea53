public import Hark

/// User-specific words apps teach the assistant: the names of the user's lists and notes, their
/// items, their contacts. A value: pass a snapshot to ``Recognizer/recognize(_:locale:vocabulary:)``,
/// and a value registered a moment ago counts at once, with nothing to rebuild.
///
/// Values are registered per app under a *kind*: a parameter type (`"TaskList"`, `"Note"`,
/// `"Task"`, `"Person"`), a custom type or parameter name, or any other name the app and its
/// definition agree on. Registering again replaces that app's previous values of that kind.
///
/// ```swift
/// var vocabulary = Vocabulary()
/// vocabulary.register(["Grocery Store", "Hardware Store"], kind: "TaskList", app: "com.app-o-mat.listomat")
/// vocabulary.matches(for: "store", kinds: ["TaskList"], locale: "en").map(\.value)
/// // ["Grocery Store", "Hardware Store"], both by containment
/// ```
///
/// Vocabulary never replaces what the user said: recognition prefers readings of the sentence
/// whose words match vocabulary and reports the matches, and the app's `resolve` decides.
public struct Vocabulary: Sendable, Hashable {
    /// Values by app, then by kind, in registration order.
    private var values: [String: [String: RegisteredValues]] = [:]

    /// An empty vocabulary.
    public init() {}

    /// Registers `values` of `kind` for `app`, replacing what the app registered of that kind
    /// before. Registering no values removes the kind.
    public mutating func register(_ values: [SpeakableString], kind: String, app: String) {
        if values.isEmpty {
            self.values[app]?[kind] = nil
            if self.values[app]?.isEmpty == true { self.values[app] = nil }
        } else {
            self.values[app, default: [:]][kind] = RegisteredValues(values)
        }
    }

    /// A copy with `values` of `kind` registered for `app` (see ``register(_:kind:app:)``).
    public func registering(_ values: [SpeakableString], kind: String, app: String) -> Vocabulary {
        var copy = self
        copy.register(values, kind: kind, app: app)
        return copy
    }

    /// Removes everything `app` registered.
    public mutating func removeAll(app: String) {
        values[app] = nil
    }

    /// The values `app` registered under `kind`, in registration order.
    public func values(kind: String, app: String) -> [SpeakableString] {
        values[app]?[kind]?.values ?? []
    }

    /// What `app` registered under `kind`, with its indexes.
    func registered(kind: String, app: String) -> RegisteredValues? {
        values[app]?[kind]
    }

    /// The apps that registered anything, sorted.
    public var apps: [String] {
        values.keys.sorted()
    }

    /// The kinds `app` registered values under, sorted.
    public func kinds(app: String) -> [String] {
        values[app]?.keys.sorted() ?? []
    }

    /// Whether no app registered anything.
    public var isEmpty: Bool {
        values.isEmpty
    }

    /// The registered values that `heard` matches, closest first: exactly, by containment, by
    /// sound or misspelled, by the rules of `locale`'s language (see ``VocabularyMatch/Kind``).
    ///
    /// - Parameters:
    ///   - heard: The words as the user said them ("the store", "grocry").
    ///   - kinds: The kinds to look in, such as `["TaskList"]`.
    ///   - locale: The language of `heard` (`"en"`, `"fr-CA"`).
    ///   - apps: The apps whose values count; `nil` for every app.
    ///   - limit: At most this many matches.
    public func matches(
        for heard: String, kinds: [String], locale: String, apps: [String]? = nil, limit: Int = 10
    ) -> [VocabularyMatch] {
        let lookup = VocabularyLookup(vocabulary: self, locale: locale)
        return Array(lookup.matches(for: heard, kinds: kinds, apps: apps).prefix(max(limit, 0)))
    }

    /// How `heard` matches one value: its phrase or its pronunciation hint, whichever is closer.
    static func match(
        _ heard: VocabularyTerm, value: SpeakableString, kind: String, app: String, language: String,
        phrase: (String) -> VocabularyTerm
    ) -> VocabularyMatch? {
        var forms = [phrase(value.spokenPhrase)]
        if let hint = value.pronunciationHint, !hint.isEmpty { forms.append(phrase(hint)) }
        return match(heard, value: value, forms: forms, kind: kind, app: app, language: language)
    }

    /// How `heard` matches one value whose phrase and pronunciation hint are prepared as `forms`.
    static func match(
        _ heard: VocabularyTerm, value: SpeakableString, forms: [VocabularyTerm], kind: String, app: String, language: String
    ) -> VocabularyMatch? {
        var best: VocabularyMatch?
        for form in forms {
            guard let (matchKind, score) = TermComparison.compare(heard: heard, value: form, language: language) else {
                continue
            }
            let match = VocabularyMatch(value: value, vocabularyKind: kind, app: app, kind: matchKind, score: score)
            if best.map({ match.ranks(before: $0) }) ?? true { best = match }
        }
        return best
    }
}
