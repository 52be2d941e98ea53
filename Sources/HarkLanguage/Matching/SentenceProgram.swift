/// A sentence template compiled into instructions over normalized UTF-8 text.
///
/// Execution starts at instruction 0 with the whole input and succeeds at `end` when the input
/// is used up. Alternatives, optionals and (expanded) permutations become `split`s; rules are
/// inlined; text becomes `literal` words joined by `gap`s (word boundaries).
struct SentenceProgram: Sendable {
    /// One step of a program.
    struct Instruction: Sendable {
        enum Operation: UInt8, Sendable {
            /// Match `bytes[first..<first + second]` exactly; `third` literal characters.
            case literal
            /// A word boundary: a space of the input, or a position already at a boundary.
            case gap
            /// Try each of `targets[first..<first + second]` in order; `third` is the memo slot.
            case split
            /// Continue at `first`.
            case jump
            /// Fill the slot `slots[first]` from its list; `third` is the memo slot; `second` holds
            /// flags about what follows (`slotEndsSentence`, `slotIsGlued`).
            case slot
            /// Succeed if the input is used up.
            case end
        }

        var operation: Operation
        var first: Int32 = 0
        var second: Int32 = 0
        var third: Int32 = 0
    }

    /// A `{list:slot}` of the template and where its values come from.
    struct SlotBinding: Sendable {
        /// The list the values come from.
        var list: String
        /// The grammar's number for the list's name, which indexes lists supplied at match time.
        var listID: Int
        /// The slot the value fills.
        var slot: String
        /// The sentence's own list of that name, which overrides every other.
        var localList: CompiledList?
        /// The grammar's list of that name, used unless the caller supplies one at match time.
        var grammarList: CompiledList?

        /// The list the slot reads from: its own, else the caller's, else the grammar's.
        func list(runtime: [CompiledList?]) -> CompiledList? {
            if let localList { return localList }
            if listID < runtime.count, let list = runtime[listID] { return list }
            return grammarList
        }
    }

    /// A `slot`'s `second` flag: only word boundaries and the end follow it.
    static let slotEndsSentence: Int32 = 1
    /// A `slot`'s `second` flag: text or a slot may follow it with no word boundary between, where
    /// hassil still lets the user put a space.
    static let slotIsGlued: Int32 = 2

    var instructions: [Instruction] = []
    /// The literal text of every `literal`, normalized.
    var bytes: [UInt8] = []
    /// The targets of every `split`.
    var targets: [Int32] = []
    var slots: [SlotBinding] = []
    /// How many instructions carry a memo slot (`split` and `slot`).
    var memoSlots: Int = 0
}
