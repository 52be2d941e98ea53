import Hark
import Testing
@testable import HarkLanguage

/// Nothing a user could type crashes or hangs the recognizer, and the same text always gives
/// the same answer.
struct RecognizerRobustnessTests {
    /// Characters that stress normalization and matching: every script we read, combining marks,
    /// bidi and zero-width controls, emoji, punctuation, digits of three systems, template syntax.
    static let alphabet = Array(
        "abcxyz ABC éçñœß 0123 ٠١٢ ０１ ,.;:!?¿¡'\"`´’-–—_/\\()[]{}<>|&%@#*~ "
            + "あいうアイウｱｲｳ漢字ー〜、。「」 اأإآلةىيوالب،؛؟ ً ٌ ـ "
            + "\u{200B}\u{200E}\u{200F}\u{202E}\u{FEFF}\u{0301}\u{0308}\u{0000}\t\n👍🏽🇫🇷"
    )

    @Test(arguments: RecognizerFixtures.locales)
    func randomTextNeverCrashes(locale: String) throws {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let length = Int.random(in: 0...80, using: &generator)
            let text = String((0..<length).compactMap { _ in Self.alphabet.randomElement(using: &generator) })
            let first = try RecognizerFixtures.recognizer.recognize(text, locale: locale)
            #expect(try RecognizerFixtures.recognizer.recognize(text, locale: locale) == first)
        }
    }

    @Test(arguments: RecognizerFixtures.locales)
    func randomWordsOfTheTemplatesNeverCrash(locale: String) throws {
        let words = ["add", "to", "list", "the", "and", "de", "la", "lista", "à", "liste", "リスト", "に", "を",
                     "追加して", "إلى", "قائمة", "و", "ListOMat", "in", "en", "dans", "で", "في", ",", "mark", "as", "done"]
        var generator = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let count = Int.random(in: 1...20, using: &generator)
            let text = (0..<count).compactMap { _ in words.randomElement(using: &generator) }.joined(separator: " ")
            _ = try RecognizerFixtures.recognizer.recognize(text, locale: locale)
        }
    }

    @Test(arguments: RecognizerFixtures.locales)
    func hugeInputIsAnsweredWithoutCandidates(locale: String) throws {
        let huge = String(repeating: "add rice, onions and olives to the grocery list ", count: 2_000)
        #expect(try RecognizerFixtures.recognizer.recognize(huge, locale: locale).candidates.isEmpty)
        let longButAllowed = "add " + String(repeating: "rice, ", count: 150) + "olives to the grocery list"
        #expect(longButAllowed.count <= Recognizer.maximumInputLength)
        _ = try RecognizerFixtures.recognizer.recognize(longButAllowed, locale: locale)
    }

    @Test func longItemListsAreSplit() throws {
        let items = (1...40).map { "item\($0)" }
        let text = "add " + items.dropLast().joined(separator: ", ") + " and item40 to the grocery list"
        let best = try #require(try RecognizerFixtures.recognizer.recognize(text, locale: "en").best)
        #expect(best.parameters["taskTitles"]?.value.listElements.count == 40)
    }
}
