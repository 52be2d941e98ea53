import Hark

/// Answers "what's the rate for bitcoin?" from a ``RateTable``.
public struct ShowRateHandler: ShowRateIntentHandling {
    /// Where the rates come from.
    public let rates: RateTable

    public init(rates: RateTable = .standard) {
        self.rates = rates
    }

    public func handle(intent: ShowRateIntent) async throws -> ShowRateIntentResponse {
        guard let currency = intent.currency else { return ShowRateIntentResponse(code: .failure) }
        guard let rate = rates.rate(of: currency) else { return .failureNoRate(currency: currency) }
        return .success(currency: currency, rate: rate)
    }
}
