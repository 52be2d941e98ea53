import Testing

@testable import HarkLanguage

/// The sentence index searches the text for the pieces of glued clauses (Arabic `[ال]{name}`,
/// every Japanese clause) byte by byte.
@Suite struct SentenceIndexSearchTests {
    static func contains(_ text: String, _ piece: String) -> Bool {
        SentenceIndex.contains(Array(text.utf8), Array(piece.utf8)[...])
    }

    @Test func piecesAreFoundWhereverTheyStand() {
        #expect(Self.contains("add milk", "add"))
        #expect(Self.contains("add milk", "milk"))
        #expect(Self.contains("add milk", "d m"))
        #expect(Self.contains("aaab", "aab"))
        #expect(Self.contains("abcabd", "abd"))
        #expect(Self.contains("x", ""))
        #expect(Self.contains("شغل الضوء في المطبخ", "المطبخ"))
        #expect(Self.contains("شغل الضوء في المطبخ", "ضوء"))
        #expect(Self.contains("台所の電気をつけて", "電気を"))
        #expect(Self.contains("台所の電気をつけて", "台所"))
    }

    @Test func absentPiecesAreNotFound() {
        #expect(!Self.contains("add milk", "milks"))
        #expect(!Self.contains("add milk", "dd  m"))
        #expect(!Self.contains("ab", "abc"))
        #expect(!Self.contains("", "a"))
        #expect(!Self.contains("شغل الضوء في المطبخ", "الحمام"))
        #expect(!Self.contains("台所の電気をつけて", "電気が"))
        // The piece's last byte is everywhere; its first bytes are not.
        #expect(!Self.contains("ببببببب", "تب"))
    }

    /// In a language without word spaces every piece the text holds is found in one walk of a
    /// trie of all of them: the walk finds each piece the search finds, and no other, for
    /// pieces that begin inside others, end together or share their first bytes.
    @Test func oneWalkFindsWhatEachSearchFinds() {
        let pieces = [
            "リスト", "リストに", "に", "を追加して", "追加", "して", "牛乳", "乳", "を", "ー", "リ", "の電気", "電気を", "つけて",
            "台所", "5", "キロ", "ストに",
        ]
        let trie = ValueTrie(pieces.enumerated().map { (Array($1.utf8), Int32($0)) })
        let texts = [
            "リストに牛乳を追加して", "台所の電気をつけて", "", "に", "リリリスト", "5キロ走る", "牛乳を", "ストにリ", "ラーメン",
            "リストにリストに", "追加してして",
        ]
        var generator = SplitMix64(seed: 2032)
        let kana = Array("リストに牛乳を追加して台所の電気つけ5キロー")
        let random = (0..<500).map { _ in
            String((0..<Int.random(in: 0...12, using: &generator)).map { _ in kana.randomElement(using: &generator)! })
        }
        for text in texts + random {
            var presence = [UInt8](repeating: 0, count: pieces.count)
            let found = presence.withUnsafeMutableBufferPointer { SentenceIndex.markPieces(in: Array(text.utf8), trie: trie, presence: $0) }
            #expect(found.sorted() == pieces.indices.filter { presence[$0] == 1 }.map(Int32.init), "\(text)")
            for (id, piece) in pieces.enumerated() {
                #expect((presence[id] == 1) == Self.contains(text, piece), "\(piece) in \(text)")
                #expect(presence[id] == 1 || presence[id] == 2)
            }
        }
    }

    /// A node with many edges (the third bytes of the kana) finds each child, and no other.
    @Test func everyChildOfAWideNodeIsFound() {
        let kana = (0x3041...0x3096).compactMap(Unicode.Scalar.init).map { Array(String($0).utf8) }
        let trie = ValueTrie(kana.enumerated().map { ($1, Int32($0)) })
        for (id, bytes) in kana.enumerated() {
            let node = trie.descend(from: 0, along: bytes)
            #expect(node != ValueTrie.noNode && trie.values(at: node).map { trie.valueIDs[$0] } == [Int32(id)])
        }
        for byte in UInt8.min...UInt8.max {
            let node = trie.descend(from: 0, along: [0xE3, 0x81, byte])
            #expect((node != ValueTrie.noNode) == kana.contains([0xE3, 0x81, byte]), "\(byte)")
        }
    }
}
