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
        ],
        day: "2025-01-15"
    )

    /// What one `currency` is worth in euros, or `nil` when the table has no rate for it.
    public func rate(of currency: Currency) -> Decimal? {
        euros[currency]
    }
}
