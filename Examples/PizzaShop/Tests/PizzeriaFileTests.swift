import Foundation
import Hark
import HarkTesting
import PizzaShop
import Testing

/// The pizzeria kept in its container: what the extension and the `pizzeria` command share.
struct PizzeriaFileTests {
    let scratch: TemporaryDirectory

    init() throws {
        scratch = try TemporaryDirectory(prefix: "pizzeria-tests")
    }

    /// A pizzeria over the scratch container, open all day.
    func pizzeria() -> Pizzeria {
        Pizzeria(container: scratch.url)
    }

    var file: URL { scratch.url("pizzeria.json") }

    @Test("order numbers go on where the last pizzeria stopped")
    func orderNumbersPersist() async throws {
        #expect(try await pizzeria().take(.margherita, quantity: 2).number == "P-0001")
        #expect(try await pizzeria().take(.pepperoni, quantity: 1).number == "P-0002")
        let orders = try await pizzeria().orders
        #expect(orders.map(\.number) == ["P-0001", "P-0002"])
        #expect(orders.map(\.kind) == [.margherita, .pepperoni])
        #expect(orders.map(\.quantity) == [2, 1])
    }

    @Test("sold-out pizzas and hours are kept; a new container starts open 11 to 23 with nothing sold out")
    func stateIsKept() async throws {
        let fresh = try await pizzeria().state()
        #expect(fresh.hours == Pizzeria.standardHours)
        #expect(fresh.soldOut.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: file.path), "reading writes nothing")

        #expect(try await pizzeria().setSoldOut(.funghi) == true)
        #expect(try await pizzeria().setSoldOut(.funghi) == false)
        try await pizzeria().setHours(opens: 0, closes: 24)
        #expect(try await pizzeria().soldOut == [.funghi])
        #expect(try await pizzeria().isOpen)
        #expect(try await pizzeria().setSoldOut(.funghi, false) == true)
        #expect(try await pizzeria().soldOut.isEmpty)
    }

    @Test("a damaged file is an error naming it, and stays as it was")
    func corruptFile() async throws {
        try "{\"formatVersion\": 1, \"hours\": {\"opens\": 11, \"closes\": 23}, \"soldOut\": [\"hawaiian\"], \"orders\": []}"
            .write(to: file, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: file)
        await #expect {
            try await pizzeria().take(.margherita, quantity: 1)
        } throws: { error in
            let error = try #require(error as? PizzeriaError)
            return error.code == .corruptStore && error.message.contains(file.path) && error.message.contains("soldOut")
        }
        #expect(try Data(contentsOf: file) == before)
    }

    @Test("orders taken at once by two pizzerias over one container each get a number of their own")
    func concurrentOrders() async throws {
        let first = pizzeria()
        let second = pizzeria()
        let numbers = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<40 {
                let shop = index.isMultiple(of: 2) ? first : second
                group.addTask { try await shop.take(.pepperoni, quantity: 1).number }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(numbers).count == 40)
        #expect(try await first.orders.map(\.number) == (1...40).map { String(format: "P-%04d", $0) })
    }

    @Test("a pizza is named by its identifier or by any of its words, case and accents aside")
    func pizzaNames() throws {
        #expect(try PizzaKind(named: "quattroFormaggi") == .quattroFormaggi)
        #expect(try PizzaKind(named: "Four Cheese") == .quattroFormaggi)
        #expect(try PizzaKind(named: "champinones") == .funghi)
        #expect(try PizzaKind(named: "マルゲリータ") == .margherita)
        #expect(throws: PizzeriaError.self) { try PizzaKind(named: "hawaiian") }
    }
}
