/// Buffers one ``Matcher/match(_:lists:)`` call reuses across the sentences it runs: the capture
/// stack and the memo of failed states.
final class RunScratch {
    var captures: [ProgramRunner.Capture] = []
    private var memo: [UInt32] = []
    private var generation: UInt32 = 0
    private var width = 0

    init(cache: NormalizationCache) {
        self.cache = cache
        captures.reserveCapacity(32)
    }

    private var memoSlots = 0
    /// The grammar's cache of what the normalizer and the number parser said.
    let cache: NormalizationCache

    /// Starts a run of a program with `memoSlots` memo slots over `width - 1` bytes.
    func startRun(memoSlots: Int, width: Int) {
        generation &+= 1
        if generation == 0 {
            memo = []
            generation = 1
        }
        self.width = width
        self.memoSlots = memoSlots
    }

    /// The most failed states remembered (16 MB); beyond, the step budget alone bounds a run.
    static let maximumMemo = 1 << 22

    /// Makes room to remember failed states, once a run turns out to be long; `false` when the
    /// program and text are too large to remember.
    func activateMemo() -> Bool {
        let needed = memoSlots * width
        guard needed <= Self.maximumMemo else { return false }
        if memo.count < needed { memo += repeatElement(0, count: needed - memo.count) }
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
