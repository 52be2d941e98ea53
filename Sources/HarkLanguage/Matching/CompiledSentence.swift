/// A sentence's program, laid out in memory the matcher owns, so that running it borrows the
/// instructions with no reference counting.
///
/// The instructions are packed here, and only here: each is an opcode and three `Int32`s, 16
/// bytes, where a ``SentenceProgram/Instruction`` takes 32. The runner reads them back through
/// ``Code``, whose subscript is inlined into its loop, so the decoding costs nothing there.
final class CompiledSentence: @unchecked Sendable {
    /// The sentence's intent, and its place among the intent's sentences.
    let intent: Int
    let sentence: Int
    /// The program's slots, by the index `slot` instructions carry as their `binding`.
    let slots: [SentenceProgram.SlotBinding]
    /// How many memo slots the program's splits and slots use.
    let memoSlots: Int
    let code: Code
    let targets: UnsafeBufferPointer<Int32>
    /// The literal bytes.
    let pool: UnsafeBufferPointer<UInt8>

    // Never mutated after init and freed only in deinit, hence @unchecked Sendable.
    init(intent: Int, sentence: Int, program: SentenceProgram) {
        self.intent = intent
        self.sentence = sentence
        self.slots = program.slots
        self.memoSlots = program.memoSlots
        self.code = Code(packed: Self.copy(program.instructions.map(Packed.init)))
        self.targets = Self.copy(program.targets)
        self.pool = Self.copy(program.pool)
    }

    deinit {
        code.packed.deallocate()
        targets.deallocate()
        pool.deallocate()
    }

    private static func copy<Element>(_ elements: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
        _ = buffer.initialize(from: elements)
        return UnsafeBufferPointer(start: buffer.baseAddress, count: elements.count)
    }

    /// A program's instructions, read by position.
    struct Code {
        fileprivate let packed: UnsafeBufferPointer<Packed>

        var count: Int { packed.count }

        @inline(__always)
        subscript(pc: Int) -> SentenceProgram.Instruction {
            packed[pc].instruction
        }
    }

    /// An instruction as it lies in memory: its kind and three numbers, which mean
    ///
    /// | opcode    | operands.0         | operands.1   | operands.2         |
    /// |-----------|--------------------|--------------|--------------------|
    /// | `literal` | first byte in pool | byte count   | literal characters |
    /// | `split`   | first target       | target count | memo slot          |
    /// | `jump`    | destination        |              |                    |
    /// | `slot`    | binding            | memo slot    | `AfterSlot` bits   |
    ///
    /// `gap` and `end` carry none.
    fileprivate struct Packed {
        enum Opcode: UInt8 { case literal, gap, split, jump, slot, end }

        var opcode: Opcode
        var operands: (Int32, Int32, Int32) = (0, 0, 0)

        init(_ instruction: SentenceProgram.Instruction) {
            switch instruction {
            case .literal(let bytes, let characters):
                opcode = .literal
                operands = (Int32(bytes.lowerBound), Int32(bytes.count), Int32(characters))
            case .gap:
                opcode = .gap
            case .split(let branches, let memo):
                opcode = .split
                operands = (Int32(branches.lowerBound), Int32(branches.count), Int32(memo))
            case .jump(let destination):
                opcode = .jump
                operands.0 = Int32(destination)
            case .slot(let binding, let memo, let after):
                opcode = .slot
                operands = (Int32(binding), Int32(memo), Int32(after.rawValue))
            case .end:
                opcode = .end
            }
        }

        @inline(__always)
        var instruction: SentenceProgram.Instruction {
            switch opcode {
            case .literal:
                let start = Int(operands.0)
                return .literal(bytes: Range(uncheckedBounds: (start, start &+ Int(operands.1))), characters: Int(operands.2))
            case .gap:
                return .gap
            case .split:
                let start = Int(operands.0)
                return .split(branches: Range(uncheckedBounds: (start, start &+ Int(operands.1))), memo: Int(operands.2))
            case .jump:
                return .jump(to: Int(operands.0))
            case .slot:
                return .slot(binding: Int(operands.0), memo: Int(operands.1), after: .init(rawValue: UInt8(truncatingIfNeeded: operands.2)))
            case .end:
                return .end
            }
        }
    }
}
