public import Foundation

/// The pizzeria behind the app: its hours, what is sold out, and the orders taken.
///
/// The clock is injected, so whether it is open depends on the time the caller says it is.
public actor Pizzeria {
    /// When orders are taken.
    public let hours: OpeningHours
    /// What time it is.
    let clock: @Sendable () -> Date
    /// The pizzas there are none of left.
    public private(set) var soldOut: Set<PizzaKind>
    /// The orders taken, oldest first.
    public private(set) var orders: [Order] = []

    /// An order the pizzeria took.
    public struct Order: Sendable, Hashable {
        public var number: String
        public var kind: PizzaKind
        public var quantity: Int
        public var date: Date
    }

    public init(hours: OpeningHours, soldOut: Set<PizzaKind> = [], clock: @escaping @Sendable () -> Date = { Date() }) {
        self.hours = hours
        self.soldOut = soldOut
        self.clock = clock
    }

    /// Whether orders are taken right now.
    public var isOpen: Bool { hours.isOpen(at: clock()) }

    /// Marks `kind` sold out, or back on the menu.
    public func setSoldOut(_ kind: PizzaKind, _ isSoldOut: Bool = true) {
        if isSoldOut { soldOut.insert(kind) } else { soldOut.remove(kind) }
    }

    /// Takes an order and numbers it: "P-0001", "P-0002"…
    public func take(_ kind: PizzaKind, quantity: Int) -> Order {
        let number = "P-" + String(orders.count + 1).leftPadded(to: 4)
        let order = Order(number: number, kind: kind, quantity: quantity, date: clock())
        orders.append(order)
        return order
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
