import Foundation
import PizzaShop

/// How `pizzeria` shows the pizzeria to people and to programs.
enum Output {
    /// "Margherita, four cheese", in menu order.
    static func names(_ kinds: Set<PizzaKind>) -> String {
        PizzaKind.allCases.filter(kinds.contains).map { $0.displayName(locale: "en") }.joined(separator: ", ")
    }

    /// "11:00–23:00", "all day".
    static func hours(_ hours: PizzeriaState.Hours) -> String {
        if hours.opens == 0 && hours.closes == 24 { return "all day" }
        return String(format: "%02d:00–%02d:00", hours.opens, hours.closes)
    }

    /// "P-0002  2 × pepperoni  2025-01-17T12:15:00Z".
    static func line(_ order: Pizzeria.Order) -> String {
        "\(order.number)  \(order.quantity) × \(order.kind.displayName(locale: "en"))  \(order.date.formatted(.iso8601))"
    }

    /// `{"orders":[{"number":…,"kind":…,"quantity":…,"date":…}]}`.
    static func json(_ orders: [Pizzeria.Order]) throws -> String {
        struct Document: Encodable { var orders: [Pizzeria.Order] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(Document(orders: orders)), as: UTF8.self)
    }
}
