public import Foundation

/// Exchange rates in euros: what one unit of each currency is worth.
///
/// The demo ships a fixed table (``standard``) so that answers do not change from run to run;
/// an app would load today's from its group container.
public struct RateTable: Sendable, Hashable {
    /// Euros per unit, by currency. A currency missing here has no rate today.
    public var euros: [Currency: Decimal]
    /// The day the rates are for, as `yyyy-MM-dd`.
    public var day: String

    public init(euros: [Currency: Decimal], day: String) {
        self.euros = euros
        self.day = day
    }

    /// The rates the demo uses.
    public static let standard = RateTable(
        euros: [
            .eur: 1,
            .usd: Decimal(string: "0.92")!,
            .gbp: Decimal(string: "1.17")!,
            .jpy: Decimal(string: "0.0062")!,
            .btc: Decimal(string: "58900")!,
            .cad: Decimal(string: "0.68")!,
            .aud: Decimal(string: "0.61")!,
            .chf: Decimal(string: "1.05")!,
            .cny: Decimal(string: "0.13")!,
            .inr: Decimal(string: "0.011")!,
            .mxn: Decimal(string: "0.054")!,
        ],
        day: "2025-01-15"
    )

    /// What one `currency` is worth in euros, or `nil` when the table has no rate for it.
    public func rate(of currency: Currency) -> Decimal? {
        euros[currency]
    }

    /// `amount` of `currency` in `target`, through their rates in euros: to the cent from one
    /// unit up, to four significant digits below (a yen in bitcoin); `nil` when either has no rate.
    public func convert(_ amount: Decimal, from currency: Currency, to target: Currency) -> Decimal? {
        guard let from = rate(of: currency), let to = rate(of: target), to != 0 else { return nil }
        var exact = amount * from / to
        var rounded = Decimal()
        if exact.magnitude >= 1 || exact == 0 {
            NSDecimalRound(&rounded, &exact, 2, .plain)
        } else {
            // Places enough for four significant digits: 0.00001056 → 8 places.
            var places = 3
            var scaled = exact.magnitude
            while scaled < 1, places < 20 {
                scaled *= 10
                places += 1
            }
            NSDecimalRound(&rounded, &exact, places, .plain)
        }
        return rounded
    }
}
