import Hark

/// The values one app registered under one kind, prepared for one language and indexed, so that
/// heard words reach the few values they can match without being compared with every value.
///
/// The index only narrows: ``candidates(for:)`` gives every value that
/// ``TermComparison/compare(heard:value:language:)`` could match, and perhaps a few more, and
/// the comparison decides as it always did. Each way of matching has its keys:
///
/// * exact: the value's phrase run together (`compact`);
/// * contains: the same key, looked up with every run of the heard words ("grocery store" in
///   "the grocery store list"), and each value word, looked up with the heard words (a value
///   holds them all); in Japanese, where words have no spaces, every piece of the heard text
///   and the value's characters and pairs of characters;
/// * phonetic: how the phrase and each word sound, and in Japanese pairs of sounds;
/// * fuzzy: the deletion neighbourhoods of the phrase and each word, as SymSpell builds them:
///   two texts within `k` edits both reach one text by deleting at most `k` characters each,
///   and the same holds for their first ``prefixLength`` characters.
///
/// Keys are hashed; the table is one sorted array of hash and value position.
struct VocabularyIndex: Sendable {
    /// How many leading characters of a text its misspellings are indexed by.
    static let prefixLength = 8

    let language: String
    /// Each value's prepared forms: its phrase, then its pronunciation hint when it has one.
    let forms: [[VocabularyTerm]]
    /// A key's hash in the high 32 bits, a value's position in the low 32, sorted.
    private let entries: [UInt64]
    /// The most characters a value's form has, run together: no longer piece of a heard text
    /// can be one (Japanese containment looks up no longer pieces).
    private let longest: Int

    /// What a key stands for, so that a word and a phrase spelled alike stay apart.
    enum Key: UInt64 {
        case compact = 1
        case compactSound, word, wordSound, deletion, gram, soundGram
    }

    /// Indexes `values`, preparing their phrases through `cache`.
    init(values: [SpeakableString], language: String, cache: VocabularyTermCache = .shared) {
        self.language = language
        (forms, entries) = Self.table(of: values[...], from: 0, language: language, cache: cache)
        longest = Self.longest(of: forms[...])
    }

    private init(language: String, forms: [[VocabularyTerm]], entries: [UInt64], longest: Int) {
        self.language = language
        self.forms = forms
        self.entries = entries
        self.longest = longest
    }

    private static func longest(of forms: ArraySlice<[VocabularyTerm]>) -> Int {
        forms.joined().reduce(0) { max($0, $1.compact.count) }
    }

    /// This index with `added` after its values, as ``init(values:language:cache:)`` would build
    /// it for all of them: only the added values' keys are made, and merged into the table. An
    /// app that adds one name to ten thousand (an item to a long list) is indexed again in the
    /// time of one name and one pass over the table, not of ten thousand names.
    func appending(_ added: ArraySlice<SpeakableString>, cache: VocabularyTermCache = .shared) -> VocabularyIndex {
        let (addedForms, addedEntries) = Self.table(of: added, from: forms.count, language: language, cache: cache)
        var merged: [UInt64] = []
        merged.reserveCapacity(entries.count + addedEntries.count)
        var old = 0
        var new = 0
        while old < entries.count || new < addedEntries.count {
            let next: UInt64
            if new == addedEntries.count || (old < entries.count && entries[old] <= addedEntries[new]) {
                next = entries[old]
                old += 1
            } else {
                next = addedEntries[new]
                new += 1
            }
            if merged.last != next { merged.append(next) }
        }
        return VocabularyIndex(
            language: language, forms: forms + addedForms, entries: merged, longest: max(longest, Self.longest(of: addedForms[...])))
    }

    /// The prepared forms of `values` and their keys, sorted and each once, the first value at
    /// position `first`.
    private static func table(
        of values: ArraySlice<SpeakableString>, from first: Int, language: String, cache: VocabularyTermCache
    ) -> (forms: [[VocabularyTerm]], entries: [UInt64]) {
        var texts: [String] = []
        var counts: [Int] = []
        for value in values {
            texts.append(value.spokenPhrase)
            if let hint = value.pronunciationHint, !hint.isEmpty {
                texts.append(hint)
                counts.append(2)
            } else {
                counts.append(1)
            }
        }
        var terms = cache.phrases(texts, language: language)[...]
        var forms: [[VocabularyTerm]] = []
        forms.reserveCapacity(values.count)
        var entries: [UInt64] = []
        entries.reserveCapacity(texts.count * 48)
        for (offset, count) in counts.enumerated() {
            let valueForms = Array(terms.prefix(count))
            terms = terms.dropFirst(count)
            forms.append(valueForms)
            let position = UInt64(first + offset)
            for term in valueForms {
                keys(of: term, language: language) { entries.append($0 << 32 | position) }
            }
        }
        entries.sortRemovingDuplicates()
        return (forms, entries)
    }

    /// The table, for tests: a key's hash in the high 32 bits, a value's position in the low 32.
    var table: [UInt64] { entries }

    /// How many values the index holds.
    var count: Int { forms.count }

    /// The positions of the values `heard` may match, in registration order: every value
    /// ``TermComparison`` matches is among them.
    func candidates(for heard: VocabularyTerm) -> [Int] {
        guard heard.length > 0 else { return [] }
        var ranges: [Range<Int>] = []
        ranges.append(lookup(Self.hash(.compact, heard.compactScalars)))
        if !heard.compactSound.isEmpty {
            ranges.append(lookup(Self.hash(.compactSound, Array(heard.compactSound.unicodeScalars))))
        }
        Self.deletions(of: heard.compactScalars, language: language) { ranges.append(lookup($0)) }
        if language == "ja" {
            ranges += japaneseContainment(of: heard)
        } else {
            ranges += runs(of: heard.words)
            ranges += rarestWord(of: heard.words)
        }
        var positions: [Int] = []
        positions.reserveCapacity(ranges.reduce(0) { $0 + $1.count })
        for range in ranges {
            for index in range { positions.append(Int(entries[index] & 0xFFFF_FFFF)) }
        }
        positions.sortRemovingDuplicates()
        return positions
    }

    /// The values whose phrase is a run of the heard words: "grocery store" in "grocery store list".
    private func runs(of words: [VocabularyTerm.Word]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        for start in words.indices {
            var hasher = KeyHasher(.compact)
            for word in words[start...] {
                hasher.add(word.scalars)
                let range = lookup(hasher.value)
                if !range.isEmpty { found.append(range) }
            }
        }
        return found
    }

    /// The values that have a word like one heard word (the same, sounding alike or misspelled),
    /// for the heard word that fewest values have: a value holds every heard word, so any will do.
    private func rarestWord(of words: [VocabularyTerm.Word]) -> [Range<Int>] {
        var rarest: [Range<Int>]?
        for word in words {
            var ranges = [lookup(Self.hash(.word, word.scalars))]
            if !word.sound.isEmpty { ranges.append(lookup(Self.hash(.wordSound, Array(word.sound.unicodeScalars)))) }
            Self.deletions(of: word.scalars, language: language) { ranges.append(lookup($0)) }
            let total = ranges.reduce(0) { $0 + $1.count }
            if rarest.map({ total < $0.reduce(0) { $0 + $1.count } }) ?? true { rarest = ranges }
        }
        return rarest ?? []
    }

    /// Japanese containment: the values that are a piece of the heard text, and those that hold
    /// it, or hold how it sounds, found by its rarest character pair (its character, when one).
    /// Only pieces as long as the longest value are looked up: a long heard text costs its length
    /// times that, not its length squared.
    private func japaneseContainment(of heard: VocabularyTerm) -> [Range<Int>] {
        var found: [Range<Int>] = []
        let scalars = heard.compactScalars
        var boundaries: [Int] = [0]
        for character in heard.compact { boundaries.append(boundaries[boundaries.count - 1] + character.unicodeScalars.count) }
        for start in boundaries.indices.dropLast() {
            var hasher = KeyHasher(.compact)
            for end in (start + 1)..<min(boundaries.count, start + longest + 1) {
                hasher.add(scalars[boundaries[end - 1]..<boundaries[end]])
                let range = lookup(hasher.value)
                if !range.isEmpty { found.append(range) }
            }
        }
        found.append(rarest(Self.grams(of: scalars, key: .gram).map(lookup)))
        let sound = Array(heard.compactSound.unicodeScalars)
        if sound.count >= 2 { found.append(rarest(Self.grams(of: sound, key: .soundGram).map(lookup))) }
        return found
    }

    private func rarest(_ ranges: [Range<Int>]) -> Range<Int> {
        ranges.min { $0.count < $1.count } ?? 0..<0
    }

    /// The entries of `hash`.
    private func lookup(_ hash: UInt64) -> Range<Int> {
        let first = hash << 32
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle] < first { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < entries.count, entries[end] >> 32 == hash { end += 1 }
        return low..<end
    }
}

extension VocabularyIndex {
    /// Every key of a value's prepared phrase.
    static func keys(of term: VocabularyTerm, language: String, _ body: (UInt64) -> Void) {
        guard term.length > 0 else { return }
        body(hash(.compact, term.compactScalars))
        if !term.compactSound.isEmpty { body(hash(.compactSound, Array(term.compactSound.unicodeScalars))) }
        deletions(of: term.compactScalars, language: language, body)
        if language == "ja" {
            let scalars = term.compactScalars
            for (index, scalar) in scalars.enumerated() {
                body(hash(.gram, [scalar]))
                if index > 0 { body(hash(.gram, [scalars[index - 1], scalar])) }
            }
            for gram in grams(of: Array(term.compactSound.unicodeScalars), key: .soundGram) { body(gram) }
        } else {
            for word in term.words {
                body(hash(.word, word.scalars))
                if !word.sound.isEmpty { body(hash(.wordSound, Array(word.sound.unicodeScalars))) }
                deletions(of: word.scalars, language: language, body)
            }
        }
    }

    /// The hashes of a text's pairs of neighbouring characters, or of its one character.
    static func grams(of scalars: [Unicode.Scalar], key: Key) -> [UInt64] {
        guard scalars.count > 1 else { return scalars.isEmpty ? [] : [hash(key, scalars)] }
        return (1..<scalars.count).map { hash(key, [scalars[$0 - 1], scalars[$0]]) }
    }

    /// The hashes of the texts left by deleting up to ``deletionDepth(length:language:)``
    /// characters from the first ``prefixLength`` characters of `scalars`. Texts too long for
    /// ``EditDistance`` have none.
    static func deletions(of scalars: [Unicode.Scalar], language: String, _ body: (UInt64) -> Void) {
        guard !scalars.isEmpty, scalars.count <= EditDistance.maximumLength else { return }
        let depth = deletionDepth(length: scalars.count, language: language)
        let length = min(scalars.count, prefixLength)
        for deleted in 0..<(1 << length) where deleted.nonzeroBitCount <= depth {
            var hasher = KeyHasher(.deletion)
            for index in 0..<length where deleted & (1 << index) == 0 { hasher.add(scalars[index]) }
            body(hasher.value)
        }
    }

    /// The most edits a text of `length` characters can be from a text it matches as a
    /// misspelling: the edits ``EditDistance/allowedEdits(length:language:)`` allows the longer
    /// of the two, which may be this one or one a few characters longer.
    static func deletionDepth(length: Int, language: String) -> Int {
        var depth = EditDistance.allowedEdits(length: length, language: language)
        for other in length...(length + EditDistance.maximumLength) {
            let allowed = EditDistance.allowedEdits(length: other, language: language)
            if other - length <= allowed { depth = max(depth, allowed) }
        }
        return depth
    }

    static func hash(_ key: Key, _ scalars: some Sequence<Unicode.Scalar>) -> UInt64 {
        var hasher = KeyHasher(key)
        hasher.add(scalars)
        return hasher.value
    }

    /// FNV-1a over Unicode scalars, folded to 32 bits; a collision only adds a candidate.
    struct KeyHasher {
        private var state: UInt64

        init(_ key: Key) {
            state = (0xcbf2_9ce4_8422_2325 ^ key.rawValue) &* 0x100_0000_01b3
        }

        mutating func add(_ scalar: Unicode.Scalar) {
            state = (state ^ UInt64(scalar.value)) &* 0x100_0000_01b3
        }

        mutating func add(_ scalars: some Sequence<Unicode.Scalar>) {
            for scalar in scalars { add(scalar) }
        }

        var value: UInt64 {
            (state ^ (state >> 32)) & 0xFFFF_FFFF
        }
    }
}

extension Array where Element: Comparable {
    /// Sorts the array and keeps each element once, in place.
    mutating func sortRemovingDuplicates() {
        sort()
        var unique = 0
        for index in indices where unique == 0 || self[unique - 1] != self[index] {
            self[unique] = self[index]
            unique += 1
        }
        removeLast(count - unique)
    }
}
