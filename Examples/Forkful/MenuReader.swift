import Foundation

/// A dish as asked for: which of a menu's dishes, and how many.
public struct DishRequest: Sendable, Hashable, Codable {
    public var dish: Dish
    public var quantity: Int

    public init(dish: Dish, quantity: Int) {
        self.dish = dish
        self.quantity = quantity
    }

    /// How Forkful says it in `language`: "2 × egg rolls".
    public func line(in language: String) -> String {
        "\(quantity) × \(dish.name(in: language))"
    }
}

/// Reads what a person asked for ("two large pepperoni pizzas", «dos hamburguesas», 「ピザを2枚」)
/// against a menu, in the words of one language: the menu's dish named by the longest of its
/// words found in the request, and the quantity said before it (digits in any script, or a
/// number word of the language), one when none is said.
public struct MenuReader: Sendable {
    public let language: String

    public init(language: String) {
        self.language = language
    }

    /// The dish of `menu` that `text` asks for, or `nil` when it names none of them.
    public func read(_ text: String, menu: some Collection<Dish>) -> DishRequest? {
        let folded = Self.fold(text)
        var best: (dish: Dish, length: Int)?
        for dish in menu {
            for word in (dish.words[language] ?? []) + (language == "en" ? [] : dish.words["en"] ?? []) {
                let key = Self.fold(word)
                guard key.count > (best?.length ?? 0), contains(folded, key) else { continue }
                best = (dish, key.count)
            }
        }
        guard let best else { return nil }
        return DishRequest(dish: best.dish, quantity: quantity(in: folded) ?? 1)
    }

    /// Whether `text` holds `word`: as whole words where words are spaced, anywhere in Japanese.
    /// A plural's "s" or "es" after the word still counts ("pizzas", "tacos").
    private func contains(_ text: String, _ word: String) -> Bool {
        if language == "ja" { return text.contains(word) }
        func endsWord(at index: String.Index) -> Bool { index == text.endIndex || !text[index].isLetter }
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: word, range: searchRange) {
            let startsWord = found.lowerBound == text.startIndex || !text[text.index(before: found.lowerBound)].isLetter
            let rest = text[found.upperBound...]
            let plural = ["es", "s", "x"].first { rest.hasPrefix($0) }.map { text.index(found.upperBound, offsetBy: $0.count) }
            if startsWord && (endsWord(at: found.upperBound) || plural.map(endsWord) == true) { return true }
            searchRange = text.index(after: found.lowerBound)..<text.endIndex
        }
        return false
    }

    /// The quantity the text says: its first number in digits, else its first number word.
    func quantity(in folded: String) -> Int? {
        var digits = ""
        for character in folded {
            if let value = character.wholeNumberValue {
                digits.append(String(value))
            } else if !digits.isEmpty {
                break
            }
        }
        if let number = Int(digits) { return number }
        let words = folded.split { !$0.isLetter && $0 != "'" }.map(String.init)
        let numbers = Self.numberWords[language] ?? [:]
        if language == "ja" {
            for (word, value) in numbers where folded.contains(word) { return value }
            return nil
        }
        for word in words {
            if let value = numbers[word] { return value }
        }
        return nil
    }

    /// Lower case, accents and Arabic letter forms folded, so that «Pâtes» finds "pates".
    static func fold(_ text: String) -> String {
        var folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        for (from, to) in [("أ", "ا"), ("إ", "ا"), ("آ", "ا"), ("ة", "ه"), ("ى", "ي"), ("’", "'")] {
            folded = folded.replacingOccurrences(of: from, with: to)
        }
        return folded
    }

    static let numberWords: [String: [String: Int]] = [
        "en": [
            "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
            "ten": 10, "couple": 2, "dozen": 12,
        ],
        "es": [
            "un": 1, "una": 1, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
            "nueve": 9, "diez": 10, "docena": 12,
        ],
        "fr": [
            "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8, "neuf": 9,
            "dix": 10, "douzaine": 12,
        ],
        "ja": ["一つ": 1, "ひとつ": 1, "二つ": 2, "ふたつ": 2, "三つ": 3, "みっつ": 3, "四つ": 4, "五つ": 5],
        "ar": [
            "واحد": 1, "واحده": 1, "اثنين": 2, "اثنان": 2, "اثنتين": 2, "ثلاث": 3, "ثلاثه": 3, "اربع": 4, "اربعه": 4, "خمس": 5,
            "خمسه": 5, "ست": 6, "سته": 6, "سبع": 7, "سبعه": 7, "ثمان": 8, "ثمانيه": 8, "تسع": 9, "تسعه": 9, "عشر": 10, "عشره": 10,
        ],
    ]
}
