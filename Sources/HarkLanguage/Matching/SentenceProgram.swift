/// A sentence template compiled into instructions over normalized UTF-8 text.
///
/// Execution starts at instruction 0 with the whole input and succeeds at `end` when the input
/// is used up. Alternatives, optionals and (expanded) permutations become `split`s; rules are
/// inlined; text becomes `literal` words joined by `gap`s (word boundaries). docs/Matching.md
/// walks through it.
struct SentenceProgram: Sendable {
    /// One step of a program.
    enum Instruction: Sendable, Hashable {
        /// Match the program's `pool[bytes]` exactly: a normalized word, or in a language without
        /// word spaces a run of text. It counts `characters` towards the match's literal characters.
        case literal(bytes: Range<Int>, characters: Int)
        /// A word boundary: a space of the input, or a position already at a boundary.
        case gap
        /// Try the instructions `targets[branches]` in order; `memo` is the split's memo slot.
        case split(branches: Range<Int>, memo: Int)
        /// Continue at the instruction `to`.
        case jump(to: Int)
        /// Fill the slot `slots[binding]` from its list and continue after it; `memo` is the slot's
        /// memo slot, `after` what may follow it.
        case slot(binding: Int, memo: Int, after: AfterSlot)
        /// Succeed if the input is used up.
        case end
    }

    /// What may follow a `slot` instruction, worked out once the whole program is compiled.
    struct AfterSlot: OptionSet, Sendable, Hashable {
        var rawValue: UInt8

        /// Only word boundaries and the end follow: a wildcard takes the rest of the text.
        static let endsSentence = AfterSlot(rawValue: 1 << 0)
        /// Text or another slot may follow with no word boundary between (`{class}[<here>]`),
        /// where hassil still lets the user put a space.
        static let isGlued = AfterSlot(rawValue: 1 << 1)
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

    var instructions: [Instruction] = []
    /// The literal text of every `literal`, normalized, one after the other.
    var pool: [UInt8] = []
    /// The targets of every `split`.
    var targets: [Int32] = []
    var slots: [SlotBinding] = []
    /// How many instructions carry a memo slot (`split` and `slot`).
    var memoSlots: Int = 0
}
