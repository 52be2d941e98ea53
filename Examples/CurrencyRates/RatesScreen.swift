public import Foundation
public import Hark
public import HarkShortcuts

/// The app's rates screen, as a user activity the app donates when the user opens it, and
/// continues when the user picks the shortcut: the seed's ATM example, for rates.
public struct RatesScreen: Sendable, Hashable {
    /// The activity type, declared in the manifest's `userActivityTypes`.
    public static let activityType = "com.example.hark.currencyrates.rates-screen"

    /// The currencies the screen lists, in order.
    public var currencies: [Currency]

    public init(currencies: [Currency]) {
        self.currencies = currencies
    }

    /// The user activity that brings the user back to this screen. Its title is the same for
    /// every selection, so it is one shortcut ("Exchange rates"); the selection rides in user info.
    public func activity(locale: String) -> UserActivity {
        UserActivity(
            activityType: Self.activityType,
            title: Self.title.value(for: locale) ?? "Exchange rates",
            userInfo: ["currencies": .list(currencies.map(\.parameterValue))],
            isEligibleForPrediction: true,
            suggestedInvocationPhrase: Self.suggestedPhrase.value(for: locale),
            persistentIdentifier: Self.activityType
        )
    }

    /// The screen an activity asks to open, or `nil` when it is not one of this app's (as
    /// `application(_:continue:restorationHandler:)` checks the type first).
    public init?(continuing activity: UserActivity) {
        guard activity.activityType == Self.activityType else { return nil }
        let values = activity.userInfo["currencies"]?.listElements ?? []
        self.currencies = values.compactMap(Currency.init(parameterValue:))
    }

    /// The rows the screen shows: each currency with its rate, or `nil` when there is none today.
    public func rows(from rates: RateTable) -> [(currency: Currency, euros: Decimal?)] {
        currencies.map { ($0, rates.rate(of: $0)) }
    }

    /// The screen as the assistant shows it when the user comes back to it: the title and one
    /// row per currency ("US dollar: 0,92 €"), in `locale`.
    public func continuation(rates: RateTable, locale: String) -> ActivityContinuation {
        let language = String(locale.prefix { $0 != "-" && $0 != "_" })
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 4
        let rows = rows(from: rates).map { currency, euros -> String in
            let name = Self.names[currency]?[language] ?? Self.names[currency]?["en"] ?? currency.rawValue
            let amount = euros.map { formatter.string(from: $0 as NSDecimalNumber) ?? "\($0)" } ?? "—"
            return language == "ja" ? "\(name)：\(amount) ユーロ" : "\(name): \(amount) €"
        }
        let title = Self.title.value(for: locale) ?? "Exchange rates"
        let separator = language == "ja" ? "、" : (language == "ar" ? "، " : ", ")
        let end = language == "ja" ? "。" : "."
        return ActivityContinuation(
            say: "\(title)\(language == "ja" ? "：" : ": ")\(rows.joined(separator: separator))\(end)",
            parameters: ["title": .string(title), "rates": .list(rows.map { .string($0) })])
    }

    /// The card of the screen: its title and its rows.
    public static let card = SnippetTemplate(
        intent: activityType, code: ActivityContinuation.code,
        html: #"<div class="snippet-app">{{app}}</div><h3 class="snippet-title">{{title}}</h3>"#
            + #"<ul class="snippet-list">{{#rates}}<li class="snippet-item"><span class="snippet-text">{{.}}</span></li>{{/rates}}</ul>"#)

    /// The currencies' names per language.
    static let names: [Currency: [String: String]] = [
        .usd: ["en": "US dollar", "es": "dólar estadounidense", "fr": "dollar américain", "ja": "米ドル", "ar": "دولار أمريكي"],
        .eur: ["en": "euro", "es": "euro", "fr": "euro", "ja": "ユーロ", "ar": "يورو"],
        .gbp: ["en": "pound sterling", "es": "libra esterlina", "fr": "livre sterling", "ja": "英ポンド", "ar": "جنيه إسترليني"],
        .jpy: ["en": "yen", "es": "yen", "fr": "yen", "ja": "円", "ar": "ين ياباني"],
        .btc: ["en": "bitcoin", "es": "bitcoin", "fr": "bitcoin", "ja": "ビットコイン", "ar": "بيتكوين"],
        .cad: ["en": "Canadian dollar", "es": "dólar canadiense", "fr": "dollar canadien", "ja": "カナダドル", "ar": "دولار كندي"],
        .aud: ["en": "Australian dollar", "es": "dólar australiano", "fr": "dollar australien", "ja": "豪ドル", "ar": "دولار أسترالي"],
        .chf: ["en": "Swiss franc", "es": "franco suizo", "fr": "franc suisse", "ja": "スイスフラン", "ar": "فرنك سويسري"],
        .cny: ["en": "yuan", "es": "yuan", "fr": "yuan", "ja": "人民元", "ar": "يوان صيني"],
        .inr: ["en": "Indian rupee", "es": "rupia india", "fr": "roupie indienne", "ja": "インドルピー", "ar": "روبية هندية"],
        .mxn: ["en": "Mexican peso", "es": "peso mexicano", "fr": "peso mexicain", "ja": "メキシコペソ", "ar": "بيزو مكسيكي"],
    ]

    /// The shortcut's title per locale.
    public static let title: LocalizedString = [
        "en": "Exchange rates", "es": "Tipos de cambio", "fr": "Taux de change", "ja": "為替レート", "ar": "أسعار الصرف",
    ]

    /// The phrase proposed when the user records their own.
    public static let suggestedPhrase: LocalizedString = [
        "en": "Show my rates", "es": "Muestra mis cambios", "fr": "Montre mes taux", "ja": "レートを見せて", "ar": "اعرض أسعاري",
    ]
}
