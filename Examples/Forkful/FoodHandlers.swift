import Foundation
public import Hark

/// The language of the request being handled: dishes and places are said in it.
var requestLanguage: String { HandlerContext.current?.language ?? "en" }

/// `FindRestaurants`: the places near the user of a cuisine (or all that deliver), or whether a
/// named one delivers, with its number.
public struct FindRestaurantsHandler: FindRestaurantsIntentHandling {
    /// The most places one answer lists.
    static let maximumListed = 5

    public let directory: RestaurantDirectory

    public init(directory: RestaurantDirectory) {
        self.directory = directory
    }

    public func resolveCuisine(for intent: FindRestaurantsIntent) async throws -> ResolutionResult<Cuisine> {
        intent.cuisine.map { .success($0) } ?? .notRequired
    }

    public func resolveRestaurant(for intent: FindRestaurantsIntent) async throws -> ResolutionResult<Restaurant> {
        intent.restaurant.map { .success($0) } ?? .notRequired
    }

    public func handle(intent: FindRestaurantsIntent) async throws -> FindRestaurantsIntentResponse {
        if let restaurant = intent.restaurant, let info = directory.info(restaurant) {
            return info.delivers
                ? .delivers(restaurant: restaurant, minutes: info.minutes, phone: info.phone)
                : .takeoutOnly(restaurant: restaurant, phone: info.phone)
        }
        let language = requestLanguage
        guard let cuisine = intent.cuisine else {
            let names = directory.nearby(cuisine: nil).filter(\.delivers).prefix(Self.maximumListed)
                .map { $0.restaurant.displayName(locale: language) }
            return .success(restaurants: Array(names))
        }
        let places = directory.nearby(cuisine: cuisine).prefix(Self.maximumListed)
        guard !places.isEmpty else { return .failureNoneNearby(cuisine: cuisine) }
        return .successCuisine(cuisine: cuisine, restaurants: places.map { $0.restaurant.displayName(locale: language) })
    }
}

/// `OrderFood`: dishes from one restaurant's menu, always said back with the total before the
/// order is placed. With no restaurant named, the one whose menu has every dish asked for (or of
/// the cuisine asked for) is chosen, or the user is asked which when several do.
public struct OrderFoodHandler: OrderFoodIntentHandling {
    /// The most of one dish an order may hold.
    public static let maximumQuantity = 20
    /// The most restaurants one "Which restaurant?" offers.
    static let maximumOptions = 4

    public let directory: RestaurantDirectory
    public let orders: OrderBook

    public init(directory: RestaurantDirectory, orders: OrderBook) {
        self.directory = directory
        self.orders = orders
    }

    public func resolveCuisine(for intent: OrderFoodIntent) async throws -> ResolutionResult<Cuisine> {
        intent.cuisine.map { .success($0) } ?? .notRequired
    }

    public func resolveRestaurant(for intent: OrderFoodIntent) async throws -> ResolutionResult<Restaurant> {
        if let restaurant = intent.restaurant { return .success(restaurant) }
        let dishes = (intent.dishes ?? []).map(\.spokenPhrase)
        guard intent.cuisine != nil || !dishes.isEmpty else { return .needsValue }
        let reader = MenuReader(language: requestLanguage)
        let serving = directory.nearby(cuisine: intent.cuisine).filter { info in
            dishes.allSatisfy { reader.read($0, menu: info.menu.keys) != nil }
        }
        switch serving.count {
        case 0: return .unsupported(reason: UnsupportedReason(code: dishes.isEmpty ? "noCuisine" : "noDishes"))
        case 1: return .success(serving[0].restaurant)
        default: return .disambiguation(serving.prefix(Self.maximumOptions).map(\.restaurant))
        }
    }

    /// Each dish as said, when the restaurant's menu has it; another is `unsupported` with the
    /// reason, and so is more than ``maximumQuantity`` of one dish.
    public func resolveDishes(for intent: OrderFoodIntent) async throws -> [ResolutionResult<SpeakableString>] {
        guard let dishes = intent.dishes, !dishes.isEmpty else { return [.needsValue] }
        guard let restaurant = intent.restaurant, let info = directory.info(restaurant) else { return dishes.map { .success($0) } }
        let reader = MenuReader(language: requestLanguage)
        return dishes.map { dish in
            guard let request = reader.read(dish.spokenPhrase, menu: info.menu.keys) else {
                return .unsupported(
                    reason: UnsupportedReason(code: "notOnMenu", parameters: ["restaurant": .enumeration(restaurant.rawValue)]))
            }
            guard (1...Self.maximumQuantity).contains(request.quantity) else {
                return .unsupported(reason: UnsupportedReason(code: "tooMany"))
            }
            return .success(dish)
        }
    }

    public func confirm(intent: OrderFoodIntent) async throws -> OrderFoodIntentResponse {
        guard let (info, items) = order(of: intent) else { return OrderFoodIntentResponse(code: .failure) }
        return .ready(
            restaurant: info.restaurant, items: lines(items),
            total: CurrencyAmount(amount: info.total(of: items), currencyCode: RestaurantDirectory.currencyCode))
    }

    public func handle(intent: OrderFoodIntent) async throws -> OrderFoodIntentResponse {
        guard let (info, items) = order(of: intent) else { return OrderFoodIntentResponse(code: .failure) }
        let order = try orders.place(items, from: info)
        let total = CurrencyAmount(amount: order.total, currencyCode: order.currencyCode)
        return order.delivered
            ? .success(restaurant: info.restaurant, items: lines(items), total: total, orderNumber: order.number, minutes: order.minutes)
            : .successPickup(
                restaurant: info.restaurant, items: lines(items), total: total, orderNumber: order.number, minutes: order.minutes)
    }

    /// The restaurant and the dishes the resolved intent asks for; `nil` when it lacks either.
    private func order(of intent: OrderFoodIntent) -> (RestaurantInfo, [DishRequest])? {
        guard let restaurant = intent.restaurant, let info = directory.info(restaurant), let dishes = intent.dishes, !dishes.isEmpty else {
            return nil
        }
        let reader = MenuReader(language: requestLanguage)
        let items = dishes.compactMap { reader.read($0.spokenPhrase, menu: info.menu.keys) }
        guard items.count == dishes.count else { return nil }
        return (info, items)
    }

    private func lines(_ items: [DishRequest]) -> [String] {
        let language = requestLanguage
        return items.map { $0.line(in: language) }
    }
}

/// `GetOrderStatus`: the latest order (from the restaurant named, if one is), and how long it
/// has to go.
public struct GetOrderStatusHandler: GetOrderStatusIntentHandling {
    public let directory: RestaurantDirectory
    public let orders: OrderBook

    public init(directory: RestaurantDirectory, orders: OrderBook) {
        self.directory = directory
        self.orders = orders
    }

    public func resolveRestaurant(for intent: GetOrderStatusIntent) async throws -> ResolutionResult<Restaurant> {
        intent.restaurant.map { .success($0) } ?? .notRequired
    }

    public func handle(intent: GetOrderStatusIntent) async throws -> GetOrderStatusIntentResponse {
        guard let order = try orders.latest(from: intent.restaurant) else { return GetOrderStatusIntentResponse(code: .failureNoOrder) }
        let items = order.lines(in: requestLanguage)
        let left = order.minutesLeft(at: orders.currentDate)
        switch (order.delivered, left > 0) {
        case (true, true): return .success(restaurant: order.restaurant, items: items, minutes: left, orderNumber: order.number)
        case (false, true): return .successPickup(restaurant: order.restaurant, items: items, minutes: left, orderNumber: order.number)
        case (true, false): return .delivered(restaurant: order.restaurant, items: items, orderNumber: order.number)
        case (false, false): return .readyForPickup(restaurant: order.restaurant, items: items, orderNumber: order.number)
        }
    }
}
