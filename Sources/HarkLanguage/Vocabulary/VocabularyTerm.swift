/// A phrase prepared for comparison with vocabulary in one language: without its leading
/// article, normalized, split into words (Arabic words without their attached clitics), and
/// with how each word and the whole phrase sound.
struct VocabularyTerm: Sendable, Hashable {
    struct Word: Sendable, Hashable {
        /// The normalized word.
        var text: String
        /// Its phonetic key (``PhoneticKey``).
        var sound: String
        /// Its Unicode scalars, for ``EditDistance``.
        var scalars: [Unicode.Scalar]
        /// How many characters it has.
        var length: Int

        init(text: String, sound: String) {
            self.text = text
            self.sound = sound
            self.scalars = Array(text.unicodeScalars)
            self.length = text.count
        }
    }

    /// The words; Japanese text is one word.
    var words: [Word]
    /// The words run together, so "to do", "to-do" and "todo" compare equal.
    var compact: String
    /// How `compact` sounds, so "list oh mat" and "ListOMat" compare equal.
    var compactSound: String
    /// How many characters `compact` has.
    var length: Int
    /// The Unicode scalars of `compact`, for ``EditDistance``.
    var compactScalars: [Unicode.Scalar]

    init(_ phrase: String, language: String) {
        let normalizer = TextNormalizer(language: language)
        let normalized = normalizer.normalize(normalizer.strippingLeadingArticle(phrase))
        var texts = normalizer.words(normalized).map(String.init)
        if normalizer.language == "ar" {
            texts = texts.map { ArabicMorphology.strippingClitics($0).last ?? $0 }
        }
        words = texts.map { Word(text: $0, sound: PhoneticKey.key($0, language: normalizer.language)) }
        compact = texts.joined()
        compactSound = PhoneticKey.key(compact, language: normalizer.language)
        length = compact.count
        compactScalars = Array(compact.unicodeScalars)
    }
}
