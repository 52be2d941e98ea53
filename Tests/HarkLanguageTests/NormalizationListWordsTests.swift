import Testing

@testable import HarkLanguage

/// Splitting a phrase that names several items.
@Suite struct NormalizationListWordsTests {
    @Test(arguments: [
        ("en", "rice, onions and olives", ["rice", "onions", "olives"]),
        ("en", "rice, onions, and olives", ["rice", "onions", "olives"]),
        ("en", "the rice and some Onions.", ["rice", "Onions"]),
        ("en", "milk", ["milk"]),
        ("en", "Salt & Pepper", ["Salt", "Pepper"]),
        ("en", "bread, ", ["bread"]),
        ("en", "", []),
        ("en", "1,5 kg rice and beans", ["1,5 kg rice", "beans"]),
        ("es", "arroz, cebollas y aceitunas", ["arroz", "cebollas", "aceitunas"]),
        ("es", "agua e hielo", ["agua", "hielo"]),
        ("es", "las manzanas, el Pan y unas Galletas", ["manzanas", "Pan", "Galletas"]),
        ("es", "azúcar y piña", ["azúcar", "piña"]),
        ("fr", "riz, oignons et olives", ["riz", "oignons", "olives"]),
        ("fr", "des pommes, de la farine et du lait", ["pommes", "farine", "lait"]),
        ("fr", "de l'eau et l’Huile d'olive", ["eau", "Huile d'olive"]),
        ("ja", "米と玉ねぎとオリーブ", ["米", "玉ねぎ", "オリーブ"]),
        ("ja", "米、玉ねぎ、オリーブ", ["米", "玉ねぎ", "オリーブ"]),
        ("ja", "米ととうもろこし", ["米", "とうもろこし"]),
        ("ja", "さとうとしお", ["さとう", "しお"]),
        ("ja", "りんごとみかん。", ["りんご", "みかん"]),
        ("ja", "牛乳", ["牛乳"]),
        ("ar", "أرز وبصل وزيتون", ["أرز", "بصل", "زيتون"]),
        ("ar", "أرز، بصل، وزيتون", ["أرز", "بصل", "زيتون"]),
        ("ar", "أرز و بصل", ["أرز", "بصل"]),
        ("ar", "ورد وبصل", ["ورد", "بصل"]),
        ("ar", "بصل وورد", ["بصل", "ورد"]),
        ("ar", "الأرز والبصل", ["أرز", "بصل"]),
        ("ar", "مناديل ورقية وحليب", ["مناديل ورقية", "حليب"]),
        ("ar", "زيت زيتون وخبز", ["زيت زيتون", "خبز"]),
    ])
    func splitsIntoItems(language: String, phrase: String, items: [String]) {
        #expect(ListWords(language: language).split(phrase) == items)
    }

    @Test func unknownLanguagesSplitOnCommasOnly() {
        #expect(ListWords(language: "de").split("Reis, Zwiebeln und Oliven") == ["Reis", "Zwiebeln und Oliven"])
    }

    @Test func localesWork() {
        #expect(ListWords(language: "es-MX").split("pan y leche") == ["pan", "leche"])
        #expect(ListWords(language: "es-MX").language == "es")
    }

    /// Phrases are walked character by character only when their bytes hold a comma: every
    /// comma is found among them, after any letter, and text of the same scripts without one
    /// is not walked.
    @Test func commasAreFoundByTheirBytes() {
        for comma in ListWords.commas {
            for phrase in [String(comma), "a\(comma)b", "حليب\(comma)خبز", "牛乳\(comma)パン", "ن\(comma)"] {
                #expect(ListWords.mayHoldComma(phrase.utf8), "\(phrase)")
            }
        }
        for phrase in ["milk and bread", "حليب وخبز وزيت", "牛乳とパン", "pain et lait", "ؠ ؟ x", "ذ ؟ ؠ ؍"] {
            #expect(!ListWords.mayHoldComma(phrase.utf8), "\(phrase)")
        }
    }

    /// A word is taken for no conjunction, without being normalized, when it has more letters
    /// than its language's longest conjunction: no such word normalizes to one.
    @Test(arguments: ["en", "es", "fr", "ar"])
    func wordsWithMoreLettersAreNoConjunctions(language: String) {
        let normalizer = TextNormalizer(language: language)
        let conjunctions = ListWords.conjunctions[language] ?? []
        let longest = ListWords.longestConjunction[language] ?? 0
        let pieces = [
            "and", "AND", "&", "y", "E", "et", "ET", "و", "وَ", "\u{640}", "'", "’", "-", "é", "a", "\u{301}", "qu'", "l'", "1", ".",
            "\u{200F}",
        ]
        var generator = SplitMix64(seed: 2033)
        var skipped = 0
        for _ in 0..<3_000 {
            let word = (0..<Int.random(in: 1...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            guard ListWords.letters(in: word[...], moreThan: longest) else { continue }
            skipped += 1
            #expect(!conjunctions.contains(normalizer.normalize(word)), "\(word)")
        }
        #expect(skipped > 100)
    }
}
