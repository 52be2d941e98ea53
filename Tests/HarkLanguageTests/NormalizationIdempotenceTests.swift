import HarkLanguage
import Testing

/// `normalize` runs on both sides of a match, so running it twice must change nothing.
@Suite struct NormalizationIdempotenceTests {
    static let languages = LanguageProfile.supportedLanguages + ["de"]

    /// Real sentences and edge cases in all five languages.
    static let samples = [
        "Add milk, eggs and bread to my shopping list.", "What's on the list?", "rock 'n' roll",
        "Ｆｕｌｌ－ｗｉｄｔｈ ＡＢＣ　１２３", "3.5 kg at 10:30, 1,000 g", "'quoted' \"twice\"", "M&M's",
        "Straße Œuvre ÆSOP ﬁsh", "İstanbul DŽAK ǅ", "a -- b — c – d", "...", "", "   ", "'", "l'",
        "¿Qué hay en mi lista de la compra?", "¡Añade piña, jamón y pingüinos!", "3,5 kilos",
        "Ajoute de l'eau à l’épicerie", "qu'il jusqu'à aujourd'hui", "d'l'x", "l''eau",
        "L'ÉTÉ « chaud »", "quatre-vingt-dix-neuf", "Noël, maïs, garçon",
        "リストに牛乳を追加して。", "買い物 リスト", "ｶﾞｿﾘﾝ", "「牛乳」、『卵』！？", "ラ－メン", "ラ--メン",
        "ありがとう〜～", "コーヒー・ミルク", "二十五 個", "ｺｰﾋｰ ー", "〜ー", "ー〜ー",
        "أَضِفْ الحَلِيبَ إلى القائمة", "قائمـــة", "مستشفى مسؤول شئون", "ماء", "٣٫٥ و۴",
        "أضف تفاح، موز؛ هل هذا كل شيء؟", "ا\u{654}", "\u{654}", "ی ک",
        "caf\u{65}\u{301}", "\u{301}abc", "´ ¨ ¸ ˜", "a\u{301}\u{301}", "\u{200F}x\u{200E}",
        "e\u{0301}\u{0327}", "Ω K Å ℌ ① ㌔ ㍿", "½ ¼ ²", "x\u{AD}y", "tab\there\nnewline",
        "🙂 emoji 👍🏽 family 👨‍👩‍👧", "Йогурт Ёлка", "ς Σ σ ΆΈ",
        // Found by scripts/fuzz (Fuzz/Regressions/normalization): an elision after a control character.
        "u\u{02}j'ai", "des listes\0\0\0l'eau", "\u{06}qu'il",
        // An apostrophe NFKC makes (`ŉ` is `ʼn`), in release-build fuzzing.
        "\u{FFFD}{ŉ", "ŉ", "lŉ", "l′′eau",
    ]

    @Test(arguments: languages)
    func samplesAreStable(language: String) {
        let normalizer = TextNormalizer(language: language)
        for sample in Self.samples {
            let once = normalizer.normalize(sample)
            #expect(normalizer.normalize(once) == once, "\(language): \(sample.debugDescription)")
        }
    }

    /// Pairs of samples joined by tricky separators: several hundred strings per language.
    @Test(arguments: languages)
    func joinedSamplesAreStable(language: String) {
        let normalizer = TextNormalizer(language: language)
        let separators = ["", " ", "'", "-", ".", "ー", "\u{301}", "و"]
        var checked = 0
        for (index, first) in Self.samples.enumerated() {
            let second = Self.samples[(index * 7 + 3) % Self.samples.count]
            for separator in separators {
                let text = first + separator + second
                let once = normalizer.normalize(text)
                #expect(normalizer.normalize(once) == once, "\(language): \(text.debugDescription)")
                checked += 1
            }
        }
        #expect(checked >= 400)
    }

    /// Random strings over an alphabet of troublesome characters, from a fixed seed.
    @Test(arguments: languages)
    func randomStringsAreStable(language: String) {
        let alphabet = Array(
            "aAeÉé\u{301}\u{308}ñçœßıİ'’`´-–—.,:;!?¿¡\"«»()[]&%/ 　\t0123٣۴٫Ａｂ１ｶﾞｰーラ〜～・。、「」"
                .unicodeScalars
                + "اأإآٱىيئؤةهوالبـًٌٍَُِّْٰء،؛؟یک".unicodeScalars
        )
        var generator = SplitMix64(seed: UInt64(language.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
        let normalizer = TextNormalizer(language: language)
        for _ in 0..<300 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...16, using: &generator) {
                scalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
            }
            let text = String(scalars)
            let once = normalizer.normalize(text)
            #expect(normalizer.normalize(once) == once, "\(language): \(text.debugDescription)")
        }
    }
}
