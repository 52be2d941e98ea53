/// The scalar-level rules every language shares: apostrophes, digits, punctuation, spaces.
enum ScalarFolding {
    /// Before NFKC: one apostrophe, ASCII digits, no invisible format characters.
    static func preparing(_ text: String) -> String {
        var result = UTF8Writer(capacity: text.utf8.count)
        for scalar in text.unicodeScalars {
            if let written = prepared(scalar) { result.append(written) }
        }
        return result.string
    }

    /// The scalar as ``preparing(_:)`` writes it; `nil` for an invisible format character, which it drops.
    @inline(__always)
    static func prepared(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x20...0x5F, 0x61...0x7E: scalar  // most of the text, at once
        case _ where isApostropheVariant(scalar): "'"
        case 0x0660...0x0669: digit(scalar.value - 0x0660)
        case 0x06F0...0x06F9: digit(scalar.value - 0x06F0)
        case 0x066B: "."  // Arabic decimal separator
        case 0x066C: ","  // Arabic thousands separator
        case 0x200B: " "  // zero-width space
        case 0x00AD, 0x200C, 0x200D, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: nil
        default: scalar
        }
    }

    /// A scalar people type for an apostrophe (`’`, `ʼ`, `` ` ``, `´`, `′`…), which ``preparing(_:)``
    /// makes `'`.
    static func isApostropheVariant(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2019, 0x2018, 0x02BC, 0x0060, 0x00B4, 0x2032, 0x201B, 0xFF07: true
        default: false
        }
    }

    /// ASCII text in lowercase, with the apostrophe look-alike `` ` `` as an apostrophe.
    static func lowercasingASCII(_ text: String) -> String {
        let utf8 = text.utf8
        return String(
            unsafeUninitializedCapacity: utf8.count,
            initializingUTF8With: { buffer in
                var count = 0
                for byte in utf8 {
                    buffer[count] =
                        switch byte {
                        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
                        case UInt8(ascii: "`"): UInt8(ascii: "'")
                        default: byte
                        }
                    count += 1
                }
                return count
            })
    }

    /// Punctuation, hyphens and stray apostrophes become spaces; see ``TextNormalizer``.
    ///
    /// Accents left without a letter (after a space, or after punctuation that became one) are
    /// dropped here, so that every later rule sees the words as they will stay.
    static func replacingPunctuation(_ text: String) -> String {
        var result = UTF8Writer(capacity: text.utf8.count)
        // The last scalar written, and the last one that is not a mark (the letter an accent sits on).
        var last: Unicode.Scalar?
        var lastBase: Unicode.Scalar?
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            let written: Unicode.Scalar
            if scalar.isASCII, scalar.value == 0x20 || isWordScalar(scalar) {
                written = scalar
            } else if isPlainLetter(scalar) {
                written = scalar  // most of Arabic and Japanese text, and accented letters
            } else if isMark(scalar) {
                if let previous = last, !isSpace(previous) {
                    result.append(scalar)
                    last = scalar
                }
                continue
            } else if scalar == "'" {
                let isInsideWord = isWordScalar(lastBase) && isWordScalar(next) && next.map(isMark) == false
                written = isInsideWord ? scalar : " "
            } else if scalar == "." || scalar == "," || scalar == ":" {
                written = isDigit(last) && isDigit(next) ? scalar : " "
            } else if keptPunctuation.contains(scalar) {
                written = scalar
            } else if isPunctuation(scalar) {
                written = " "
            } else {
                written = scalar
            }
            result.append(written)
            last = written
            lastBase = written
        }
        return result.string
    }

    /// Runs of whitespace become one space (or none), without leading or trailing space.
    static func collapsingWhitespace(_ text: String, keepSpaces: Bool) -> String {
        var result = UTF8Writer(capacity: text.utf8.count)
        var pendingSpace = false
        var atWordStart = true
        for scalar in text.unicodeScalars {
            if isSpace(scalar) {
                pendingSpace = !result.isEmpty
                atWordStart = true
                continue
            }
            if atWordStart && isMark(scalar) {
                continue  // an accent left alone by NFKC (`¨` → space + U+0308)
            }
            atWordStart = false
            if pendingSpace && keepSpaces {
                result.append(" ")
            }
            pendingSpace = false
            result.append(scalar)
        }
        return result.string
    }

    /// Punctuation that can be part of a name or a quantity, kept as it is.
    static let keptPunctuation: Set<Unicode.Scalar> = ["&", "%", "@", "#", "/", "*", "_", "\\"]

    /// The ASCII characters in Unicode's punctuation categories.
    static let asciiPunctuation = Set("!\"#%&'()*,-./:;?@[\\]_{}".unicodeScalars)

    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return asciiPunctuation.contains(scalar) }
        if isPlainLetter(scalar) { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return scalar == "\u{2212}"  // minus sign, a math symbol typed as a hyphen
        }
    }

    /// Whitespace, and control characters, which separate words like it.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value <= 0x20 || scalar.value == 0x7F }
        if isPlainLetter(scalar) { return false }
        return scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII || isPlainLetter(scalar) { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    static func isWordScalar(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || isDigit(scalar)
        }
        if isPlainLetter(scalar) { return true }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// Letters of the scripts most requests are written in, known by their code points alone:
    /// Latin-1 and Latin Extended letters, Arabic letters, kana and the common kanji. Each is
    /// alphabetic and a starter, and no mark, punctuation or space; looking up Unicode's
    /// properties, the slow part of normalizing, is left for the rest.
    static func isPlainLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x024F,  // Latin, without × and ÷
            0x0621...0x063A, 0x0641...0x064A, 0x066E, 0x066F, 0x0671...0x06D3,  // Arabic
            0x3041...0x3096, 0x30A1...0x30FA, 0x30FC,  // hiragana, katakana, the long vowel mark
            0x4E00...0x9FFF:  // CJK unified ideographs
            true
        default:
            false
        }
    }

    static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return ("0"..."9").contains(scalar)
    }

    private static func digit(_ value: UInt32) -> Unicode.Scalar {
        Unicode.Scalar(UInt8(48 + value))
    }
}
