/// The user's text prepared once per call: normalized, with and without skip words, and (lazily)
/// aligned with the original so slots can quote it.
struct MatchInput {
    let original: String
    /// The normalized text; then, if it has skip words, the text without them.
    private(set) var variants: [MatchText]
    /// Arabic: the text's words without their clitics, for the sentence index.
    let extraWords: [[UInt8]]

    /// The text prepared for `grammar`, every variant of it; `normalized` is the text as the
    /// grammar's language normalizes it, when the caller has it already.
    init(_ text: String, normalized: String? = nil, grammar: CompiledGrammar) {
        self.init(forIndex: text, normalized: normalized, grammar: grammar)
        addVariants(grammar: grammar)
    }

    /// Only what the sentence index asks: the normalized text and, in Arabic, its words without
    /// their clitics. ``addVariants(grammar:)`` adds what running sentences needs, once the
    /// index has found any sentence to run.
    init(forIndex text: String, normalized: String? = nil, grammar: CompiledGrammar) {
        original = text
        let profile = grammar.profile
        var full = MatchText(
            bytes: normalized.map { Array($0.utf8) } ?? profile.matchingBytes(text), sourceOffsets: nil, skippedWords: 0,
            usesWordSpaces: profile.usesWordSpaces
        )
        var extraWords: [[UInt8]] = []
        if profile.language == "ar" {
            full.findClitics(normalizer: profile.normalizer, cache: grammar.cache)
            for (start, skips) in zip(full.clitics.offsets.lazy.map { Int($0) }, full.clitics.skips) {
                var end = start
                while end < full.bytes.count, full.bytes[end] != MatchText.space { end += 1 }
                for skip in skips {
                    let stem = full.bytes[(start + Int(skip.length))..<end]
                    extraWords.append(skip.restoresArticle ? MatchText.article + stem : Array(stem))
                }
            }
        }
        variants = [full]
        self.extraWords = extraWords
    }

    /// Adds what running the sentences needs: the numbers written with a minus sign, and the
    /// text without the grammar's skip words.
    mutating func addVariants(grammar: CompiledGrammar) {
        guard variants.count == 1 else { return }
        variants[0].negativeNumbers = Self.negativeNumbers(in: original, normalized: variants[0].bytes)
        let full = variants[0]
        guard var withoutSkipWords = grammar.skipWords.removing(from: full) else { return }
        if !full.negativeNumbers.isEmpty, let offsets = withoutSkipWords.sourceOffsets {
            withoutSkipWords.negativeNumbers = offsets.indices.compactMap { index in
                full.negativeNumbers.contains(offsets[index]) ? Int32(index) : nil
            }
        }
        if grammar.profile.language == "ar" {
            withoutSkipWords.findClitics(normalizer: grammar.profile.normalizer, cache: grammar.cache)
        }
        variants.append(withoutSkipWords)
    }

    /// The offsets in `normalized` of the numbers `original` writes with a minus sign (`-5`, `−5`)
    /// at the start of a word: normalization turns the sign into a space, but keeps every run of
    /// digits, so the n-th run of digits here is the n-th there.
    private static func negativeNumbers(in original: String, normalized: [UInt8]) -> [Int32] {
        // "-", or the minus sign U+2212 (E2 88 92), before digits: rare, so most texts stop here.
        guard normalized.contains(where: { (0x30...0x39).contains($0) }),
            original.utf8.contains(where: { $0 == 0x2D || $0 == 0xE2 }),
            original.contains(where: { $0 == "-" || $0 == "\u{2212}" })
        else { return [] }
        var negativeRuns: [Bool] = []
        var previous: Character?
        var beforePrevious: Character?
        var inRun = false
        for character in original {
            let isDigit = character.unicodeScalars.first?.properties.numericType == .decimal
            if isDigit, !inRun {
                let signed = previous == "-" || previous == "\u{2212}"
                negativeRuns.append(signed && (beforePrevious?.isWhitespaceFast ?? true))
            }
            inRun = isDigit
            beforePrevious = previous
            previous = character
        }
        var runStarts: [Int] = []
        for (offset, byte) in normalized.enumerated() where (0x30...0x39).contains(byte) {
            if offset == 0 || !(0x30...0x39).contains(normalized[offset - 1]) { runStarts.append(offset) }
        }
        guard runStarts.count == negativeRuns.count else { return [] }
        return zip(runStarts, negativeRuns).compactMap { $1 ? Int32($0) : nil }
    }

    /// The alignment of the normalized text with the original.
    func alignment(grammar: CompiledGrammar) -> TextAlignment {
        TextAlignment(
            original: original, normalized: variants[0].bytes, profile: grammar.profile,
            asciiForms: grammar.asciiForms, cache: grammar.cache
        )
    }
}
