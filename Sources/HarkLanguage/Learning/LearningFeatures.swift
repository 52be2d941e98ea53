/// The features the trained layer reads, for a whole request (the intent classifier) and for one
/// token of it (the slot tagger).
///
/// * Words and word pairs, with the request's start and end as words of their own.
/// * Character n-grams: three and four characters of each word (with its edges), so that
///   "lists" and "list", "courses" and "course" share most of theirs; in Japanese, which has no
///   word spaces, the tokens are characters and the n-grams run across the whole request.
/// * In Arabic, each word also without its attached conjunction, preposition and article
///   (``TextNormalizer/variants(of:)``): "وللقائمة" also reads as "قائمة".
/// * The types of the values the request names (``Gazetteer``): "bitcoin" is a `Currency`.
enum LearningFeatures {
    static let start = "^"
    static let end = "$"

    /// The features of a whole request.
    static func sentence(_ tokens: LearningTokens, gazetteer: [(range: Range<Int>, entries: [Gazetteer.Entry])], normalizer: TextNormalizer)
        -> [FeatureHash.Weighted]
    {
        let words = tokens.tokens.map(\.normalized)
        var hashes: [UInt64] = []
        hashes.reserveCapacity(words.count * 8 + 4)
        let isJapanese = normalizer.language == "ja"
        var previous = start
        for word in words {
            hashes.append(FeatureHash.hash(.word, word))
            hashes.append(FeatureHash.hash(.bigram, previous, word))
            previous = word
            if normalizer.language == "ar" {
                for variant in normalizer.variants(of: word).dropFirst() { hashes.append(FeatureHash.hash(.variant, variant)) }
            }
            if !isJapanese { characterGrams(of: word, into: &hashes) }
        }
        hashes.append(FeatureHash.hash(.bigram, previous, end))
        if isJapanese {
            var scalars: [UInt32] = []
            for word in words { for scalar in word.unicodeScalars { scalars.append(scalar.value) } }
            scalarGrams(scalars, lengths: 3...3, into: &hashes)
        }
        for match in gazetteer {
            for entry in match.entries { hashes.append(FeatureHash.hash(.gazetteer, entry.type)) }
        }
        return FeatureHash.normalized(hashes)
    }

    /// Three- and four-character n-grams of `<word>`, hashed from its scalars without making a
    /// string of each.
    private static func characterGrams(of word: String, into hashes: inout [UInt64]) {
        var scalars: [UInt32] = [UInt32(UInt8(ascii: "<"))]
        scalars.reserveCapacity(word.unicodeScalars.count + 2)
        for scalar in word.unicodeScalars { scalars.append(scalar.value) }
        scalars.append(UInt32(UInt8(ascii: ">")))
        scalarGrams(scalars, lengths: 3...4, into: &hashes)
    }

    /// The n-grams of `scalars` of each of `lengths`, as ``FeatureHash/Kind/characters`` features.
    static func scalarGrams(_ scalars: [UInt32], lengths: ClosedRange<Int>, into hashes: inout [UInt64]) {
        for length in lengths where scalars.count >= length {
            for start in 0...(scalars.count - length) {
                var hasher = FeatureHash(.characters)
                for scalar in scalars[start..<(start + length)] {
                    hasher.add(UInt8(truncatingIfNeeded: scalar))
                    hasher.add(UInt8(truncatingIfNeeded: scalar >> 8))
                    hasher.add(UInt8(truncatingIfNeeded: scalar >> 16))
                }
                hashes.append(hasher.value)
            }
        }
    }

    /// Which gazetteer type begins (`B`) or continues (`I`) at each token.
    static func gazetteerTags(_ matches: [(range: Range<Int>, entries: [Gazetteer.Entry])], count: Int) -> [[String]] {
        var tags = [[String]](repeating: [], count: count)
        for match in matches {
            for entry in match.entries {
                for index in match.range {
                    tags[index].append((index == match.range.lowerBound ? "B" : "I") + entry.type)
                }
            }
        }
        return tags
    }

    /// The features of token `index` of a request understood as `intent`, the token before it
    /// tagged `previousLabel`.
    static func token(
        at index: Int, of words: [String], capitalized: [Bool], gazetteerTags: [[String]], previousLabel: String, intent: String,
        normalizer: TextNormalizer
    ) -> [FeatureHash.Weighted] {
        func word(_ offset: Int) -> String {
            let position = index + offset
            if position < 0 { return start }
            if position >= words.count { return end }
            return words[position]
        }
        let current = words[index]
        var hashes: [UInt64] = [
            FeatureHash.hash(.word, current),
            FeatureHash.hash(.previousWord, word(-1)),
            FeatureHash.hash(.nextWord, word(1)),
            FeatureHash.hash(.secondPreviousWord, word(-2)),
            FeatureHash.hash(.secondNextWord, word(2)),
            FeatureHash.hash(.previousBigram, word(-1), current),
            FeatureHash.hash(.nextBigram, current, word(1)),
            FeatureHash.hash(.label, previousLabel),
            FeatureHash.hash(.labelWord, previousLabel, current),
            FeatureHash.hash(.intent, intent),
            FeatureHash.hash(.intentWord, intent, current),
            FeatureHash.hash(.intentWord, intent, "-1", word(-1)),
            FeatureHash.hash(.intentWord, intent, "+1", word(1)),
            FeatureHash.hash(.shape, shape(of: current)),
            FeatureHash.hash(.bias, ""),
        ]
        // A capital letter inside the request marks a name ("add Stani to my playlist").
        if index > 0, capitalized[index] { hashes.append(FeatureHash.hash(.shape, "capitalized")) }
        if index > 0, capitalized[index - 1] { hashes.append(FeatureHash.hash(.shape, "after capitalized")) }
        if index + 1 < words.count, capitalized[index + 1] { hashes.append(FeatureHash.hash(.shape, "before capitalized")) }
        if index == 0 { hashes.append(FeatureHash.hash(.position, "first")) }
        if index == words.count - 1 { hashes.append(FeatureHash.hash(.position, "last")) }
        let characters = Array(current)
        if characters.count > 3 {
            hashes.append(FeatureHash.hash(.prefix, String(characters.prefix(3))))
            hashes.append(FeatureHash.hash(.suffix, String(characters.suffix(3))))
        }
        if normalizer.language == "ar" {
            for variant in normalizer.variants(of: current).dropFirst() { hashes.append(FeatureHash.hash(.variant, variant)) }
        }
        for tag in gazetteerTags[index] {
            hashes.append(FeatureHash.hash(.gazetteer, tag))
            hashes.append(FeatureHash.hash(.gazetteer, tag, intent))
        }
        return FeatureHash.normalized(hashes)
    }

    /// The kind of characters a token is made of: digits, Latin letters, kana, kanji, Arabic
    /// letters, or a mix.
    static func shape(of word: String) -> String {
        var kinds = Set<Character>()
        for scalar in word.unicodeScalars {
            switch scalar.value {
            case 0x30...0x39: kinds.insert("9")
            case 0x61...0x7A: kinds.insert("a")
            case 0x3040...0x30FF: kinds.insert("k")
            case 0x4E00...0x9FFF: kinds.insert("h")
            case 0x0600...0x06FF: kinds.insert("r")
            default: kinds.insert("?")
            }
        }
        return String(kinds.sorted())
    }
}
