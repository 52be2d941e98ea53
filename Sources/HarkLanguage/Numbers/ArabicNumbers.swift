import Foundation

/// Arabic number words: "خمسة وعشرون", "أحد عشر", "مئة", "ثلاثمئة", "ألفان", "ثلاثة آلاف".
///
/// Reading takes the nominative and the genitive/colloquial forms ("اثنان" and "اثنين",
/// "عشرون" and "عشرين"), masculine and feminine ("ثلاثة" and "ثلاث"), مئة and مائة, and the و
/// attached to the next word. Spelling uses the masculine nominative, as a number is counted.
struct ArabicNumbers: NumberSpelling {
    static let units = ["صفر", "واحد", "اثنان", "ثلاثة", "أربعة", "خمسة", "ستة", "سبعة", "ثمانية", "تسعة", "عشرة"]
    static let tens = ["", "", "عشرون", "ثلاثون", "أربعون", "خمسون", "ستون", "سبعون", "ثمانون", "تسعون"]
    static let hundreds = ["", "مئة", "مئتان", "ثلاثمئة", "أربعمئة", "خمسمئة", "ستمئة", "سبعمئة", "ثمانمئة", "تسعمئة"]

    /// Normalized words (hamza, ة and ى folded) and the atoms they stand for.
    static let atoms: [String: [NumberAtom]] = {
        var atoms: [String: [NumberAtom]] = [:]
        let unitForms: [[String]] = [
            ["صفر"], ["واحد", "واحده", "احد", "احدي"],
            ["اثنان", "اثنين", "اثنتان", "اثنتين", "اثنا", "اثني", "اثنتا", "اثنتي", "اتنين"],
            ["ثلاثه", "ثلاث", "تلاته", "تلات"], ["اربعه", "اربع"], ["خمسه", "خمس"], ["سته", "ست"],
            ["سبعه", "سبع"], ["ثمانيه", "ثماني", "ثمان", "تمانيه", "تمن"], ["تسعه", "تسع"], ["عشره", "عشر"],
        ]
        for (value, forms) in unitForms.enumerated() {
            for form in forms { atoms[form] = [.value(value)] }
        }
        let tenStems = ["", "", "عشر", "ثلاث", "اربع", "خمس", "ست", "سبع", "ثمان", "تسع"]
        for (index, stem) in tenStems.enumerated() where !stem.isEmpty {
            atoms[stem + "ون"] = [.value(index * 10)]
            atoms[stem + "ين"] = [.value(index * 10)]
        }
        for hundred in ["مئه", "مائه", "ميه", "مايه"] {
            atoms[hundred] = [.hundred]
            for (index, stem) in ["", "", "", "ثلاث", "اربع", "خمس", "ست", "سبع", "ثمان", "تسع"].enumerated()
            where !stem.isEmpty {
                atoms[stem + hundred] = [.value(index * 100)]
            }
            atoms["ثماني" + hundred] = [.value(800)]
        }
        for twoHundred in ["مئتان", "مئتين", "مائتان", "مائتين", "ميتين"] { atoms[twoHundred] = [.value(200)] }
        for thousand in ["الف", "الفا", "الاف"] { atoms[thousand] = [.thousand] }
        for twoThousand in ["الفان", "الفين"] { atoms[twoThousand] = [.value(2), .thousand] }
        for million in ["مليون", "ملايين"] { atoms[million] = [.million] }
        atoms["و"] = [.and]
        return atoms
    }()

    func parse(_ normalized: String) -> Decimal? {
        var atoms: [NumberAtom] = []
        for word in normalized.split(separator: " ").map(String.init) {
            if let known = Self.atoms[word] ?? DigitAtom.atom(word[...]).map({ [$0] }) {
                atoms += known
            } else if word.hasPrefix("و"), let known = Self.atoms[String(word.dropFirst())] {
                atoms += [.and] + known  // "وعشرون"
            } else {
                return nil
            }
        }
        return NumberAtom.sum(atoms, grammar: .init(unitsBeforeTens: true)).map { Decimal($0) }
    }

    func mayBeInNumber(_ word: Substring) -> Bool {
        let bytes = word.utf8
        if Self.atomWords.id(of: bytes) != nil { return true }
        return bytes.starts(with: Self.attachedAnd) && Self.atomWords.id(of: bytes.dropFirst(Self.attachedAnd.count)) != nil
    }

    /// The atoms' words, as bytes: every word of free text tried as a number is looked up, and a
    /// `String` key of Arabic letters is hashed through Unicode normalization. The words are
    /// normalized already, so bytes compare as the strings do (`NumberWordScreeningTests`).
    static let atomWords: WordTable = {
        var table = WordTable()
        for word in atoms.keys.sorted() { table.insert(Array(word.utf8)) }
        return table
    }()
    /// «و» (and), written joined to the word after it: «وعشرون».
    private static let attachedAnd = Array("و".utf8)

    func words(for number: Int) -> String {
        if number == 0 { return Self.units[0] }
        var parts: [String] = []
        let thousands = number / 1000
        switch thousands {
        case 0: break
        case 1: parts.append("ألف")
        case 2: parts.append("ألفان")
        case 3...10: parts.append(Self.units[thousands] + " آلاف")
        default: parts.append(below1000(thousands) + " ألف")
        }
        if number % 1000 > 0 {
            parts.append(below1000(number % 1000))
        }
        return parts.joined(separator: " و")
    }

    /// The genitive forms that everyday speech uses: "اثنين", "خمسة وعشرين", "مئتين".
    func alternativeWords(for number: Int) -> [String] {
        let main = words(for: number)
        let genitive =
            main
            .replacingOccurrences(of: "اثنان", with: "اثنين")
            .replacingOccurrences(of: "ون", with: "ين")
            .replacingOccurrences(of: "مئتان", with: "مئتين")
            .replacingOccurrences(of: "ألفان", with: "ألفين")
        return genitive == main ? [] : [genitive]
    }

    private func below1000(_ number: Int) -> String {
        var parts: [String] = []
        if number >= 100 {
            parts.append(Self.hundreds[number / 100])
        }
        let rest = number % 100
        switch rest {
        case 0: break
        case 1...10: parts.append(Self.units[rest])
        case 11: parts.append("أحد عشر")
        case 12: parts.append("اثنا عشر")
        case 13...19: parts.append(Self.units[rest - 10] + " عشر")
        default:
            let unit = rest % 10
            parts.append(unit > 0 ? Self.units[unit] + " و" + Self.tens[rest / 10] : Self.tens[rest / 10])
        }
        return parts.joined(separator: " و")
    }
}
