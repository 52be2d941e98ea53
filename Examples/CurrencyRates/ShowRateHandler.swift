import Foundation
import Hark

/// Answers "what's the rate for bitcoin?" from a ``RateTable``; the euro, which the rates are in,
/// is answered with `successEuro` ("One euro is one euro."), not with a rate of 1.
///
/// An amount or another currency than the euro ("convert 20 dollars to yen", "the dollar to yen
/// rate") is converted through the euro rates, and answered with `successConverted`.
public struct ShowRateHandler: ShowRateIntentHandling {
    /// Where the rates come from.
    public let rates: RateTable

    public init(rates: RateTable = .standard) {
        self.rates = rates
    }

    public func handle(intent: ShowRateIntent) async throws -> ShowRateIntentResponse {
        guard let currency = intent.currency else { return ShowRateIntentResponse(code: .failure) }
        let target = intent.targetCurrency ?? .eur
        guard intent.amount != nil || target != .eur else {
            if currency == .eur { return .successEuro(currency: currency) }
            guard let rate = rates.rate(of: currency) else { return .failureNoRate(currency: currency) }
            return .success(currency: currency, rate: rate)
        }
        let amount = intent.amount ?? 1
        guard let converted = rates.convert(amount, from: currency, to: target) else {
            return .failureNoRate(currency: rates.rate(of: currency) == nil ? currency : target)
        }
        return .successConverted(currency: currency, targetCurrency: target, amount: amount, converted: converted)
    }
}
