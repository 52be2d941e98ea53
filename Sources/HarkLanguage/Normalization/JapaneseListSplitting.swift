/// Splitting a comma-free Japanese phrase on the particle と; see ``ListWords``.
enum JapaneseListSplitting {
    static func split(_ chunk: String) -> [String] {
        let characters = Array(chunk.filter { !$0.isWhitespace })
        var items: [String] = []
        var current = ""
        var index = 0
        while index < characters.count {
            if let word = protectedWord(in: characters, at: index) {
                current += word
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

    /// A common word with と inside that starts at `index`, if any.
    private static func protectedWord(in characters: [Character], at index: Int) -> String? {
        for word in wordsContainingTo {
            let end = index + word.count
            if end <= characters.count, String(characters[index..<end]) == word {
                return word
            }
        }
        return nil
    }

    /// Common items written in hiragana with と inside them.
    static let wordsContainingTo = [
        "さとう", "なっとう", "おとうふ", "とうふ", "とうもろこし", "ところてん", "とまと", "いとこんにゃく",
        "ひとくち", "ことり", "おとし",
    ]
}
