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
}
