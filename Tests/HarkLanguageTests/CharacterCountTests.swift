import Testing

@testable import HarkLanguage

/// `Recognizer.characterCount`, which counts scalars where each is a character by itself, counts
/// what counting characters counts.
@Suite struct CharacterCountTests {
    @Test(arguments: [
        ("en", "Add milk and eggs"), ("es", "añade leche y huevos a la lista de la compra"),
        ("fr", "Ajoute du pâté et de la crème brûlée"), ("ja", "牛乳とパンを買い物リストに追加して"),
        ("ja", "ｶﾞｲﾄﾞ を 見せて"), ("ar", "أضف الحليب إلى قائمة التسوق"), ("ar", "أَضِفْ الحَلِيب"),
        ("en", "cafe\u{301} au lait"), ("fr", "e\u{301}te\u{301} \u{1F1EB}\u{1F1F7}"), ("en", "line\r\nbreak"),
        ("ja", "か\u{3099}ぎ"), ("en", "👩‍👩‍👧 family"),
    ])
    func countsCharacters(language: String, text: String) {
        let normalizer = TextNormalizer(language: language)
        let normalized = normalizer.normalize(text)
        let characters = normalized.reduce(0) { $1 == " " ? $0 : $0 + 1 }
        #expect(Recognizer.characterCount(text, normalizer) == characters, "\(language): \(normalized)")
    }
}
