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

    /// The shortcut's title per locale.
    public static let title: LocalizedString = [
        "en": "Exchange rates", "es": "Tipos de cambio", "fr": "Taux de change", "ja": "為替レート", "ar": "أسعار الصرف",
    ]

    /// The phrase proposed when the user records their own.
    public static let suggestedPhrase: LocalizedString = [
        "en": "Show my rates", "es": "Muestra mis cambios", "fr": "Montre mes taux", "ja": "レートを見せて", "ar": "اعرض أسعاري",
    ]
}
