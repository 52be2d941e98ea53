import Testing

@testable import HarkLanguage

/// Prepared vocabulary phrases are kept across recognitions; what the cache gives must be what
/// preparing gives, and the cache must stay within its bounds.
@Suite struct VocabularyPhraseCacheTests {
    @Test(arguments: ["en", "es", "fr", "ja", "ar"])
    func cachedPhrasesAreThePreparedPhrases(language: String) {
        let cache = VocabularyTermCache()
        let texts = ["Grocery Store", "la Ferretería", "l'Épicerie", "買い物リスト", "قائمة البقالة", "Grocery Store"]
        let first = cache.phrases(texts, language: language)
        let again = cache.phrases(texts.reversed(), language: language)
        #expect(first == texts.map { VocabularyTerm($0, language: language) })
        #expect(again == first.reversed())
        #expect(cache.count == texts.count - 1)
    }

    @Test func languagesAreKeptApart() {
        let cache = VocabularyTermCache()
        let english = cache.phrases(["la liste"], language: "en")
        let french = cache.phrases(["la liste"], language: "fr")
        #expect(english == [VocabularyTerm("la liste", language: "en")])
        #expect(french == [VocabularyTerm("la liste", language: "fr")])
        #expect(english != french)
    }

    @Test func theCacheStaysWithinItsCapacity() {
        let cache = VocabularyTermCache(capacity: 100)
        for round in 0..<10 {
            _ = cache.phrases((0..<30).map { "list \(round) \($0)" }, language: "en")
            #expect(cache.count <= 100)
        }
        #expect(cache.phrases(["list 9 29"], language: "en") == [VocabularyTerm("list 9 29", language: "en")])
    }
}
