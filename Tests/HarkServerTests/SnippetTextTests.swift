import Testing

@testable import HarkServer

/// Cards as plain text: a line per block, lists indented, a row's name and value joined by the
/// language's colon, entities decoded, nothing of the markup left.
struct SnippetTextTests {
    @Test("List-o-Mat's list card reads as the list, its items indented with their marks")
    func listCard() {
        let html = """
            <div class="snippet-app">List-o-Mat</div><h3 class="snippet-title">Grocery &amp; More</h3>\
            <ul class="snippet-list"><li class="snippet-item snippet-done"><span class="snippet-check">✓</span>\
            <span class="snippet-text">bread</span></li><li class="snippet-item"><span class="snippet-check">○</span>\
            <span class="snippet-text">&lt;milk&gt;</span></li></ul>
            """
        #expect(SnippetText.lines(of: html, locale: "en") == ["List-o-Mat", "Grocery & More", "  ✓ bread", "  ○ <milk>"])
    }

    @Test(
        "a row is its name, the language's colon and its value",
        arguments: [("en", "pizza: Margherita"), ("fr", "pizza : Margherita"), ("ja", "pizza：Margherita"), ("ar", "pizza: Margherita")])
    func rows(locale: String, line: String) {
        let html = #"<div class="snippet-row"><span class="snippet-name">pizza</span> <span class="snippet-value">Margherita</span></div>"#
        #expect(SnippetText.lines(of: html, locale: locale) == [line])
    }

    @Test("spaces collapse, scripts and comments say nothing, line breaks and numeric entities are honoured")
    func markup() {
        let html = "<p>  one\n   two </p><!-- note --><script>alert(1)</script><div>a<br>b&#233;&#x263A;</div><p></p>"
        #expect(SnippetText.lines(of: html, locale: "en") == ["one two", "a", "bé☺"])
    }
}
