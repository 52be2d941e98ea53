/// A hash table from normalized words (byte strings) to small integer ids, looked up with slices
/// of the user's text without allocating.
struct WordTable: Sendable {
    private var table: [Int32] = Array(repeating: -1, count: 64)
    private var pool: [UInt8] = []
    private var starts: [Int32] = [0]
    private var hashes: [UInt64] = []

    /// How many words the table holds; ids run from 0 to `count - 1`.
    var count: Int { hashes.count }

    /// The id of `word`, added if new.
    @discardableResult
    mutating func insert(_ word: some Collection<UInt8>) -> Int32 {
        let hash = Self.hash(word)
        if let id = find(word, hash: hash) { return id }
        if (hashes.count + 1) * 2 > table.count { grow() }
        let id = Int32(hashes.count)
        pool += word
        starts.append(Int32(pool.count))
        hashes.append(hash)
        place(id, hash: hash)
        return id
    }

    /// The id of `word`, if the table holds it.
    func id(of word: some Collection<UInt8>) -> Int32? {
        find(word, hash: Self.hash(word))
    }

    /// The word with id `id`.
    func word(_ id: Int32) -> ArraySlice<UInt8> {
        pool[Int(starts[Int(id)])..<Int(starts[Int(id) + 1])]
    }

    private func find(_ word: some Collection<UInt8>, hash: UInt64) -> Int32? {
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let id = table[slot]
            if id < 0 { return nil }
            if hashes[Int(id)] == hash, self.word(id).elementsEqual(word) { return id }
            slot = (slot + 1) & mask
        }
    }

    private mutating func place(_ id: Int32, hash: UInt64) {
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while table[slot] >= 0 { slot = (slot + 1) & mask }
        table[slot] = id
    }

    private mutating func grow() {
        table = Array(repeating: -1, count: table.count * 2)
        for (id, hash) in hashes.enumerated() { place(Int32(id), hash: hash) }
    }

    /// FNV-1a.
    @inline(__always)
    private static func hash(_ word: some Collection<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
