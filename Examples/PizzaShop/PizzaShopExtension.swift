public import Hark

/// Pizza Shop's Intents extension: its manifest and definition, generated from
/// `PizzaShopApp.intents.yaml`, and its one handler.
public struct PizzaShopExtension: AppExtension {
    public let manifest = PizzaShopApp.manifest
    public let definitions = [PizzaShopApp.definition]
    /// The pizzeria the handler orders from.
    public let pizzeria: Pizzeria

    public init(pizzeria: Pizzeria) {
        self.pizzeria = pizzeria
    }

    public func handler(for intent: Intent) -> (any IntentHandling)? {
        switch intent.name {
        case OrderPizzaIntent.intentName: OrderPizzaIntentHandler(OrderPizzaHandler(pizzeria: pizzeria))
        default: nil
        }
    }
}
