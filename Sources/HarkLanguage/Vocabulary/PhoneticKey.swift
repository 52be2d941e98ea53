/// How a normalized word sounds, by the rules of its language, so that words spelled
/// differently but said alike compare equal.
///
/// * `en`: a simplified Metaphone (``EnglishPhonetics``).
/// * `es`, `fr`: a key after accent folding (``RomancePhonetics``).
/// * `ja`: kana folded across scripts, without long-vowel marks (``JapanesePhonetics``).
/// * `ar`: the consonant skeleton (``ArabicPhonetics``).
///
/// A word in Latin letters inside Japanese or Arabic text (an app or list name) gets the English
/// key. Other languages, and other scripts, use the word itself.
enum PhoneticKey {
    static func key(_ normalizedWord: String, language: String) -> String {
        let isLatin = !normalizedWord.isEmpty && normalizedWord.allSatisfy(\.isASCII)
        if isLatin {
            switch language {
            case "es": return RomancePhonetics.spanishKey(normalizedWord)
            case "fr": return RomancePhonetics.frenchKey(normalizedWord)
            default: return EnglishPhonetics.key(normalizedWord)
            }
        }
        switch language {
        case "ja": return JapanesePhonetics.key(normalizedWord)
        case "ar": return ArabicPhonetics.key(normalizedWord)
        default: return normalizedWord
        }
    }
}
