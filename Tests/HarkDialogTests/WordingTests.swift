import HarkDialog
import Testing

@Suite("The assistant's own phrases")
struct PhraseTests {
    @Test(arguments: DialogHarness.locales)
    func everyPhraseIsWrittenInEveryLanguage(language: String) {
        let missing = Wording.allCases.filter { !$0.isWritten(in: language) }
        #expect(missing.isEmpty, "missing in \(language): \(missing)")
    }

    @Test func placeholdersAreFilled() {
        #expect(Wording.appDidNotAnswer.text(in: "en", ["app": "List-o-Mat"]) == "List-o-Mat didn't answer.")
        #expect(Wording.appRanIntoProblem.text(in: "es-MX", ["app": "List-o-Mat"]) == "List-o-Mat ha tenido un problema.")
    }

    @Test func japaneseSentencesFollowEachOtherWithoutASpace() {
        let usage = "リストとメモに関するリクエストはList-o-Matに送信されます。"
        #expect(
            Wording.askAuthorization.text(in: "ja", ["app": "List-o-Mat", "usage": usage])
                == "List-o-Matがここで使えるようにしたいと求めています。リストとメモに関するリクエストはList-o-Matに送信されます。許可しますか？")
    }

    @Test func aLanguageWithoutPhrasesFallsBackToEnglish() {
        #expect(Wording.cancelled.text(in: "de") == "OK, cancelled.")
    }

    @Test(arguments: [
        ("en", "rice, onions and olives"), ("es", "arroz, cebollas y aceitunas"), ("fr", "riz, oignons et olives"),
        ("ja", "米、玉ねぎとオリーブ"), ("ar", "أرز وبصل وزيتون"),
    ])
    func listsAreJoinedWithTheLanguagesWords(locale: String, expected: String) {
        let items: [String: [String]] = [
            "en": ["rice", "onions", "olives"], "es": ["arroz", "cebollas", "aceitunas"], "fr": ["riz", "oignons", "olives"],
            "ja": ["米", "玉ねぎ", "オリーブ"], "ar": ["أرز", "بصل", "زيتون"],
        ]
        #expect(SpokenList.join(items[locale] ?? [], locale: locale) == expected)
    }

    @Test func spanishChangesItsConjunctionBeforeTheSameSound() {
        #expect(SpokenList.join(["madre", "hija"], locale: "es") == "madre e hija")
        #expect(SpokenList.join(["agua", "hielo"], locale: "es") == "agua y hielo")
        #expect(SpokenList.join(["siete", "ocho"], .or, locale: "es") == "siete u ocho")
        #expect(SpokenList.join(["Grocery Store", "Hardware Store"], .or, locale: "en") == "Grocery Store or Hardware Store")
    }
}
