import Forkful
import Foundation
import Hark
import HarkTesting
import Testing

/// Forkful's parts without the assistant: dishes read against a menu in each language, orders
/// kept and counted down, and the handlers' choices of a restaurant.
@Suite("Forkful")
struct ForkfulTests {
    static let pekingGarden = RestaurantDirectory().info(.pekingGarden)!.menu.keys

    @Test(
        "a dish is read against the menu in each language, with the quantity said before it",
        arguments: [
            ("en", "two large egg rolls", Dish.springRolls, 2), ("en", "fried rice", .friedRice, 1),
            ("en", "3 wonton soups", .wontonSoup, 3),
            ("es", "dos rollitos de primavera", .springRolls, 2), ("es", "arroz frito", .friedRice, 1),
            ("fr", "deux nems", .springRolls, 2), ("fr", "du riz cantonais", .friedRice, 1),
            ("ja", "春巻きを2つ", .springRolls, 2), ("ja", "チャーハン", .friedRice, 1),
            ("ar", "اثنين سبرينغ رول", .springRolls, 2), ("ar", "٣ أرز مقلي", .friedRice, 3),
        ])
    func readsDishes(language: String, text: String, dish: Dish, quantity: Int) {
        let request = MenuReader(language: language).read(text, menu: Self.pekingGarden)
        #expect(request == DishRequest(dish: dish, quantity: quantity))
    }

    @Test("the longest of a menu's words wins, and a dish not on the menu is none")
    func longestWordAndUnknownDishes() throws {
        let dominos = try #require(RestaurantDirectory().info(.dominos)).menu.keys
        let reader = MenuReader(language: "en")
        #expect(reader.read("a large pepperoni pizza", menu: dominos)?.dish == .pepperoniPizza)
        #expect(reader.read("a pizza", menu: dominos)?.dish == .pizza)
        #expect(reader.read("lasagna", menu: dominos) == nil)
        let subway = try #require(RestaurantDirectory().info(.subway)).menu.keys
        #expect(reader.read("two subs", menu: subway) == DishRequest(dish: .sub, quantity: 2), "a plural is the dish")
        #expect(reader.read("something from subway", menu: subway) == nil, "a word inside another is no match: 'sub' is not in 'subway'")
    }

    @Test("orders are numbered, priced exactly, kept in the container and counted down to the door")
    func orderBook() throws {
        let folder = try TemporaryDirectory(prefix: "forkful-tests")
        let clock = Clock()
        let book = OrderBook(container: folder.url, now: { clock.now })
        let garden = try #require(RestaurantDirectory().info(.pekingGarden))
        let first = try book.place(
            [DishRequest(dish: .springRolls, quantity: 2), DishRequest(dish: .friedRice, quantity: 1)], from: garden)
        #expect(first.number == "F1001")
        #expect(first.total == Decimal(string: "16.95"))
        #expect(first.lines(in: "fr") == ["2 × nems", "1 × riz cantonais"])
        #expect(first.minutesLeft(at: clock.now) == 25)
        clock.now += 10 * 60 + 1
        #expect(first.minutesLeft(at: clock.now) == 15)
        clock.now += 60 * 60
        #expect(first.minutesLeft(at: clock.now) == 0)

        let wok = try #require(RestaurantDirectory().info(.chinaWok))
        let second = try OrderBook(container: folder.url).place([DishRequest(dish: .noodles, quantity: 1)], from: wok)
        #expect(second.number == "F1002")
        #expect(!second.delivered, "China Wok does takeout only")
        #expect(try book.latest(from: .pekingGarden)?.number == "F1001")
        #expect(try book.latest(from: nil)?.number == "F1002")
    }

    @Test("with no restaurant named: the one whose menu has every dish, a choice among several, or a reason")
    func choosingARestaurant() async throws {
        let folder = try TemporaryDirectory(prefix: "forkful-tests")
        let handler = OrderFoodHandler(directory: RestaurantDirectory(), orders: OrderBook(container: folder.url))
        func resolve(_ dishes: [String], cuisine: Cuisine? = nil) async throws -> ResolutionResult<Restaurant> {
            var intent = OrderFoodIntent()
            intent.cuisine = cuisine
            intent.dishes = dishes.map { SpeakableString(spokenPhrase: $0) }
            return try await HandlerContext.$current.withValue(HandlerContext(locale: "en")) {
                try await handler.resolveRestaurant(for: intent)
            }
        }
        #expect(try await resolve(["sushi"]) == .success(.sakuraSushi))
        #expect(try await resolve(["a cheeseburger", "fries"]) == .disambiguation([.mcdonalds, .burgerKing]))
        #expect(try await resolve(["pad thai", "a cheeseburger"]).outcome == .unsupported)
        #expect(try await resolve([], cuisine: .chinese) == .disambiguation([.pekingGarden, .pandaExpress, .chinaWok]))
        #expect(try await resolve([]) == .needsValue)
    }

    /// A clock the test moves.
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_800_000_000)
    }
}
