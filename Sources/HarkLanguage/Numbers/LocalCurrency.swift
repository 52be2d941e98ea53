import Foundation
import Synchronization

/// The currency of the user's region, in which a number said alone as money is counted ("pay
/// Anna 20" is 20 dollars in `en-US`, 20 euros in `es-ES`, 2,000 yen for 「アンナに2000払って」 in
/// `ja-JP`).
///
/// The region is the locale's own ("en-GB" → GBP, "es-MX" → MXN); a locale that names only a
/// language takes the region Unicode's likely-subtags data gives it ("en" → US, "es" → ES, "fr" →
/// FR, "ja" → JP, "ar" → EG). Apps that move money say the amount back before anything happens, so
/// the user hears which currency was taken.
///
/// ```swift
/// LocalCurrency.code(forLocale: "en-GB")   // "GBP"
/// LocalCurrency.code(forLocale: "fr")      // "EUR"
/// ```
public enum LocalCurrency {
    private static let known = Mutex<[String: String?]>([:])
    /// The most locales remembered: a server's clients choose the locale strings they send.
    static let remembered = 256

    /// The ISO 4217 code of `locale`'s region's currency, or `nil` when it has none.
    public static func code(forLocale locale: String) -> String? {
        if let code = known.withLock({ $0[locale] }) { return code }
        let code = currency(of: locale)
        known.withLock { known in
            if known.count < remembered { known[locale] = code }
        }
        return code
    }

    private static func currency(of locale: String) -> String? {
        let identifier = locale.replacingOccurrences(of: "_", with: "-")
        if let own = Locale(identifier: identifier).currency?.identifier { return own }
        let likely = Locale.Language(identifier: identifier).maximalIdentifier
        return Locale(identifier: likely).currency?.identifier
    }
}
