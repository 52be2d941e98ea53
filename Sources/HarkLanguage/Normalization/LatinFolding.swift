import Foundation

/// Accent folding for English, Spanish and French, and French elisions.
enum LatinFolding {
    /// Removes the accents from Latin letters and spells out ligatures: `é` → `e`, `œ` → `oe`.
    ///
    /// Only marks on a basic Latin letter are removed, so Cyrillic `й` or Greek stay intact
    /// inside an English sentence.
    static func foldingAccents(_ text: String) -> String {
        var result = UTF8Writer(capacity: text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                result.append(scalar)
            } else if let folded = foldedLatinLetter(scalar) {
                result.append(contentsOf: folded)
            } else if passesUnchanged(scalar) {
                result.append(scalar)
            } else {
                return foldingAccentsByDecomposition(text)
            }
        }
        return result.string
    }

    /// The Latin-1 and Latin Extended letters (U+00A0…U+024F) folded one by one, as
    /// ``foldingAccentsByDecomposition(_:)`` folds them; `nil` where a letter's folded form
    /// begins with a mark, which would combine with the letter before it.
    private static let latinLetters: [String?] = (0x00A0...0x024F).map { value in
        guard let scalar = Unicode.Scalar(value) else { return nil }
        let folded = foldingAccentsByDecomposition(String(scalar))
        guard let first = folded.unicodeScalars.first,
            first.properties.canonicalCombiningClass == .notReordered,
            !ScalarFolding.isMark(first)
        else { return nil }
        return folded
    }

    /// The scalar folded alone, when it is a Latin letter whose folding does not depend on
    /// its neighbours.
    static func foldedLatinLetter(_ scalar: Unicode.Scalar) -> String? {
        guard (0x00A0...0x024F).contains(scalar.value) else { return nil }
        return latinLetters[Int(scalar.value) - 0x00A0]
    }

    /// Punctuation and currency symbols people type among Latin letters (`–`, `“`, `…`, `€`),
    /// the replacement character that bytes which are not UTF-8 become, and kana and kanji (a
    /// Japanese name in a Spanish request): folding leaves them as they are, since they have no
    /// canonical decomposition or one that composes again, and are no Latin letter whose marks
    /// folding drops (`NormalizationFastPathTests` checks each against the full path). Without
    /// them, one such character sent the whole text through Foundation's decomposition.
    static func passesUnchanged(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0, 0xFFFD: true
        // Hiragana and katakana, not their combining voicing marks (U+3099, U+309A), and the
        // unified ideographs.
        case 0x3041...0x3096, 0x309B...0x309F, 0x30A0...0x30FF, 0x4E00...0x9FFF: true
        default: false
        }
    }

    /// The full path, for any text: decompose, drop the marks on basic Latin letters, compose.
    static func foldingAccentsByDecomposition(_ text: String) -> String {
        var result = UTF8Writer(capacity: text.utf8.count)
        var lastBaseIsLatin = false
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.canonicalCombiningClass != .notReordered
                || (0x0300...0x036F).contains(scalar.value)
            {
                if !lastBaseIsLatin {
                    result.append(scalar)
                }
                continue
            }
            if let spelled = ligatures[scalar] {
                result.append(contentsOf: spelled)
                lastBaseIsLatin = true
                continue
            }
            lastBaseIsLatin = ("a"..."z").contains(scalar)
            result.append(scalar)
        }
        return result.string.precomposedStringWithCanonicalMapping
    }

    /// Letters without a decomposition that people type as their plain counterparts.
    static let ligatures: [Unicode.Scalar: String] = [
        "œ": "oe", "æ": "ae", "ß": "ss", "ø": "o", "ł": "l", "đ": "d", "ı": "i", "ð": "d",
        "þ": "th", "ĳ": "ij",
    ]

    /// Words that French writes elided before a vowel, apostrophe dropped.
    static let frenchElisions: Set<Substring> = [
        "l", "d", "j", "qu", "n", "s", "c", "m", "t", "jusqu", "lorsqu", "puisqu", "quoiqu",
    ]

    /// ``frenchElisions`` as bytes, for ``isFrenchElision(_:)``.
    private static let frenchElisionBytes: [[UInt8]] = frenchElisions.map { Array($0.utf8) }

    /// Whether the normalized bytes are a word French elides: the apostrophe after them splits it off.
    static func isFrenchElision(_ word: ArraySlice<UInt8>) -> Bool {
        guard (1...7).contains(word.count) else { return false }
        return frenchElisionBytes.contains { $0.elementsEqual(word) }
    }

    /// `l'epicerie` → `l epicerie`: an elided word at the start of a word stands on its own.
    static func splittingFrenchElisions(_ text: String) -> String {
        guard text.contains("'") else { return text }
        var words: [Substring] = []
        // Words end at any space, control characters included, as collapsing whitespace later
        // sees them: "u\u{2}j'ai" is "u j ai" at once, not "u j'ai" now and "u j ai" when
        // normalized again.
        let isSpace = { (character: Character) in
            character == " " || (character.unicodeScalars.count == 1 && ScalarFolding.isSpace(character.unicodeScalars.first!))
        }
        for word in text.split(omittingEmptySubsequences: false, whereSeparator: isSpace) {
            var rest = word
            while let apostrophe = rest.firstIndex(of: "'"),
                frenchElisions.contains(rest[..<apostrophe])
            {
                words.append(rest[..<apostrophe])
                rest = rest[rest.index(after: apostrophe)...]
            }
            words.append(rest)
        }
        return words.joined(separator: " ")
    }
}
