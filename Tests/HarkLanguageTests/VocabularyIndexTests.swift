import Hark
import Testing

@testable import HarkLanguage

/// The vocabulary index gives the answers comparing with every value gives: on a large made-up
/// vocabulary in each language, many heard phrases (the values, pieces of them, phrases holding
/// them, misspellings, spellings of the same sounds, unrelated words) find the same matches,
/// of every kind, while only a few values are compared for each.
@Suite struct VocabularyIndexTests {
    @Test(arguments: RecognizerFixtures.locales)
    func theIndexFindsWhatComparingWithEveryValueFinds(locale: String) {
        var generator = MadeUpVocabulary(language: locale, seed: 7)
        let vocabulary = generator.vocabulary(values: 1_200)
        let queries = generator.queries(for: vocabulary, count: 240)
        let lookup = VocabularyLookup(vocabulary: vocabulary, locale: locale, indexes: VocabularyIndexCache())
        let reference = VocabularyLookup(vocabulary: vocabulary, locale: locale, indexes: VocabularyIndexCache())
        var kinds: Set<VocabularyMatch.Kind> = []
        for query in queries {
            let found = lookup.matches(for: query.heard, kinds: query.kinds, apps: query.apps)
            let expected = reference.scanningMatches(for: query.heard, kinds: query.kinds, apps: query.apps)
            #expect(found == expected, "'\(query.heard)' in \(locale)")
            kinds.formUnion(expected.map(\.kind))
        }
        #expect(kinds == Set(VocabularyMatch.Kind.allCases), "the queries must exercise every kind of match")
    }

    @Test("an index extended with added values is the index of all of them", arguments: RecognizerFixtures.locales)
    func appendingIsBuildingAnew(locale: String) {
        var generator = MadeUpVocabulary(language: locale, seed: 13)
        let language = TextNormalizer(language: locale).language
        let values = generator.vocabulary(values: 600).values(kind: "TaskList", app: "app.a")
        let whole = VocabularyIndex(values: values, language: language, cache: VocabularyTermCache())
        for split in [0, 1, values.count / 2, values.count - 1] {
            let first = VocabularyIndex(values: Array(values[..<split]), language: language, cache: VocabularyTermCache())
            let extended = first.appending(values[split...], cache: VocabularyTermCache())
            #expect(extended.table == whole.table, "split at \(split) in \(locale)")
            #expect(extended.forms == whole.forms)
        }
    }

    @Test("a list grown by one name is found through the index it had, extended, with the same matches")
    func theCacheExtendsTheIndexOfAGrownList() {
        let cache = VocabularyIndexCache()
        var values = (0..<400).map { SpeakableString(spokenPhrase: "item number \($0)") }
        _ = cache.index(of: values, language: "en")
        values.append(SpeakableString(spokenPhrase: "oat milk"))
        let grown = cache.index(of: values, language: "en")
        #expect(cache.count == 2, "the shorter list's index stays for whoever still has it")
        #expect(grown.table == VocabularyIndex(values: values, language: "en", cache: VocabularyTermCache()).table)
        #expect(grown.candidates(for: VocabularyTerm("oat milk", language: "en")).contains(400))
    }

    @Test("a long Japanese text finds the values it holds, as comparing with every value does")
    func valuesInsideALongJapaneseText() throws {
        // Pieces of the heard text are looked up only as long as the longest value: a long text
        // costs its length times that, not its length squared (a fuzzed request of 400
        // characters spent a third of its time here).
        var generator = MadeUpVocabulary(language: "ja", seed: 5)
        let vocabulary = generator.vocabulary(values: 400)
        let values = vocabulary.values(kind: "TaskList", app: "app.a")
        let longest = try #require(values.max { $0.spokenPhrase.count < $1.spokenPhrase.count }).spokenPhrase
        let filler = String(repeating: "あいうえおさしすせそ", count: 20)
        let lookup = VocabularyLookup(vocabulary: vocabulary, locale: "ja", indexes: VocabularyIndexCache())
        let reference = VocabularyLookup(vocabulary: vocabulary, locale: "ja", indexes: VocabularyIndexCache())
        for heard in [filler + longest + filler, longest + filler, filler + longest] {
            let found = lookup.matches(for: heard, kinds: ["TaskList"], apps: nil)
            #expect(found == reference.scanningMatches(for: heard, kinds: ["TaskList"], apps: nil))
            #expect(found.contains { $0.kind == .contains && $0.value.spokenPhrase == longest }, "\(longest) in \(heard.count) characters")
        }
    }

    @Test(arguments: RecognizerFixtures.locales)
    func fewValuesAreCompared(locale: String) throws {
        var generator = MadeUpVocabulary(language: locale, seed: 11)
        let vocabulary = generator.vocabulary(values: 1_200)
        let language = TextNormalizer(language: locale).language
        let values = vocabulary.values(kind: "TaskList", app: "app.a")
        let index = VocabularyIndex(values: values, language: language, cache: VocabularyTermCache())
        let position = try #require(values.indices.first { $0 >= values.count / 2 && values[$0].spokenPhrase.count >= 6 })
        let candidates = index.candidates(for: VocabularyTerm(values[position].spokenPhrase, language: language))
        #expect(candidates.contains(position))
        #expect(candidates.count < values.count / 4)
    }

    @Test func aValueRegisteredAMomentAgoIsFound() {
        var vocabulary = Vocabulary().registering(["Grocery Store", "Hardware Store"], kind: "TaskList", app: "app")
        #expect(vocabulary.matches(for: "garden", kinds: ["TaskList"], locale: "en").isEmpty)
        vocabulary.register(["Grocery Store", "Hardware Store", "Garden"], kind: "TaskList", app: "app")
        #expect(vocabulary.matches(for: "garden", kinds: ["TaskList"], locale: "en").map(\.kind) == [.exact])
        #expect(vocabulary.matches(for: "gardem", kinds: ["TaskList"], locale: "en").map(\.kind) == [.fuzzy])
    }

    @Test func indexesAreKeptPerValuesAndLanguage() {
        let cache = VocabularyIndexCache(capacity: 10, terms: VocabularyTermCache())
        let values: [SpeakableString] = ["Grocery Store", "Hardware Store"]
        _ = cache.index(of: values, language: "en")
        _ = cache.index(of: values, language: "en")
        #expect(cache.count == 1)
        _ = cache.index(of: values, language: "fr")
        _ = cache.index(of: values + ["Garden"], language: "en")
        #expect(cache.count == 3)
        _ = cache.index(of: (0..<6).map { SpeakableString(spokenPhrase: "list \($0)") }, language: "en")
        #expect(cache.count == 1)
    }

    @Test(arguments: [("en", 3, 1), ("en", 6, 2), ("en", 12, 3), ("en", 20, 5), ("ja", 2, 1), ("ja", 3, 1), ("ja", 5, 2)])
    func deletionsReachAsFarAsALongerTextMayDiffer(language: String, length: Int, depth: Int) {
        #expect(VocabularyIndex.deletionDepth(length: length, language: language) == depth)
    }
}

/// A deterministic made-up vocabulary in one language, and phrases to look up in it.
struct MadeUpVocabulary {
    struct Query {
        var heard: String
        var kinds: [String]
        var apps: [String]?
    }

    let language: String
    private var random: SplitMix64

    init(language: String, seed: UInt64) {
        self.language = language
        self.random = SplitMix64(seed: seed)
    }

    /// `values` names over two apps and two kinds, a few with pronunciation hints.
    mutating func vocabulary(values: Int) -> Vocabulary {
        var vocabulary = Vocabulary()
        let slots = [
            ("app.a", "TaskList", values / 2), ("app.a", "Note", values / 4), ("app.b", "TaskList", values / 8),
            ("app.b", "Note", values / 8),
        ]
        for (app, kind, count) in slots {
            let names = (0..<count).map { _ in
                let phrase = name()
                return SpeakableString(spokenPhrase: phrase, pronunciationHint: random.next(below: 20) == 0 ? name() : nil)
            }
            vocabulary.register(names, kind: kind, app: app)
        }
        return vocabulary
    }

    /// Phrases to look up: each made from a registered value (itself, part of it, inside a
    /// longer phrase, misspelled, spelled as it sounds) or new.
    mutating func queries(for vocabulary: Vocabulary, count: Int) -> [Query] {
        let values = vocabulary.apps.flatMap { app in vocabulary.kinds(app: app).flatMap { vocabulary.values(kind: $0, app: app) } }
        return (0..<count).map { number in
            let value = values[random.next(below: values.count)].spokenPhrase
            let heard: String
            switch number % 8 {
            case 0: heard = value.uppercased()
            case 1: heard = part(of: value)
            case 2: heard = isJapanese ? value + word() : "\(word()) \(value) \(word())"
            case 3: heard = misspelled(value, edits: 1)
            case 4: heard = misspelled(value, edits: 1 + random.next(below: 3))
            case 5: heard = soundingAlike(value)
            case 6: heard = misspelled(part(of: value), edits: 1)
            default: heard = name()
            }
            let kinds = number % 5 == 0 ? ["TaskList"] : ["TaskList", "Note"]
            return Query(heard: heard, kinds: kinds, apps: number % 7 == 0 ? ["app.b"] : nil)
        }
    }

    private var isJapanese: Bool { language == "ja" }

    private var syllables: [String] {
        switch language {
        case "ja":
            ["か", "き", "く", "こ", "し", "す", "と", "の", "ま", "も", "り", "る", "カ", "キ", "ス", "ト", "リ", "ー", "買", "物", "店", "ゃ", "ん", "が"]
        case "ar":
            ["ب", "ق", "ا", "ل", "ة", "ت", "س", "و", "ي", "ز", "م", "ن", "ه", "ى", "أ", "ر", "ك", "د"]
        case "es":
            ["ka", "lo", "mi", "ve", "ru", "sa", "ll", "bi", "ber", "ca", "da", "fe", "gro", "ña", "í", "qu", "ce", "to"]
        case "fr":
            ["ka", "lo", "mi", "ne", "ru", "sa", "eau", "gn", "ch", "é", "è", "ç", "ber", "ca", "da", "ph", "qu", "ce"]
        default:
            ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "ber", "ca", "da", "fe", "gro", "ph", "qu", "ce", "ck", "ee"]
        }
    }

    private var commonWords: [String] {
        switch language {
        case "es": ["de", "la", "lista", "tienda"]
        case "fr": ["de", "la", "liste", "courses"]
        case "ar": ["قائمة", "ال", "و"]
        case "ja": []
        default: ["the", "list", "store", "to"]
        }
    }

    private mutating func word() -> String {
        (0..<(isJapanese ? 1 + random.next(below: 3) : 2 + random.next(below: 3)))
            .map { _ in syllables[random.next(below: syllables.count)] }.joined()
    }

    private mutating func name() -> String {
        if isJapanese { return (0..<(1 + random.next(below: 3))).map { _ in word() }.joined() }
        return (0..<(1 + random.next(below: 3))).map { _ in
            random.next(below: 6) == 0 && !commonWords.isEmpty ? commonWords[random.next(below: commonWords.count)] : word()
        }.joined(separator: " ")
    }

    /// A run of the value's words, or in Japanese a run of its characters.
    private mutating func part(of value: String) -> String {
        if isJapanese {
            let characters = Array(value)
            let start = random.next(below: characters.count)
            let end = start + 1 + random.next(below: characters.count - start)
            return String(characters[start..<end])
        }
        let words = value.split(separator: " ")
        let start = random.next(below: words.count)
        let end = start + 1 + random.next(below: words.count - start)
        return words[start..<end].joined(separator: " ")
    }

    /// The value with `edits` characters deleted, added, replaced or swapped with the next.
    private mutating func misspelled(_ value: String, edits: Int) -> String {
        var characters = Array(value)
        let letters = Array(syllables.joined())
        for _ in 0..<edits where characters.count > 1 {
            let at = random.next(below: characters.count)
            switch random.next(below: 4) {
            case 0: characters.remove(at: at)
            case 1: characters.insert(letters[random.next(below: letters.count)], at: at)
            case 2: characters[at] = letters[random.next(below: letters.count)]
            default: if at + 1 < characters.count { characters.swapAt(at, at + 1) }
            }
        }
        return String(characters)
    }

    /// The value spelled another way that sounds the same in its language.
    private func soundingAlike(_ value: String) -> String {
        let spellings: [(String, String)] =
            switch language {
            case "ja": [("か", "カ"), ("き", "キ"), ("す", "ス"), ("と", "ト"), ("り", "リ"), ("ー", ""), ("ま", "マ")]
            case "ar": [("ي", ""), ("ة", "ه"), ("أ", "ا"), ("ى", "ي"), ("و", "")]
            case "es": [("v", "b"), ("ll", "y"), ("ca", "ka"), ("qu", "k"), ("í", "i")]
            case "fr": [("eau", "o"), ("ph", "f"), ("qu", "k"), ("é", "e"), ("ce", "se")]
            default: [("ph", "f"), ("ck", "k"), ("ee", "ea"), ("ca", "ka"), ("qu", "kw")]
            }
        var result = value
        for (spelling, other) in spellings {
            result = result.split(separator: spelling, omittingEmptySubsequences: false).joined(separator: other)
        }
        return result
    }
}

/// The package's seeded generator, so the made-up vocabulary is the same every run.
extension SplitMix64 {
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }
}
