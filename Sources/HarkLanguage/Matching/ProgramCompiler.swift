import HarkDefinition

/// Compiles one sentence template into a ``SentenceProgram`` and the literal text it requires.
///
/// Rules are inlined (a rule met again inside itself is an error), permutations are expanded
/// into alternatives of every order with word boundaries around each part (as hassil inserts
/// spaces), and text is normalized into literal words joined by gaps.
struct ProgramCompiler {
    /// The most instructions one sentence may compile to.
    static let maximumInstructions = 200_000

    typealias SlotBinder = (SlotReference) throws(LanguageError) -> SentenceProgram.SlotBinding

    private let profile: LanguageProfile
    private let words: TemplateWordsCache
    private let rules: [String: Template]
    private let source: String
    private let bindSlot: SlotBinder
    private var program = SentenceProgram()
    private var ruleStack: [String] = []
    /// Whether the last instruction is a gap that nothing jumps to, so another gap can merge into it.
    private var endsWithMergeableGap = false

    init(words: TemplateWordsCache, rules: [String: Template], source: String, bindSlot: @escaping SlotBinder) {
        self.profile = words.profile
        self.words = words
        self.rules = rules
        self.source = source
        self.bindSlot = bindSlot
    }

    /// The program for `template` and the clauses of literal text any matching input contains.
    mutating func compile(_ template: Template) throws(LanguageError) -> (SentenceProgram, [RequiredClause]) {
        let clauses = try emit(template.expression, left: true, right: true)
        append(.end)
        markSlotSuccessors()
        return (program, Array(Set(clauses)))
    }

    // MARK: Emitting

    /// Emits `expression`; `left` and `right` tell whether a word boundary surely surrounds it.
    private mutating func emit(_ expression: TemplateExpression, left: Bool, right: Bool) throws(LanguageError) -> [RequiredClause] {
        switch expression {
        case .text(let text):
            return emitText(text, left: left, right: right)
        case .sequence(let parts):
            var clauses: [RequiredClause] = []
            for (index, part) in parts.enumerated() {
                let partLeft = index == 0 ? left : endsWithGap(parts[index - 1])
                let partRight = index == parts.count - 1 ? right : beginsWithGap(parts[index + 1])
                clauses += try emit(part, left: partLeft, right: partRight)
            }
            return clauses
        case .alternatives(let branches):
            var branchClauses: [[RequiredClause]] = []
            try emitSplit(count: branches.count) { (compiler, index) throws(LanguageError) in
                branchClauses.append(try compiler.emit(branches[index], left: left, right: right))
            }
            return RequiredClause.merging(branches: branchClauses)
        case .optional(let inner):
            try emitSplit(count: 2) { (compiler, index) throws(LanguageError) in
                if index == 0 { _ = try compiler.emit(inner, left: left, right: right) }
            }
            return []
        case .permutation(let parts):
            return try emitPermutation(parts, left: left, right: right)
        case .slot(let reference):
            let binding = try bindSlot(reference)
            program.slots.append(binding)
            append(.slot(binding: program.slots.count - 1, memo: newMemoSlot(), after: []))
            return []
        case .rule(let name):
            guard let rule = rules[name] else { throw .unknownRule(name, in: source) }
            guard !ruleStack.contains(name) else { throw .recursiveRule(ruleStack + [name], in: source) }
            ruleStack.append(name)
            defer { ruleStack.removeLast() }
            return try emit(rule.expression, left: left, right: right)
        }
    }

    private mutating func emitText(_ text: String, left: Bool, right: Bool) -> [RequiredClause] {
        let pieces = words.of(text)
        var clauses: [RequiredClause] = []
        if pieces.leadingGap { appendGap() }
        for (index, word) in pieces.words.enumerated() {
            if index > 0 { appendGap() }
            let start = program.pool.count
            program.pool += word
            let characters = String(decoding: word, as: UTF8.self).count
            append(.literal(bytes: start..<program.pool.count, characters: characters))
            let wholeWord =
                (index > 0 || pieces.leadingGap || left)
                && (index < pieces.words.count - 1 || pieces.trailingGap || right)
            clauses.append(RequiredClause(fragments: [word], areWholeWords: wholeWord || !profile.usesWordSpaces))
        }
        if pieces.trailingGap { appendGap() }
        return clauses
    }

    private mutating func emitPermutation(_ parts: [TemplateExpression], left: Bool, right: Bool) throws(LanguageError) -> [RequiredClause]
    {
        if parts.count == 1 { return try emit(parts[0], left: left, right: right) }
        guard parts.count <= Permutations.maximumParts else {
            throw .templateTooLarge(
                source, reason: "a permutation has \(parts.count) parts; at most \(Permutations.maximumParts) are supported")
        }
        let orders = Permutations.orders(of: parts.count)
        var clauses: [RequiredClause] = []
        try emitSplit(count: orders.count) { (compiler, index) throws(LanguageError) in
            for part in orders[index] {
                compiler.appendGap()
                let partClauses = try compiler.emit(parts[part], left: true, right: true)
                if index == 0 { clauses += partClauses }
                compiler.appendGap()
            }
        }
        return clauses
    }

    /// Emits a split into `count` branches, each emitted by `body` and then joined after them all.
    private mutating func emitSplit(count: Int, _ body: (inout ProgramCompiler, Int) throws(LanguageError) -> Void) throws(LanguageError) {
        let targetStart = program.targets.count
        program.targets += Array(repeating: 0, count: count)
        append(.split(branches: targetStart..<targetStart + count, memo: newMemoSlot()))
        var jumps: [Int] = []
        for index in 0..<count {
            program.targets[targetStart + index] = Int32(program.instructions.count)
            endsWithMergeableGap = false
            try body(&self, index)
            if index < count - 1 {
                jumps.append(program.instructions.count)
                append(.jump(to: 0))
            }
            guard program.instructions.count <= Self.maximumInstructions else {
                throw .templateTooLarge(source, reason: "it expands to more than \(Self.maximumInstructions) steps")
            }
        }
        let join = program.instructions.count
        for jump in jumps { program.instructions[jump] = .jump(to: join) }
        endsWithMergeableGap = false
    }

    private mutating func append(_ instruction: SentenceProgram.Instruction) {
        program.instructions.append(instruction)
        endsWithMergeableGap = false
    }

    private mutating func appendGap() {
        guard !endsWithMergeableGap else { return }
        append(.gap)
        endsWithMergeableGap = true
    }

    private mutating func newMemoSlot() -> Int {
        defer { program.memoSlots += 1 }
        return program.memoSlots
    }

    // MARK: Word boundaries

    /// Whether every way of matching `expression` begins with a word boundary.
    private func beginsWithGap(_ expression: TemplateExpression, depth: Int = 0) -> Bool {
        guard depth < 32 else { return false }
        switch expression {
        case .text(let text): return words.of(text).leadingGap
        case .sequence(let parts): return parts.first.map { beginsWithGap($0, depth: depth + 1) } ?? false
        case .alternatives(let branches): return branches.allSatisfy { beginsWithGap($0, depth: depth + 1) }
        case .permutation: return true
        case .optional, .slot: return false
        case .rule(let name): return rules[name].map { beginsWithGap($0.expression, depth: depth + 1) } ?? false
        }
    }

    /// Whether every way of matching `expression` ends with a word boundary.
    private func endsWithGap(_ expression: TemplateExpression, depth: Int = 0) -> Bool {
        guard depth < 32 else { return false }
        switch expression {
        case .text(let text): return words.of(text).trailingGap
        case .sequence(let parts): return parts.last.map { endsWithGap($0, depth: depth + 1) } ?? false
        case .alternatives(let branches): return branches.allSatisfy { endsWithGap($0, depth: depth + 1) }
        case .permutation: return true
        case .optional, .slot: return false
        case .rule(let name): return rules[name].map { endsWithGap($0.expression, depth: depth + 1) } ?? false
        }
    }

    /// Marks what may follow each slot, in its `after`: `endsSentence` when only word boundaries
    /// and the end can, `isGlued` when text or another slot can follow with no word boundary
    /// between (`{class}[<here>]`).
    private mutating func markSlotSuccessors() {
        for (pc, instruction) in program.instructions.enumerated() {
            guard case .slot(let binding, let memo, _) = instruction else { continue }
            var after: SentenceProgram.AfterSlot = []
            if !reachesText(from: pc + 1, acrossGaps: true) { after.insert(.endsSentence) }
            if reachesText(from: pc + 1, acrossGaps: false) { after.insert(.isGlued) }
            program.instructions[pc] = .slot(binding: binding, memo: memo, after: after)
        }
    }

    /// Whether some path from `start` reaches a `literal` or a `slot`, passing only through jumps,
    /// splits and, if `acrossGaps`, gaps.
    private func reachesText(from start: Int, acrossGaps: Bool) -> Bool {
        var pending = [start]
        var seen: Set<Int> = []
        while let next = pending.popLast() {
            guard next < program.instructions.count, seen.insert(next).inserted else { continue }
            switch program.instructions[next] {
            case .literal, .slot:
                return true
            case .jump(let destination):
                pending.append(destination)
            case .split(let branches, _):
                pending += program.targets[branches].map { Int($0) }
            case .gap:
                if acrossGaps { pending.append(next + 1) }
            case .end:
                break
            }
        }
        return false
    }
}
