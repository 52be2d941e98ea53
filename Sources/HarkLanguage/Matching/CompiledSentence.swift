/// A sentence's program, laid out in memory the matcher owns, so that running it borrows the
/// instructions with no reference counting.
final class CompiledSentence: @unchecked Sendable {
    /// The sentence's intent, and its place among the intent's sentences.
    let intent: Int
    let sentence: Int
    /// The program's slots, by the index `slot` instructions carry.
    let slots: [SentenceProgram.SlotBinding]
    /// How many memo slots the program's splits and slots use.
    let memoSlots: Int
    let code: UnsafeBufferPointer<SentenceProgram.Instruction>
    let targets: UnsafeBufferPointer<Int32>
    /// The literal bytes.
    let pool: UnsafeBufferPointer<UInt8>

    // Never mutated after init and freed only in deinit, hence @unchecked Sendable.
    init(intent: Int, sentence: Int, program: SentenceProgram) {
        self.intent = intent
        self.sentence = sentence
        self.slots = program.slots
        self.memoSlots = program.memoSlots
        self.code = Self.copy(program.instructions)
        self.targets = Self.copy(program.targets)
        self.pool = Self.copy(program.bytes)
    }

    deinit {
        code.deallocate()
        targets.deallocate()
        pool.deallocate()
    }

    private static func copy<Element>(_ elements: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
        _ = buffer.initialize(from: elements)
        return UnsafeBufferPointer(start: buffer.baseAddress, count: elements.count)
    }
}
