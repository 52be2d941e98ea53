import Foundation

/// Buffers one ``Matcher/match(_:lists:)`` call reuses across the sentences it runs: the capture
/// stack and the memo of failed states.
final class RunScratch {
    var captures: [ProgramRunner.Capture] = []
    // The memo is read and marked at nearly every branch of a long search: a buffer the scratch
    // owns, with a run's own fields, read and written without the checks an array in a class
    // gets at each access (for overlapping access, and for a copy to make before writing),
    // which took a seventh of matching long text. A runner has its scratch to itself: one per
    // call, on one thread.
    @exclusivity(unchecked) private var memo = UnsafeMutableBufferPointer<UInt32>(start: nil, count: 0)
    @exclusivity(unchecked) private var generation: UInt32 = 0
    @exclusivity(unchecked) private var width = 0

    init(cache: NormalizationCache) {
        self.cache = cache
        captures.reserveCapacity(32)
    }

    deinit {
        memo.deallocate()
    }

    private var memoSlots = 0
    /// The grammar's cache of what the normalizer and the number parser said.
    let cache: NormalizationCache

    /// Starts a run of a program with `memoSlots` memo slots over `width - 1` bytes.
    func startRun(memoSlots: Int, width: Int) {
        generation &+= 1
        if generation == 0 {
            // Every stamp is of an earlier run; none may pass for one to come.
            memo.update(repeating: 0)
            generation = 1
        }
        self.width = width
        self.memoSlots = memoSlots
    }

    /// The numbers spans of the text spell in words, by `start << 32 | end`, each read once
    /// however many sentences take a number there; `nil` for a span that spells none.
    private var spokenNumbers: [Int: Decimal?] = [:]
    /// The text the spans are of: its bytes' address and length.
    private var spokenNumbersText: (UnsafePointer<UInt8>?, Int) = (nil, 0)

    /// The number the normalized bytes `start..<end` of `text` spell in words, read by `read` the
    /// first time a run asks for the span while the scratch reads `text`.
    func spokenNumber(in text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, read: () -> Decimal?) -> Decimal? {
        if spokenNumbersText != (text.baseAddress, text.count) {
            spokenNumbers.removeAll(keepingCapacity: true)
            spokenNumbersText = (text.baseAddress, text.count)
        }
        let key = start << 32 | end
        if let known = spokenNumbers[key] { return known }
        let number = read()
        spokenNumbers[key] = .some(number)
        return number
    }

    /// The most failed states remembered (16 MB); beyond, the step budget alone bounds a run.
    static let maximumMemo = 1 << 22

    /// Makes room to remember failed states, once a run turns out to be long; `false` when the
    /// program and text are too large to remember.
    func activateMemo() -> Bool {
        let needed = memoSlots * width
        guard needed <= Self.maximumMemo else { return false }
        if memo.count < needed {
            // Made once a run is long, before it marks anything: the stamps it drops are of earlier runs.
            let grown = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: needed)
            grown.initialize(repeating: 0)
            memo.deallocate()
            memo = grown
        }
        return true
    }

    @inline(__always)
    func hasFailed(_ slot: Int, _ offset: Int) -> Bool {
        memo[slot * width + offset] == generation
    }

    @inline(__always)
    func markFailed(_ slot: Int, _ offset: Int) {
        memo[slot * width + offset] = generation
    }
}
