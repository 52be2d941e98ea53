import HarkLanguage
import Testing

/// Arabic's attached conjunctions, prepositions and article.
@Suite struct NormalizationArabicTests {
    @Test(arguments: [
        ("والقائمة", ["والقائمه", "القائمه", "قائمه"]),
        ("والبصل", ["والبصل", "البصل", "بصل"]),
        ("فالبصل", ["فالبصل", "البصل", "بصل"]),
        ("البصل", ["البصل", "بصل"]),
        ("بالبيت", ["بالبيت", "البيت", "بيت"]),
        ("كالبيت", ["كالبيت", "البيت", "بيت"]),
        ("للتسوق", ["للتسوق", "التسوق", "تسوق"]),
        ("وللتسوق", ["وللتسوق", "للتسوق", "التسوق", "تسوق"]),
        ("وبالبيت", ["وبالبيت", "بالبيت", "البيت", "بيت"]),
        ("وبصل", ["وبصل", "بصل"]),
        ("أَلْبَصَل", ["البصل", "بصل"]),
    ])
    func cliticsAreStripped(word: String, variants: [String]) {
        #expect(ArabicMorphology.strippingClitics(word) == variants)
    }

    @Test func wordsThatMerelyBeginWithTheLettersKeepThemFirst() {
        // بصل (onions) begins with ب, but a bare ب is not stripped.
        #expect(ArabicMorphology.strippingClitics("بصل") == ["بصل"])
        #expect(ArabicMorphology.strippingClitics("لبن") == ["لبن"])
        // The word itself always comes first; variants are only alternatives to try.
        #expect(ArabicMorphology.strippingClitics("ورد").first == "ورد")
    }

    @Test func nothingShorterThanTwoLettersRemains() {
        #expect(ArabicMorphology.strippingClitics("ول") == ["ول"])
        #expect(ArabicMorphology.strippingClitics("الم") == ["الم"])  // ألم, pain
        #expect(ArabicMorphology.strippingClitics("وا") == ["وا"])
        #expect(ArabicMorphology.strippingClitics("") == [""])
    }

    @Test func theNormalizerOffersTheVariantsOnlyInArabic() {
        #expect(TextNormalizer(language: "ar").variants(of: "والبصل") == ["والبصل", "البصل", "بصل"])
        #expect(TextNormalizer(language: "en").variants(of: "walbasal") == ["walbasal"])
        #expect(TextNormalizer(language: "fr").variants(of: "والبصل") == ["والبصل"])
    }

    @Test func everyVariantIsNormalized() {
        let normalizer = TextNormalizer(language: "ar")
        for word in ["والقائمة", "بالمكتبة", "للمدرسة", "فالإجابة", "وآخر"] {
            for variant in ArabicMorphology.strippingClitics(word) {
                #expect(normalizer.normalize(variant) == variant)
            }
        }
    }
}
