import Foundation
import Hark
import HarkExtensionKit
import PizzaShop

/// Pizza Shop's extension executable: orders from the pizzeria kept in the user's Pizza Shop
/// container, which the `pizzeria` command edits too (hours, sold-out pizzas, orders).
@main
struct PizzaShopMain: AppExtensionMain {
    static let version = "1.0.0"

    static func makeExtension(in context: ExtensionContext) async throws -> PizzaShopExtension {
        let container = try context.container(forGroup: Pizzeria.appGroup)
        return PizzaShopExtension(pizzeria: Pizzeria(container: container.url))
    }
}
