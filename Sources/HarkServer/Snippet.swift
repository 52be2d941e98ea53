/// A result drawn as a card: HTML to place in the page, already escaped.
public struct Snippet: Sendable, Hashable, Codable {
    /// Where the card's look comes from.
    public enum Source: String, Sendable, Hashable, Codable {
        /// The app's own template for the intent and response code.
        case app
        /// Hark's default card: the app's name and the response's values.
        case `default`
    }

    /// A fragment of HTML; every value in it is escaped.
    public var html: String
    /// Whether the app drew the card or Hark did.
    public var source: Source

    public init(html: String, source: Source) {
        self.html = html
        self.source = source
    }
}
