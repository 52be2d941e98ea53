extension TextNormalizer {
    /// An item title without its leading article or partitive, in its original case and accents.
    ///
    /// `phrase` is the user's original text, not normalized text: "the Milk" → "Milk",
    /// "de l'Eau" → "Eau", "los Tomates" → "Tomates". Stripped are, by language:
    ///
    /// * `en`: a, an, the, some
    /// * `es`: el, la, los, las, un, una, unos, unas, algunos, algunas
    /// * `fr`: le, la, les, l', un, une, des, du, de la, de l', d', quelques (as in Home
    ///   Assistant's French tests: "ajoute des pommes" → `pommes`, "de la farine" → `farine`,
    ///   "du lait" → `lait`)
    /// * `ar`: the attached article ال, so "البصل" → "بصل", as a shopping list writes it; in a
    ///   noun followed by adjectives that all carry it, from every word ("البصل الأحمر" →
    ///   "بصل أحمر"), since the article agrees. Words are left alone when fewer than 2 letters
    ///   would remain.
    /// * `ja` and other languages: nothing.
    ///
    /// An article alone is returned as it is ("The" stays "The"): there would be nothing left.
    /// Only the first article goes; articles inside the phrase stay ("réparer le volet").
    public func strippingLeadingArticle(_ phrase: String) -> String {
        let trimmed = phrase.trimmingWhitespace()
        switch language {
        case "ar":
            return ArabicArticle.stripping(trimmed)
        default:
            guard let articles = Self.leadingArticles[language] else { return trimmed }
            return strippingLatinArticle(trimmed, articles: articles)
        }
    }

    /// Normalized word sequences that are articles, longest first.
    static let leadingArticles: [String: [[String]]] = [
        "en": [["a"], ["an"], ["the"], ["some"]],
        "es": [
            ["el"], ["la"], ["los"], ["las"], ["un"], ["una"], ["unos"], ["unas"],
            ["algunos"], ["algunas"],
        ],
        "fr": [
            ["de", "la"], ["de", "l"], ["le"], ["la"], ["les"], ["l"], ["un"], ["une"],
            ["des"], ["du"], ["d"], ["quelques"],
        ],
    ]

    func strippingLatinArticle(_ phrase: String, articles: [[String]], shortcuts: Bool = true) -> String {
        if shortcuts, let stripped = strippingASCIIArticle(phrase, articles: articles) { return stripped }
        var tokens: [String] = []
        var rest = phrase[...]
        while tokens.count < 2, let (token, remainder) = nextHeadToken(rest) {
            tokens.append(normalize(String(token)))
            rest = remainder
            switch Self.article(tokens, among: articles) {
            case true?: return Self.title(after: rest, of: phrase)
            case false?: return phrase
            case nil: continue
            }
        }
        return phrase
    }

    /// Whether the words read so far are an article (`true`), begin none (`false`: "milk …",
    /// "the …" once "the" was not followed by a title, and the next word is not read), or begin
    /// a longer one (`nil`: read the next word).
    private static func article(_ tokens: [String], among articles: [[String]]) -> Bool? {
        if articles.contains(tokens) { return true }
        return articles.contains(where: { $0.count > tokens.count && $0.starts(with: tokens) }) ? nil : false
    }

    /// What follows the article, trimmed; the whole phrase when nothing does.
    private static func title(after rest: Substring, of phrase: String) -> String {
        let title = rest.trimmingWhitespace()
        return title.isEmpty ? phrase : title
    }

    /// ``strippingLatinArticle(_:articles:shortcuts:)`` for a phrase whose words up to the
    /// article's end are ASCII letters and digits (most titles): those words normalize to their
    /// lowercase, so they are read byte by byte, without walking characters or normalizing each.
    /// `nil` when a word read has anything else in it (an apostrophe, an accent): the full path
    /// then reads the phrase. Both give the same (`NormalizationFastPathTests.articlesStripAsTheFullPathStrips`).
    private func strippingASCIIArticle(_ phrase: String, articles: [[String]]) -> String? {
        let utf8 = phrase.utf8
        var index = utf8.startIndex
        var tokens: [String] = []
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        while tokens.count < 2 {
            while index < utf8.endIndex, isSpace(utf8[index]) { index = utf8.index(after: index) }
            guard index < utf8.endIndex else { return phrase }
            let start = index
            while index < utf8.endIndex, !isSpace(utf8[index]) {
                switch utf8[index] {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    index = utf8.index(after: index)
                default:
                    return nil
                }
            }
            tokens.append(ScalarFolding.lowercasingASCII(String(phrase[start..<index])))
            switch Self.article(tokens, among: articles) {
            case true?: return Self.title(after: phrase[index...], of: phrase)
            case false?: return phrase
            case nil: continue
            }
        }
        return phrase
    }

    /// The next word of a phrase and what follows it; in French an elided `l'`/`d'` is a word.
    private func nextHeadToken(_ text: Substring) -> (Substring, Substring)? {
        let start = text.drop(while: \.isWhitespaceFast)
        guard !start.isEmpty else { return nil }
        var end = start.startIndex
        while end < start.endIndex, !start[end].isWhitespaceFast {
            let character = start[end]
            end = start.index(after: end)
            if language == "fr", Self.apostrophes.contains(character) {
                break
            }
        }
        return (start[..<end], start[end...])
    }

    static let apostrophes: Set<Character> = ["'", "\u{2019}", "\u{2018}", "\u{02BC}", "`", "\u{00B4}"]
}

extension StringProtocol {
    /// The text without leading and trailing whitespace.
    func trimmingWhitespace() -> String {
        // Nearly every slot's words begin and end with a printable ASCII character or a plain
        // letter, whose character is no whitespace, whatever follows or precedes it.
        if unicodeScalars.first?.endsNoWhitespace == true, unicodeScalars.last?.endsNoWhitespace == true { return String(self) }
        guard let first = firstIndex(where: { !$0.isWhitespaceFast }),
            let last = lastIndex(where: { !$0.isWhitespaceFast })
        else { return "" }
        return String(self[first...last])
    }
}
