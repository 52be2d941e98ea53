/// Splitting a comma-free Japanese phrase on the particle と; see ``ListWords``.
enum JapaneseListSplitting {
    static func split(_ chunk: String) -> [String] {
        let characters = Array(chunk.filter { !$0.isWhitespace })
        var items: [String] = []
        var current = ""
        var index = 0
        while index < characters.count {
            if let word = protectedWord(in: characters, at: index) {
                current.append(contentsOf: word)
                index += word.count
                continue
            }
            let character = characters[index]
            if character == "と", !current.isEmpty {
                items.append(current)
                current = ""
            } else {
                current.append(character)
            }
            index += 1
        }
        items.append(current)
        return items
    }

    /// A common word with と inside that starts at `index`, if any. Compared character by
    /// character, and only where one of the words starts: this runs at every character of every
    /// reading's list slot, and a request may be a thousand characters long.
    private static func protectedWord(in characters: [Character], at index: Int) -> [Character]? {
        guard protectedFirstCharacters.contains(characters[index]) else { return nil }
        for word in protectedWords where index + word.count <= characters.count {
            if characters[index..<(index + word.count)].elementsEqual(word) { return word }
        }
        return nil
    }

    private static let protectedWords: [[Character]] = wordsContainingTo.map(Array.init)
    private static let protectedFirstCharacters = Set(protectedWords.compactMap(\.first))

    /// Common items written in hiragana with と inside them.
    static let wordsContainingTo = [
        "さとう", "なっとう", "おとうふ", "とうふ", "とうもろこし", "ところてん", "とまと", "いとこんにゃく",
        "ひとくち", "ことり", "おとし",
    ]
}
