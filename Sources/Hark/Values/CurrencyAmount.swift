public import Foundation

/// An amount of money in a currency: "12.50 EUR".
public struct CurrencyAmount: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The amount, exact.
    public var amount: Decimal
    /// The ISO 4217 code of the currency ("EUR", "USD", "JPY").
    public var currencyCode: String

    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }

    public var description: String { "\(amount) \(currencyCode)" }

    private enum CodingKeys: String, CodingKey {
        case amount, currencyCode
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        amount = try container.decodeDecimal(forKey: .amount)
        currencyCode = try container.decode(String.self, forKey: .currencyCode)
    }
}
