import HarkLanguage
import Testing

/// Each normalization rule, with text a user would type.
@Suite struct NormalizationTests {
    @Test(arguments: [
        ("en", "Add MILK to my Shopping List!", "add milk to my shopping list"),
        ("en", "  what’s   on\tthe list?\n", "what's on the list"),
        ("en", "Ｈｅｌｌｏ　ＷＯＲＬＤ　１２３", "hello world 123"),
        ("en", "add a café au lait", "add a cafe au lait"),
        ("en", "\"quoted\" (words) [and] more…", "quoted words and more"),
        ("en", "twenty-one eggs", "twenty one eggs"),
        ("en", "add 3.5 kg, then 1,000 g at 10:30.", "add 3.5 kg then 1,000 g at 10:30"),
        ("en", "rock 'n' roll", "rock n roll"),
        ("en", "M&M's 100% #1", "m&m's 100% #1"),
        ("en", "Straße œuvre Æsop", "strasse oeuvre aesop"),
        ("es", "¿Qué hay en la lista de la compra?", "que hay en la lista de la compra"),
        ("es", "¡Añade PIÑA y jamón!", "anade pina y jamon"),
        ("es", "añade 3,5 kilos de azúcar; gracias", "anade 3,5 kilos de azucar gracias"),
        ("es", "«pingüino»", "pinguino"),
        ("fr", "Ajoute des œufs à la liste « courses »", "ajoute des oeufs a la liste courses"),
        ("fr", "Crème brûlée, maïs, garçon, Noël", "creme brulee mais garcon noel"),
        ("fr", "ajoute de l’eau à l'épicerie", "ajoute de l eau a l epicerie"),
        ("fr", "qu'il n'y ait jusqu'à demain", "qu il n y ait jusqu a demain"),
        ("fr", "c'est aujourd'hui quelqu'un", "c est aujourd'hui quelqu'un"),
        ("fr", "L'Épicerie d'Été", "l epicerie d ete"),
        ("fr", "ajoute l'", "ajoute l"),
        ("fr", "quatre-vingt-dix", "quatre vingt dix"),
    ])
    func latinLanguages(language: String, text: String, expected: String) {
        #expect(TextNormalizer(language: language).normalize(text) == expected)
    }

    @Test(arguments: [
        ("リストに牛乳を追加して。", "リストに牛乳を追加して"),
        ("買い物 リスト に 牛乳 を 追加", "買い物リストに牛乳を追加"),
        ("ｶﾞｿﾘﾝを買う", "ガソリンを買う"),
        ("「牛乳」、『卵』！？", "牛乳卵"),
        ("ＡＢＣ１２３", "abc123"),
        ("ラ－メン と ラ-メン と ラーメン", "ラーメンとラーメンとラーメン"),
        ("ありがとう〜～", "ありがとう"),
        ("コーヒー・ミルク", "コーヒーミルク"),
        ("ｺｰﾋｰ", "コーヒー"),
        ("りんごとリンゴ", "りんごとリンゴ"),
    ])
    func japanese(text: String, expected: String) {
        #expect(TextNormalizer(language: "ja").normalize(text) == expected)
    }

    @Test(arguments: [
        ("أَضِفْ الحَلِيبَ", "اضف الحليب"),
        ("قائمـــة التسوق", "قائمه التسوق"),
        ("إلى آخر ٱلقائمة", "الي اخر القائمه"),
        ("مستشفى", "مستشفي"),
        ("مسؤول شئون", "مسؤول شئون"),
        ("ماء", "ماء"),
        ("اشتري ٣ تفاحات و۴ برتقالات", "اشتري 3 تفاحات و4 برتقالات"),
        ("أضف تفاح، موز؛ هل هذا كل شيء؟", "اضف تفاح موز هل هذا كل شيء"),
        ("یک کتاب", "يك كتاب"),
        ("٣٫٥ كيلو", "3.5 كيلو"),
    ])
    func arabic(text: String, expected: String) {
        #expect(TextNormalizer(language: "ar").normalize(text) == expected)
    }

    @Test func unknownLanguagesGetTheGenericRules() {
        let german = TextNormalizer(language: "de")
        #expect(german.normalize("Füge MILCH hinzu!") == "füge milch hinzu")
        #expect(german.normalize("Ｍｉｌｃｈ，　bitte") == "milch bitte")
    }

    @Test func accentsAreFoldedOnlyOnLatinLetters() {
        let english = TextNormalizer(language: "en")
        #expect(english.normalize("Café Йогурт") == "cafe йогурт")
        #expect(english.normalize("caf\u{65}\u{301}") == "cafe")
    }

    @Test func invisibleCharactersDisappear() {
        let english = TextNormalizer(language: "en")
        #expect(english.normalize("mi\u{AD}lk\u{200B}list \u{200F}x\u{FEFF}") == "milk list x")
        #expect(TextNormalizer(language: "ar").normalize("\u{200F}حليب\u{200E}") == "حليب")
    }

    @Test func wordsSplitOnSpacesExceptInJapanese() {
        let english = TextNormalizer(language: "en")
        #expect(english.words(english.normalize("Add  the milk!")) == ["add", "the", "milk"])
        #expect(english.words("") == [])
        let japanese = TextNormalizer(language: "ja")
        #expect(japanese.words(japanese.normalize("牛乳 を 追加")) == ["牛乳を追加"])
        #expect(japanese.words("") == [])
    }

    @Test func localesNameTheirLanguage() {
        #expect(TextNormalizer(language: "fr-CA").normalize("L'été") == "l ete")
        #expect(TextNormalizer(language: "fr-CA").language == "fr")
    }

    @Test func punctuationNeverMergesWords() {
        let spanish = TextNormalizer(language: "es")
        #expect(spanish.normalize("leche,pan.huevos") == "leche pan huevos")
        #expect(spanish.normalize("pan.") == "pan")
    }
}
