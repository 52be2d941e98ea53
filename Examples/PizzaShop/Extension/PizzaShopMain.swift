import Foundation
import HarkExtensionKit
import PizzaShop

/// Pizza Shop's extension executable: orders from a pizzeria open from 11:00 to 23:00.
@main
struct PizzaShopMain: AppExtensionMain {
    static let version = "1.0.0"

    static func makeExtension(in context: ExtensionContext) async throws -> PizzaShopExtension {
        PizzaShopExtension(pizzeria: Pizzeria(hours: OpeningHours(opens: 11, closes: 23, calendar: .current)))
    }
}
