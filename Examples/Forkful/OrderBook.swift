public import Foundation
public import Hark

/// An order Forkful placed: where, what, for how much, and when it comes.
public struct FoodOrder: Sendable, Hashable, Codable {
    public var number: String
    public var restaurant: Restaurant
    public var items: [DishRequest]
    /// The total, exact, in ``currencyCode``.
    public var total: Decimal
    public var currencyCode: String
    /// Whether it is brought to the door; else it is picked up at the counter.
    public var delivered: Bool
    public var placedAt: Date
    /// Minutes from ``placedAt`` to the door (or the counter).
    public var minutes: Int

    /// Whole minutes left at `now`, rounded up; zero once it has arrived.
    public func minutesLeft(at now: Date) -> Int {
        let seconds = placedAt.addingTimeInterval(Double(minutes) * 60).timeIntervalSince(now)
        return seconds <= 0 ? 0 : Int((seconds / 60).rounded(.up))
    }

    /// The order's lines as Forkful says them in `language`: "2 × egg rolls".
    public func lines(in language: String) -> [String] {
        items.map { $0.line(in: language) }
    }
}

/// The user's food orders, in `orders.json` in their Forkful container (a ``ContainerFile``:
/// changed under an exclusive lock, written whole and renamed into place).
public struct OrderBook: Sendable {
    /// The app group Forkful and its extension share.
    public static let appGroup = "group.com.example.hark.forkful"
    static let formatVersion = 1
    /// The first order's number; each next order counts on from the last.
    static let firstNumber = 1001

    let file: ContainerFile<ContainerFileError>
    let now: @Sendable () -> Date

    public init(container: URL, now: @escaping @Sendable () -> Date = Date.init) {
        file = ContainerFile(directory: container, name: "orders", describedAs: "Forkful's orders")
        self.now = now
    }

    public var fileURL: URL { file.dataURL }
    /// The time now, as the book counts it.
    public var currentDate: Date { now() }

    struct Stored: VersionedContents {
        var formatVersion: Int
        var orders: [FoodOrder]
    }

    /// Every order, oldest first.
    public func orders() throws(ContainerFileError) -> [FoodOrder] {
        try read().orders
    }

    /// The latest order, from `restaurant` when one is named.
    public func latest(from restaurant: Restaurant?) throws(ContainerFileError) -> FoodOrder? {
        try orders().last { restaurant == nil || $0.restaurant == restaurant }
    }

    /// Places an order of `items` from `info`, priced from its menu; returns it with its number.
    public func place(_ items: [DishRequest], from info: RestaurantInfo) throws(ContainerFileError) -> FoodOrder {
        try file.withExclusiveLock { () throws(ContainerFileError) -> FoodOrder in
            var stored = try read()
            let number = (stored.orders.last.flatMap { Int($0.number.dropFirst()) } ?? Self.firstNumber - 1) + 1
            let order = FoodOrder(
                number: "F\(number)", restaurant: info.restaurant, items: items, total: info.total(of: items),
                currencyCode: RestaurantDirectory.currencyCode, delivered: info.delivers, placedAt: now(), minutes: info.minutes)
            stored.orders.append(order)
            try file.writeJSON(stored)
            return order
        }
    }

    private func read() throws(ContainerFileError) -> Stored {
        guard let stored = try file.readJSON(Stored.self, newest: Self.formatVersion) else {
            return Stored(formatVersion: Self.formatVersion, orders: [])
        }
        return stored
    }
}
