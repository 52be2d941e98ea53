import Testing

@testable import _HarkCodegen

struct SwiftLiteralTests {
    @Test func oneLineLiteralsEscapeWhatWouldBreakThem() {
        #expect(SwiftLiteral.string(#"say "hi" \ now"#) == #""say \"hi\" \\ now""#)
        #expect(SwiftLiteral.string("a\nb\tc\rd") == #""a\nb\tc\rd""#)
        // An invisible right-to-left mark is spelled out; the joiner Arabic and emoji need is kept.
        #expect(SwiftLiteral.string("a\u{200F}b") == #""a\u{200F}b""#)
        #expect(SwiftLiteral.string("لا\u{200D}") == "\"لا\u{200D}\"")
        #expect(SwiftLiteral.string("¿Qué pizza?") == "\"¿Qué pizza?\"")
    }

    @Test func rawLiteralsUseMoreHashesThanTheTextHas() throws {
        #expect(try #require(SwiftLiteral.rawMultilineString("plain")).first == "#\"\"\"")
        #expect(try #require(SwiftLiteral.rawMultilineString(##"ends "# here"##)).first == "##\"\"\"")
        #expect(try #require(SwiftLiteral.rawMultilineString(###"interpolates \##(x)"###)).first == "###\"\"\"")
        // Hashes that follow neither a quote nor a backslash are harmless: YAML comments.
        #expect(try #require(SwiftLiteral.rawMultilineString("### heading")).first == "#\"\"\"")
        // A combining mark on the hash makes one character of it, not another hash to the compiler.
        #expect(try #require(SwiftLiteral.rawMultilineString("\"#\u{301}")).first == "##\"\"\"")
        #expect(try #require(SwiftLiteral.rawMultilineString(###"a "## b"###)).last == "\"\"\"###")
    }

    @Test func rawLiteralsKeepTheFinalLineBreak() throws {
        // A multi-line literal drops the line break before its closing delimiter: one more is added.
        #expect(SwiftLiteral.rawMultilineString("a\n") == ["#\"\"\"", "a", "", "\"\"\"#"])
        #expect(SwiftLiteral.rawMultilineString("a") == ["#\"\"\"", "a", "\"\"\"#"])
        #expect(SwiftLiteral.rawMultilineString("") == ["#\"\"\"", "", "\"\"\"#"])
    }

    @Test func textThatAMultilineLiteralWouldChangeIsRefused() {
        // Swift normalizes line endings inside multi-line literals; the text must stay byte for byte.
        #expect(SwiftLiteral.rawMultilineString("a\r\nb\r\n") == nil)
        #expect(SwiftLiteral.rawMultilineString("a\u{2028}b") == nil)
        #expect(SwiftLiteral.rawMultilineString("tab\tand émoji 🍕\n") != nil)
    }
}
