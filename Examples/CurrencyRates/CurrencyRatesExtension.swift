public import Hark

/// Currency Rates' Intents extension: its manifest and definition, generated from
/// `CurrencyRatesApp.intents.yaml`, and its one handler.
public struct CurrencyRatesExtension: AppExtension {
    public let manifest = CurrencyRatesApp.manifest
    public let definitions = [CurrencyRatesApp.definition]
    /// Where the handler reads rates.
    public let rates: RateTable

    public init(rates: RateTable = .standard) {
        self.rates = rates
    }

    /// The rates screen, when the user comes back to it from a shortcut or a phrase.
    public func continueActivity(_ activity: UserActivity) async throws -> ActivityContinuation? {
        guard let screen = RatesScreen(continuing: activity) else { return nil }
        return screen.continuation(rates: rates, locale: HandlerContext.current?.locale ?? "en")
    }

    public func handler(for intent: Intent) -> (any IntentHandling)? {
        switch intent.name {
        case ShowRateIntent.intentName: ShowRateIntentHandler(ShowRateHandler(rates: rates))
        default: nil
        }
    }
}
