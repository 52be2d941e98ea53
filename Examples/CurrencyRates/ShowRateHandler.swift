import Hark

/// Answers "what's the rate for bitcoin?" from a ``RateTable``; the euro, which the rates are in,
/// is answered with `successEuro` ("One euro is one euro."), not with a rate of 1.
public struct ShowRateHandler: ShowRateIntentHandling {
    /// Where the rates come from.
    public let rates: RateTable

    public init(rates: RateTable = .standard) {
        self.rates = rates
    }

    public func handle(intent: ShowRateIntent) async throws -> ShowRateIntentResponse {
        guard let currency = intent.currency else { return ShowRateIntentResponse(code: .failure) }
        if currency == .eur { return .successEuro(currency: currency) }
        guard let rate = rates.rate(of: currency) else { return .failureNoRate(currency: currency) }
        return .success(currency: currency, rate: rate)
    }
}
