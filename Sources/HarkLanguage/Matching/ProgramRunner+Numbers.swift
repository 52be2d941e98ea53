extension ProgramRunner {
    private static let minus = UInt8(ascii: "-")
    private static let percent = UInt8(ascii: "%")

    /// Fills a range slot with digits (`25`, `-3`, `20.5`, `25%`) or number words (`twenty five`).
    mutating func matchNumber(_ range: CompiledRange, slot: Int32, pc: Int, at offset: Int, literals: Int) {
        matchDigits(range, slot: slot, pc: pc, at: offset, literals: literals)
        guard !stopped, offset < input.count, Self.digit(input[offset]) == nil else { return }
        let spoken = range.spoken
        // Number words come from the trie of each number's usual spelling; other spellings
        // ("a hundred and five") and fractions ("twenty point five") from the parser, when the
        // trie knows no number here or the range takes fractions.
        if let words = spoken.trie, matchNumberWords(words, values: spoken.values, slot: slot, pc: pc, at: offset, literals: literals),
            range.range.fractions == nil || stopped
        {
            return
        }
        parseNumberWords(range, firstWords: spoken.firstWords, slot: slot, pc: pc, at: offset, literals: literals)
    }

    private mutating func matchDigits(_ range: CompiledRange, slot: Int32, pc: Int, at offset: Int, literals: Int) {
        let bytes = input
        var position = offset
        let signed = position < bytes.count && bytes[position] == Self.minus
        if signed { position += 1 }
        let negative = signed || negativeNumbers.contains(Int32(offset))
        let digitsStart = position
        var whole: Int64 = 0
        while position < bytes.count, let digit = Self.digit(bytes[position]) {
            guard position - digitsStart < 15 else { return }
            whole = whole * 10 + digit
            position += 1
        }
        guard position > digitsStart else { return }
        let sign: Int64 = negative ? -1 : 1
        if range.range.fractions != nil, position + 1 < bytes.count,
            bytes[position] == UInt8(ascii: ".") || bytes[position] == UInt8(ascii: ","),
            let tenth = Self.digit(bytes[position + 1])
        {
            var end = position + 2
            var exact = true
            while end < bytes.count, let digit = Self.digit(bytes[end]) {
                exact = exact && digit == 0
                end += 1
            }
            let tenths = sign * (whole * 10 + tenth)
            if exact, range.range.contains(tenths: tenths) {
                acceptNumber(tenths, slot: slot, start: offset, end: end, pc: pc, literals: literals)
                return
            }
        }
        let tenths = sign * whole * 10
        guard range.range.contains(tenths: tenths) else { return }
        acceptNumber(tenths, slot: slot, start: offset, end: position, pc: pc, literals: literals)
    }

    /// Continues after a number written `start..<end`, also past a `%` right after it.
    private mutating func acceptNumber(_ tenths: Int64, slot: Int32, start: Int, end: Int, pc: Int, literals: Int) {
        let capture = Capture(binding: slot, kind: .number, start: Int32(start), end: Int32(end), value: tenths)
        continueAfter(capture, pc: pc, resume: end, literals: literals)
        let bytes = input
        if !stopped, end < bytes.count, bytes[end] == Self.percent {
            continueAfter(capture, pc: pc, resume: end + 1, literals: literals)
        } else if !stopped, end + 1 < bytes.count, bytes[end] == MatchText.space, bytes[end + 1] == Self.percent {
            continueAfter(capture, pc: pc, resume: end + 2, literals: literals)
        }
    }

    /// Whether the trie knew a number at `offset` that ends a word (`un` in `une` does not).
    private mutating func matchNumberWords(_ words: ValueTrie, values: [Int64], slot: Int32, pc: Int, at offset: Int, literals: Int)
        -> Bool
    {
        let bytes = input
        var node: Int32 = 0
        var position = offset
        var found = false
        while position < bytes.count {
            node = words.child(of: node, byte: bytes[position])
            guard node != ValueTrie.noNode else { return found }
            position += 1
            let endsWord = !usesWordSpaces || position == bytes.count || bytes[position] == MatchText.space
            for index in words.values(at: node) {
                found = found || endsWord
                let tenths = values[Int(words.valueIDs[index])]
                let capture = Capture(binding: slot, kind: .number, start: Int32(offset), end: Int32(position), value: tenths)
                continueAfter(capture, pc: pc, resume: position, literals: literals)
                if stopped { return true }
            }
        }
        return found
    }

    /// Number words for ranges too large for a trie: every run of up to a few words is parsed.
    private mutating func parseNumberWords(
        _ range: CompiledRange, firstWords: WordTable, slot: Int32, pc: Int, at offset: Int, literals: Int
    ) {
        let bytes = input
        guard offset < bytes.count, Self.digit(bytes[offset]) == nil else { return }
        let firstWord = CompiledRange.firstWord(of: bytes[offset...], usesWordSpaces: usesWordSpaces)
        if firstWords.id(of: firstWord) == nil {
            // A spelling the trie lacks (French "une"): worth parsing on only if its first word is
            // a number by itself, which is asked once per word and call.
            guard scratch.cache.isNumberWord(Array(firstWord), { range.parseAny(firstWord) }) else { return }
        }
        var end = offset + 1
        var pieces = 0
        while end <= bytes.count, pieces < CompiledRange.maximumParsedLength, !stopped {
            if endsPiece(at: end) {
                pieces += 1
                // Several sentences may take a number at the same place: each span is read once.
                let spelled = scratch.spokenNumber(in: bytes, offset, end) { range.spelledNumber(bytes[offset..<end]) }
                if let tenths = spelled.flatMap(range.tenths(of:)) {
                    let capture = Capture(binding: slot, kind: .number, start: Int32(offset), end: Int32(end), value: tenths)
                    continueAfter(capture, pc: pc, resume: end, literals: literals)
                }
            }
            end += 1
        }
    }

    @inline(__always)
    private static func digit(_ byte: UInt8) -> Int64? {
        byte >= 0x30 && byte <= 0x39 ? Int64(byte - 0x30) : nil
    }
}
