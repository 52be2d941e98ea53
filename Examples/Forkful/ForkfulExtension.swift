public import Hark

/// Forkful's Intents extension: its manifest and definition, generated from
/// `ForkfulApp.intents.yaml`, and a handler for each of its intents.
public struct ForkfulExtension: AppExtension {
    public let manifest = ForkfulApp.manifest
    public let definitions = [ForkfulApp.definition]
    /// The user's orders.
    public let orders: OrderBook
    /// The restaurants near the user, with their menus.
    public let directory: RestaurantDirectory

    public init(orders: OrderBook, directory: RestaurantDirectory = RestaurantDirectory()) {
        self.orders = orders
        self.directory = directory
    }

    public func handler(for intent: Intent) -> (any IntentHandling)? {
        switch intent.name {
        case FindRestaurantsIntent.intentName: FindRestaurantsIntentHandler(FindRestaurantsHandler(directory: directory))
        case OrderFoodIntent.intentName: OrderFoodIntentHandler(OrderFoodHandler(directory: directory, orders: orders))
        case GetOrderStatusIntent.intentName: GetOrderStatusIntentHandler(GetOrderStatusHandler(directory: directory, orders: orders))
        default: nil
        }
    }
}
