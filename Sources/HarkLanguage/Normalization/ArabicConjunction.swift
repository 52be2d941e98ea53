/// The Arabic conjunction و written attached to the item it introduces; see ``ListWords``.
enum ArabicConjunction {
    /// The word without an attached و, or nil when the و belongs to the word.
    ///
    /// The و is kept when fewer than 2 letters would remain or the word is a common word that
    /// begins with و. The original spelling of the rest is kept.
    static func stem(of word: Substring) -> Substring? {
        guard word.first == "و" else { return nil }
        let rest = word.dropFirst()
        let normalizer = TextNormalizer(language: "ar")
        let normalizedRest = normalizer.normalize(String(rest))
        guard normalizedRest.count >= 2 else { return nil }
        guard !wordsBeginningWithWaw.contains(normalizer.normalize(String(word))) else { return nil }
        return rest
    }

    /// Normalized common nouns that begin with و, kept whole when they follow another word.
    static let wordsBeginningWithWaw: Set<String> = [
        "ورد", "ورود", "ورده", "ورق", "ورقه", "ورقي", "ورقيه", "وجبه", "وجبات", "وساده", "وسائد",
        "وقود", "وصفه", "وعاء", "ولاعه", "وزن", "وسط", "وحده",
    ]
}
