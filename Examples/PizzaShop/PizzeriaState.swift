public import Foundation

/// What the pizzeria remembers between runs: its opening hours, the pizzas sold out and every
/// order taken, as `pizzeria.json` in Pizza Shop's container holds it.
///
/// ```json
/// {"formatVersion": 1, "hours": {"opens": 11, "closes": 23}, "soldOut": ["funghi"],
///  "orders": [{"number": "P-0001", "kind": "margherita", "quantity": 2, "date": "2025-01-17T12:15:00Z"}]}
/// ```
public struct PizzeriaState: Sendable, Hashable, Codable {
    /// The version this build writes; it reads this version and older ones.
    static let currentFormatVersion = 1

    /// When orders are taken, as hours of the day.
    public struct Hours: Sendable, Hashable, Codable {
        /// The hour orders start, 0…23.
        public var opens: Int
        /// The hour orders stop, 0…24; at or before `opens`, past midnight.
        public var closes: Int

        public init(opens: Int, closes: Int) {
            self.opens = opens
            self.closes = closes
        }
    }

    /// An order the pizzeria took.
    public struct Order: Sendable, Hashable, Codable {
        /// "P-0001", "P-0002"…: one more than the orders before it.
        public var number: String
        public var kind: PizzaKind
        public var quantity: Int
        public var date: Date

        public init(number: String, kind: PizzaKind, quantity: Int, date: Date) {
            self.number = number
            self.kind = kind
            self.quantity = quantity
            self.date = date
        }
    }

    var formatVersion: Int
    /// When orders are taken.
    public var hours: Hours
    /// The pizzas there are none of left.
    public var soldOut: Set<PizzaKind>
    /// The orders taken, oldest first.
    public var orders: [Order]

    public init(hours: Hours, soldOut: Set<PizzaKind> = [], orders: [Order] = []) {
        self.formatVersion = Self.currentFormatVersion
        self.hours = hours
        self.soldOut = soldOut
        self.orders = orders
    }

    /// The number the next order gets: "P-0001" for the first.
    public var nextOrderNumber: String {
        let digits = String(orders.count + 1)
        return "P-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private enum CodingKeys: String, CodingKey {
        case formatVersion, hours, soldOut, orders
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        hours = try container.decode(Hours.self, forKey: .hours)
        soldOut = Set(try container.decode([PizzaKind].self, forKey: .soldOut))
        orders = try container.decode([Order].self, forKey: .orders)
    }

    /// Sold-out pizzas in menu order, so that the file does not change when nothing did.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(hours, forKey: .hours)
        try container.encode(PizzaKind.allCases.filter(soldOut.contains), forKey: .soldOut)
        try container.encode(orders, forKey: .orders)
    }

    /// Reads a file's bytes, checking the version before anything else.
    ///
    /// - Throws: ``PizzeriaError`` with code `newerFormat` when a newer Pizza Shop wrote the file,
    ///   `corruptStore` when it is not the pizzeria's records; both name `path`.
    static func decode(_ data: Data, path: String) throws(PizzeriaError) -> PizzeriaState {
        struct VersionProbe: Decodable { var formatVersion: Int? }
        let probe: VersionProbe
        do {
            probe = try JSONDecoder().decode(VersionProbe.self, from: data)
        } catch {
            throw PizzeriaError(code: .corruptStore, message: "the pizzeria's file \(path) is not valid JSON; it was left unchanged")
        }
        guard let version = probe.formatVersion, version >= 1 else {
            throw PizzeriaError(
                code: .corruptStore, message: "the pizzeria's file \(path) has no valid formatVersion; it was left unchanged")
        }
        guard version <= currentFormatVersion else {
            throw PizzeriaError(
                code: .newerFormat,
                message: "the pizzeria's file \(path) has format version \(version), newer than the version "
                    + "\(currentFormatVersion) this Pizza Shop reads; it was left unchanged"
            )
        }
        let state: PizzeriaState
        do {
            state = try decoder.decode(PizzeriaState.self, from: data)
        } catch {
            throw PizzeriaError(
                code: .corruptStore, message: "the pizzeria's file \(path) is damaged (\(describe(error))); it was left unchanged")
        }
        guard state.hours.isValid else {
            throw PizzeriaError(
                code: .corruptStore,
                message:
                    "the pizzeria's file \(path) has opening hours \(state.hours.opens)–\(state.hours.closes), outside 0–24; it was left unchanged"
            )
        }
        return state
    }

    /// The bytes of a file holding this state.
    func encoded() throws(PizzeriaError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        do {
            return try encoder.encode(self)
        } catch {
            throw PizzeriaError(code: .storageFailure, message: "cannot encode the pizzeria's records: \(error)")
        }
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// A decoding error as one short phrase: what is wrong, and where in the file.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "at the top" : "at " + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .dataCorrupted(let context): return "\(context.debugDescription) \(place(context.codingPath))"
        case .keyNotFound(let key, let context): return "'\(key.stringValue)' is missing \(place(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(context.debugDescription) \(place(context.codingPath))"
        @unknown default: return "\(error)"
        }
    }
}

extension PizzeriaState.Hours {
    /// Whether both hours are hours of a day.
    var isValid: Bool { (0...23).contains(opens) && (0...24).contains(closes) }
}
