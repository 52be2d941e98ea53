import Foundation

/// The number words of a language, as the matcher needs them: every spoken form of a whole
/// number, and the number a phrase spells. A thin adapter over ``NumberParser``.
struct NumberWords {
    let parser: NumberParser

    init(language: String) {
        parser = NumberParser(language: language)
    }

    /// The spoken forms of `number` (the language's usual spelling; none beyond the parser's reach).
    func words(for number: Int) -> [String] {
        parser.words(for: number).map { [$0] } ?? []
    }

    /// The number `text` spells, if it is a number.
    func parse(_ text: String) -> Decimal? {
        parser.parse(text)
    }
}
