import Foundation
import Testing

@testable import HarkLanguage

/// Normalizing takes shortcuts for the text most requests are made of; each shortcut must give
/// exactly what the full Unicode path gives.
@Suite struct NormalizationFastPathTests {
    /// A bare lowercase code is taken as it is; anything else is trimmed, split at its region
    /// and lowercased, as before the shortcut.
    @Test func languageCodesWithAndWithoutTheShortcut() {
        let cases = [
            "en": "en", "ja": "ja", "": "", "es_MX": "es", "fr-CA": "fr", " EN-us ": "en", "AR": "ar", "zh-Hant-TW": "zh", "-x": "x",
        ]
        for (locale, code) in cases {
            #expect(LanguageProfile.languageCode(of: locale) == code, "\(locale)")
            #expect(TextNormalizer(language: locale).language == code, "\(locale)")
        }
    }

    /// Every scalar the compatibility shortcut trusts is unchanged by NFKC, alone and
    /// lowercased, and lowercases into scalars it trusts too.
    @Test func stableScalarsAreUnchangedByCompatibilityNormalization() {
        var wrong: [String] = []
        for value in 0...0xFFFF {
            guard let scalar = Unicode.Scalar(value), CompatibilityFolding.isStable(scalar) else { continue }
            let text = String(scalar)
            let lowercased = text.lowercased()
            if text.precomposedStringWithCompatibilityMapping != text
                || CompatibilityFolding.foldingByUnicode(text) != lowercased
                || !lowercased.unicodeScalars.allSatisfy(CompatibilityFolding.isStable)
            {
                wrong.append(String(value, radix: 16, uppercase: true))
            }
        }
        #expect(wrong.isEmpty, "U+\(wrong.joined(separator: ", U+"))")
        // What bytes that are not UTF-8 become on the way in takes the shortcut too.
        #expect(CompatibilityFolding.isStable("\u{FFFD}"))
    }

    /// The scripts the shortcut covers, for texts mixing them.
    static let stableAlphabet: [Unicode.Scalar] = (0...0xFFFF).compactMap { value in
        guard let scalar = Unicode.Scalar(value), CompatibilityFolding.isStable(scalar) else { return nil }
        return value < 0x3000 || value % 97 == 0 ? scalar : nil
    }

    @Test func stableTextFoldsAsUnicodeFoldsIt() {
        var generator = SplitMix64(seed: 2026)
        for _ in 0..<5_000 {
            let length = Int.random(in: 1...12, using: &generator)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length {
                scalars.append(Self.stableAlphabet.randomElement(using: &generator)!)
            }
            let text = String(scalars)
            #expect(CompatibilityFolding.folding(text) == CompatibilityFolding.foldingByUnicode(text), "\(text.debugDescription)")
            // Reading digits skips NFKC for such text, in any case.
            #expect(text.precomposedStringWithCompatibilityMapping == text, "\(text.debugDescription)")
        }
    }

    /// The punctuation and symbols accent folding passes by, and the replacement character, fold
    /// as decomposing folds them, alone, next to a letter and next to a combining mark.
    @Test func punctuationPassedByFoldsAsDecompositionFoldsIt() {
        // Every kana, and every seventh ideograph: they have no canonical decomposition.
        let japanese = Array(0x3040...0x30FF) + Array(stride(from: 0x4E00, through: 0x9FFF, by: 7))
        let scalars = (Array(0x2000...0x20FF) + japanese + [0xFFFD]).compactMap(Unicode.Scalar.init).filter(LatinFolding.passesUnchanged)
        #expect(scalars.count > 3_000)
        #expect(scalars.contains("へ") && scalars.contains("べ") && scalars.contains("ヷ") && scalars.contains("一"))
        #expect(!scalars.contains("\u{3099}") && !scalars.contains("\u{309A}"))
        #expect(scalars.last == "\u{FFFD}")
        #expect(LatinFolding.passesUnchanged("牛") && LatinFolding.foldingAccents("añade 牛乳") == "anade 牛乳")
        let neighbours = ["a", "E", " ", "é", "\u{0301}", "\u{0327}", "й", "\u{3099}", "か"]
        for scalar in scalars {
            let symbol = String(scalar)
            for text in [symbol] + neighbours.flatMap({ [symbol + $0, $0 + symbol] }) {
                #expect(
                    LatinFolding.foldingAccents(text) == LatinFolding.foldingAccentsByDecomposition(text),
                    "\(text.debugDescription)"
                )
            }
            #expect(LatinFolding.foldingAccents(symbol) == symbol, "\(symbol.debugDescription)")
        }
    }

    /// Accent folding letter by letter gives what decomposing the whole text gives, for every
    /// Latin-1 and Latin Extended letter, alone, next to another and next to a combining mark.
    @Test func latinLettersFoldAsDecompositionFoldsThem() {
        let letters = (0x00A0...0x024F).compactMap(Unicode.Scalar.init).map { String($0) }
        let neighbours = ["a", "E", " ", "é", "\u{0301}", "\u{0327}", "й", "Ω", "ß", "œ", "'"]
        for letter in letters {
            for text in [letter] + neighbours.flatMap({ [letter + $0, $0 + letter] }) {
                #expect(
                    LatinFolding.foldingAccents(text) == LatinFolding.foldingAccentsByDecomposition(text),
                    "\(text.debugDescription)"
                )
            }
        }
    }

    static let requests = [
        "En ListOMat, añade arroz, cebollas y aceitunas a la lista de la compra",
        "Dans ListOMat, ajoute du riz, des oignons et des olives à la liste de courses",
        "ListOMatで買い物リストに米、玉ねぎ、オリーブを追加して", "ＬｉｓｔＯＭａｔで　リストを見せて",
        "في ListOMat، أضف الأرز والبصل والزيتون إلى قائمة البقالة", "أضِفْ «حليب» إلى قائمة التسوّق",
        "Marque « pâtes » comme terminé", "¿Qué hay en la lista «Ferretería»?", "Crée une liste « Noël 2026 »",
    ]

    /// Whole sentences in every language normalize to what the full path gives.
    @Test(arguments: NormalizationIdempotenceTests.languages)
    func samplesNormalizeAsTheFullPathDoes(language: String) {
        let normalizer = TextNormalizer(language: language)
        for sample in NormalizationIdempotenceTests.samples + Self.requests {
            #expect(
                normalizer.normalize(sample) == normalizer.normalize(sample, shortcuts: false),
                "\(language): \(sample.debugDescription)"
            )
        }
    }
}

extension NormalizationFastPathTests {
    /// The letters recognized by their code points alone are what Unicode's properties say.
    @Test func plainLettersAreLettersByUnicodesProperties() {
        var wrong: [String] = []
        for value in 0x80...0xFFFF {
            guard let scalar = Unicode.Scalar(value), ScalarFolding.isPlainLetter(scalar) else { continue }
            let properties = scalar.properties
            let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory)
            if !properties.isAlphabetic || isMark || properties.isWhitespace
                || properties.canonicalCombiningClass != .notReordered
                || "\(properties.generalCategory)".hasSuffix("Punctuation")
            {
                wrong.append(String(value, radix: 16, uppercase: true))
            }
        }
        #expect(wrong.isEmpty, "U+\(wrong.joined(separator: ", U+"))")
    }
}

extension NormalizationFastPathTests {
    /// Whitespace and punctuation answered from an ASCII character's code are what Unicode's
    /// properties say, "\r\n" (one character of two scalars) included.
    @Test func asciiWhitespaceAndPunctuationAreUnicodes() {
        let characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + ["\r\n"]
        for character in characters {
            #expect(character.isWhitespaceFast == character.isWhitespace, "\(character.debugDescription)")
            #expect(character.isPunctuationFast == character.isPunctuation, "\(character.debugDescription)")
        }
        for character: Character in ["\u{A0}", "\u{3000}", "«", "、", "é", "٫"] {
            #expect(character.isWhitespaceFast == character.isWhitespace, "\(character.debugDescription)")
            #expect(character.isPunctuationFast == character.isPunctuation, "\(character.debugDescription)")
        }
        // A character that begins with a plain letter, alone or with a mark on it, is no whitespace.
        for value in 0...0xFFFF {
            guard let scalar = Unicode.Scalar(value), ScalarFolding.isPlainLetter(scalar) else { continue }
            for character in [Character(scalar), Character(String(scalar) + "\u{301}")] {
                #expect(character.isWhitespaceFast == character.isWhitespace, "\(character.debugDescription)")
            }
        }
    }

    /// ASCII text is aligned with its normalized form byte by byte; every slot quoted from it is
    /// what aligning it character by character quotes, in every language.
    @Test func asciiTextAlignsAsCharactersAlign() throws {
        let alphabet = Array("abcXYZ 019'-.,:!?&/\t\r\n`\"()") + ["\r\n"]
        var generator = SplitMix64(seed: 2027)
        for language in ["en", "es", "fr", "ja", "ar"] {
            let grammar = try Grammar(locale: language, intents: []).compiled
            for _ in 0..<400 {
                let length = Int.random(in: 1...24, using: &generator)
                let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
                expectAlignedAlike(text, grammar: grammar)
            }
        }
    }

    /// Letters and digits in words with single spaces are each their own byte of the normalized
    /// text; every slot quoted from them is what aligning character by character quotes.
    @Test func plainWordsAlignAsCharactersAlign() throws {
        let alphabet = Array("abcXYZ019")
        var generator = SplitMix64(seed: 2028)
        for language in ["en", "es", "fr", "ja", "ar"] {
            let grammar = try Grammar(locale: language, intents: []).compiled
            for _ in 0..<200 {
                let words = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                    String((0..<Int.random(in: 1...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
                }
                let text = words.joined(separator: " ")
                #expect(TextNormalizer.isPlainASCII(text))
                expectAlignedAlike(text, grammar: grammar)
            }
        }
    }

    /// Scalars aligned one by one are characters by themselves beside any other such scalar, and
    /// text made of them is aligned as character by character, in every language.
    @Test func scalarsThatStandAloneAlignAsCharacters() throws {
        let alphabet = (0...0xFFFF).compactMap(Unicode.Scalar.init).filter(TextAlignment.standsAlone)
        var generator = SplitMix64(seed: 2028)
        for language in ["en", "es", "fr", "ja", "ar"] {
            let grammar = try Grammar(locale: language, intents: []).compiled
            for _ in 0..<300 {
                var scalars = String.UnicodeScalarView()
                for _ in 0..<Int.random(in: 1...16, using: &generator) {
                    scalars.append(alphabet.randomElement(using: &generator)!)
                }
                let text = String(scalars)
                #expect(text.count == text.unicodeScalars.count, "\(text.debugDescription)")
                expectAlignedAlike(text, grammar: grammar)
            }
        }
    }

    /// The scalars normalizing does not lowercase are those lowercasing leaves alone.
    @Test func caselessScalarsAreUnchangedByLowercasing() {
        var wrong: [String] = []
        for value in 0...0xFFFF {
            guard let scalar = Unicode.Scalar(value), CompatibilityFolding.isCaseless(scalar) else { continue }
            if String(scalar).lowercased() != String(scalar) { wrong.append(String(value, radix: 16, uppercase: true)) }
        }
        #expect(wrong.isEmpty, "U+\(wrong.joined(separator: ", U+"))")
    }

    /// Plain ASCII words, which normalizing only lowercases (and in Japanese joins), normalize as
    /// the full path normalizes them, in every language.
    @Test func plainASCIINormalizesAsTheFullPath() {
        let alphabet = Array("abcXYZ09 ")
        var generator = SplitMix64(seed: 2029)
        for language in ["en", "es", "fr", "ja", "ar", "de"] {
            let normalizer = TextNormalizer(language: language)
            for text in ["Anna Jones", "add milk to the grocery list", "", "5k", "AND"] {
                #expect(normalizer.normalize(text, shortcuts: true) == normalizer.normalize(text, shortcuts: false), "\(language) \(text)")
            }
            for _ in 0..<2_000 {
                let text = String((0..<Int.random(in: 1...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
                #expect(
                    normalizer.normalize(text, shortcuts: true) == normalizer.normalize(text, shortcuts: false),
                    "\(language) \(text.debugDescription)")
            }
        }
        #expect(TextNormalizer(language: "ja").normalize("Anna Jones") == "annajones")
    }

    /// Every span of `text`'s normalized form quotes the same original text whether the
    /// alignment takes its shortcuts or walks character by character.
    func expectAlignedAlike(_ text: String, grammar: CompiledGrammar) {
        let normalized = grammar.profile.matchingBytes(text)
        let quick = TextAlignment(
            original: text, normalized: normalized, profile: grammar.profile, asciiForms: grammar.asciiForms, cache: grammar.cache)
        let full = TextAlignment(
            original: text, normalized: normalized, profile: grammar.profile, asciiForms: grammar.asciiForms, cache: grammar.cache,
            shortcuts: false)
        for start in 0..<normalized.count {
            for end in (start + 1)...normalized.count {
                #expect(
                    quick.originalText(start..<end) == full.originalText(start..<end),
                    "\(grammar.profile.language) \(text.debugDescription) \(start)..<\(end)")
            }
        }
    }
    /// A leading article is read byte by byte from titles of ASCII letters and digits; every
    /// phrase gives what the full path gives, in each language with articles, whether the
    /// shortcut takes it or leaves it to the full path (an apostrophe, an accent, other spaces).
    @Test func articlesStripAsTheFullPathStrips() {
        let phrases = [
            "the milk", "The Milk", "THE MILK", "a dozen eggs", "an Apple", "some bread", "The", "the", "theater tickets",
            "the  milk", "the\tmilk", "the\r\nmilk", "the\u{00A0}milk", "milk", "20 euros", "the 20 euros", "a", "a b", "an",
            "el pan", "los Tomates", "La", "lasaña", "la lasaña", "una", "unas Galletas", "algunos libros", "el", "el  ",
            "de la crème", "De la farine", "de l'Eau", "de l’eau", "l'Épicerie", "d'oignons", "des pommes", "du lait", "de Paris",
            "de", "de la", "de la la", "de 2 pommes", "le 5", "l'", "L'", "le-lait", "the-milk", "the,milk", "x", "",
            "quelques fraises", "some", "unos", "la tienda de la esquina", "the Hardware Store", "my list", "2 the",
        ]
        for language in ["en", "es", "fr"] {
            let normalizer = TextNormalizer(language: language)
            let articles = TextNormalizer.leadingArticles[language] ?? []
            for phrase in phrases {
                let trimmed = phrase.trimmingWhitespace()
                #expect(
                    normalizer.strippingLatinArticle(trimmed, articles: articles, shortcuts: true)
                        == normalizer.strippingLatinArticle(trimmed, articles: articles, shortcuts: false),
                    "\(language): \(phrase)")
            }
        }
    }

    /// Pieces of text for ``plainTextNormalizesAsTheFullPath()``: plain scalars of every script,
    /// and the neighbours that send a text to the full path or change how a plain one reads
    /// (marks, compatibility forms, format characters, `\r\n`, elisions, apostrophes and digits).
    static let plainPieces: [String] = [
        "a", "Z", "q", "7", "0", " ", "  ", "\t", "\n", "\r", "\r\n", "\u{2}", ".", ",", ":", "'", "`", "-", "!", "?", "\"", "(", "&", "%",
        "/", "_", "~", "é", "É", "à", "ç", "Ç", "œ", "Œ", "ß", "ñ", "Ñ", "ü", "ï", "ø", "Ł", "Æ", "ª", "°", "·", "«", "»", "’", "‘",
        "“", "”", "…", "–", "—", "¿", "¡", "\u{A0}", "\u{85}", "İ", "ǅ", "ŉ", "ɐ", "\u{301}", "\u{327}", "l'", "L’", "qu'",
        "jusqu'", "d'", "aujourd'hui", "s'", "x'", "ا", "أ", "إ", "آ", "ى", "ة", "ی", "ک", "ل", "م", "،", "؛", "؟", "ـ", "٣", "۴",
        "٫", "٬", "٪", "\u{64E}", "\u{64B}", "\u{651}", "\u{652}", "\u{654}", "\u{653}", "\u{670}", "و", "\u{600}", "\u{6DD}", "あ", "ア",
        "ラ", "ー", "ｶ", "〜", "～", "・", "。", "、",
        "「", "」", "漢", "\u{3099}", "゛", "\u{3000}", "－", "Ａ", "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{FEFF}",
        "\u{AD}", "\u{FFFD}", "Я", "σ", "🙂",
    ]

    /// Random text of plain scalars and their neighbours normalizes in one pass as the full
    /// path normalizes it, in every language.
    @Test(arguments: NormalizationIdempotenceTests.languages)
    func plainTextNormalizesAsTheFullPath(language: String) {
        let normalizer = TextNormalizer(language: language)
        var generator = SplitMix64(seed: 2031)
        for _ in 0..<6_000 {
            let text = (0..<Int.random(in: 1...10, using: &generator)).map { _ in Self.plainPieces.randomElement(using: &generator)! }
                .joined()
            #expect(normalizer.normalize(text) == normalizer.normalize(text, shortcuts: false), "\(language): \(text.debugDescription)")
        }
    }

    /// Requests as people write them take the one pass, not the full path: no compatibility
    /// forms, no diacritics.
    @Test func requestsTakeTheOnePass() throws {
        let requests = [
            ("fr", "Ajoute de l’eau, du pain et des œufs à la liste « Épicerie » !"), ("es", "¿Añade piña y jamón a mi lista?"),
            ("en", "What's on my list?"), ("ar", "أضف الحليب، والبيض إلى قائمة التسوّق؟"), ("ja", "リストに牛乳を追加して。"),
        ]
        for (language, request) in requests {
            let plain = try #require(
                PlainNormalization.normalize(request, folding: PlainNormalization.Folding(language: language)), "\(request)")
            #expect(plain == TextNormalizer(language: language).normalize(request, shortcuts: false))
        }
        #expect(PlainNormalization.normalize("ＬｉｓｔＯＭａｔ", folding: .latin(splitsElisions: false)) == nil)
        #expect(PlainNormalization.normalize("مسؤول", folding: .arabic) != nil)
        #expect(PlainNormalization.normalize("مسو\u{654}ول", folding: .arabic) == nil)
    }

    /// The lowercase the one pass gives each plain scalar is the one `String.lowercased()` gives.
    @Test func plainScalarsLowercaseAsStringsDo() {
        var wrong: [String] = []
        for value in 0...0xFFFF {
            guard let scalar = Unicode.Scalar(value), PlainNormalization.isPlain(scalar) else { continue }
            let lowercased = PlainNormalization.lowercased(scalar).map { String($0) }
            if lowercased != String(scalar).lowercased() { wrong.append(String(value, radix: 16, uppercase: true)) }
        }
        #expect(wrong.isEmpty, "U+\(wrong.joined(separator: ", U+"))")
    }
}
