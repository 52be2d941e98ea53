import Foundation
import Synchronization

/// A number range prepared for matching: digits are read at match time; number words come from
/// a trie of every number's words in the language, made on first use, or for very large ranges
/// from the number parser.
final class CompiledRange: Sendable {
    /// Ranges with more whole numbers than this read number words with the parser instead of a trie.
    static let maximumTrieNumbers = 2_000
    /// How many words (characters in Japanese) a spoken number may take when parsed.
    static let maximumParsedLength = 6

    let range: NumberRange
    /// The language whose number words are parsed when the trie has no answer.
    let language: String
    private let profile: LanguageProfile
    /// The number words, made on first use: most ranges of a grammar are never reached by a
    /// request, and a trie of up to 2,000 numbers is most of what compiling a language costs.
    private let prepared = Mutex<SpokenNumbers?>(nil)

    /// A range's number words: a trie of every number's usual spelling, and the words they begin with.
    struct SpokenNumbers: Sendable {
        /// Normalized number words, each leading to the index of its number in `values`; `nil`
        /// for a range too large for a trie.
        let trie: ValueTrie?
        /// The numbers of `trie`, in tenths.
        let values: [Int64]
        /// The words (in Japanese, the characters) a spoken number can begin with: the parser is
        /// only asked about text that begins with one of them.
        let firstWords: WordTable
    }

    init(_ range: NumberRange, profile: LanguageProfile) {
        self.range = range
        self.language = profile.language
        self.profile = profile
    }

    /// The range's number words, made the first time they are asked for.
    var spoken: SpokenNumbers {
        prepared.withLock { prepared in
            if let prepared { return prepared }
            let made = Self.spokenNumbers(range, profile: profile)
            prepared = made
            return made
        }
    }

    private static func spokenNumbers(_ range: NumberRange, profile: LanguageProfile) -> SpokenNumbers {
        let key = CacheKey(language: profile.language, range: range)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let numbers = NumberWords(language: profile.language)
        let fitsTrie = range.count <= maximumTrieNumbers
        let spoken =
            fitsTrie
            ? Array(stride(from: range.from, through: range.to, by: max(range.step, 1)))
            : Array(0..<maximumTrieNumbers)
        var phrases: [(bytes: [UInt8], id: Int32)] = []
        var values: [Int64] = []
        var firstWords = WordTable()
        for number in spoken {
            let id = Int32(values.count)
            values.append(Int64(number) * 10)
            for words in numbers.words(for: number) {
                let bytes = profile.matchingBytes(words)
                phrases.append((bytes, id))
                firstWords.insert(firstWord(of: bytes[...], usesWordSpaces: profile.usesWordSpaces))
            }
        }
        let made = SpokenNumbers(trie: fitsTrie ? ValueTrie(phrases) : nil, values: fitsTrie ? values : [], firstWords: firstWords)
        cache.withLock { cache in
            if cache.count > 256 { cache.removeAll() }
            cache[key] = made
        }
        return made
    }

    /// The first word of normalized text (its first character, without word spaces).
    static func firstWord<Bytes: Collection<UInt8>>(of bytes: Bytes, usesWordSpaces: Bool) -> Bytes.SubSequence where Bytes.Index == Int {
        guard let first = bytes.first else { return bytes[bytes.startIndex..<bytes.endIndex] }
        var end = bytes.startIndex + 1
        if usesWordSpaces {
            while end < bytes.endIndex, bytes[end] != MatchText.space { end += 1 }
        } else {
            let length = first < 0xC0 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
            end = min(bytes.startIndex + length, bytes.endIndex)
        }
        return bytes[bytes.startIndex..<end]
    }

    /// The number `normalized` spells, in tenths, when it is one of the range's numbers.
    func parse(_ normalized: some Sequence<UInt8>) -> Int64? {
        spelledNumber(normalized).flatMap(tenths(of:))
    }

    /// The number `normalized` spells, whatever the range.
    func spelledNumber(_ normalized: some Sequence<UInt8>) -> Decimal? {
        NumberWords(language: language).parse(String(decoding: Array(normalized), as: UTF8.self))
    }

    /// `number` in tenths, when it is one of the range's numbers.
    func tenths(of number: Decimal) -> Int64? {
        let tenths = NSDecimalNumber(decimal: number * 10).doubleValue.rounded()
        guard abs(tenths) < 1e15 else { return nil }
        let value = Int64(tenths)
        return range.contains(tenths: value) ? value : nil
    }

    /// Whether `normalized` spells any number at all.
    func parseAny(_ normalized: some Sequence<UInt8>) -> Bool {
        NumberWords(language: language).parse(String(decoding: Array(normalized), as: UTF8.self)) != nil
    }

    /// The value a slot takes for `tenths` (a matched number times ten), multiplied.
    func number(tenths: Int64) -> Decimal {
        let number =
            tenths % 10 == 0
            ? Decimal(tenths / 10)
            : Decimal(sign: tenths < 0 ? .minus : .plus, exponent: -1, significand: Decimal(tenths.magnitude))
        guard let multiplier = range.multiplier else { return number }
        return number * multiplier
    }

    private struct CacheKey: Hashable {
        var language: String
        var range: NumberRange
    }

    /// Number-word tries by language and range: a range used by several lists, or supplied at
    /// every match, is built once.
    private static let cache = Mutex<[CacheKey: SpokenNumbers]>([:])
}
