/// Text a ``Sampler`` puts into a free-text slot: one phrase, or several items that the
/// language joins into one ("rice, onions and olives", "米と玉ねぎとオリーブ").
public struct WildcardSample: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The items; one for a plain phrase.
    public var items: [String]

    /// Several items, joined in the sentence by the language's commas and "and".
    public init(items: [String]) {
        self.items = items
    }

    /// One phrase.
    public init(_ text: String) {
        self.items = [text]
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The items as a sentence writes them in `language`: "a, b and c", "a, b y c", "a, b et c",
    /// "aとbとc", "a وb وc".
    public func text(language: String) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        let head = items.dropLast()
        switch LanguageProfile.languageCode(of: language) {
        case "ja": return items.joined(separator: "と")
        case "ar": return items.joined(separator: " و")
        case "es": return head.joined(separator: ", ") + " y " + last
        case "fr": return head.joined(separator: ", ") + " et " + last
        default: return head.joined(separator: ", ") + " and " + last
        }
    }
}
