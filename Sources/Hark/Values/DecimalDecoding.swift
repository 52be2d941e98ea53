import Foundation

extension KeyedDecodingContainer {
    /// The largest magnitude a decimal value may have: 10^38, the digits a `Decimal` holds exactly.
    static var decimalLimit: Decimal { Decimal(sign: .plus, exponent: 38, significand: 1) }

    /// The decimal at `key`, at most 10^38 in magnitude. A JSON number closer to zero than a
    /// `Decimal` holds (1e-300) is zero, as digits past a decimal's 38 are rounded away; a larger
    /// one is a `DecodingError` naming the key and the range, instead of the decoder's own error,
    /// which calls the whole document invalid JSON.
    func decodeDecimal(forKey key: Key) throws -> Decimal {
        let value: Decimal
        do {
            value = try decode(Decimal.self, forKey: key)
        } catch let error as DecodingError {
            throw error
        } catch {
            guard let number = try? decode(Double.self, forKey: key), abs(number) < 1 else {
                throw outOfRange(key, underlyingError: error)
            }
            return 0
        }
        guard abs(value) <= Self.decimalLimit else {
            throw outOfRange(key, underlyingError: nil)
        }
        return value
    }

    private func outOfRange(_ key: Key, underlyingError: (any Error)?) -> DecodingError {
        DecodingError.dataCorrupted(
            .init(
                codingPath: codingPath + [key],
                debugDescription: "a decimal is a number from -1e38 to 1e38",
                underlyingError: underlyingError))
    }
}
