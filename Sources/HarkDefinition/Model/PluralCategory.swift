public import Foundation

/// The plural categories CLDR names, by which a language picks a word's form after a number.
///
/// ``category(of:language:)`` holds the rules of the languages Hark speaks: English and Spanish
/// say "one" only of exactly 1, French of 0 and 1 and what lies between, Japanese never
/// changes a word, and Arabic has six forms: «0 ساعة», «ساعة», «ساعتان», «3 ساعات» (3 to 10),
/// «11 ساعة» (11 to 99), «100 ساعة».
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category `number` falls in, in `language` (an ISO 639 code: `en`, `ar`); `other` for
    /// a language without rules here.
    public static func category(of number: Decimal, language: String) -> PluralCategory {
        let magnitude = number.magnitude
        switch language {
        case "en", "es":
            return magnitude == 1 ? .one : .other
        case "fr":
            return magnitude < 2 ? .one : .other
        case "ar":
            guard magnitude == magnitude.rounded(), magnitude < 1_000_000_000 else { return .other }
            let whole = NSDecimalNumber(decimal: magnitude).intValue
            if whole == 0 { return .zero }
            if whole == 1 { return .one }
            if whole == 2 { return .two }
            switch whole % 100 {
            case 3...10: return .few
            case 11...99: return .many
            default: return .other
            }
        default:
            return .other
        }
    }
}

extension Decimal {
    /// The whole number nearest to this one, halves away from zero.
    fileprivate func rounded() -> Decimal {
        var value = self
        var result = Decimal()
        NSDecimalRound(&result, &value, 0, .plain)
        return result
    }
}
