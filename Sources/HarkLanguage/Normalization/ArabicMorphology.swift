/// The conjunctions, prepositions and article that Arabic writes attached to a word.
///
/// Arabic attaches `و` (and), `ف` (so), `ب` (with), `ك` (like), `ل` (for) and the article
/// `ال` to the word they belong to: `والبصل` is "and the onions". Matching a template word or a
/// vocabulary entry against the user's word tries these variants in order.
public enum ArabicMorphology {
    /// The variants of an Arabic word without its attached clitics, the word itself first.
    ///
    /// The word is normalized first (``TextNormalizer`` rules for `ar`), so `"والقائمة"` gives
    /// `["والقائمه", "القائمه", "قائمه"]`. Stripped are: the conjunction `و` or `ف`; then the
    /// article `ال`, alone or after the prepositions `ب` or `ك` (`بال`, `كال`); and `لل` (`ل` + `ال`),
    /// which also gives the form with the article restored (`للقائمه` → `القائمه`, `قائمه`).
    /// A bare `ب`, `ك` or `ل` is not stripped, since far more words simply begin with those
    /// letters (`بصل` is onions). Nothing is stripped when fewer than 2 letters would remain.
    public static func strippingClitics(_ word: String) -> [String] {
        let normalized = TextNormalizer(language: "ar").normalize(word)
        var variants = [normalized]
        func add(_ variant: String) {
            if variant.count >= minimumLength, !variants.contains(variant) {
                variants.append(variant)
            }
        }
        var bases = [normalized]
        if let first = normalized.first, conjunctions.contains(first),
            normalized.count - 1 >= minimumLength
        {
            let rest = String(normalized.dropFirst())
            add(rest)
            bases.append(rest)
        }
        for base in bases {
            for prefix in articlePrefixes where base.hasPrefix(prefix) {
                let stem = String(base.dropFirst(prefix.count))
                guard stem.count >= minimumLength else { continue }
                if prefix != article {
                    add(article + stem)
                }
                add(stem)
            }
        }
        return variants
    }

    /// The article, as normalized text writes it.
    static let article = "ال"

    /// The conjunctions `و` and `ف`.
    static let conjunctions: Set<Character> = ["و", "ف"]

    /// The article alone or fused with a preposition, longest first.
    static let articlePrefixes = ["بال", "كال", "لل", "ال"]

    /// Shorter than this is no longer a word worth matching.
    static let minimumLength = 2
}
