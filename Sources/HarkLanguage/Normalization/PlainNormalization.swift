/// ``TextNormalizer/normalize(_:)`` in one pass, for text made of the scalars most requests are
/// written with: ASCII, precomposed Latin letters, Arabic letters and their short vowels, kana and
/// kanji, and the punctuation people type among them.
///
/// The full path goes through seven steps, each reading the whole text and writing a new one
/// (preparing apostrophes and digits, NFKC and lowercasing, folding accents or Arabic letters,
/// punctuation, French elisions, spaces). For such *plain* scalars the first four act on each
/// scalar alone, so they are one table lookup here; the last three read their neighbours, and
/// run here as the scalars come. The full path is still what the normalizer means:
/// `NormalizationFastPathTests` checks that both give the same, on samples and on random text
/// of plain scalars and their neighbours.
enum PlainNormalization {
    /// The rules of the language's fourth step.
    enum Folding: Hashable, Sendable {
        /// Accents folded (`en`, `es`, `fr`), and in French elisions split off.
        case latin(splitsElisions: Bool)
        case arabic
        case japanese
        /// Only the rules every language gets.
        case none

        init(language: String) {
            switch language {
            case "en", "es": self = .latin(splitsElisions: false)
            case "fr": self = .latin(splitsElisions: true)
            case "ar": self = .arabic
            case "ja": self = .japanese
            default: self = .none
            }
        }
    }

    /// `text` normalized, or `nil` when a scalar of it is not plain (``isPlain(_:)``): the full
    /// path normalizes it then.
    static func normalize(_ text: String, folding: Folding) -> String? {
        var folded: [Unicode.Scalar] = []
        folded.reserveCapacity(text.utf8.count + 8)
        guard fold(text, folding: folding, into: &folded) else { return nil }
        var writer = Writer(capacity: text.utf8.count, folding: folding)
        var index = 0
        var last: Unicode.Scalar?
        var lastBase: Unicode.Scalar?
        // Punctuation, as ``ScalarFolding/replacingPunctuation(_:)`` reads it.
        while index < folded.count {
            let scalar = folded[index]
            let next = index + 1 < folded.count ? folded[index + 1] : nil
            index += 1
            let written: Unicode.Scalar
            let kind = Kind(scalar)
            if kind.contains(.word) && !kind.contains(.mark) || scalar == " " {
                written = scalar
            } else if kind.contains(.mark) {
                if let previous = last, !Kind(previous).contains(.space) {
                    writer.append(scalar)
                    last = scalar
                }
                continue
            } else if scalar == "'" {
                let nextKind = next.map(Kind.init) ?? []
                let isInsideWord = lastBase.map(Kind.init)?.contains(.word) == true && nextKind.contains(.word) && !nextKind.contains(.mark)
                written = isInsideWord ? scalar : " "
            } else if scalar == "." || scalar == "," || scalar == ":" {
                written = ScalarFolding.isDigit(last) && ScalarFolding.isDigit(next) ? scalar : " "
            } else if kind.contains(.kept) {
                written = scalar
            } else if kind.contains(.punctuation) {
                written = " "
            } else {
                written = scalar
            }
            writer.append(written)
            last = written
            lastBase = written
        }
        return writer.string
    }

    /// The first four steps, scalar by scalar: `false` at the first scalar that is not plain.
    private static func fold(_ text: String, folding: Folding, into folded: inout [Unicode.Scalar]) -> Bool {
        // Japanese reads the scalar before, as lowercasing left it.
        var previous: Unicode.Scalar?
        for original in text.unicodeScalars {
            guard let prepared = ScalarFolding.prepared(original) else { continue }
            guard isPlain(prepared) || folding == .arabic && isDroppedDiacritic(prepared), let lowercased = lowercased(prepared) else {
                return false
            }
            defer { previous = lowercased }
            switch folding {
            case .latin:
                if lowercased.isASCII {
                    folded.append(lowercased)
                } else if let letter = LatinFolding.foldedLatinLetter(lowercased) {
                    folded.append(contentsOf: letter.unicodeScalars)
                } else if LatinFolding.passesUnchanged(lowercased) {
                    folded.append(lowercased)
                } else {
                    return false
                }
            case .arabic:
                if let letter = ArabicFolding.folded(lowercased) { folded.append(letter) }
            case .japanese:
                if JapaneseFolding.waveDashes.contains(lowercased) { continue }
                if JapaneseFolding.longVowelLookalikes.contains(lowercased), let previous, JapaneseFolding.isKatakana(previous) {
                    folded.append("\u{30FC}")
                } else {
                    folded.append(lowercased)
                }
            case .none:
                folded.append(lowercased)
            }
        }
        return true
    }

    /// Whether the first steps act on the scalar alone, once it is prepared: NFKC leaves it as
    /// it is (``CompatibilityFolding/isStable(_:)``), it lowercases into one scalar, and it is no
    /// part of a character with the scalars beside it (which French elisions, read by
    /// characters, would see). Carriage returns (`\r\n` is one character) and the Arabic signs
    /// written before a number are left to the full path, as are scalars beyond the scripts
    /// the shortcut knows.
    @inline(__always)
    static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0D: false
        case 0..<0x80: true
        case 0x80...0x02AF, 0x2010...0x203A, 0x3001...0x30FF, 0xFFFD: CompatibilityFolding.isStable(scalar)
        case 0x060C, 0x061B, 0x061F, 0x0621...0x064A, 0x066A...0x066F, 0x0671...0x06D5: true
        case 0x4E00...0x9FFF: true
        default: false
        }
    }

    /// Arabic's short vowels, shadda, sukun and superscript alef, which Arabic folding drops
    /// whatever NFKC did with them: they combine with no letter, and NFKC only reorders them.
    /// (The maddah and the hamzas above and below do combine, `و` and `ٔ` making `ؤ`, and go
    /// the full path.)
    @inline(__always)
    static func isDroppedDiacritic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x064B...0x0652, 0x0670: true
        default: false
        }
    }

    /// The plain scalar lowercased, when that is one scalar.
    @inline(__always)
    static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x41...0x5A: Unicode.Scalar(scalar.value + 0x20)
        case 0x80...0x02AF: latinLowercase[Int(scalar.value) - 0x80]
        default: scalar
        }
    }

    /// U+0080…U+02AF lowercased, as `String.lowercased()` lowercases them alone; `nil` where
    /// that is more than one scalar. The scripts above have no case
    /// (`NormalizationFastPathTests` checks every plain scalar).
    private static let latinLowercase: [Unicode.Scalar?] = (0x80...0x02AF).map { value in
        guard let scalar = Unicode.Scalar(value) else { return nil }
        let lowercase = String(scalar).lowercased().unicodeScalars
        return lowercase.count == 1 ? lowercase.first : nil
    }

    /// What the last three steps ask of a scalar, as ``ScalarFolding`` answers: ASCII from a
    /// table, other scalars by their code point or their Unicode properties.
    struct Kind: OptionSet {
        let rawValue: UInt8
        /// A letter or digit (``ScalarFolding/isWordScalar(_:)``).
        static let word = Kind(rawValue: 1)
        static let space = Kind(rawValue: 2)
        static let mark = Kind(rawValue: 4)
        static let punctuation = Kind(rawValue: 8)
        /// Punctuation that can belong to a name (``ScalarFolding/keptPunctuation``).
        static let kept = Kind(rawValue: 16)

        init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        @inline(__always)
        init(_ scalar: Unicode.Scalar) {
            if scalar.value < 0x80 {
                self = Self.ascii[Int(scalar.value)]
            } else if ScalarFolding.isPlainLetter(scalar) {
                self = .word
            } else {
                self = Self.classifying(scalar)
            }
        }

        private static let ascii: [Kind] = (0..<0x80).map { classifying(Unicode.Scalar(UInt8($0))) }

        private static func classifying(_ scalar: Unicode.Scalar) -> Kind {
            var kind: Kind = []
            if ScalarFolding.isWordScalar(scalar) { kind.insert(.word) }
            if ScalarFolding.isSpace(scalar) { kind.insert(.space) }
            if ScalarFolding.isMark(scalar) { kind.insert(.mark) }
            if ScalarFolding.isPunctuation(scalar) { kind.insert(.punctuation) }
            if ScalarFolding.keptPunctuation.contains(scalar) { kind.insert(.kept) }
            return kind
        }
    }

    /// The last three steps, as the scalars come: French elisions split off, spaces collapsed.
    private struct Writer {
        private var bytes: [UInt8] = []
        private let splitsElisions: Bool
        private let keepsSpaces: Bool
        private var pendingSpace = false
        private var atWordStart = true
        /// Where the part of the current word that may still be an elision begins in `bytes`,
        /// or `nil` once an apostrophe in the word was none.
        private var elisionStart: Int? = 0

        init(capacity: Int, folding: Folding) {
            bytes.reserveCapacity(capacity)
            if case .latin(let splitsElisions) = folding { self.splitsElisions = splitsElisions } else { splitsElisions = false }
            if case .japanese = folding { keepsSpaces = false } else { keepsSpaces = true }
        }

        mutating func append(_ scalar: Unicode.Scalar) {
            let kind = Kind(scalar)
            if kind.contains(.space) {
                space()
                return
            }
            if splitsElisions, scalar == "'", let start = elisionStart {
                if LatinFolding.isFrenchElision(bytes[start...]) {
                    space()
                    return
                }
                elisionStart = nil
            }
            if atWordStart && kind.contains(.mark) { return }
            atWordStart = false
            if pendingSpace && keepsSpaces {
                bytes.append(MatchText.space)
            }
            pendingSpace = false
            UTF8Writer.append(scalar, to: &bytes)
        }

        /// A space, or an apostrophe that split an elision off: a new word begins.
        private mutating func space() {
            pendingSpace = !bytes.isEmpty
            atWordStart = true
            elisionStart = bytes.count + (keepsSpaces && pendingSpace ? 1 : 0)
        }

        var string: String { String(decoding: bytes, as: UTF8.self) }
    }
}
