/// Where each byte of the normalized text came from in the user's original text, so a slot can
/// report the text as the user wrote it (case, accents, apostrophes and all).
///
/// Each original character is normalized on its own and found again in the normalized text;
/// where normalization depended on the neighbours (an apostrophe kept inside `don't`), the
/// character's own lowercase spelling, or else the next normalized character, stands in.
struct TextAlignment {
    private let original: String
    /// The start of every original character, and the end of the text, as offsets into its
    /// UTF-8: slicing by them needs no index checks.
    private let characterStarts: [Int]
    /// For each normalized byte, the original character it belongs to.
    private let characterOfByte: [Int32]
    /// For each original character, and the end of the text, the ``CharacterForm/characterBound``
    /// of the characters before it added up.
    private let boundsBefore: [Int32]

    /// - Parameters:
    ///   - asciiForms: the normalized form of each ASCII character, to spare a call per character.
    ///   - shortcuts: whether ASCII text is aligned byte by byte rather than character by
    ///     character; both give the same (`NormalizationFastPathTests`).
    init(
        original: String, normalized: [UInt8], profile: LanguageProfile, asciiForms: ASCIIForms, cache: NormalizationCache,
        shortcuts: Bool = true
    ) {
        self.original = original
        // Letters and digits in words with single spaces, normalized to themselves in lowercase
        // (most English requests): each byte is its own.
        if shortcuts, Self.isPlainASCII(original, lowercasedAs: normalized) {
            let count = normalized.count
            self.characterStarts = Array(unsafeUninitializedCapacity: count + 1) { starts, initialized in
                for offset in 0...count { starts[offset] = offset }
                initialized = count + 1
            }
            self.characterOfByte = Array(unsafeUninitializedCapacity: count) { owners, initialized in
                for offset in 0..<count { owners[offset] = Int32(offset) }
                initialized = count
            }
            self.boundsBefore = Array(unsafeUninitializedCapacity: count + 1) { bounds, initialized in
                var total: Int32 = 0
                bounds[0] = 0
                for offset in 0..<count {
                    if normalized[offset] != MatchText.space { total += 1 }
                    bounds[offset + 1] = total
                }
                initialized = count + 1
            }
            return
        }
        var owners = [Int32](repeating: 0, count: normalized.count)
        var cursor = 0
        var starts: [Int]
        var bounds: [Int32] = [0]
        func count(_ form: CharacterForm) { bounds.append(bounds[bounds.count - 1] + Int32(form.characterBound)) }
        // ASCII text, most requests: each byte is a character (but "\r\n", one character of two).
        if shortcuts, let formBytes = asciiForms.bytes, original.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            starts = Array(0..<original.utf8.count)
            bounds.reserveCapacity(starts.count + 1)
            var total: Int32 = 0
            for (index, byte) in original.utf8.enumerated() {
                total += asciiForms.bounds[Int(byte)]
                bounds.append(total)
                guard cursor < normalized.count else { continue }
                Self.claimASCII(
                    form: formBytes[Int(byte)], byte: byte, owner: Int32(index), normalized: normalized, cursor: &cursor, owners: &owners)
            }
        } else if shortcuts, original.unicodeScalars.allSatisfy(Self.standsAlone) {
            // Each scalar is a character of its own: no walk through grapheme clusters.
            starts = Self.offsets(of: original.unicodeScalars) { UTF8.width($0) }
            bounds.reserveCapacity(starts.count + 1)
            // A text of many letters uses few of them many times (Arabic's 28, a few dozen kana):
            // each is looked up in the grammar's cache, behind its lock, once per text. (Each
            // letter beyond ASCII takes one to three more bytes than scalars.)
            var seen: SeenForms? = original.utf8.count - starts.count >= 16 ? SeenForms() : nil
            for (index, scalar) in original.unicodeScalars.enumerated() {
                // The ASCII among them (most of a Spanish or French request), as ASCII text is.
                if scalar.isASCII, let formBytes = asciiForms.bytes {
                    bounds.append(bounds[bounds.count - 1] + asciiForms.bounds[Int(scalar.value)])
                    guard cursor < normalized.count else { continue }
                    Self.claimASCII(
                        form: formBytes[Int(scalar.value)], byte: UInt8(scalar.value), owner: Int32(index), normalized: normalized,
                        cursor: &cursor, owners: &owners)
                    continue
                }
                let form: CharacterForm
                if scalar.isASCII {
                    form = asciiForms[Int(scalar.value)]
                } else if let known = seen?[scalar] {
                    form = known
                } else {
                    form = cache.form(of: scalar) { CharacterForm(String(scalar), profile: profile) }
                    seen?[scalar] = form
                }
                count(form)
                guard cursor < normalized.count else { continue }
                Self.claim(
                    form: form.bytes, lowercased: { Array(String(scalar).lowercased().utf8) }, owner: Int32(index),
                    normalized: normalized, cursor: &cursor, owners: &owners)
            }
        } else {
            starts = Self.offsets(of: original) { $0.utf8.count }
            bounds.reserveCapacity(starts.count + 1)
            for (index, character) in original.enumerated() {
                let form: CharacterForm
                if let ascii = character.asciiValue {
                    form = asciiForms[Int(ascii)]
                } else {
                    form = cache.form(of: character) { CharacterForm(String(character), profile: profile) }
                }
                count(form)
                guard cursor < normalized.count else { continue }
                Self.claim(
                    form: form.bytes, lowercased: { Array(String(character).lowercased().utf8) }, owner: Int32(index),
                    normalized: normalized, cursor: &cursor, owners: &owners)
            }
        }
        starts.append(original.utf8.count)
        let last = Int32(max(starts.count - 2, 0))
        for offset in cursor..<normalized.count { owners[offset] = last }
        self.characterStarts = starts
        self.characterOfByte = owners
        self.boundsBefore = bounds
    }

    /// Whether `original` is ASCII letters and digits in words with single spaces
    /// (``TextNormalizer/isPlainASCII(_:)``) whose lowercase is `normalized`, byte for byte.
    private static func isPlainASCII(_ original: String, lowercasedAs normalized: [UInt8]) -> Bool {
        guard original.utf8.count == normalized.count else { return false }
        return original.utf8.withContiguousStorageIfAvailable { isPlainASCII($0, lowercasedAs: normalized) }
            ?? isPlainASCII(Array(original.utf8), lowercasedAs: normalized)
    }

    private static func isPlainASCII(_ utf8: some Collection<UInt8>, lowercasedAs normalized: [UInt8]) -> Bool {
        var previousIsSpace = true  // no space at the start
        for (offset, byte) in utf8.enumerated() {
            let lowercase: UInt8
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                lowercase = byte
                previousIsSpace = false
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                lowercase = byte | 0x20
                previousIsSpace = false
            case MatchText.space where !previousIsSpace:
                lowercase = byte
                previousIsSpace = true
            default:
                return false
            }
            if normalized[offset] != lowercase { return false }
        }
        return !previousIsSpace || normalized.isEmpty
    }

    /// The forms of the scalars of one text met so far: a small open-addressed table, without
    /// hashing.
    private struct SeenForms {
        private var scalars = [UInt32](repeating: 0, count: 64)
        private var forms = [CharacterForm?](repeating: nil, count: 64)
        private var count = 0

        subscript(_ scalar: Unicode.Scalar) -> CharacterForm? {
            get {
                var slot = Int(scalar.value & 63)
                while scalars[slot] != 0 {
                    if scalars[slot] == scalar.value { return forms[slot] }
                    slot = (slot + 1) & 63
                }
                return nil
            }
            set {
                // Half full at most, so that a search ends soon; the rest are looked up each time.
                guard let newValue, count < 32 else { return }
                var slot = Int(scalar.value & 63)
                while scalars[slot] != 0 { slot = (slot + 1) & 63 }
                scalars[slot] = scalar.value
                forms[slot] = newValue
                count += 1
            }
        }
    }

    /// Where each element of `text` starts, counted in UTF-8 bytes.
    private static func offsets<Text: Sequence>(of text: Text, width: (Text.Element) -> Int) -> [Int] {
        var offsets: [Int] = []
        var offset = 0
        for element in text {
            offsets.append(offset)
            offset += width(element)
        }
        return offsets
    }

    /// Whether a scalar is always a character by itself, whatever stands beside it (its grapheme
    /// cluster break property is Other or Control): ASCII but the carriage return, the plain
    /// letters (``ScalarFolding/isPlainLetter(_:)``), Japanese punctuation and full-width forms,
    /// Arabic punctuation and digits. Marks, joiners and Hangul are not, and take the path by
    /// characters.
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0D: false
        case 0..<0x80: true
        case 0x3000...0x3029, 0xFF01...0xFF5E, 0x060C, 0x061B, 0x061F, 0x0660...0x066D: true
        default: ScalarFolding.isPlainLetter(scalar)
        }
    }

    /// Gives the normalized bytes at `cursor` that came from one original character to `owner`,
    /// and moves the cursor past them: the character's normalized `form` (after a space that
    /// normalizing put before it), a space for a character normalized to nothing, its own
    /// lowercase spelling where normalizing depended on its neighbours, or else the next
    /// normalized character.
    private static func claim(
        form: [UInt8], lowercased: () -> [UInt8], owner: Int32, normalized: [UInt8], cursor: inout Int,
        owners: inout [Int32]
    ) {
        func claim(_ count: Int) {
            let end = min(cursor + count, normalized.count)
            for offset in cursor..<end { owners[offset] = owner }
            cursor = end
        }
        if !form.isEmpty, normalized[cursor...].starts(with: form) {
            claim(form.count)
        } else if !form.isEmpty, normalized[cursor] == MatchText.space, normalized[(cursor + 1)...].starts(with: form) {
            claim(1 + form.count)
        } else if form.isEmpty, normalized[cursor] == MatchText.space {
            claim(1)
        } else if case let lowercase = lowercased(), normalized[cursor...].starts(with: lowercase) {
            claim(lowercase.count)
        } else if !form.isEmpty {
            var length = 1
            while cursor + length < normalized.count, normalized[cursor + length] & 0xC0 == 0x80 { length += 1 }
            claim(length)
        }
    }

    /// ``claim(form:lowercased:owner:normalized:cursor:owners:)`` for an ASCII character whose
    /// form is one byte, or none (``ASCIIForms/noByte``): the same claims, without a form's
    /// array or a closure per character.
    @inline(__always)
    private static func claimASCII(form: UInt8, byte: UInt8, owner: Int32, normalized: [UInt8], cursor: inout Int, owners: inout [Int32]) {
        let count = normalized.count
        let here = normalized[cursor]
        let lowercase = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
        var claimed: Int
        if form != ASCIIForms.noByte, here == form {
            claimed = 1
        } else if form != ASCIIForms.noByte, here == MatchText.space, cursor + 1 < count, normalized[cursor + 1] == form {
            claimed = 2
        } else if form == ASCIIForms.noByte, here == MatchText.space {
            claimed = 1
        } else if here == lowercase {
            claimed = 1
        } else if form != ASCIIForms.noByte {
            claimed = 1
            while cursor + claimed < count, normalized[cursor + claimed] & 0xC0 == 0x80 { claimed += 1 }
        } else {
            return
        }
        let end = min(cursor + claimed, count)
        for offset in cursor..<end { owners[offset] = owner }
        cursor = end
    }

    /// The original text behind the normalized bytes `range`, trimmed of whitespace.
    func originalText(_ range: Range<Int>) -> String {
        guard let characters = characters(range) else { return "" }
        let lower = characterStarts[characters.lowerBound]
        let upper = characterStarts[characters.upperBound]
        // ASCII, most slots: trimmed and copied byte by byte (each byte a character, "\r\n" a
        // whitespace character of two whitespace bytes).
        let ascii =
            original.utf8.withContiguousStorageIfAvailable { bytes -> String? in
                guard bytes[lower..<upper].allSatisfy({ $0 < 0x80 }) else { return nil }
                let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
                var start = lower
                var end = upper
                while start < end, isSpace(bytes[start]) { start += 1 }
                while end > start, isSpace(bytes[end - 1]) { end -= 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            } ?? nil
        if let ascii { return ascii }
        // Letters at both ends (most slots of Arabic, Japanese and accented text): no character
        // there is whitespace, and the text is copied as it stands.
        let letters =
            original.utf8.withContiguousStorageIfAvailable { bytes -> String? in
                guard let first = Self.scalar(in: bytes, at: lower), first.endsNoWhitespace else { return nil }
                var lastStart = upper - 1
                while lastStart > lower, bytes[lastStart] & 0xC0 == 0x80 { lastStart -= 1 }
                guard let last = Self.scalar(in: bytes, at: lastStart), last.endsNoWhitespace else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
            } ?? nil
        if let letters { return letters }
        let utf8 = original.utf8
        var text = original[utf8.index(utf8.startIndex, offsetBy: lower)..<utf8.index(utf8.startIndex, offsetBy: upper)]
        while let character = text.first, character.isWhitespaceFast { text = text.dropFirst() }
        while let character = text.last, character.isWhitespaceFast { text = text.dropLast() }
        return String(text)
    }

    /// The scalar whose UTF-8 begins at `offset` of valid UTF-8 `bytes`.
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Unicode.Scalar? {
        var iterator = bytes[offset...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return scalar
    }

    /// At least as many characters as ``originalText(_:)`` of `range`, or any part of it, has
    /// once normalized (spaces not counted); `nil` where that text is empty.
    func characterBound(_ range: Range<Int>) -> Int? {
        guard let characters = characters(range) else { return nil }
        return Int(boundsBefore[characters.upperBound] - boundsBefore[characters.lowerBound])
    }

    /// The original characters behind the normalized bytes `range`; `nil` when none stands
    /// behind them.
    private func characters(_ range: Range<Int>) -> Range<Int>? {
        guard !range.isEmpty, range.lowerBound < characterOfByte.count, !original.isEmpty else { return nil }
        let first = Int(characterOfByte[range.lowerBound])
        let last = Int(characterOfByte[min(range.upperBound, characterOfByte.count) - 1])
        guard first <= last, last + 1 < characterStarts.count else { return nil }
        return first..<(last + 1)
    }

    /// The original text up to the normalized byte `offset` (exclusive), trimmed.
    func originalPrefix(upTo offset: Int) -> String {
        guard offset > 0 else { return "" }
        return originalText(0..<offset)
    }
}
