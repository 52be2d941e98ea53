import Foundation
import Testing

@testable import HarkLanguage

/// A span of the text that spells a number is read once per search, however many sentences
/// take a number there; another text, or another variant of it, is read afresh.
struct SpokenNumberMemoTests {
    @Test func eachSpanIsReadOncePerText() {
        let scratch = RunScratch(cache: NormalizationCache())
        let first: [UInt8] = Array("خمسة وعشرين شخص".utf8)
        let second: [UInt8] = Array("ستة اشخاص وعشرين".utf8)
        var reads = 0
        let read = { () -> Decimal? in
            reads += 1
            return Decimal(reads)
        }
        first.withUnsafeBufferPointer { text in
            #expect(scratch.spokenNumber(in: text, 0, 8, read: read) == 1)
            #expect(scratch.spokenNumber(in: text, 0, 8, read: read) == 1)
            #expect(scratch.spokenNumber(in: text, 0, 21, read: read) == 2)
            #expect(reads == 2)
        }
        second.withUnsafeBufferPointer { text in
            #expect(scratch.spokenNumber(in: text, 0, 8, read: read) == 3)
        }
        #expect(reads == 3)
        // A span that spells no number is remembered as none.
        var noneReads = 0
        second.withUnsafeBufferPointer { text in
            for _ in 0..<3 {
                #expect(
                    scratch.spokenNumber(in: text, 2, 6) {
                        noneReads += 1
                        return nil
                    } == nil)
            }
        }
        #expect(noneReads == 1)
    }
}
