import Foundation
import Hark
import HarkTesting
import PizzaShop
import Testing

/// `pizzeria`, run as the pizzeria's staff run it, checked by its output and by the file it leaves.
struct PizzeriaCommandTests {
    let scratch: TemporaryDirectory

    init() throws {
        scratch = try TemporaryDirectory(prefix: "pizzeria-command")
    }

    func pizzeria(_ arguments: String...) throws -> BuiltExecutable.Result {
        try BuiltExecutable("pizzeria").run(["--data-dir", scratch.path] + arguments)
    }

    var file: URL { scratch.url("containers/\(Pizzeria.appGroup)/pizzeria.json") }

    @Test("sold out, back, hours, status and orders")
    func aSessionWithEveryCommand() async throws {
        #expect(
            try pizzeria("status").output
                == "Hours: 11:00–23:00 (\(currentlyOpen(11, 23) ? "open now" : "closed now"))\nSold out: nothing\nOrders: 0 (the next is P-0001)\n"
        )
        #expect(try pizzeria("sold-out", "margherita", "four cheese").output == "Sold out: Margherita, four cheese.\n")
        #expect(try pizzeria("back", "quattroFormaggi").output == "Back on the menu: four cheese.\n")
        #expect(try pizzeria("available", "margherita").status == 0)
        #expect(try pizzeria("sold-out", "pepperoni").output == "Sold out: pepperoni.\n")
        #expect(try pizzeria("hours", "0", "24").output == "Hours: all day.\n")
        #expect(try pizzeria("orders").output == "No orders yet.\n")

        let shop = Pizzeria(container: file.deletingLastPathComponent())
        #expect(try await shop.soldOut == [.pepperoni])
        _ = try await shop.take(.funghi, quantity: 3)
        #expect(try pizzeria("orders").output.hasPrefix("P-0001  3 × mushroom  "))
        let json = try JSONSerialization.jsonObject(with: Data(try pizzeria("orders", "--json").output.utf8)) as? [String: Any]
        let orders = try #require(json?["orders"] as? [[String: Any]])
        #expect(orders.first?["kind"] as? String == "funghi")
        #expect(orders.first?["number"] as? String == "P-0001")
        #expect(try pizzeria("status").output == "Hours: all day (open now)\nSold out: pepperoni\nOrders: 1 (the next is P-0002)\n")
        #expect(try pizzeria().output == (try pizzeria("status").output), "status is the default")
    }

    @Test("another user's pizzeria is in that user's container")
    func otherUser() throws {
        #expect(try pizzeria("sold-out", "funghi", "--user", "alice").status == 0)
        #expect(FileManager.default.fileExists(atPath: scratch.path("users/alice/containers/\(Pizzeria.appGroup)/pizzeria.json")))
        #expect(try pizzeria("status").output.contains("Sold out: nothing"))
    }

    @Test(
        "bad input: one line naming what is wrong and where, a non-zero status, and nothing changed",
        arguments: [
            (["sold-out", "margherita", "hawaiian"], "there is no pizza “hawaiian” on Pizza Shop's menu; the menu: margherita"),
            (["back", "calzone"], "there is no pizza “calzone”"),
            (["hours", "9", "25"], "opening hours must be 0–23 and closing hours 0–24, not 9–25"),
        ])
    func badInput(arguments: [String], message: String) throws {
        #expect(try pizzeria("sold-out", "funghi").status == 0)
        let before = try Data(contentsOf: file)
        let result = try BuiltExecutable("pizzeria").run(["--data-dir", scratch.path] + arguments)
        #expect(result.status != 0)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
        #expect(try Data(contentsOf: file) == before)
    }

    @Test("a damaged file is named, left as it is, and nothing is done", arguments: ["status", "sold-out margherita", "orders"])
    func corruptFile(command: String) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{\"formatVersion\": 1, \"orders\": [".write(to: file, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: file)
        let result = try BuiltExecutable("pizzeria").run(["--data-dir", scratch.path] + command.split(separator: " ").map(String.init))
        #expect(result.status != 0)
        #expect(result.error.contains("the pizzeria's file \(file.path) is not valid JSON; it was left unchanged"), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
        #expect(try Data(contentsOf: file) == before)
    }

    @Test("two processes selling out at once lose nothing")
    func concurrentProcesses() throws {
        let kinds = PizzaKind.allCases
        DispatchQueue.concurrentPerform(iterations: kinds.count) { index in
            _ = try? BuiltExecutable("pizzeria").run(["--data-dir", scratch.path, "sold-out", kinds[index].rawValue])
        }
        #expect(try pizzeria("status").output.contains("Sold out: Margherita, pepperoni, four cheese, mushroom\n"))
    }

    func currentlyOpen(_ opens: Int, _ closes: Int) -> Bool {
        OpeningHours(opens: opens, closes: closes, calendar: .current).isOpen(at: Date())
    }
}
