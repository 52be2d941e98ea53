/// How Japanese kana sound, whichever script they are written in: katakana become hiragana,
/// the long-vowel mark is dropped, small kana count as their full-size letters, and the kana
/// that sound alike (`を`/`お`, `ぢ`/`じ`, `づ`/`ず`, `ゔ`/`ぶ`) are folded. "リスト", "りすと" and
/// "リストー" share a key. Kanji and other characters are kept as they are.
enum JapanesePhonetics {
    static func key(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            var value = scalar.value
            if (0x30A1...0x30F6).contains(value) { value -= 0x60 }  // katakana → hiragana
            if value == 0x30FC || value == 0x30FB { continue }  // ー ・
            if let folded = foldedKana[value] { value = folded }
            if let folded = Unicode.Scalar(value) { result.append(folded) }
        }
        return String(result)
    }

    /// Small kana and kana that sound like another, by code point.
    private static let foldedKana: [UInt32: UInt32] = [
        0x3041: 0x3042, 0x3043: 0x3044, 0x3045: 0x3046, 0x3047: 0x3048, 0x3049: 0x304A,  // ぁぃぅぇぉ
        0x3063: 0x3064, 0x3083: 0x3084, 0x3085: 0x3086, 0x3087: 0x3088, 0x308E: 0x308F,  // っゃゅょゎ
        0x3095: 0x304B, 0x3096: 0x3051,  // ゕゖ
        0x3092: 0x304A,  // を → お
        0x3062: 0x3058,  // ぢ → じ
        0x3065: 0x305A,  // づ → ず
        0x3094: 0x3076,  // ゔ → ぶ
    ]
}
