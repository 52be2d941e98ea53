import HarkLanguage
import Testing

/// Leading articles and partitives on item titles, which keep their case and accents.
@Suite struct NormalizationArticleTests {
    @Test(arguments: [
        ("en", "the Milk", "Milk"), ("en", "a dozen eggs", "dozen eggs"), ("en", "an Apple", "Apple"),
        ("en", "some bread", "bread"), ("en", "The", "The"), ("en", "theater tickets", "theater tickets"),
        ("en", "  the milk  ", "milk"), ("en", "apples", "apples"),
        ("es", "los Tomates", "Tomates"), ("es", "el pan", "pan"), ("es", "unas Galletas", "Galletas"),
        ("es", "La", "La"), ("es", "lasaña", "lasaña"), ("es", "una", "una"),
        ("fr", "de l'Eau", "Eau"), ("fr", "de l’eau", "eau"), ("fr", "l'Épicerie", "Épicerie"),
        ("fr", "d'oignons", "oignons"), ("fr", "les Œufs", "Œufs"), ("fr", "une pomme", "pomme"),
        ("fr", "De la crème", "crème"), ("fr", "de Paris", "de Paris"), ("fr", "lait", "lait"),
        ("fr", "L'", "L'"),
        ("ja", "牛乳", "牛乳"), ("ja", "the 牛乳", "the 牛乳"),
        ("ar", "البصل", "بصل"), ("ar", "الْبَصَل", "بَصَل"), ("ar", "البصل الأحمر", "بصل أحمر"),
        ("ar", "علبة الحليب", "علبة الحليب"), ("ar", "الخبز من السوق", "خبز من السوق"),
        ("ar", "أرز", "أرز"), ("ar", "الم", "الم"),
    ])
    func articlesAreStripped(language: String, phrase: String, title: String) {
        #expect(TextNormalizer(language: language).strippingLeadingArticle(phrase) == title)
    }

    /// Home Assistant's French tests (tests/fr/*ListAddItem*.yaml) expect the item without its
    /// partitive: "ajoute des pommes" → `pommes`, "de la farine" → `farine`, "du lait" → `lait`,
    /// "des bières" → `bières`, while "réparer le volet" keeps its inner article.
    @Test(arguments: [
        ("des pommes", "pommes"), ("de la farine", "farine"), ("du lait", "lait"),
        ("des bières", "bières"), ("bières", "bières"), ("réparer le volet", "réparer le volet"),
    ])
    func homeAssistantFrenchItems(phrase: String, item: String) {
        #expect(TextNormalizer(language: "fr").strippingLeadingArticle(phrase) == item)
    }

    /// Home Assistant's English, Spanish and Arabic tests add bare items ("add apples",
    /// "añade manzanas", "اضف تفاح"), which stay as they are.
    @Test(arguments: [("en", "apples"), ("es", "manzanas"), ("ar", "تفاح")])
    func homeAssistantBareItems(language: String, item: String) {
        #expect(TextNormalizer(language: language).strippingLeadingArticle(item) == item)
    }
}
