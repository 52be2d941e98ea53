/// Phonetic keys for Spanish and French words, after accent folding: spellings that sound alike
/// share a key, so "baca" finds "vaca" and "cafe o lait" finds "café au lait".
///
/// * Spanish: `b`/`v`, `ll`/`y`, `c` before `e i`/`s`/`z`, `c` before other letters/`qu`/`k`, soft
///   `g`/`j` sound alike; `h` is silent; `ch` is `X`; doubled letters count once.
/// * French: `eau`/`au`/`o`, `ai`/`ei`/`è`, `ou`, `oi`, `ph`, `qu`, `ch`, `gn`, soft `c` and `g`, the
///   nasal vowels (`an`/`en`, `in`/`ain`/`ein`/`un`, `on`), silent `h`, and silent endings (`e`,
///   `s`, `t`, `d`, `x`, `z`, `er`/`ez`) are folded.
enum RomancePhonetics {
    static func spanishKey(_ word: String) -> String {
        let letters = asciiLetters(word)
        var key = ""
        var index = 0
        while index < letters.count {
            let (sound, length) = spanishSound(letters, at: index)
            append(sound, to: &key)
            index += length
        }
        return key
    }

    /// The sound of the Spanish letters at `index`, and how many letters it takes.
    private static func spanishSound(_ letters: [Character], at index: Int) -> (String, Int) {
        func at(_ offset: Int) -> Character? {
            index + offset < letters.count ? letters[index + offset] : nil
        }
        let softens = at(1).map { "ei".contains($0) } == true
        switch letters[index] {
        case "c":
            if at(1) == "h" { return ("X", 2) }
            return (softens ? "S" : "K", 1)
        case "l":
            return at(1) == "l" ? ("Y", 2) : ("L", 1)
        case "q":
            return ("K", at(1) == "u" ? 2 : 1)
        case "g":
            if at(1) == "u", let next = at(2), "ei".contains(next) { return ("G", 2) }
            return (softens ? "J" : "G", 1)
        case "h": return ("", 1)
        case "v", "w": return ("B", 1)
        case "z": return ("S", 1)
        case "x": return ("KS", 1)
        case "y": return (at(1).map(isVowel) == true ? "Y" : "I", 1)
        case let letter: return (String(letter).uppercased(), 1)
        }
    }

    static func frenchKey(_ word: String) -> String {
        var letters = asciiLetters(word)
        // Silent endings first: "courses" → "course" → "cours" → "cour"; "marcher" → "march".
        if letters.count > 3, let last = letters.last, "sx".contains(last) { letters.removeLast() }
        if letters.count > 3, letters.last == "r" || letters.last == "z", letters[letters.count - 2] == "e" {
            letters.removeLast()
        }
        if letters.count > 2, letters.last == "e" { letters.removeLast() }
        if letters.count > 2, let last = letters.last, "stdzp".contains(last) { letters.removeLast() }
        var key = ""
        var index = 0
        while index < letters.count {
            let (sound, length) = frenchSound(letters, at: index)
            append(sound, to: &key)
            index += length
        }
        return key
    }

    /// Letter groups and their sounds, tried in order; `nasal` groups count only before a
    /// consonant or at the end of the word.
    private static let frenchGroups: [(letters: String, sound: String, nasal: Bool)] = [
        ("eau", "O", false), ("ain", "2", true), ("ein", "2", true), ("au", "O", false),
        ("ai", "E", false), ("ei", "E", false), ("ou", "U", false), ("oi", "WA", false),
        ("ph", "F", false), ("qu", "K", false), ("ch", "X", false), ("gn", "N", false),
        ("an", "1", true), ("am", "1", true), ("en", "1", true), ("em", "1", true),
        ("in", "2", true), ("im", "2", true), ("un", "2", true), ("on", "3", true), ("om", "3", true),
    ]

    /// The sound of the French letters at `index`, and how many letters it takes.
    private static func frenchSound(_ letters: [Character], at index: Int) -> (String, Int) {
        let rest = letters[index...]
        for group in frenchGroups where rest.starts(with: group.letters) {
            let after = index + group.letters.count
            if group.nasal, after < letters.count {
                let next = letters[after]
                if isVowel(next) || next == "n" || next == "m" { continue }
            }
            return (group.sound, group.letters.count)
        }
        let softens = index + 1 < letters.count && "eiy".contains(letters[index + 1])
        switch letters[index] {
        case "c": return (softens ? "S" : "K", 1)
        case "g": return (softens ? "J" : "G", 1)
        case "h": return ("", 1)
        case "y": return ("I", 1)
        case "z": return ("S", 1)
        case "w": return ("V", 1)
        case "x": return ("KS", 1)
        case "q": return ("K", 1)
        case let letter: return (String(letter).uppercased(), 1)
        }
    }

    /// Appends `sound` unless the key already ends with it (doubled letters count once).
    private static func append(_ sound: String, to key: inout String) {
        guard !sound.isEmpty, !key.hasSuffix(sound) else { return }
        key += sound
    }

    private static func asciiLetters(_ word: String) -> [Character] {
        word.compactMap { character in
            character.isASCII && (character.isLetter || character.isNumber) ? Character(character.lowercased()) : nil
        }
    }

    private static func isVowel(_ letter: Character) -> Bool {
        "aeiouy".contains(letter)
    }
}
