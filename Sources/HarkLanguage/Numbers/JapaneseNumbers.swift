import Foundation

/// Japanese numerals: "二十五", "百", "三千五百", "一万二千", also mixed with digits ("3千").
struct JapaneseNumbers: NumberSpelling {
    static let digits: [Character: Int] = [
        "〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
        "0": 0, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9,
    ]
    static let smallUnits: [Character: Int] = ["十": 10, "百": 100, "千": 1000]
    static let largeUnits: [Character: Int] = ["万": 10_000, "億": 100_000_000]
    static let kanjiDigits: [Character] = ["〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"]

    func parse(_ normalized: String) -> Decimal? {
        if normalized == "ゼロ" || normalized == "れい" { return 0 }
        guard !normalized.isEmpty else { return nil }
        var total = 0  // 万 and 億 groups
        var section = 0  // below 万
        var digits: Int?  // a run of digits not yet multiplied
        var lastSmallUnit = Int.max
        var lastLargeUnit = Int.max
        for character in normalized {
            if let digit = Self.digits[character] {
                let (value, overflow) = (digits ?? 0).multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                digits = value + digit
            } else if let unit = Self.smallUnits[character] {
                guard unit < lastSmallUnit, (digits ?? 1) < 10, digits != 0 else { return nil }
                section += (digits ?? 1) * unit
                digits = nil
                lastSmallUnit = unit
            } else if let unit = Self.largeUnits[character] {
                let group = section + (digits ?? 0)
                guard unit < lastLargeUnit, group > 0, group < 10_000 else { return nil }
                total += group * unit
                section = 0
                digits = nil
                lastSmallUnit = Int.max
                lastLargeUnit = unit
            } else {
                return nil
            }
        }
        if let digits, section > 0, digits >= 10 { return nil }  // "十25"
        return Decimal(total + section + (digits ?? 0))
    }

    func words(for number: Int) -> String {
        if number == 0 { return "零" }
        let man = number / 10_000
        let rest = number % 10_000
        return (man > 0 ? below10000(man) + "万" : "") + below10000(rest)
    }

    /// Japanese also writes zero 〇 and says ゼロ.
    func alternativeWords(for number: Int) -> [String] {
        number == 0 ? ["〇", "ゼロ"] : []
    }

    private func below10000(_ number: Int) -> String {
        var result = ""
        for (unit, name) in [(1000, "千"), (100, "百"), (10, "十")] {
            let digit = number / unit % 10
            if digit > 1 { result.append(Self.kanjiDigits[digit]) }
            if digit > 0 { result += name }
        }
        let unit = number % 10
        if unit > 0 { result.append(Self.kanjiDigits[unit]) }
        return result
    }
}
