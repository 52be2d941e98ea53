import HarkLanguage
import Testing

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
}
