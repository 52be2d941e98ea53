#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the sentences worth running on a text from the literal text they cannot match without.
///
/// Each sentence is filed under the words of one required clause of whole words (the rarest),
/// and checked against its other clauses: clauses of whole words are looked up among the text's
/// words; the others (text glued to a slot, as Arabic's `[ال]{name}`, and every clause in
/// languages without word spaces) are searched for inside the text, each piece once per text.
/// In a language without word spaces, where every clause is of pieces, each sentence is filed
/// under the pieces of its rarest clause instead, and every piece the text holds is found in
/// one walk of a trie of them all.
/// The filter is sound: it never drops a sentence that could match.
struct SentenceIndex: Sendable {
    private var words = WordTable()
    private var pieces = WordTable()
    /// By word id: the sentences filed under that word.
    private var postings: [[Int32]] = []
    /// Sentences filed under no word, checked on every text.
    private var unfiled: [Int32] = []
    /// By sentence: its clauses, `clauseStarts[sentenceClauses[s]..<sentenceClauses[s + 1]]`.
    private var sentenceClauses: [Int32] = [0]
    /// By clause: its ids, `clauseIDs[clauseStarts[c]..<clauseStarts[c + 1]]`; a negative start
    /// marks a clause of pieces (its ids are piece ids), stored as `-(start + 1)`.
    private var clauseStarts: [Int32] = []
    private var clauseEnds: [Int32] = []
    private var clauseIDs: [Int32] = []
    /// In a language without word spaces, where every clause is of pieces: all the pieces, to
    /// find every one the text holds in one walk rather than search for each.
    private var pieceTrie: ValueTrie?
    /// By piece id, with ``pieceTrie``: the sentences filed under that piece, those with no
    /// clause of whole words.
    private var piecePostings: [[Int32]] = []
    let sentenceCount: Int

    init(clauses requiredClauses: [[RequiredClause]], usesWordSpaces: Bool) {
        sentenceCount = requiredClauses.count
        var wordClauses: [[[Int32]]] = []
        var pieceClauses: [[[Int32]]] = []
        for clauses in requiredClauses {
            var sentenceWords: [[Int32]] = []
            var sentencePieces: [[Int32]] = []
            for clause in clauses {
                if usesWordSpaces, clause.areWholeWords {
                    sentenceWords.append(clause.fragments.map { words.insert($0) })
                } else {
                    sentencePieces.append(clause.fragments.map { pieces.insert($0) })
                }
            }
            wordClauses.append(sentenceWords)
            pieceClauses.append(sentencePieces)
        }
        // (A piece is never empty; one would be in every text, and the walk would not find it.)
        if !usesWordSpaces, pieces.count > 0, (0..<Int32(pieces.count)).allSatisfy({ !pieces.word($0).isEmpty }) {
            pieceTrie = ValueTrie((0..<Int32(pieces.count)).map { (Array(pieces.word($0)), $0) })
        }
        var frequency = [Int](repeating: 0, count: words.count)
        for clauses in wordClauses {
            for id in Set(clauses.joined()) { frequency[Int(id)] += 1 }
        }
        var pieceFrequency = [Int](repeating: 0, count: pieces.count)
        for clauses in pieceClauses {
            for id in Set(clauses.joined()) { pieceFrequency[Int(id)] += 1 }
        }
        postings = Array(repeating: [], count: words.count)
        piecePostings = Array(repeating: [], count: pieceTrie == nil ? 0 : pieces.count)
        for (sentence, clauses) in wordClauses.enumerated() {
            let cost = { (clause: [Int32]) in clause.reduce(0) { $0 + frequency[Int($1)] } }
            let pieceCost = { (clause: [Int32]) in clause.reduce(0) { $0 + pieceFrequency[Int($1)] } }
            var checks = clauses
            var pieceChecks = pieceClauses[sentence]
            if let anchor = clauses.indices.min(by: { cost(clauses[$0]) < cost(clauses[$1]) }) {
                for id in Set(clauses[anchor]) { postings[Int(id)].append(Int32(sentence)) }
                checks.remove(at: anchor)
            } else if pieceTrie != nil,
                let anchor = pieceChecks.indices.min(by: { pieceCost(pieceChecks[$0]) < pieceCost(pieceChecks[$1]) })
            {
                for id in Set(pieceChecks[anchor]) { piecePostings[Int(id)].append(Int32(sentence)) }
                pieceChecks.remove(at: anchor)
            } else {
                unfiled.append(Int32(sentence))
            }
            for clause in checks { appendClause(clause, pieces: false) }
            for clause in pieceChecks { appendClause(clause, pieces: true) }
            sentenceClauses.append(Int32(clauseStarts.count))
        }
    }

    private mutating func appendClause(_ ids: [Int32], pieces: Bool) {
        let start = Int32(clauseIDs.count)
        clauseStarts.append(pieces ? -(start + 1) : start)
        clauseIDs += ids
        clauseEnds.append(Int32(clauseIDs.count))
    }

    /// The sentences that may match `text`, in grammar order. `extraWords` are further forms of the
    /// text's words (Arabic words without their clitics).
    ///
    /// Runs on every request, for every grammar asked (the help sentences too): the words are
    /// read in place, not split into an array, and the sets of words seen, sentences found and
    /// pieces searched live in temporary buffers, not arrays.
    func candidates(for text: MatchText, extraWords: [[UInt8]] = []) -> [Int32] {
        let wordBuckets = (words.count + 63) / 64
        let sentenceBuckets = (sentenceCount + 63) / 64
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: wordBuckets + sentenceBuckets) { scratch in
            scratch.initialize(repeating: 0)
            let present = UnsafeMutableBufferPointer(rebasing: scratch[0..<wordBuckets])
            let filed = UnsafeMutableBufferPointer(rebasing: scratch[wordBuckets...])
            // Each piece is searched for once, when a sentence first asks: 0 unknown, 1 in, 2 not in.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: pieces.count) { piecePresence in
                piecePresence.initialize(repeating: 0)
                var found: [Int32] = []
                func see(_ word: UnsafeBufferPointer<UInt8>) {
                    guard let id = words.id(of: word) else { return }
                    let (bucket, bit) = (Int(id) / 64, UInt64(1) << (UInt64(id) % 64))
                    guard present[bucket] & bit == 0 else { return }
                    present[bucket] |= bit
                    for sentence in postings[Int(id)] {
                        let (sentenceBucket, sentenceBit) = (Int(sentence) / 64, UInt64(1) << (UInt64(sentence) % 64))
                        if filed[sentenceBucket] & sentenceBit == 0 {
                            filed[sentenceBucket] |= sentenceBit
                            found.append(sentence)
                        }
                    }
                }
                if text.usesWordSpaces {
                    text.bytes.withUnsafeBufferPointer { bytes in
                        var start = 0
                        for end in 0...bytes.count where end == bytes.count || bytes[end] == MatchText.space {
                            if end > start { see(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
                            start = end + 1
                        }
                    }
                    for word in extraWords { word.withUnsafeBufferPointer { see($0) } }
                }
                if let pieceTrie {
                    for piece in Self.markPieces(in: text.bytes, trie: pieceTrie, presence: piecePresence) {
                        for sentence in piecePostings[Int(piece)] {
                            let (sentenceBucket, sentenceBit) = (Int(sentence) / 64, UInt64(1) << (UInt64(sentence) % 64))
                            if filed[sentenceBucket] & sentenceBit == 0 {
                                filed[sentenceBucket] |= sentenceBit
                                found.append(sentence)
                            }
                        }
                    }
                }
                guard !found.isEmpty || !unfiled.isEmpty else { return [] }
                var candidates: [Int32] = []
                candidates.reserveCapacity(found.count + unfiled.count)
                func passes(_ sentence: Int32) -> Bool {
                    for clause in Int(sentenceClauses[Int(sentence)])..<Int(sentenceClauses[Int(sentence) + 1]) {
                        let start = Int(clauseStarts[clause])
                        let isPieces = start < 0
                        var satisfied = false
                        for index in (isPieces ? -start - 1 : start)..<Int(clauseEnds[clause]) {
                            let id = Int(clauseIDs[index])
                            if isPieces {
                                if piecePresence[id] == 0 {
                                    piecePresence[id] = Self.contains(text.bytes, pieces.word(Int32(id))) ? 1 : 2
                                }
                                satisfied = piecePresence[id] == 1
                            } else {
                                satisfied = present[id / 64] & (UInt64(1) << UInt64(id % 64)) != 0
                            }
                            if satisfied { break }
                        }
                        guard satisfied else { return false }
                    }
                    return true
                }
                for sentence in unfiled where passes(sentence) { candidates.append(sentence) }
                for sentence in found where passes(sentence) { candidates.append(sentence) }
                candidates.sort()
                return candidates
            }
        }
    }

    /// Marks in `presence` (1 in the text, 2 not) every piece of `trie` the text holds, walking
    /// the trie from each of its bytes: a text of 30 kana is about a hundred bytes, and most
    /// walks end within a character.
    /// Returns the pieces found, each once.
    @discardableResult
    static func markPieces(in text: [UInt8], trie: ValueTrie, presence: UnsafeMutableBufferPointer<UInt8>) -> [Int32] {
        presence.update(repeating: 2)
        var found: [Int32] = []
        text.withUnsafeBufferPointer { bytes in
            for start in bytes.indices {
                var node: Int32 = 0
                var offset = start
                while offset < bytes.count {
                    node = trie.child(of: node, byte: bytes[offset])
                    guard node != ValueTrie.noNode else { break }
                    for index in trie.values(at: node) {
                        let piece = trie.valueIDs[index]
                        if presence[Int(piece)] != 1 {
                            presence[Int(piece)] = 1
                            found.append(piece)
                        }
                    }
                    offset += 1
                }
            }
        }
        return found
    }

    /// Whether `needle` occurs in `haystack`.
    static func contains(_ haystack: [UInt8], _ needle: ArraySlice<UInt8>) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        return haystack.withUnsafeBytes { text in
            needle.withUnsafeBytes { piece in
                // memchr finds each place the piece's last byte stands (in UTF-8 the most varied
                // one: Arabic letters all begin with 0xD8 or 0xD9); memcmp checks the rest.
                guard let textStart = text.baseAddress, let pieceStart = piece.baseAddress else { return false }
                let lastByte = Int32(piece[piece.count - 1])
                let tail = piece.count - 1
                var cursor = textStart + tail
                let textEnd = textStart + text.count
                while cursor < textEnd, let hit = memchr(cursor, lastByte, textEnd - cursor) {
                    let start = UnsafeRawPointer(hit) - tail
                    if memcmp(start, pieceStart, tail) == 0 { return true }
                    cursor = UnsafeRawPointer(hit) + 1
                }
                return false
            }
        }
    }
}
