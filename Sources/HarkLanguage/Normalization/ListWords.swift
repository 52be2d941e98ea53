/// The words that join several items in one phrase, per language, and how to split on them.
///
/// "rice, onions and olives" is three items. Commas (`,` `،` `、` `，` `;` `؛`) separate items in
/// every language, and so do the language's words for "and":
///
/// * `en`: and, & (also after an Oxford comma: "a, b, and c")
/// * `es`: y, e (the form before *i*/*hi*: "agua e hielo")
/// * `fr`: et
/// * `ja`: と ("米と玉ねぎとオリーブ"), besides `、`. A と at the start of an item begins a word
///   ("米ととうもろこし" is rice and corn), and a few common words with と inside are kept whole
///   (さとう, なっとう, とうふ…).
/// * `ar`: و, alone or attached to the next item ("أرز وبصل وزيتون"). An attached و is a
///   separator only on a word that follows another item: "ورد" as the first item stays "ورد".
///   Common words that begin with و (ورد، ورق، ورقية، وجبة…) are not split even later.
///
/// Without a vocabulary there is no telling "mac and cheese" from two items: it is split too.
///
/// Each item is trimmed, loses punctuation at its ends, and loses its leading article
/// (``TextNormalizer/strippingLeadingArticle(_:)``). Items keep their original case and accents.
public struct ListWords: Sendable, Hashable {
    /// The language code whose words apply, such as `"es"`.
    public let language: String

    private let normalizer: TextNormalizer

    /// The list words of a language code or locale; unknown languages split on commas only.
    public init(language: String) {
        self.normalizer = TextNormalizer(language: language)
        self.language = normalizer.language
    }

    /// The items of a phrase that names several: "rice, onions and olives" → rice, onions, olives.
    ///
    /// A phrase with one item gives that item; an empty phrase gives no items.
    public func split(_ phrase: String) -> [String] {
        var items: [String] = []
        for chunk in splittingOnCommas(phrase) {
            if language == "ja" {
                items += JapaneseListSplitting.split(chunk)
            } else {
                items += splittingOnConjunctions(chunk, isFirstChunk: items.isEmpty)
            }
        }
        return items.compactMap { item in
            let trimmed = Self.trimmingPunctuation(item)
            guard !trimmed.isEmpty else { return nil }
            return normalizer.strippingLeadingArticle(trimmed)
        }
    }

    /// Normalized words that stand between two items.
    static let conjunctions: [String: Set<String>] = [
        "en": ["and", "&"],
        "es": ["y", "e"],
        "fr": ["et"],
        "ar": ["و"],
    ]

    static let commas: Set<Character> = [",", "،", "、", "，", "､", ";", "؛"]

    /// Splits on commas, except a comma between two digits ("1,5 kg").
    private func splittingOnCommas(_ phrase: String) -> [String] {
        // Most phrases hold none of the commas, whose bytes are found without walking through
        // the phrase's characters (every Arabic letter begins with 0xD8 or 0xD9, as `،` does).
        guard Self.mayHoldComma(phrase.utf8) else { return [phrase] }
        var chunks: [String] = []
        var current = ""
        let characters = Array(phrase)
        for (index, character) in characters.enumerated() {
            let isDecimal =
                character == "," && index > 0 && index + 1 < characters.count
                && characters[index - 1].isWholeNumber && characters[index + 1].isWholeNumber
            if Self.commas.contains(character) && !isDecimal {
                chunks.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        chunks.append(current)
        return chunks
    }

    /// Splits a comma-free chunk on the conjunction words, and in Arabic on an attached و.
    /// The characters of each language's longest conjunction.
    static let longestConjunction: [String: Int] = conjunctions.mapValues { $0.map(\.count).max() ?? 0 }

    /// Whether `word` has more than `limit` letters and digits that normalizing keeps as at
    /// least a character each: ASCII ones, and plain letters (``ScalarFolding/isPlainLetter(_:)``).
    static func letters(in word: Substring, moreThan limit: Int) -> Bool {
        var count = 0
        for scalar in word.unicodeScalars {
            let value = scalar.value
            let kept =
                value < 0x80
                ? (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                : ScalarFolding.isPlainLetter(scalar)
            if kept {
                count += 1
                if count > limit { return true }
            }
        }
        return false
    }

    /// Whether the bytes hold one of ``commas``' UTF-8 sequences: `,` `;`, `،` (D8 8C), `؛` (D8 9B),
    /// `、` (E3 80 81), `，` (EF BC 8C), `､` (EF BD A4).
    static func mayHoldComma(_ utf8: String.UTF8View) -> Bool {
        var iterator = utf8.makeIterator()
        var previous: (UInt8, UInt8) = (0, 0)
        while let byte = iterator.next() {
            switch (previous.0, previous.1, byte) {
            case (_, _, 0x2C), (_, _, 0x3B), (_, 0xD8, 0x8C), (_, 0xD8, 0x9B), (0xE3, 0x80, 0x81), (0xEF, 0xBC, 0x8C), (0xEF, 0xBD, 0xA4):
                return true
            default:
                previous = (previous.1, byte)
            }
        }
        return false
    }

    private func splittingOnConjunctions(_ chunk: String, isFirstChunk: Bool) -> [String] {
        let conjunctions = Self.conjunctions[language] ?? []
        var items: [[Substring]] = [[]]
        let longest = Self.longestConjunction[language] ?? 0
        for word in chunk.split(whereSeparator: \.isWhitespaceFast) {
            // A word with more letters than any conjunction has is none, without normalizing it:
            // each of its letters is at least a character of it normalized.
            if !Self.letters(in: word, moreThan: longest), conjunctions.contains(normalizer.normalize(String(word))) {
                items.append([])
                continue
            }
            let followsAnItem = !(isFirstChunk && items.count == 1 && items[0].isEmpty)
            if language == "ar", followsAnItem, let stem = ArabicConjunction.stem(of: word) {
                if items[items.count - 1].isEmpty {
                    items[items.count - 1].append(stem)
                } else {
                    items.append([stem])
                }
                continue
            }
            items[items.count - 1].append(word)
        }
        return items.map { $0.joined(separator: " ") }
    }

    /// The item without leading and trailing whitespace and punctuation (apostrophes stay).
    static func trimmingPunctuation(_ item: String) -> String {
        func isTrimmed(_ character: Character) -> Bool {
            if character.isWhitespaceFast { return true }
            guard character.isPunctuationFast else { return false }
            return !TextNormalizer.apostrophes.contains(character)
        }
        // Most slots begin and end with an ASCII letter or digit, which no character that
        // holds it is trimmed for: nothing to trim, and no copy.
        let isAlphanumeric = { (byte: UInt8) in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        if let head = item.utf8.first, let tail = item.utf8.last, isAlphanumeric(head), isAlphanumeric(tail) {
            return item
        }
        // So do most slots of Arabic and Japanese text, and of accented words, with a letter
        // (``ScalarFolding/isPlainLetter(_:)``) at each end: a character is trimmed by its
        // first scalar, and one that holds such a letter at either end starts with that letter
        // or with a sign that joins it (U+0600), which is not trimmed either.
        let isLetterOrDigit = { (scalar: Unicode.Scalar) in
            scalar.isASCII ? isAlphanumeric(UInt8(scalar.value)) : ScalarFolding.isPlainLetter(scalar)
        }
        if let head = item.unicodeScalars.first, let tail = item.unicodeScalars.last, isLetterOrDigit(head), isLetterOrDigit(tail) {
            return item
        }
        // Indices, not reversed copies: this runs on every slot of every match.
        guard let first = item.firstIndex(where: { !isTrimmed($0) }),
            let last = item.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(item[first...last])
    }
}
