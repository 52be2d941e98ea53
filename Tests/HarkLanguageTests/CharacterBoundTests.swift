import Foundation
import Testing

@testable import HarkLanguage

/// The recognizer orders matches by the most each could cover, counted from the characters
/// behind each slot (``TextAlignment/characterBound(_:)``) rather than by normalizing each
/// slot's text. The count must never be less than the slot's text normalized has, or than any
/// part of it has: a match would then be read too late, or not at all.
struct CharacterBoundTests {
    static let languages = ["en", "es", "fr", "ja", "ar"]

    /// Texts whose normalization reads neighbours, expands, joins or removes characters.
    static let texts = [
        "add milk, eggs and bread to the grocery list",
        "Add Milk To The Grocery List",
        "send Anna 3.50 € for lunch", "⒈5 ⒉5", "ﬁnd the ﬂat", "Straße nach Köln",
        "İstanbul'a git", "don't forget l'épicerie, aujourd'hui", "qu'il", "jusqu'à 10:30",
        "e\u{301}te\u{301} cafe\u{301}", "\u{301}alone", "ｶﾞｷﾞｸﾞ ラ－メン", "リスト・アイテム〜", "買い物リストに牛乳を追加して",
        "اشتري الحليب ﷺ ﻻ", "قَائِمَةُ التسوق ـــ", "٣٫٥ دولار", "👩‍👩‍👧 🇫🇷🇯🇵🇫", "Ⅻ ㍿ ㎞ ½",
        "tab\there\r\nnew line", "\u{0}\u{1}\u{7F} nul", "«guillemets» “quotes” ‘single’",
        "ŉ ǆ Ǆ ǅ", "ẞ ﬀ ﬃ", "한국어 가", "a\u{200D}b\u{200B}c", "  spaces   around  ",
    ]

    @Test(arguments: Self.languages)
    func boundCoversEveryQuotedSpan(language: String) throws {
        let grammar = try Grammar(locale: language, intents: []).compiled
        var generator = SplitMix64(seed: 2029)
        let alphabet = Array(Self.texts.joined())
        var texts = Self.texts
        for _ in 0..<150 {
            texts.append(String((0..<Int.random(in: 1...14, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for text in texts {
            expectBounded(text, grammar: grammar)
        }
    }

    /// For plain words, what the count says is exactly the characters: the matches are
    /// ordered as closely as when each slot was normalized and counted.
    @Test(arguments: Self.languages)
    func boundOfPlainWordsIsTheirCount(language: String) throws {
        let grammar = try Grammar(locale: language, intents: []).compiled
        let normalizer = TextNormalizer(language: language)
        for text in ["add milk to the grocery list", "Book A Ride To The Airport", "send Anna 20 euros for lunch"] {
            let normalized = grammar.profile.matchingBytes(text)
            let alignment = TextAlignment(
                original: text, normalized: normalized, profile: grammar.profile, asciiForms: grammar.asciiForms, cache: grammar.cache)
            for start in 0..<normalized.count {
                for end in (start + 1)...normalized.count {
                    let quoted = alignment.originalText(start..<end)
                    guard !quoted.isEmpty else { continue }
                    #expect(
                        alignment.characterBound(start..<end) == Recognizer.characterCount(quoted, normalizer),
                        "\(language) \(quoted.debugDescription)")
                }
            }
        }
    }

    /// Every span of `text`'s normalized form, aligned with and without shortcuts: the bound is
    /// at least the characters of the quoted text normalized, and of each piece of a short one.
    func expectBounded(_ text: String, grammar: CompiledGrammar) {
        let normalizer = TextNormalizer(language: grammar.profile.language)
        let normalized = grammar.profile.matchingBytes(text)
        for shortcuts in [true, false] {
            let alignment = TextAlignment(
                original: text, normalized: normalized, profile: grammar.profile, asciiForms: grammar.asciiForms, cache: grammar.cache,
                shortcuts: shortcuts)
            for start in 0..<normalized.count {
                for end in (start + 1)...normalized.count {
                    let quoted = alignment.originalText(start..<end)
                    guard let bound = alignment.characterBound(start..<end) else {
                        #expect(quoted.isEmpty, "\(text.debugDescription) \(start)..<\(end)")
                        continue
                    }
                    // Each piece of a short text; the whole of a longer one (its pieces are
                    // the texts of shorter spans).
                    let characters = Array(quoted)
                    let pieces = characters.count <= 6 ? characters.count : 1
                    for lower in characters.indices.prefix(pieces) {
                        for upper in (lower + 1)...characters.count where characters.count <= 6 || upper == characters.count {
                            let piece = String(characters[lower..<upper])
                            #expect(
                                Recognizer.characterCount(piece, normalizer) <= bound,
                                "\(grammar.profile.language) \(text.debugDescription): \(piece.debugDescription) of \(quoted.debugDescription)"
                            )
                        }
                    }
                }
            }
        }
    }
}
