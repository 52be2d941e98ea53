/// A simplified Metaphone: English words by how they sound, so that "hardwear" finds "Hardware"
/// and "list oh mat" finds "ListOMat".
///
/// The key keeps consonant sounds and only a word's first vowel (as `A`): `c` before `e i y`
/// sounds `S`, `ph` is `F`, `th` is `0`, `sh`/`ch` are `X`, `gh` before a consonant and `k`, `g`,
/// `p`, `w` in `kn gn pn wr` are silent, `w`/`y`/`h` count only before a vowel, doubled letters
/// count once. Digits are kept; other characters are dropped.
enum EnglishPhonetics {
    static func key(_ word: String) -> String {
        var letters = word.unicodeScalars.compactMap { scalar -> Character? in
            let character = Character(scalar)
            return character.isASCII && (character.isLetter || character.isNumber) ? Character(character.lowercased()) : nil
        }
        guard !letters.isEmpty else { return "" }
        if letters.count > 1 {
            let start = String(letters[0...1])
            if ["kn", "gn", "pn", "wr", "ae"].contains(start) {
                letters.removeFirst()
            } else if start == "wh" {
                letters.remove(at: 1)
            }
        }
        if letters.first == "x" { letters[0] = "s" }

        var key = ""
        for index in letters.indices {
            let letter = letters[index]
            let previous: Character? = index > 0 ? letters[index - 1] : nil
            let next: Character? = index + 1 < letters.count ? letters[index + 1] : nil
            let afterNext: Character? = index + 2 < letters.count ? letters[index + 2] : nil
            if letter == previous, letter != "c" { continue }
            switch letter {
            case "a", "e", "i", "o", "u":
                if index == 0 { key.append("A") }
            case "b":
                if !(previous == "m" && next == nil) { key.append("B") }
            case "c":
                if next == "i", afterNext == "a" {
                    key.append("X")
                } else if next == "h" {
                    key.append(previous == "s" ? "K" : "X")
                } else if let next, "iey".contains(next) {
                    if previous != "s" { key.append("S") }
                } else {
                    key.append("K")
                }
            case "d":
                if next == "g", let afterNext, "eiy".contains(afterNext) { key.append("J") } else { key.append("T") }
            case "g":
                if next == "h" {
                    if let afterNext, isVowel(afterNext) { key.append("K") }
                } else if next == "n", afterNext == nil {
                    continue
                } else if let next, "eiy".contains(next), previous != "g" {
                    key.append("J")
                } else {
                    key.append("K")
                }
            case "h":
                if let next, isVowel(next), !(previous.map { "cspgt".contains($0) } ?? false) { key.append("H") }
            case "k":
                if previous != "c" { key.append("K") }
            case "p":
                key.append(next == "h" ? "F" : "P")
            case "q":
                key.append("K")
            case "s":
                if next == "h" || (next == "i" && (afterNext == "o" || afterNext == "a")) { key.append("X") } else { key.append("S") }
            case "t":
                if next == "i", afterNext == "o" || afterNext == "a" {
                    key.append("X")
                } else if next == "h" {
                    key.append("0")
                } else if !(next == "c" && afterNext == "h") {
                    key.append("T")
                }
            case "v":
                key.append("F")
            case "w", "y":
                if let next, isVowel(next) { key.append(Character(letter.uppercased())) }
            case "x":
                key.append("KS")
            case "z":
                key.append("S")
            default:
                key.append(Character(letter.uppercased()))
            }
        }
        return key
    }

    private static func isVowel(_ letter: Character) -> Bool {
        "aeiou".contains(letter)
    }
}
