import Foundation

/// Runs one ``SentenceProgram`` over one ``MatchText``: a backtracking search through the
/// program's splits and slots that records every complete match.
///
/// States known to fail (an instruction with a memo slot at an input offset) are remembered once
/// a search gets long, so many wildcards over long text stay polynomial; a step budget bounds the
/// rest. Nothing is allocated per step: captures live on one reused stack.
struct ProgramRunner {
    /// What filled one slot.
    struct Capture: Sendable, Hashable {
        enum Kind: UInt8, Sendable { case value, number, wildcard }
        /// The index of the slot binding in the program.
        var binding: Int32
        var kind: Kind
        /// The normalized bytes the slot took.
        var start: Int32
        var end: Int32
        /// The value's index in its list, or the number in tenths.
        var value: Int64
    }

    /// One complete match of the program.
    struct Success: Sendable {
        var captures: [Capture]
        var literalCharacters: Int
    }

    /// The most matches one run records.
    static let maximumSuccesses = 24
    /// How many steps a run takes before it starts remembering failed states.
    static let memoThreshold = 256
    /// How deeply the search may nest (one level per split or slot on a path): enough for any
    /// sentence people write, and well inside the smallest thread stack.
    static let maximumDepth = 1_000

    private let sentence: CompiledSentence
    private let runtimeLists: [CompiledList?]
    let scratch: RunScratch
    private let stepLimit: Int
    let usesWordSpaces: Bool
    /// Arabic clitic skips by word offset; empty in other languages.
    private let clitics: MatchText.Clitics
    private let hasClitics: Bool
    /// Offsets of numbers written with a minus sign.
    let negativeNumbers: [Int32]
    private var steps = 0
    private var depth = 0
    /// Whether the search must stop: budget spent or enough matches found.
    private(set) var stopped = false
    private var memoActive = false
    private var captures: [Capture] = []

    private let code: CompiledSentence.Code
    private let targets: UnsafeBufferPointer<Int32>
    private let pool: UnsafeBufferPointer<UInt8>
    /// The text's normalized bytes, borrowed from the caller for the runner's lifetime.
    let input: UnsafeBufferPointer<UInt8>
    /// Whether a wildcard's ends that a literal surely does not follow are counted without being
    /// stepped through (``matchWildcard(slot:after:pc:at:literals:)``).
    private let countsFailuresAhead: Bool

    private(set) var successes: [Success] = []
    /// The furthest input offset that literal text, a list value or a number accounted for on any
    /// path (a wildcard alone accounts for nothing: it could take anything).
    private(set) var furthest = 0
    /// Whether the run ended early, on its step budget.
    private(set) var exhausted = false

    /// A runner of `sentence` over `text`, whose bytes `input` points to (valid while the runner runs).
    /// `takesEveryStep`: whether it steps through every end of a wildcard (``Matcher/takesEveryStep``).
    init(
        sentence: CompiledSentence, text: MatchText, input: UnsafeBufferPointer<UInt8>,
        runtimeLists: [CompiledList?], scratch: RunScratch, stepLimit: Int, takesEveryStep: Bool = false
    ) {
        self.sentence = sentence
        self.code = sentence.code
        self.targets = sentence.targets
        self.pool = sentence.pool
        self.input = input
        self.countsFailuresAhead = !takesEveryStep
        self.usesWordSpaces = text.usesWordSpaces
        self.clitics = text.clitics
        self.hasClitics = !text.clitics.isEmpty
        self.negativeNumbers = text.negativeNumbers
        self.runtimeLists = runtimeLists
        self.scratch = scratch
        self.stepLimit = stepLimit
    }

    /// Runs the program from its start; returns the steps taken.
    @discardableResult
    mutating func run() -> Int {
        scratch.startRun(memoSlots: sentence.memoSlots, width: input.count + 1)
        swap(&captures, &scratch.captures)
        captures.removeAll(keepingCapacity: true)
        step(from: 0, at: 0, literals: 0)
        swap(&captures, &scratch.captures)
        return steps
    }

    // MARK: The search

    private mutating func step(from startPC: Int, at startOffset: Int, literals startLiterals: Int) {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            exhausted = true
            stopped = true
            return
        }
        var pc = startPC
        var offset = startOffset
        var literals = startLiterals
        let count = input.count
        while true {
            steps += 1
            if steps > stepLimit {
                exhausted = true
                stopped = true
                return
            }
            switch code[pc] {
            case .literal(let bytes, let characters):
                if literalMatches(bytes, at: offset) {
                    offset += bytes.count
                    literals += characters
                    pc += 1
                    if offset > furthest { furthest = offset }
                    continue
                }
                if hasClitics, clitics.hasSkips(at: offset) {
                    matchLiteralAfterClitics(bytes, characters: characters, pc: pc, at: offset, literals: literals)
                }
                return
            case .gap:
                if offset < count, input[offset] == MatchText.space {
                    offset += 1
                } else if usesWordSpaces, offset > 0, offset < count, input[offset - 1] != MatchText.space {
                    return
                }
                pc += 1
            case .jump(let destination):
                pc = destination
            case .split(let branches, let memo):
                if memoActive, scratch.hasFailed(memo, offset) { return }
                let before = successes.count
                for index in branches {
                    let target = Int(targets[index])
                    if cannotStart(at: target, offset) { continue }
                    step(from: target, at: offset, literals: literals)
                    if stopped { return }
                }
                remember(memo, offset, failed: successes.count == before)
                return
            case .slot(let binding, let memo, let after):
                if memoActive, scratch.hasFailed(memo, offset) { return }
                let before = successes.count
                matchSlot(binding, after: after, pc: pc, at: offset, literals: literals)
                if stopped { return }
                remember(memo, offset, failed: successes.count == before)
                return
            case .end:
                if offset == count { record(literals) }
                return
            }
        }
    }

    /// Whether the literal at `pc` surely fails at `offset` (a cheap first-byte test before recursing).
    @inline(__always)
    private func cannotStart(at pc: Int, _ offset: Int) -> Bool {
        guard case .literal(let bytes, _) = code[pc], !hasClitics else { return false }
        return offset >= input.count || input[offset] != pool[bytes.lowerBound]
    }

    /// Whether the literal text `pool[bytes]` stands at `offset`, after the article if `skippingArticle`.
    @inline(__always)
    private func literalMatches(_ bytes: Range<Int>, at offset: Int, skippingArticle: Bool = false) -> Bool {
        var start = bytes.lowerBound
        var length = bytes.count
        if skippingArticle {
            let article = MatchText.article
            guard length > article.count else { return false }
            for index in 0..<article.count where pool[start + index] != article[index] { return false }
            start += article.count
            length -= article.count
        }
        guard length > 0, offset + length <= input.count else { return false }
        var index = 0
        while index < length {
            if input[offset + index] != pool[start + index] { return false }
            index += 1
        }
        return true
    }

    /// Arabic: the literal `pool[bytes]` at `pc` read after the clitics attached to the word at `offset`.
    private mutating func matchLiteralAfterClitics(_ bytes: Range<Int>, characters: Int, pc: Int, at offset: Int, literals: Int) {
        for skip in clitics.skips(at: offset) {
            let start = offset + Int(skip.length)
            guard literalMatches(bytes, at: start, skippingArticle: skip.restoresArticle) else { continue }
            let length = bytes.count - (skip.restoresArticle ? MatchText.article.count : 0)
            furthest = max(furthest, start + length)
            step(from: pc + 1, at: start + length, literals: literals + characters)
            if stopped { return }
        }
    }

    /// Whether a slot's text may end before `end`: at the end of the input, before a space in a
    /// language with word spaces, else before any character (not inside a UTF-8 sequence).
    @inline(__always)
    func endsPiece(at end: Int) -> Bool {
        if end == input.count { return true }
        return usesWordSpaces ? input[end] == MatchText.space : input[end] & 0xC0 != 0x80
    }

    @inline(__always)
    private func isWordStart(_ offset: Int) -> Bool {
        offset == 0 || input[offset - 1] == MatchText.space
    }

    private mutating func remember(_ memo: Int, _ offset: Int, failed: Bool) {
        if !memoActive, steps > Self.memoThreshold {
            memoActive = scratch.activateMemo()
        }
        if memoActive, failed { scratch.markFailed(memo, offset) }
    }

    private mutating func record(_ literals: Int) {
        successes.append(Success(captures: captures, literalCharacters: literals))
        if successes.count >= Self.maximumSuccesses { stopped = true }
    }

    // MARK: Slots

    private mutating func matchSlot(_ binding: Int, after: SentenceProgram.AfterSlot, pc: Int, at offset: Int, literals: Int) {
        guard let list = sentence.slots[binding].list(runtime: runtimeLists) else { return }
        let slot = Int32(binding)
        switch list {
        case .wildcard:
            matchWildcard(slot: slot, after: after, pc: pc, at: offset, literals: literals)
        case .values(let values):
            matchValues(values, slot: slot, pc: pc, at: offset, literals: literals)
            if hasClitics, clitics.hasSkips(at: offset) {
                for skip in clitics.skips(at: offset) where !stopped {
                    let prefix = skip.restoresArticle ? MatchText.article : []
                    matchValues(values, slot: slot, pc: pc, at: offset + Int(skip.length), literals: literals, prefix: prefix)
                }
            }
        case .range(let range):
            matchNumber(range, slot: slot, pc: pc, at: offset, literals: literals)
        }
    }

    /// Continues after the slot at `pc` filled with `capture`, resuming at `resume`.
    mutating func continueAfter(_ capture: Capture, pc: Int, resume: Int, literals: Int) {
        captures.append(capture)
        if capture.kind != .wildcard { furthest = max(furthest, resume) }
        let glued = if case .slot(_, _, let after) = code[pc] { after.contains(.isGlued) } else { false }
        step(from: pc + 1, at: resume, literals: literals)
        // As in hassil, text glued to a slot in the template may still follow a space in the text.
        if glued, !stopped, resume < input.count, input[resume] == MatchText.space {
            step(from: pc + 1, at: resume + 1, literals: literals)
        }
        captures.removeLast()
    }

    /// Tries every end of a wildcard's text, from the shortest.
    ///
    /// Most ends are followed by a literal, or a choice of literals, that does not start there.
    /// Those are counted as the steps their failure takes, with the failure remembered as the
    /// choice would remember it, without stepping through them (``Follower``); where a single
    /// literal follows, the ends before the next place its first byte stands are counted all at
    /// once. That was most of the time matching spent on long text without word spaces. What
    /// the search finds, the steps it counts, the failures it remembers and where it stops are
    /// the same as when every step is taken.
    private mutating func matchWildcard(slot: Int32, after: SentenceProgram.AfterSlot, pc: Int, at offset: Int, literals: Int) {
        let bytes = input
        var start = offset
        while start < bytes.count, bytes[start] == MatchText.space { start += 1 }
        guard start < bytes.count else { return }
        var end = after.contains(.endsSentence) ? bytes.count : start + 1
        // Text glued to the slot may follow a space too, which a follower does not count. The
        // loop without a follower is written apart: an optional follower tested at each end
        // cost more than the failures it counts (about 10 million instructions on the fuzzer's
        // Japanese inputs).
        guard countsFailuresAhead, !hasClitics, !after.contains(.isGlued), depth + 2 <= Self.maximumDepth,
            let follower = Follower(at: pc + 1, code: code, targets: targets, pool: pool)
        else {
            while end <= bytes.count, !stopped {
                if endsPiece(at: end) {
                    let capture = Capture(binding: slot, kind: .wildcard, start: Int32(start), end: Int32(end), value: 0)
                    continueAfter(capture, pc: pc, resume: end, literals: literals)
                }
                end += 1
            }
            return
        }
        if let prefix = follower.prefix {
            matchWildcardBeforeLiteral(prefix, gapped: follower.gapped, slot: slot, start: start, from: end, pc: pc, literals: literals)
            return
        }
        while end <= bytes.count, !stopped {
            if endsPiece(at: end) {
                if let failure = failure(of: follower, at: end) {
                    for _ in 0..<failure.steps where !stopped { countStep() }
                    if !stopped, let memo = failure.memo { remember(memo, failure.offset, failed: true) }
                } else {
                    let capture = Capture(binding: slot, kind: .wildcard, start: Int32(start), end: Int32(end), value: 0)
                    continueAfter(capture, pc: pc, resume: end, literals: literals)
                }
            }
            end += 1
        }
    }

    /// What the search reads first after a wildcard's text: a literal, or a choice whose every
    /// branch starts with a literal, after a word gap or not.
    ///
    /// A literal fails where its first three bytes (or all, when shorter) are not in the text.
    /// One byte is not enough: in Japanese every kana begins with the same byte.
    struct Follower {
        /// The bytes each of the literals' first three can be, as three sets of 256 bits; a
        /// literal shorter than three bytes allows any byte where it has none.
        private var allowed = (ByteSet(), ByteSet(), ByteSet())
        /// The literal's first bytes (at most three), when a single literal follows.
        private(set) var prefix: Slice<UnsafeBufferPointer<UInt8>>?
        /// Whether a word gap comes first.
        private(set) var gapped = false
        /// The choice's branches and memo slot; `nil` for a single literal.
        private(set) var choice: (branches: Range<Int>, memo: Int)?

        /// The follower at `pc`, or `nil` when the search reads anything else there (or a
        /// literal that starts with a space).
        init?(at pc: Int, code: CompiledSentence.Code, targets: UnsafeBufferPointer<Int32>, pool: UnsafeBufferPointer<UInt8>) {
            var pc = pc
            if case .gap = code[pc] {
                gapped = true
                pc += 1
            }
            switch code[pc] {
            case .literal(let bytes, _):
                guard !bytes.isEmpty, pool[bytes.lowerBound] != MatchText.space else { return nil }
                prefix = pool[bytes.lowerBound..<min(bytes.lowerBound + 3, bytes.upperBound)]
                allow(pool[bytes])
            case .split(let branches, let memo):
                for index in branches {
                    guard case .literal(let bytes, _) = code[Int(targets[index])], !bytes.isEmpty,
                        pool[bytes.lowerBound] != MatchText.space
                    else { return nil }
                    allow(pool[bytes])
                }
                choice = (branches, memo)
            default:
                return nil
            }
        }

        private mutating func allow(_ literal: Slice<UnsafeBufferPointer<UInt8>>) {
            let bytes = literal.prefix(3)
            allowed.0.insert(bytes[bytes.startIndex])
            if bytes.count > 1 { allowed.1.insert(bytes[bytes.startIndex + 1]) } else { allowed.1.insertAll() }
            if bytes.count > 2 { allowed.2.insert(bytes[bytes.startIndex + 2]) } else { allowed.2.insertAll() }
        }

        /// Whether a literal that follows may start at `offset` of `input`: its first bytes
        /// are there (a byte past the end allows any, and leaves the literal to fail on its own).
        @inline(__always)
        func mayStart(in input: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
            guard allowed.0.contains(input[offset]) else { return false }
            guard offset + 1 < input.count else { return true }
            guard allowed.1.contains(input[offset + 1]) else { return false }
            return offset + 2 >= input.count || allowed.2.contains(input[offset + 2])
        }
    }

    /// A set of bytes, as 256 bits.
    struct ByteSet {
        private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        mutating func insert(_ byte: UInt8) {
            let bit = UInt64(1) << (byte & 63)
            switch byte >> 6 {
            case 0: words.0 |= bit
            case 1: words.1 |= bit
            case 2: words.2 |= bit
            default: words.3 |= bit
            }
        }

        mutating func insertAll() {
            words = (.max, .max, .max, .max)
        }

        @inline(__always)
        func contains(_ byte: UInt8) -> Bool {
            let word =
                switch byte >> 6 {
                case 0: words.0
                case 1: words.1
                case 2: words.2
                default: words.3
                }
            return word >> (byte & 63) & 1 == 1
        }
    }

    /// How the search fails on a follower: the steps it takes, and where a choice remembers its failure.
    struct Failure {
        var steps: Int
        var memo: Int?
        var offset: Int
    }

    /// How the search fails when the wildcard's text ends at `end` and `follower` comes next:
    /// the steps it takes, and the choice's failure it is to remember at `offset` (none when
    /// the choice remembers it already); `nil` when it may not fail at once.
    ///
    /// A choice takes a step, then one more for each branch whose literal's first byte is there
    /// (the runner's test before entering a branch reads one byte), which fails on the next.
    @inline(__always)
    private func failure(of follower: Follower, at end: Int) -> Failure? {
        var offset = end
        var steps = 1
        if follower.gapped {
            if offset < input.count, input[offset] == MatchText.space {
                offset += 1
            } else if usesWordSpaces, offset > 0, offset < input.count, input[offset - 1] != MatchText.space {
                return Failure(steps: 1, memo: nil, offset: offset)  // the gap fails: no word boundary there
            }
            steps += 1
        }
        guard offset < input.count else {
            let known = follower.choice.map { memoActive && scratch.hasFailed($0.memo, offset) } ?? false
            return Failure(steps: steps, memo: known ? nil : follower.choice?.memo, offset: offset)
        }
        if follower.mayStart(in: input, at: offset) { return nil }
        if let choice = follower.choice {
            // A choice already known to fail there returns at once.
            if memoActive, scratch.hasFailed(choice.memo, offset) { return Failure(steps: steps, memo: nil, offset: offset) }
            for index in choice.branches where !cannotStart(at: Int(targets[index]), offset) { steps += 1 }
        }
        return Failure(steps: steps, memo: follower.choice?.memo, offset: offset)
    }

    /// ``matchWildcard(slot:after:pc:at:literals:)`` for a wildcard from `start` whose text ends
    /// at `end` or later, followed by a literal that starts with `prefix`, after a word gap if
    /// `gapped`. The literal is read where the text ends, or just past the space there that the
    /// gap takes, so every end but those just before a place where `prefix` stands fails on
    /// the literal's first bytes: in one step, or two with the gap.
    private mutating func matchWildcardBeforeLiteral(
        _ prefix: Slice<UnsafeBufferPointer<UInt8>>, gapped: Bool, slot: Int32, start: Int, from end: Int, pc: Int, literals: Int
    ) {
        let count = input.count
        let stepsToFail = gapped ? 2 : 1
        var end = end
        while end <= count, !stopped {
            // The next place the literal could start, or the end of the text.
            let next = nextPlace(of: prefix, from: end)
            // The ends from which the literal is read there: `next` itself, and the space before
            // it that a gap takes.
            let firstTried = gapped && next > end && next < count && input[next - 1] == MatchText.space ? next - 1 : next
            // Every end before them (and the text's end, where no literal fits) fails.
            let failing = piecesEnding(in: end..<(next == count ? count + 1 : firstTried)) * stepsToFail
            if failing > 0 {
                guard steps + failing <= stepLimit else {
                    steps = stepLimit + 1
                    exhausted = true
                    stopped = true
                    return
                }
                steps += failing
            }
            guard next < count else { return }
            var tried = firstTried
            while tried <= next, !stopped {
                if endsPiece(at: tried) {
                    let capture = Capture(binding: slot, kind: .wildcard, start: Int32(start), end: Int32(tried), value: 0)
                    continueAfter(capture, pc: pc, resume: tried, literals: literals)
                }
                tried += 1
            }
            end = next + 1
        }
    }

    /// The first offset from `start` where the text holds `prefix`, or the text's end: `memchr`
    /// finds each place its last byte stands (the most varied: in UTF-8, the end of a
    /// character), and the bytes before it are compared.
    private func nextPlace(of prefix: Slice<UnsafeBufferPointer<UInt8>>, from start: Int) -> Int {
        let count = input.count
        let last = Int32(prefix[prefix.endIndex - 1])
        let before = prefix.count - 1
        guard let base = input.baseAddress else { return count }
        var cursor = start + before
        while cursor < count, let found = memchr(base + cursor, last, count - cursor) {
            let hit = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            let place = hit - before
            var same = true
            for index in 0..<before where input[place + index] != prefix[prefix.startIndex + index] { same = false }
            if same { return place }
            cursor = hit + 1
        }
        return count
    }

    /// How many offsets of `range` a slot's text may end at (``endsPiece(at:)``).
    @inline(__always)
    private func piecesEnding(in range: Range<Int>) -> Int {
        var ends = 0
        var offset = range.lowerBound
        while offset < range.upperBound {
            if endsPiece(at: offset) { ends += 1 }
            offset += 1
        }
        return ends
    }

    /// Counts one step, as `step` does before each instruction, stopping on the budget.
    @inline(__always)
    private mutating func countStep() {
        steps += 1
        if steps > stepLimit {
            exhausted = true
            stopped = true
        }
    }

    private mutating func matchValues(_ values: CompiledValues, slot: Int32, pc: Int, at offset: Int, literals: Int, prefix: [UInt8] = []) {
        let trie = values.trie
        var node = trie.descend(from: 0, along: prefix)
        var position = offset
        let bytes = input
        while node != ValueTrie.noNode, position < bytes.count {
            node = trie.child(of: node, byte: bytes[position])
            guard node != ValueTrie.noNode else { return }
            position += 1
            for index in trie.values(at: node) {
                let capture = Capture(
                    binding: slot, kind: .value, start: Int32(offset), end: Int32(position), value: Int64(trie.valueIDs[index]))
                continueAfter(capture, pc: pc, resume: position, literals: literals)
                if stopped { return }
            }
        }
    }
}
