import Foundation

/// Makes a user's text and a template's literals comparable, by the rules of one language.
///
/// The same normalizer is applied to both sides of a match, so it is idempotent:
/// `normalize(normalize(x)) == normalize(x)`. What every language gets:
///
/// * Unicode NFKC (full-width Latin and digits become ASCII, half-width katakana become
///   full-width), then lowercase.
/// * Arabic-Indic `٠…٩` and Persian `۰…۹` digits become `0…9`.
/// * Punctuation (Unicode category P: `.,!?¿¡;:"«»“”„()…`, `。、！？「」『』・`, `،؛؟`…) becomes a
///   space, except `& % @ # / * _ \` which can belong to a name, and `.` `,` `:` between two
///   digits (`3.5`, `3,5`, `1,000`, `10:30`).
/// * Apostrophes (`’`, `‘`, `ʼ`, `´` and the backtick) become `'`; an apostrophe is kept only
///   between two letters or digits (`don't`, `aujourd'hui`), otherwise it is a quotation mark
///   and becomes a space.
/// * Hyphens and dashes become a space (`twenty-one` → `twenty one`).
/// * Runs of whitespace become one space; the result is trimmed.
///
/// And by language:
///
/// * `en`, `es`, `fr`: accents are folded (`é` → `e`, `ñ` → `n`, `ç` → `c`, `œ` → `oe`,
///   `æ` → `ae`, `ß` → `ss`), so text typed without accents still matches.
/// * `fr`: an elided article, pronoun or conjunction is split off as its own word *without* its
///   apostrophe: `l'épicerie` → `l epicerie`, `qu'il` → `qu il`, `jusqu'à` → `jusqu a`. A template
///   literal `l'` normalizes to the same `l`, so `(le|la|l')` and `[l']` match either way the
///   user typed it, and the word after the article is a word of its own. Apostrophes inside a
///   word (`aujourd'hui`, `quelqu'un`) are kept.
/// * `ja`: every space is removed (Japanese has no word spaces; users sometimes type them), as
///   are the wave dashes `〜 ～` and the katakana middle dot `・`; a dash or minus right after
///   katakana becomes the long-vowel mark `ー` (`ラ－メン` → `ラーメン`). Kanji and kana are kept as
///   they are: hiragana and katakana are *not* folded into each other, because the choice
///   carries meaning (and templates are written in the conventional script).
/// * `ar`: diacritics (tashkeel U+064B–U+065F, superscript alef U+0670) and tatweel U+0640 are
///   removed; `أ إ آ ٱ` → `ا` (the hamza on alef is the one people leave out); `ى` → `ي`;
///   `ة` → `ه`; the Persian `ی ک` become `ي ك`. Hamza on its other seats, `ؤ` and `ئ`, is kept,
///   as in the common search normalizers (Lucene, CAMeL Tools): both are keys of their own on
///   Arabic keyboards, and folding them would merge words such as `سئل` (was asked) and `سيل`
///   (flood); `قائمة` stays `قائمه`. The bare hamza `ء` is kept too: dropping it would make `ماء`
///   (water) the word `ما` (what).
///
/// Any other language gets only the rules every language gets.
///
/// The number of words changes only where one written word is really two (a French elision,
/// a hyphenated compound) or where punctuation stood between words without a space
/// (`milk,bread` → `milk bread`); Japanese text is always one chunk.
public struct TextNormalizer: Sendable, Hashable {
    /// The language code whose rules apply, such as `"fr"`.
    public let language: String

    /// A normalizer for a language code or locale (`"fr"`, `"fr-CA"`); unknown languages get
    /// the generic rules (NFKC, lowercase, punctuation, whitespace).
    public init(language: String) {
        self.language = LanguageProfile.languageCode(of: language)
        folding = PlainNormalization.Folding(language: self.language)
    }

    /// The language's rules, for normalizing plain text in one pass.
    private let folding: PlainNormalization.Folding

    /// The text in the normalized form that templates are compared in.
    public func normalize(_ text: String) -> String {
        normalize(text, shortcuts: true)
    }

    /// The text normalized, with or without the shortcuts for text that is already in NFKC
    /// and for precomposed Latin letters (see ``CompatibilityFolding``); both give the same.
    func normalize(_ text: String, shortcuts: Bool) -> String {
        if shortcuts, Self.isPlainASCII(text) {
            let lowercased = ScalarFolding.lowercasingASCII(text)
            return language == "ja" ? lowercased.filter { $0 != " " } : lowercased  // Japanese keeps no spaces
        }
        if shortcuts, let plain = PlainNormalization.normalize(text, folding: folding) { return plain }
        var folded: String
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        if isASCII {
            folded = ScalarFolding.lowercasingASCII(text)  // NFKC and accents change nothing
        } else if shortcuts {
            folded = CompatibilityFolding.folding(ScalarFolding.preparing(text))
        } else {
            folded = CompatibilityFolding.foldingByUnicode(ScalarFolding.preparing(text))
        }
        // NFKC makes apostrophes of its own (`ŉ` is `ʼn`), which a second normalization would
        // otherwise fold then, and not now: prepared again, only when there is one.
        if !isASCII, folded.unicodeScalars.contains(where: ScalarFolding.isApostropheVariant) {
            folded = ScalarFolding.preparing(folded)
        }
        switch language {
        case "en", "es", "fr":
            if !isASCII {
                folded = shortcuts ? LatinFolding.foldingAccents(folded) : LatinFolding.foldingAccentsByDecomposition(folded)
            }
        case "ar": folded = ArabicFolding.folding(folded)
        case "ja": folded = JapaneseFolding.folding(folded)
        default: break
        }
        folded = ScalarFolding.replacingPunctuation(folded)
        if language == "fr" {
            folded = LatinFolding.splittingFrenchElisions(folded)
        }
        return ScalarFolding.collapsingWhitespace(folded, keepSpaces: language != "ja")
    }

    /// Whether `text` is ASCII letters and digits in words with one space between them, as
    /// most English requests and most words are: every language's rules then only lowercase it
    /// (and Japanese's remove the spaces).
    static func isPlainASCII(_ text: String) -> Bool {
        var previousIsSpace = true  // no space at the start
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                previousIsSpace = false
            case UInt8(ascii: " ") where !previousIsSpace:
                previousIsSpace = true
            default:
                return false
            }
        }
        return !previousIsSpace || text.isEmpty
    }

    /// The words of normalized text, split on its single spaces.
    ///
    /// Japanese text has no word spaces: it comes back as one chunk. Empty text has no words.
    public func words(_ normalizedText: String) -> [Substring] {
        if language == "ja" {
            return normalizedText.isEmpty ? [] : [normalizedText[...]]
        }
        return normalizedText.split(separator: " ")
    }

    /// The forms a normalized word may stand for: the word itself first, then, in Arabic, the
    /// word without its attached conjunction, preposition and article
    /// (see ``ArabicMorphology/strippingClitics(_:)``). Other languages have only the word.
    public func variants(of word: String) -> [String] {
        language == "ar" ? ArabicMorphology.strippingClitics(word) : [word]
    }
}
