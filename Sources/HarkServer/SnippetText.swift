import Foundation

/// A card as plain text, for a terminal or anything else that shows no HTML: one line per block
/// (the app's name, a title, a row, a list item), items of a list indented, a row's name followed
/// by a colon as the locale writes it ("name: value", French "nom : valeur", Japanese "名前：値").
///
/// ```swift
/// let lines = SnippetText.lines(of: #"<div class="snippet-app">List-o-Mat</div><ul><li>✓ bread</li></ul>"#, locale: "en")
/// // ["List-o-Mat", "  ✓ bread"]
/// ```
///
/// Cards are the markup of Mustache templates, so this reads HTML as those write it: tags,
/// text and the five entities Mustache escapes (and numeric ones), nothing more.
enum SnippetText {
    /// Tags that start and end a line of their own.
    private static let blocks: Set<String> = [
        "div", "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "tr", "table", "section", "header", "footer",
        "dl", "dt", "dd", "blockquote", "figure", "figcaption",
    ]
    /// Tags whose content is never text.
    private static let hidden: Set<String> = ["script", "style", "template"]

    /// The lines of `html`, without empty ones.
    static func lines(of html: String, locale: String) -> [String] {
        var reader = Reader(locale: locale)
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            reader.text(rest[..<open])
            guard let close = rest[open...].firstIndex(of: ">") else {
                rest = rest[open...]
                break
            }
            reader.tag(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
        }
        reader.text(rest)
        reader.endLine()
        return reader.lines
    }

    /// What a row's name is followed by in `locale`.
    static func labelSeparator(locale: String) -> String {
        switch String(locale.lowercased().prefix(2)) {
        case "fr": " : "
        case "ja": "："
        default: ": "
        }
    }

    private struct Reader {
        struct Element {
            var name: String
            var isLabel: Bool
        }

        let separator: String
        var lines: [String] = []
        var line = ""
        var open: [Element] = []
        /// How many lists the text is in: each indents its items by two spaces.
        var listDepth = 0
        var hiddenDepth = 0
        /// An inline element ended: the next text is a word of its own.
        var spaceBeforeNext = false
        /// A row's name and its colon were just written: spaces before the value are the colon's.
        var afterLabel = false

        init(locale: String) {
            separator = SnippetText.labelSeparator(locale: locale)
        }

        mutating func text(_ raw: Substring) {
            guard hiddenDepth == 0, !raw.isEmpty else { return }
            let decoded = SnippetText.decodingEntities(raw)
            var collapsed = ""
            var lastWasSpace = line.isEmpty || line.last == " " || afterLabel
            for character in decoded {
                // HTML's whitespace only: a no-break space (French groups digits with one) stays.
                if " \n\t\r\u{0C}".contains(character) {
                    if !lastWasSpace { collapsed.append(" ") }
                    lastWasSpace = true
                } else {
                    if spaceBeforeNext, !lastWasSpace { collapsed.append(" ") }
                    spaceBeforeNext = false
                    afterLabel = false
                    collapsed.append(character)
                    lastWasSpace = false
                }
            }
            line += collapsed
        }

        mutating func tag(_ raw: Substring) {
            let body = raw.trimmingPrefix(while: \.isWhitespace)
            if body.hasPrefix("!") { return }  // a comment or a doctype
            let isClosing = body.hasPrefix("/")
            let nameAndAttributes = isClosing ? body.dropFirst() : body
            let name = String(nameAndAttributes.prefix { $0.isLetter || $0.isNumber }).lowercased()
            guard !name.isEmpty else { return }
            let selfClosing = body.hasSuffix("/") || ["br", "hr", "img", "input", "meta", "link", "wbr"].contains(name)
            if name == "br" || name == "hr" {
                endLine()
                return
            }
            if SnippetText.hidden.contains(name) {
                hiddenDepth = max(0, hiddenDepth + (isClosing ? -1 : 1))
                return
            }
            if isClosing {
                guard let index = open.lastIndex(where: { $0.name == name }) else { return }
                let element = open[index]
                open.removeSubrange(index...)
                if element.isLabel, !line.isEmpty {
                    while line.last == " " { line.removeLast() }
                    line += separator
                    spaceBeforeNext = false
                    afterLabel = true
                } else if !SnippetText.blocks.contains(name) {
                    spaceBeforeNext = true
                }
                if name == "ul" || name == "ol" { listDepth -= 1 }
                if SnippetText.blocks.contains(name) { endLine() }
                return
            }
            if SnippetText.blocks.contains(name) { endLine() }
            if name == "ul" || name == "ol" { listDepth += 1 }
            if !selfClosing {
                open.append(Element(name: name, isLabel: SnippetText.classes(of: nameAndAttributes).contains("snippet-name")))
            }
        }

        mutating func endLine() {
            var text = line
            while text.last == " " { text.removeLast() }
            if !text.isEmpty, text != String(separator.filter { $0 != " " }) {
                lines.append(String(repeating: "  ", count: max(0, listDepth)) + text)
            }
            line = ""
            spaceBeforeNext = false
            afterLabel = false
        }
    }

    /// The classes in a tag's `class="…"` attribute.
    static func classes(of tag: Substring) -> [Substring] {
        guard let range = tag.range(of: "class=") else { return [] }
        var value = tag[range.upperBound...]
        guard let quote = value.first, quote == "\"" || quote == "'" else {
            return [value.prefix { !$0.isWhitespace }]
        }
        value = value.dropFirst()
        return value.prefix { $0 != quote }.split(separator: " ")
    }

    /// `text` with `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`, `&nbsp;` and numeric entities
    /// replaced by their characters; anything else left as it is.
    static func decodingEntities(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        let named: [Substring: Character] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " "]
        var output = ""
        var rest = text
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            if let semicolon = after.prefix(10).firstIndex(of: ";") {
                let entity = after[..<semicolon]
                var character: Character?
                if let found = named[entity] {
                    character = found
                } else if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    character = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(Character.init)
                } else if entity.hasPrefix("#") {
                    character = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init).map(Character.init)
                }
                if let character {
                    output.append(character)
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            output.append("&")
            rest = after
        }
        return output + rest
    }
}

extension Snippet {
    /// The card as lines of plain text in `locale` (see ``SnippetText``), for clients that show
    /// no HTML: `hark ask` and `hark talk` print them under the answer.
    public func lines(locale: String) -> [String] {
        SnippetText.lines(of: html, locale: locale)
    }
}
